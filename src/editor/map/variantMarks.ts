import type { ChangeEffect } from '../../document';
import { parsePointer } from '../../shared/jsonPointer';
import type { MapGeometry } from './mapView';
import { traceHex } from './overlayMarks';

const hexOfValue = (v: unknown) => (typeof v === 'string' ? v : v && typeof v === 'object' && typeof (v as { hex?: unknown }).hex === 'string' ? (v as { hex: string }).hex : undefined);

/**
 * The shown variant's changes on a map: the hexes its map changes touch, tinted, and each unit it
 * sets up elsewhere, an arrow from the base's hex to the variant's.
 */
export function drawVariantMarks(ctx: CanvasRenderingContext2D, geo: MapGeometry, effects: readonly ChangeEffect[], mapId: string, scale: number): void {
  ctx.save();
  ctx.fillStyle = 'rgba(142, 68, 173, 0.35)';
  for (const e of effects) {
    if (e.target.kind !== 'map' || e.target.id !== mapId) continue;
    const [where, id] = parsePointer(e.path);
    const hex = where === 'hexes' ? id : where === 'hexsides' ? id?.split('/')[0] : undefined;
    const k = hex ? geo.ordinal.get(hex) : undefined;
    if (k === undefined) continue;
    traceHex(ctx, geo, k);
    ctx.fill();
  }
  ctx.strokeStyle = 'rgba(142, 68, 173, 0.95)';
  ctx.fillStyle = 'rgba(142, 68, 173, 0.95)';
  ctx.lineWidth = 3 / scale;
  for (const e of effects) {
    const tokens = parsePointer(e.path);
    if (e.target.kind !== 'scenario' || tokens[0] !== 'setup') continue;
    const [a, b] = [geo.ordinal.get(hexOfValue(e.before) ?? ''), geo.ordinal.get(hexOfValue(e.after) ?? '')];
    if (a === undefined || b === undefined || a === b) continue;
    const [x0, y0, x1, y1] = [geo.cx[a]!, geo.cy[a]!, geo.cx[b]!, geo.cy[b]!];
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
    ctx.stroke();
    const angle = Math.atan2(y1 - y0, x1 - x0);
    const head = 10 / scale;
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.lineTo(x1 - head * Math.cos(angle - 0.4), y1 - head * Math.sin(angle - 0.4));
    ctx.lineTo(x1 - head * Math.cos(angle + 0.4), y1 - head * Math.sin(angle + 0.4));
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}
