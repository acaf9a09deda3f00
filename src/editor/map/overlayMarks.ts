import { applyAffine, type Affine } from '../../hex/calibration';
import { problemHex, type Problem } from '../../validation';
import type { MapGeometry } from './mapView';

// The map overlay's marks (MapStage draws them on its overlay layer): hex outlines, calibration
// points, a road being drawn, and which hexes have errors. `scale` is the stage's: line widths and
// text are given in screen pixels.

/** The hexes of a map document's errors: those their pointers name, and a road's hex its message names last. */
export function errorHexes(problems: readonly Problem[], file: string): Set<string> {
  const out = new Set<string>();
  for (const p of problems) {
    if (p.file !== file || p.severity !== 'error') continue;
    const hex = problemHex(p);
    if (hex) out.add(hex);
    if (/^\/roads\/[^/]+\/hexes\/\d+/.test(p.pointer)) {
      const named = p.message.match(/\b([A-Z]{0,3}\d{4,8})\b/g)?.pop();
      if (named) out.add(named);
    }
  }
  return out;
}

/** Begins a path of hex `k`'s outline, to fill or stroke. */
export function traceHex(ctx: CanvasRenderingContext2D, geo: MapGeometry, k: number): void {
  ctx.beginPath();
  geo.corners(k).forEach((c, i) => (i ? ctx.lineTo(c.x, c.y) : ctx.moveTo(c.x, c.y)));
  ctx.closePath();
}

/** Outlines a hex of the map, if it has one of that id. */
export function outlineHex(ctx: CanvasRenderingContext2D, geo: MapGeometry, hex: string | undefined, colour: string, width: number, scale: number): void {
  const k = hex ? geo.ordinal.get(hex) : undefined;
  if (k === undefined) return;
  traceHex(ctx, geo, k);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width / scale;
  ctx.stroke();
}

/** A scan's calibration points, numbered, each with the hex typed for it, where the scan puts them. */
export function drawCalibration(ctx: CanvasRenderingContext2D, points: readonly { x: number; y: number; hex?: string }[], matrix: Affine, scale: number): void {
  points.forEach((cp, i) => {
    const w = applyAffine(matrix, cp);
    const r = 8 / scale;
    ctx.beginPath();
    ctx.arc(w.x, w.y, r, 0, Math.PI * 2);
    ctx.moveTo(w.x - r * 1.6, w.y);
    ctx.lineTo(w.x + r * 1.6, w.y);
    ctx.moveTo(w.x, w.y - r * 1.6);
    ctx.lineTo(w.x, w.y + r * 1.6);
    ctx.strokeStyle = '#e67e22';
    ctx.lineWidth = 2 / scale;
    ctx.stroke();
    ctx.fillStyle = '#e67e22';
    ctx.font = `${12 / scale}px sans-serif`;
    ctx.fillText(`${i + 1}${cp.hex ? ` ${cp.hex}` : ''}`, w.x + r * 1.8, w.y - r);
  });
}

/** A road being drawn, hex centre to hex centre. */
export function drawRoadDraft(ctx: CanvasRenderingContext2D, geo: MapGeometry, path: readonly string[], scale: number): void {
  if (path.length < 2) return;
  ctx.beginPath();
  path.forEach((h, i) => {
    const k = geo.ordinal.get(h)!;
    if (i) ctx.lineTo(geo.cx[k]!, geo.cy[k]!);
    else ctx.moveTo(geo.cx[k]!, geo.cy[k]!);
  });
  ctx.strokeStyle = 'rgba(192, 57, 43, 0.6)';
  ctx.lineWidth = 5 / scale;
  ctx.stroke();
}
