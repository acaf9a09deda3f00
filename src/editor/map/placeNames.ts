/**
 * Place names set around the counters, never over them (issue 15): a name goes below its hex's
 * centre, as on the printed map, unless a counter stands there; then below or above the stack, or
 * beside it, wherever it covers no counter. Drawn under the counters, with a light halo so a name
 * reads over forest and rough.
 */
import { setupCommands } from '../../document';
import type { HexMap, Scenario } from '../../generated/documents';
import { COUNTER_SIDE } from './counters';
import type { MapGeometry } from './mapView';

export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** How far each counter of a stack is fanned up and to the right, as a share of the hex size (setup and test play draw them so). */
export const FAN = 0.18;

/** The ground a stack of `n` counters covers, centred on (cx, cy), in a map of hexes of `size`. */
export function stackBox(cx: number, cy: number, size: number, n: number): Box {
  const half = (size * COUNTER_SIDE) / 2;
  const fan = Math.max(0, n - 1) * size * FAN;
  return { x0: cx - half, y0: cy - half - fan, x1: cx + half + fan, y1: cy + half };
}

const overlap = (a: Box, b: Box) => Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/**
 * Where a name `w` wide and `h` tall goes for a place labelled at (cx, cy): the centre of its text.
 * `own` is the stack on the labelled hex, if any; `stacks` every stack near it. The first place that
 * covers no counter wins; if every one covers some, the one that covers least.
 */
export function placeName(cx: number, cy: number, size: number, w: number, h: number, own: Box | undefined, stacks: readonly Box[]): { x: number; y: number } {
  const gap = size * 0.06;
  const at = [{ x: cx, y: cy + size * 0.55 }];
  if (own) {
    at.push({ x: cx, y: own.y1 + gap + h / 2 }, { x: cx, y: own.y0 - gap - h / 2 }, { x: own.x1 + gap + w / 2, y: cy }, { x: own.x0 - gap - w / 2, y: cy });
  }
  let best = at[0]!;
  let least = Infinity;
  for (const p of at) {
    const box = { x0: p.x - w / 2, y0: p.y - h / 2, x1: p.x + w / 2, y1: p.y + h / 2 };
    const covered = stacks.reduce((n, s) => n + overlap(box, s), 0);
    if (covered === 0) return p;
    if (covered < least) [best, least] = [p, covered];
  }
  return best;
}

/** Draws the place names of the map (and the maps joined to it) in view, around the stacks on `stacks` (counters per hex). */
export function drawPlaceNames(ctx: CanvasRenderingContext2D, geo: MapGeometry, maps: readonly HexMap[], scale: number, visible: (k: number) => boolean, stacks: ReadonlyMap<string, number>): void {
  const size = geo.layout.size ?? 20;
  const boxes = new Map<number, Box>();
  for (const [hex, n] of stacks) {
    const k = geo.ordinal.get(hex);
    if (k !== undefined && n > 0) boxes.set(k, stackBox(geo.cx[k]!, geo.cy[k]!, size, n));
  }
  const px = scale < 0.6 ? 22 : 11;
  ctx.font = `bold ${px}px serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = px * 0.3;
  ctx.strokeStyle = 'rgba(250, 248, 240, 0.85)';
  for (const map of maps) {
    for (const place of Object.values(map.places ?? {})) {
      const k = geo.ordinal.get(place.labelHex ?? place.hexes[0]!);
      if (k === undefined || !visible(k)) continue;
      const w = ctx.measureText(place.name).width;
      const near = [...boxes.values()].filter((b) => b.x1 > geo.cx[k]! - w - size * 2 && b.x0 < geo.cx[k]! + w + size * 2 && b.y1 > geo.cy[k]! - size * 3 && b.y0 < geo.cy[k]! + size * 3);
      const p = placeName(geo.cx[k]!, geo.cy[k]!, size, w, px, boxes.get(k), near);
      ctx.fillStyle = place.kind === 'river' ? '#1f5f9f' : '#1d1d1d';
      ctx.strokeText(place.name, p.x, p.y);
      ctx.fillText(place.name, p.x, p.y);
    }
  }
}

/** Counters per hex of a scenario's setup. */
export function setupCounts(scenario: Scenario): Map<string, number> {
  return new Map([...setupCommands.stacks(scenario)].map(([hex, ids]) => [hex, ids.length]));
}

/** Counters per hex of a test-play state (none when no game is played). */
export function playCounts(state: { units: Readonly<Record<string, { loc: object }>> } | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const u of Object.values(state?.units ?? {})) if ('hex' in u.loc) out.set(u.loc.hex as string, (out.get(u.loc.hex as string) ?? 0) + 1);
  return out;
}
