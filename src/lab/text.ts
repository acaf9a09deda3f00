/** A batch's summary as lines of text: what `npm run playtest` prints, and the report's tables say. */
import { compareText } from '../shared/order';
import { percent } from './stats';
import type { BatchMeta, Summary } from './summary';

const num = (x: number, d = 1) => x.toFixed(d);

export function summaryLines(title: string, s: Summary, meta: BatchMeta): string[] {
  const name = (id: string) => meta.sides.find((x) => x.id === id)?.name ?? id;
  const out = [`${title}: ${s.games} games, ${meta.sides.map((x, i) => `${x.name} ${meta.bots[i] ?? '?'}`).join(' vs ')}`];
  for (const side of meta.sides) out.push(`  ${side.name} wins: ${s.wins[side.id]!.k} (${percent(s.wins[side.id]!)}, 95% interval)`);
  if (s.noWinner.k) out.push(`  no winner: ${s.noWinner.k} (${percent(s.noWinner)})`);
  out.push('  outcomes:');
  for (const o of s.outcomes) out.push(`    ${o.outcome}: ${o.rate.k} (${percent(o.rate)})`);
  for (const [side, v] of Object.entries(s.vp)) out.push(`  ${name(side)} VP at the end: median ${num(v.median, 0)} (quartiles ${num(v.q1, 0)}–${num(v.q3, 0)}, range ${num(v.min, 0)}–${num(v.max, 0)}), mean ${num(v.mean)} ± ${num(v.hi - v.mean)}`);
  for (const side of meta.sides) {
    const parts = s.vpBySource.filter((v) => v.side === side.id);
    if (parts.length) out.push(`  ${side.name} VP by source, mean a game: ${parts.map((v) => `${v.source} ${num(v.vp.mean)} ± ${num(v.vp.hi - v.vp.mean)}`).join(', ')}`);
  }
  if (s.held.length) {
    const holder = (who: string) => (who === 'contested' ? 'contested' : name(who));
    const order = [...meta.sides.map((x) => x.id), 'contested'];
    out.push(`  places held at the end, share of games: ${s.held.map((h) => `${meta.where?.[h.place]?.name ?? h.place} ${order.filter((w) => h.shares[w]).map((w) => `${holder(w)} ${Math.round(100 * h.shares[w]!)}%`).join(', ')}`).join('; ')}`);
  }
  out.push(`  length: ${num(s.turns.mean)} game turns on average (${num(s.turns.min, 0)}–${num(s.turns.max, 0)}), ${num(s.actions.mean, 0)} actions`);
  out.push(`  ${meta.lossUnit} lost per game: ${meta.sides.map((x) => `${x.name} ${num(s.losses[x.id]!.mean)} ± ${num(s.losses[x.id]!.hi - s.losses[x.id]!.mean)}`).join(', ')}`);
  const top = s.formations.slice(0, 5);
  if (top.length) out.push(`  most ${meta.lossUnit} lost per game, by formation: ${top.map((f) => `${f.formation} (${name(f.side)}) ${num(f.mean)}`).join(', ')}`);
  const place = (id: string) => meta.where?.[id]?.name ?? id;
  const hot = s.places.filter((p) => p.losses > 0).slice(0, 5);
  if (hot.length) out.push(`  most ${meta.lossUnit} lost per game, by place: ${hot.map((p) => `${place(p.place)} ${num(p.losses)}`).join(', ')}`);
  const fought = [...s.places].filter((p) => p.combats > 0).sort((a, b) => b.combats - a.combats || compareText(a.place, b.place)).slice(0, 5);
  if (fought.length) out.push(`  most combats per game, by place: ${fought.map((p) => `${place(p.place)} ${num(p.combats)}`).join(', ')}`);
  out.push(`  crashes: ${s.crashes.length}, stuck games: ${s.stuck.length}`);
  for (const c of s.crashes.slice(0, 5)) out.push(`    seed ${c.seed}: ${c.crash}`);
  for (const seed of s.stuck.slice(0, 5)) out.push(`    seed ${seed}: not over at the action limit`);
  return out;
}
