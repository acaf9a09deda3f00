/**
 * NATO unit symbols as drawing primitives in their 24 × 14 frame (origin at its top-left corner),
 * so the counter sheet (SVG) and the map (canvas) draw the same symbol from one definition.
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

const paths = new Map<string, Path2D>();

/** Draws the symbol on a canvas, its frame `w` wide with its top-left corner at (x, y). */
export function drawSymbol(ctx: CanvasRenderingContext2D, kind: string | undefined, x: number, y: number, w: number, ink: string): void {
  const k = w / W;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(k, k);
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineWidth = 1.2;
  ctx.strokeRect(0, 0, W, H);
  ctx.lineWidth = 1;
  for (const p of symbolParts(kind)) {
    if (p.t === 'path') {
      let path = paths.get(p.d);
      if (!path) paths.set(p.d, (path = new Path2D(p.d)));
      ctx.stroke(path);
    } else {
      ctx.beginPath();
      if (p.t === 'ellipse') ctx.ellipse(p.cx, p.cy, p.rx, p.ry, 0, 0, Math.PI * 2);
      else ctx.arc(p.cx, p.cy, p.r, 0, Math.PI * 2);
      if (p.t === 'ellipse') ctx.stroke();
      else ctx.fill();
    }
  }
  ctx.restore();
}
