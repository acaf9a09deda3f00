import type { AreaMap, Point, Ruleset } from '../../generated/documents';
import { drawCounter, type CounterLook } from '../map/counters';
import { AREA_RADIUS, nodeCentre, ZONE_HALF } from './areaShapes';

/** Colours of scenario boundary lines, in the order of the map's boundary sets (green and red lines first, as printed). */
export const BOUNDARY_COLOURS = ['#2e8b57', '#c0392b', '#2c6fbb', '#8e44ad', '#d35400'];
/** Colours of flag badges, in the order of the ruleset's flags. */
export const FLAG_COLOURS = ['#111111', '#7d3c98', '#5d6d7e', '#1e8449', '#b9770e', '#2471a3'];

/** The state a bridge is in: as printed, blown in play, or being rebuilt (failed repairs so far). */
export type BridgeState = 'intact' | 'blown' | 'repairing';

/** What the map shows beyond its own data: control and bridges in play, selection, problems. */
export interface AreaLook {
  readonly scale: number;
  /** Who controls each area (test play), tinting it with the side's colour. */
  readonly control?: Readonly<Record<string, string>>;
  readonly sideColour?: (side: string) => string;
  /** The state of each bridge in test play; without it, bridges printed blown show blown. */
  readonly bridge?: (connection: string) => BridgeState;
  readonly selected?: string;
  readonly selectedConnection?: string;
  readonly problems?: ReadonlySet<string>;
}

/** The sets drawn as boundary lines: the scenario areas. */
export const boundarySets = (map: AreaMap) => Object.entries(map.areaSets ?? {}).filter(([, s]) => s.purpose === 'scenarioArea');

/** Short badge text for a flag: the initials of its name ("Allied front line" → "AFL"). */
export const flagBadge = (ruleset: Ruleset | undefined, flag: string) =>
  (ruleset?.locationFlags?.[flag]?.name ?? flag)
    .split(/[\s_-]+|(?=[A-Z])/)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 3);

function shapePath(ctx: CanvasRenderingContext2D, map: AreaMap, id: string): void {
  ctx.beginPath();
  const a = map.areas[id];
  if (a?.outline) {
    a.outline.forEach((q, i) => (i ? ctx.lineTo(q.x, q.y) : ctx.moveTo(q.x, q.y)));
    ctx.closePath();
  } else if (a) {
    const c = nodeCentre(map, id);
    ctx.arc(c.x, c.y, AREA_RADIUS, 0, Math.PI * 2);
  } else {
    const c = nodeCentre(map, id);
    ctx.rect(c.x - ZONE_HALF.w, c.y - ZONE_HALF.h, ZONE_HALF.w * 2, ZONE_HALF.h * 2);
  }
}

/** Outlines an area or zone (selection, hover, problems, reach). */
export function outlineNode(ctx: CanvasRenderingContext2D, map: AreaMap, id: string, colour: string, width: number, fill?: string): void {
  shapePath(ctx, map, id);
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
}

const mid = (a: Point, b: Point, t = 0.5): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

/** A river crossing: a blue bar across the road; its bridge as two brackets; blown crossed out; under repair ringed. */
function drawCrossing(ctx: CanvasRenderingContext2D, a: Point, b: Point, bridge: BridgeState | undefined, hasBridge: boolean): void {
  const m = mid(a, b);
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const ux = (b.x - a.x) / len, uy = (b.y - a.y) / len;
  const nx = -uy, ny = ux;
  ctx.strokeStyle = '#2f7fc1';
  ctx.lineWidth = 5;
  ctx.beginPath();
  ctx.moveTo(m.x - nx * 14, m.y - ny * 14);
  ctx.lineTo(m.x + nx * 14, m.y + ny * 14);
  ctx.stroke();
  if (!hasBridge) return;
  ctx.strokeStyle = '#111';
  ctx.lineWidth = 2;
  for (const s of [-1, 1]) {
    const ox = nx * 7 * s, oy = ny * 7 * s;
    ctx.beginPath();
    ctx.moveTo(m.x + ox - ux * 7 + nx * 3 * s, m.y + oy - uy * 7 + ny * 3 * s);
    ctx.lineTo(m.x + ox - ux * 5, m.y + oy - uy * 5);
    ctx.lineTo(m.x + ox + ux * 5, m.y + oy + uy * 5);
    ctx.lineTo(m.x + ox + ux * 7 + nx * 3 * s, m.y + oy + uy * 7 + ny * 3 * s);
    ctx.stroke();
  }
  if (bridge === 'blown' || bridge === 'repairing') {
    ctx.strokeStyle = bridge === 'blown' ? '#d62b1f' : '#e67e22';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(m.x - 8, m.y - 8);
    ctx.lineTo(m.x + 8, m.y + 8);
    ctx.moveTo(m.x + 8, m.y - 8);
    ctx.lineTo(m.x - 8, m.y + 8);
    ctx.stroke();
  }
  if (bridge === 'repairing') {
    ctx.beginPath();
    ctx.arc(m.x, m.y, 12, 0, Math.PI * 2);
    ctx.stroke();
  }
}

/** The roads between areas, by class (the first class of the ruleset widest), with their crossings. */
function drawConnections(ctx: CanvasRenderingContext2D, map: AreaMap, ruleset: Ruleset | undefined, look: AreaLook): void {
  const classes = Object.keys(ruleset?.roadClasses ?? {});
  for (const [id, c] of Object.entries(map.connections)) {
    const a = nodeCentre(map, c.between[0]), b = nodeCentre(map, c.between[1]);
    const rank = Math.max(0, classes.indexOf(c.road));
    if (id === look.selectedConnection || look.problems?.has(id)) {
      ctx.strokeStyle = id === look.selectedConnection ? '#7b1f3a' : '#c0392b';
      ctx.lineWidth = 12;
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.stroke();
    }
    ctx.strokeStyle = ruleset?.roadClasses?.[c.road]?.colour ?? '#8e5a2b';
    ctx.lineWidth = Math.max(2, 6 - rank * 2.5);
    ctx.setLineDash(rank > 0 ? [10, 4] : []);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  for (const [id, c] of Object.entries(map.connections)) {
    if (!c.river && !c.bridge) continue;
    const state = look.bridge ? look.bridge(id) : c.bridge?.printedBlown ? 'blown' : 'intact';
    drawCrossing(ctx, nodeCentre(map, c.between[0]), nodeCentre(map, c.between[1]), state, !!c.bridge);
  }
}

/** Scenario boundaries: a bar across each road that leaves the set, in the set's colour. */
function drawBoundaries(ctx: CanvasRenderingContext2D, map: AreaMap): void {
  boundarySets(map).forEach(([, set], i) => {
    const members = new Set(set.members);
    ctx.strokeStyle = BOUNDARY_COLOURS[i % BOUNDARY_COLOURS.length]!;
    ctx.lineWidth = 6;
    for (const c of Object.values(map.connections)) {
      const [x, y] = c.between;
      if (members.has(x) === members.has(y)) continue;
      const inside = nodeCentre(map, members.has(x) ? x : y), outside = nodeCentre(map, members.has(x) ? y : x);
      const m = mid(inside, outside, 0.62 + i * 0.06);
      const len = Math.hypot(outside.x - inside.x, outside.y - inside.y) || 1;
      const nx = -(outside.y - inside.y) / len, ny = (outside.x - inside.x) / len;
      ctx.beginPath();
      ctx.moveTo(m.x - nx * 18, m.y - ny * 18);
      ctx.lineTo(m.x + nx * 18, m.y + ny * 18);
      ctx.stroke();
    }
  });
}

/** Areas and zones with their numbers, names, VP and flag badges. */
function drawNodes(ctx: CanvasRenderingContext2D, map: AreaMap, ruleset: Ruleset | undefined, look: AreaLook): void {
  const flags = Object.keys(ruleset?.locationFlags ?? {});
  const tint = (id: string, fallback: string) => {
    const side = look.control?.[id];
    return side && look.sideColour ? `${look.sideColour(side)}88` : fallback;
  };
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const [id, z] of Object.entries(map.zones ?? {})) {
    const c = nodeCentre(map, id);
    const owner = z.initialOwner && look.sideColour ? `${look.sideColour(z.initialOwner)}55` : '#eeeeee';
    outlineNode(ctx, map, id, '#333', 1.5, tint(id, owner));
    ctx.fillStyle = '#111';
    ctx.font = 'bold 15px sans-serif';
    ctx.fillText(id, c.x - ZONE_HALF.w + 12, c.y);
    ctx.font = '9px sans-serif';
    ctx.fillText((z.name.replace(/^Zone \w+\s*/, '').replace(/[()]/g, '') || z.name).slice(0, 14), c.x + 8, c.y);
  }
  for (const [id, a] of Object.entries(map.areas)) {
    const c = nodeCentre(map, id);
    outlineNode(ctx, map, id, '#3b3b3b', 1.5, tint(id, a.vp ? '#f7e7b4' : '#f4efe1'));
    ctx.fillStyle = '#111';
    ctx.font = 'bold 14px sans-serif';
    ctx.fillText(a.number !== undefined ? String(a.number) : '–', c.x, c.y - 8);
    ctx.font = '9px sans-serif';
    ctx.fillText(a.name.slice(0, 16), c.x, c.y + 6);
    if (a.vp) {
      ctx.fillStyle = '#8a1c1c';
      ctx.font = 'bold 10px sans-serif';
      ctx.fillText(`★${a.vp}`, c.x, c.y + 17);
    }
    (a.flags ?? []).forEach((f, i) => {
      const x = c.x + AREA_RADIUS - 6, y = c.y - AREA_RADIUS + 6 + i * 11;
      ctx.fillStyle = FLAG_COLOURS[Math.max(0, flags.indexOf(f)) % FLAG_COLOURS.length]!;
      ctx.fillRect(x - 10, y - 5, 20, 10);
      ctx.fillStyle = '#fff';
      ctx.font = 'bold 7px sans-serif';
      ctx.fillText(flagBadge(ruleset, f), x, y);
    });
  }
}

/** The whole area map: roads and crossings, boundaries, areas and zones, problems and the selection. */
export function drawAreaMap(ctx: CanvasRenderingContext2D, map: AreaMap, ruleset: Ruleset | undefined, look: AreaLook): void {
  drawConnections(ctx, map, ruleset, look);
  drawBoundaries(ctx, map);
  drawNodes(ctx, map, ruleset, look);
  for (const id of look.problems ?? []) if (map.areas[id] || map.zones?.[id]) outlineNode(ctx, map, id, '#c0392b', 3);
  if (look.selected && (map.areas[look.selected] || map.zones?.[look.selected])) outlineNode(ctx, map, look.selected, '#7b1f3a', 4);
}

/** A pile of counters in an area: up to four drawn, fanned, with the side's SP total beside it. */
export interface Pile {
  readonly node: string;
  readonly side: string;
  readonly counters: readonly Omit<CounterLook, 'lineWidth'>[];
  readonly sp: number;
}

/** Draws piles: each side's stack on its own half of the area (first side left, second right). */
export function drawPiles(ctx: CanvasRenderingContext2D, map: AreaMap, piles: readonly Pile[], sides: readonly string[], scale: number): void {
  const w = 22;
  for (const pile of piles) {
    const c = nodeCentre(map, pile.node);
    const slot = sides.indexOf(pile.side);
    const x = c.x + (slot <= 0 ? -w - 4 : 4), y = c.y - w / 2 + 2;
    const shown = pile.counters.slice(0, 4);
    shown.forEach((look, i) => drawCounter(ctx, x + i * 3, y - i * 3, w, { ...look, lineWidth: 1 / Math.max(scale, 0.5) }, scale));
    ctx.fillStyle = '#111';
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 3;
    ctx.font = 'bold 10px sans-serif';
    ctx.textAlign = 'center';
    const label = `${pile.counters.length}u ${pile.sp}SP`;
    ctx.strokeText(label, x + w / 2 + 4, y + w + 8);
    ctx.fillText(label, x + w / 2 + 4, y + w + 8);
  }
}
