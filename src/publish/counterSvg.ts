import type { CounterFace, OrderOfBattle } from '../generated/documents';
import { cornerText, factorsText, unitColours } from './counterLook';
import { symbolSvg } from './natoSymbol';

export { unitColours };

type Unit = OrderOfBattle['units'][string];
const SIZE = 60;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');



/**
 * One side of a unit's counter as SVG at (x, y): nationality colours and the army stripe, the NATO
 * symbol by type with its size, the name, attack–defense–movement (a bracketed defense, a boxed
 * attack), the TQ in its grey or red box, the morale box around the defense (red elite, white green),
 * and the setup code or arrival. The back is the reduced face, marked with a band.
 */
export function counterSvg(oob: OrderOfBattle, unit: Unit, side: 'front' | 'back', x = 0, y = 0): string {
  const face: CounterFace | undefined = side === 'front' ? unit.front : unit.back;
  const { fill, ink, stripe } = unitColours(oob, unit);
  const type = oob.unitTypes[unit.type] as { symbol?: string } | undefined;
  const out: string[] = [`<g transform="translate(${x} ${y})" data-side="${side}">`, `<rect width="${SIZE}" height="${SIZE}" rx="3" fill="${fill}" stroke="#333" stroke-width="0.8"/>`];
  if (stripe) out.push(`<rect y="0" width="${SIZE}" height="4" fill="${stripe}"/>`);
  if (side === 'back') out.push(`<rect y="${SIZE - 5}" width="${SIZE}" height="5" fill="${ink}" opacity="0.25"/>`);
  out.push(`<text x="3" y="11" font-size="6" fill="${ink}" font-family="sans-serif">${esc(cornerText(unit))}</text>`);
  out.push(`<text x="${SIZE / 2}" y="${SIZE / 2 - 10}" font-size="6" fill="${ink}" text-anchor="middle" font-family="sans-serif">${esc(unit.size ?? '')}</text>`);
  out.push(symbolSvg(type?.symbol, SIZE / 2 - 12, SIZE / 2 - 8, ink));
  // A long name is squeezed to the counter's width, never cut.
  const squeeze = unit.name.length > 16 ? ` textLength="${SIZE - 6}" lengthAdjust="spacingAndGlyphs"` : '';
  out.push(`<text x="${SIZE / 2}" y="${SIZE / 2 + 14}" font-size="6" fill="${ink}" text-anchor="middle" font-family="sans-serif"${squeeze}>${esc(unit.name)}</text>`);
  if (face) {
    const base = SIZE - 8;
    out.push(`<text x="${SIZE / 2}" y="${base}" font-size="10" font-weight="bold" fill="${ink}" text-anchor="middle" font-family="sans-serif">${esc(factorsText(face))}</text>`);
    if (face.attackBoxed) out.push(`<rect x="${SIZE / 2 - 21}" y="${base - 9}" width="10" height="11" fill="none" stroke="${ink}" stroke-width="0.9"/>`);
    if (face.morale === 'elite' || face.morale === 'green') out.push(`<rect x="${SIZE / 2 - 5}" y="${base - 9}" width="10" height="11" fill="none" stroke="${face.morale === 'elite' ? '#c0392b' : '#ffffff'}" stroke-width="1.2" data-morale="${face.morale}"/>`);
    if (face.tq) out.push(`<rect x="${SIZE - 12}" y="6" width="9" height="9" fill="${face.tq.kind === 'red' ? '#c0392b' : '#9e9e9e'}" data-tq="${face.tq.kind}"/><text x="${SIZE - 7.5}" y="13" font-size="7" fill="#fff" text-anchor="middle" font-family="sans-serif">${face.tq.value}</text>`);
  } else {
    out.push(`<text x="${SIZE / 2}" y="${SIZE - 8}" font-size="6" fill="${ink}" text-anchor="middle" font-family="sans-serif">(no back)</text>`);
  }
  out.push('</g>');
  return out.join('');
}

/** One counter, front and back side by side, as a standalone SVG. */
export function counterPreview(oob: OrderOfBattle, unit: Unit): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE * 2 + 10} ${SIZE}" width="${(SIZE * 2 + 10) * 2}" height="${SIZE * 2}">${counterSvg(oob, unit, 'front', 0, 0)}${counterSvg(oob, unit, 'back', SIZE + 10, 0)}</svg>`;
}

/**
 * A printable sheet for a selection: fronts on the left half, backs on the right half mirrored row
 * by row (the first column's back is the last column's place), so that printed double-sided, or
 * folded down the middle, each back lands behind its front.
 */
export function counterSheet(oob: OrderOfBattle, ids: readonly string[], columns = 8): string {
  const gap = 4;
  const cell = SIZE + gap;
  const rows = Math.ceil(ids.length / columns);
  const half = columns * cell;
  const parts: string[] = [];
  ids.forEach((id, i) => {
    const unit = oob.units[id];
    if (!unit) return;
    const r = Math.floor(i / columns);
    const c = i % columns;
    parts.push(counterSvg(oob, unit, 'front', c * cell, r * cell));
    parts.push(counterSvg(oob, unit, 'back', half + 20 + (columns - 1 - c) * cell, r * cell));
  });
  const width = half * 2 + 20;
  const height = Math.max(1, rows) * cell;
  // 60 drawing units a counter, printed at 16 mm (5/8 inch, the usual counter).
  const mm = 16 / SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${(width * mm).toFixed(1)}mm" height="${(height * mm).toFixed(1)}mm" data-counters="${ids.length}">${parts.join('')}<line x1="${half + 10}" y1="0" x2="${half + 10}" y2="${height}" stroke="#999" stroke-dasharray="4 3"/></svg>`;
}
