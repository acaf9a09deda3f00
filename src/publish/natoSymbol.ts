/**
 * NATO unit symbols as drawing primitives in their 24 × 14 frame (origin at its top-left corner),
 * so the counter sheet (SVG), the map (canvas) and the print-and-play PDF draw the same symbol from one
 * definition.
 */
export type SymbolPart = { readonly t: 'path'; readonly d: string } | { readonly t: 'ellipse'; readonly cx: number; readonly cy: number; readonly rx: number; readonly ry: number } | { readonly t: 'dot'; readonly cx: number; readonly cy: number; readonly r: number };

export const FRAME_W = 24;
export const FRAME_H = 14;

const W = FRAME_W;
const H = FRAME_H;
const cross: SymbolPart = { t: 'path', d: `M0 0L${W} ${H}M${W} 0L0 ${H}` };
const oval: SymbolPart = { t: 'ellipse', cx: W / 2, cy: H / 2, rx: W * 0.32, ry: H * 0.3 };
const slash: SymbolPart = { t: 'path', d: `M0 ${H}L${W} 0` };

/** The parts of each symbol a unit type may name (an unknown name: the frame alone). */
const PARTS: Readonly<Record<string, readonly SymbolPart[]>> = {
  infantry: [cross],
  armor: [oval],
  tankSilhouette: [{ t: 'path', d: 'M4 10h16l-2-4h-12z M9 6v-2h6v2 M15 5h6' }],
  mechanizedInfantry: [cross, oval],
  motorizedInfantry: [cross, { t: 'path', d: `M${W / 2} 0V${H}` }],
  recon: [slash],
  cavalry: [slash, oval],
  artillery: [{ t: 'dot', cx: W / 2, cy: H / 2, r: 2.5 }],
  engineer: [{ t: 'path', d: 'M6 10V5h12v5M12 5v5' }],
  paratroop: [cross, { t: 'path', d: `M8 ${H - 2}q4 -5 8 0` }],
  glider: [cross, { t: 'path', d: `M6 ${H / 2}h12` }],
  antiTank: [{ t: 'path', d: `M0 ${H}L${W / 2} 0L${W} ${H}` }],
  fortress: [cross, { t: 'path', d: `M3 3h${W - 6}v${H - 6}h-${W - 6}z` }],
};

export function symbolParts(kind: string | undefined): readonly SymbolPart[] {
  return PARTS[kind ?? ''] ?? [];
}

/** The symbol as SVG at (x, y): its frame and parts. */
export function symbolSvg(kind: string | undefined, x: number, y: number, ink: string): string {
  const parts = symbolParts(kind).map((p) =>
    p.t === 'path' ? `<path d="${p.d}" fill="none" stroke="${ink}" stroke-width="1"/>` : p.t === 'ellipse' ? `<ellipse cx="${p.cx}" cy="${p.cy}" rx="${p.rx}" ry="${p.ry}" fill="none" stroke="${ink}" stroke-width="1"/>` : `<circle cx="${p.cx}" cy="${p.cy}" r="${p.r}" fill="${ink}"/>`,
  );
  return `<g transform="translate(${x} ${y})"><rect width="${W}" height="${H}" fill="none" stroke="${ink}" stroke-width="1.2"/>${parts.join('')}</g>`;
}

