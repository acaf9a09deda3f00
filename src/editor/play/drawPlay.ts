import type { MapGeometry } from '../map/mapView';
import { COUNTER_SIDE, drawCounter } from '../map/counters';
import { FAN } from '../map/placeNames';
import { unitColours } from '../oob/counterSvg';
import type { PlaySession } from './session';

/** The letter a reach hex shows for the mode only it is reached by. */
const MODE_MARK: Readonly<Record<string, string>> = { extended: 'E', strategic: 'S', infiltration: 'I' };


/**
 * The test-play overlay: reachable hexes with the MP left, attackers and target, and every unit on
 * the map as a counter (attack-defense-movement; stacks fan out). Drawn in world coordinates.
 */
export function drawPlay(ctx: CanvasRenderingContext2D, geo: MapGeometry, play: PlaySession, scale: number, outline: (hex: string | undefined, colour: string, width: number) => void): void {
  const s = play.state();
  const c = play.compiled();
  if (!s || !c) return;
  const size = geo.layout.size ?? 20;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const r of play.reach()) {
    const k = geo.ordinal.get(r.hex);
    if (k === undefined) continue;
    // Hexes only extended (11.2), strategic (12) movement or infiltration (27.1) reaches are blue, marked E, S or I.
    const colour = r.mode ? 'rgba(41, 128, 185, 0.95)' : 'rgba(39, 174, 96, 0.95)';
    outline(r.hex, colour, 2);
    ctx.fillStyle = colour;
    ctx.font = `bold ${size * 0.42}px sans-serif`;
    // A set-up hex (3.4) has no MP to show.
    if (!r.setUp) ctx.fillText(`${MODE_MARK[r.mode ?? ''] ?? ''}${r.mpLeft}`, geo.cx[k]!, geo.cy[k]! + size * 0.55);
  }
  // The selected unit's supply line (23.3), unit to source, and the hover that was refused.
  const line = play.supply()?.line?.hexes.map((h) => geo.ordinal.get(h)).filter((k): k is number => k !== undefined);
  if (line && line.length > 1) {
    ctx.save();
    ctx.setLineDash([6 / scale, 4 / scale]);
    ctx.strokeStyle = 'rgba(41, 128, 185, 0.9)';
    ctx.lineWidth = 2.5 / scale;
    ctx.beginPath();
    line.forEach((k, i) => (i ? ctx.lineTo(geo.cx[k]!, geo.cy[k]!) : ctx.moveTo(geo.cx[k]!, geo.cy[k]!)));
    ctx.stroke();
    ctx.restore();
  }
  const why = play.why();
  if (why && 'reason' in why) outline(play.hovered(), 'rgba(192, 57, 43, 0.9)', 3);
  drawMarkers(ctx, geo, s, size);
  const stacks = new Map<string, string[]>();
  for (const [id, u] of Object.entries(s.units)) if ('hex' in u.loc) stacks.set(u.loc.hex, [...(stacks.get(u.loc.hex) ?? []), id]);
  const w = size * COUNTER_SIDE;
  for (const [hex, ids] of stacks) {
    const k = geo.ordinal.get(hex);
    if (k === undefined) continue;
    ids.forEach((id, i) => {
      const info = c.units.get(id)!;
      const u = s.units[id]!;
      const face = u.steps < info.steps && info.back ? info.back : info.front;
      const { fill, ink } = unitColours(c.docs.oob, c.docs.oob.units[id]!);
      const x = geo.cx[k]! - w / 2 + i * size * FAN;
      const y = geo.cy[k]! - w / 2 - i * size * FAN;
      const marks = [u.engaged ? 'ENG' : '', u.status === 'routed' ? 'ROUT' : u.status === 'disrupted' ? 'DIS' : '', u.oos ? 'OOS' : '', u.surrender ? `S${u.surrender}` : '', u.night ? 'NIGHT' : '', u.replaced ? 'REPL' : ''].filter(Boolean).join(' ');
      const picked = id === play.selected() || play.attackers().includes(id);
      drawCounter(ctx, x, y, w, { fill, ink, name: info.name, symbol: c.docs.oob.unitTypes[c.docs.oob.units[id]!.type]?.symbol, factors: `${face.attack ?? '–'}-${face.defense ?? '–'}-${face.movement ?? '–'}`, marks, stroke: id === play.selected() ? '#f1c40f' : play.attackers().includes(id) ? '#e67e22' : ink, lineWidth: (picked ? 3 : 1) / scale }, scale);
    });
  }
  // 15.8: improved positions ring their hex over the counters: a thick green ring when finished, a thin one under construction.
  for (const [hex, p] of Object.entries(s.positions ?? {})) outline(hex, p.built ? '#1e8449' : 'rgba(30, 132, 73, 0.7)', p.built ? 4 : 2);
  outline(play.target(), '#c0392b', 4);
}

/** Traffic (T) and Greif (G) markers with their numbers (24), roadblocks (RB, 24.8), Attacker Advantage markers (AA, 16.6), in each hex's lower left. */
function drawMarkers(ctx: CanvasRenderingContext2D, geo: MapGeometry, s: NonNullable<ReturnType<PlaySession['state']>>, size: number): void {
  const tag = (hex: string, text: string, fill: string, ink: string, slot: number) => {
    const k = geo.ordinal.get(hex);
    if (k === undefined) return;
    const w = size * 0.62;
    const x = geo.cx[k]! - size * 0.85 + slot * (w + size * 0.05);
    const y = geo.cy[k]! + size * 0.2;
    ctx.fillStyle = fill;
    ctx.strokeStyle = ink;
    ctx.lineWidth = size * 0.04;
    ctx.fillRect(x, y, w, size * 0.42);
    ctx.strokeRect(x, y, w, size * 0.42);
    ctx.fillStyle = ink;
    ctx.font = `bold ${size * 0.28}px sans-serif`;
    ctx.fillText(text, x + w / 2, y + size * 0.21);
  };
  for (const [side, hexes] of Object.entries(s.traffic ?? {})) for (const [hex, n] of Object.entries(hexes)) tag(hex, `${side === 'german' ? 'G' : 'T'}${n}`, side === 'german' ? '#7f8c8d' : '#f5e6a8', '#1b1b1b', 0);
  for (const [hex, side] of Object.entries(s.roadblocks)) tag(hex, 'RB', side === 'german' ? '#7f8c8d' : '#f1c40f', '#1b1b1b', 1);
  for (const m of s.advantage ?? []) tag(m.hex, 'AA', '#e67e22', '#1b1b1b', 2);
  // 32: the fuel dump sites, all alike until one is revealed (which is real is the Allies' secret).
  const dump = s.dump;
  if (dump?.status === 'hidden') for (const site of dump.sites) if (!dump.cleared.includes(site)) tag(site, 'F?', '#d4a017', '#1b1b1b', 2);
  if (dump && ['defended', 'undefended', 'captured', 'retaken'].includes(dump.status)) tag(dump.real, dump.status === 'captured' ? 'F✕' : 'FUEL', dump.status === 'captured' ? '#7f8c8d' : '#d4a017', '#1b1b1b', 2);

}
