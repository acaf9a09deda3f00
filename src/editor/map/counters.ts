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

/** A counter's side on a hex map, as a share of the hex's size (its corner radius): it fits inside the hex, as a printed counter nearly fills its hex. */
export const COUNTER_SIDE = 1.25;

/** A counter's side on screen (px) from which its name is drawn; below it the symbol and factors take the room, as a player reads a stack from afar. */
export const NAMED_FROM_PX = 40;
/** Below this side on screen (px) the factors would be a blur: the counter shows its colour and symbol only. */
export const FACTORS_FROM_PX = 16;

/** What a counter of side `w` (world units) shows at a zoom, with each part's place and size as shares of `w`. */
export interface CounterParts {
  readonly name?: { readonly y: number; readonly size: number };
  readonly symbol: { readonly y: number; readonly width: number };
  readonly factors?: { readonly y: number; readonly size: number };
}

/** The level of detail of a counter `px` pixels wide on screen: legible parts only, each as large as the counter allows. */
export function counterParts(px: number): CounterParts {
  const tall = FRAME_H / FRAME_W;
  if (px >= NAMED_FROM_PX) return { name: { y: 0.15, size: 0.19 }, symbol: { y: 0.3, width: 0.5 }, factors: { y: 0.3 + 0.5 * tall + 0.2, size: 0.27 } };
  if (px >= FACTORS_FROM_PX) return { symbol: { y: 0.1, width: 0.62 }, factors: { y: 0.1 + 0.62 * tall + 0.24, size: 0.4 } };
  return { symbol: { y: 0.5 - 0.4 * tall, width: 0.8 } };
}

/** Draws a counter of side `w` at (x, y) in world units, with the parts legible at `scale` (screen pixels per world unit). */
export function drawCounter(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, c: CounterLook, scale: number): void {
  ctx.fillStyle = c.fill;
  ctx.fillRect(x, y, w, w);
  ctx.lineWidth = c.lineWidth;
  ctx.strokeStyle = c.stroke ?? c.ink;
  ctx.strokeRect(x, y, w, w);
  const parts = counterParts(w * scale);
  ctx.fillStyle = c.ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (parts.name) {
    // The name shrinks to fit the counter rather than being cut.
    const size = w * parts.name.size;
    ctx.font = `${size}px sans-serif`;
    const fit = Math.min(1, (w * 0.92) / Math.max(1, ctx.measureText(c.name).width));
    ctx.font = `${size * Math.max(0.6, fit)}px sans-serif`;
    ctx.fillText(c.name, x + w / 2, y + w * parts.name.y, w * 0.94);
  }
  const sw = w * parts.symbol.width;
  drawSymbol(ctx, c.symbol, x + (w - sw) / 2, y + w * parts.symbol.y, sw, c.ink);
  if (parts.factors) {
    ctx.fillStyle = c.ink;
    ctx.font = `bold ${w * parts.factors.size}px sans-serif`;
    ctx.fillText(c.factors, x + w / 2, y + w * parts.factors.y, w * 0.96);
  }
  if (c.marks) {
    ctx.fillStyle = '#c0392b';
    ctx.font = `bold ${w * 0.17}px sans-serif`;
    ctx.fillText(c.marks, x + w / 2, y + w * 0.5, w);
  }
}
