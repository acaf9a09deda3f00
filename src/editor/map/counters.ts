import { drawSymbol, FRAME_H, FRAME_W } from '../oob/natoSymbol';

/** One counter drawn in world coordinates as the counter sheet draws it: the name, the NATO symbol of its type, the factors, and marks. */
export interface CounterLook {
  readonly fill: string;
  readonly ink: string;
  readonly name: string;
  /** The unit type's NATO symbol (oob unitTypes[type].symbol). */
  readonly symbol?: string;
  readonly factors: string;
  readonly marks?: string;
  readonly stroke?: string;
  readonly lineWidth: number;
}

export function drawCounter(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, c: CounterLook): void {
  ctx.fillStyle = c.fill;
  ctx.fillRect(x, y, w, w);
  ctx.lineWidth = c.lineWidth;
  ctx.strokeStyle = c.stroke ?? c.ink;
  ctx.strokeRect(x, y, w, w);
  ctx.fillStyle = c.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // The name shrinks to fit the counter rather than being cut.
  const nameSize = w * 0.19;
  ctx.font = `${nameSize}px sans-serif`;
  const fit = Math.min(1, (w * 0.92) / Math.max(1, ctx.measureText(c.name).width));
  ctx.font = `${nameSize * Math.max(0.6, fit)}px sans-serif`;
  ctx.fillText(c.name, x + w / 2, y + w * 0.15, w * 0.94);
  const sw = w * 0.5;
  drawSymbol(ctx, c.symbol, x + (w - sw) / 2, y + w * 0.3, sw, c.ink);
  ctx.fillStyle = c.ink;
  ctx.font = `bold ${w * 0.27}px sans-serif`;
  ctx.fillText(c.factors, x + w / 2, y + w * 0.3 + (sw * FRAME_H) / FRAME_W + w * 0.2, w * 0.96);
  if (c.marks) {
    ctx.fillStyle = '#c0392b';
    ctx.font = `bold ${w * 0.17}px sans-serif`;
    ctx.fillText(c.marks, x + w / 2, y + w * 0.5, w);
  }
}
