/** NATO unit symbols on a canvas (the map), from the one definition in src/publish/natoSymbol.ts. */
import { FRAME_H, FRAME_W, symbolParts } from '../../publish/natoSymbol';

export { FRAME_H, FRAME_W, symbolParts, symbolSvg, type SymbolPart } from '../../publish/natoSymbol';

const W = FRAME_W;
const H = FRAME_H;
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
