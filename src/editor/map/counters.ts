/** One counter drawn in world coordinates: a coloured square with the name, the factors and marks. */
export interface CounterLook {
  readonly fill: string;
  readonly ink: string;
  readonly name: string;
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
  ctx.font = `${w * 0.22}px sans-serif`;
  ctx.fillText(c.name.slice(0, 10), x + w / 2, y + w * 0.22);
  ctx.font = `bold ${w * 0.3}px sans-serif`;
  ctx.fillText(c.factors, x + w / 2, y + w * 0.62);
  if (c.marks) {
    ctx.fillStyle = '#c0392b';
    ctx.font = `bold ${w * 0.2}px sans-serif`;
    ctx.fillText(c.marks, x + w / 2, y + w * 0.88);
  }
}
