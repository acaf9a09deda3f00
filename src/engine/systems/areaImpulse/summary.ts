import type { Action } from '../../core/types';
import { nodeName, unitName } from './board';
import type { AreaCompiled } from './compile';
import type { AreaState } from './types';

/** Where an area game stands: the impulse and phase, each side's forces and SP, areas held, VP. */
export function summary(c: AreaCompiled, s: AreaState): string[] {
  const seg = c.segments[s.seg];
  const lines = [`${seg?.label ?? 'Game over'}, ${c.ruleset.phases[s.phaseId]?.name ?? s.phaseId}${s.pending ? ` (waiting: ${s.pending.kind})` : ''} (step ${s.step_count})`];
  for (const side of c.sides) {
    const mine = Object.entries(s.units).filter(([id]) => c.units.get(id)!.side === side);
    const on = mine.filter(([, u]) => 'at' in u.loc);
    const gone = mine.filter(([, u]) => 'eliminated' in u.loc).length;
    const waiting = mine.length - on.length - gone;
    const sp = on.reduce((t, [, u]) => t + u.sp, 0);
    const held = Object.entries(s.control).filter(([id, x]) => x === side && c.map.areas[id]).length;
    lines.push(`  ${c.ruleset.sides[side]!.name}: ${on.length} units (${sp} SP) on the map, ${waiting} to arrive, ${gone} eliminated; controls ${held} areas; ${s.vp[side] ?? 0} VP`);
  }
  return lines;
}

/** An area-game action in words. */
export function describeAction(c: AreaCompiled, s: AreaState, a: Action): string {
  const who = (a.units ?? (a.unit ? [a.unit] : [])).map((id) => unitName(c, id)).join(', ');
  const side = c.ruleset.sides[a.side ?? s.side]?.name ?? s.side;
  switch (a.type) {
    case 'move':
      return `${side}: ${who} move${a.units && a.units.length > 1 ? '' : 's'} to ${nodeName(c, a.path?.at(-1) ?? a.target ?? '')}`;
    case 'fight':
      return `${side}: ${who} attack in ${nodeName(c, a.target ?? '')}`;
    case 'assignFire':
      return `${side}: ${who} fires at ${unitName(c, a.target ?? '')}`;
    case 'assignArtillery':
      return `${side}: artillery on ${unitName(c, a.target ?? '')}`;
    case 'demolish':
      return `${side}: ${who} tries to blow the bridge ${a.target}`;
    case 'repairBridge':
      return `${side}: ${who} tries to bridge ${a.target}`;
    default:
      return `${side}: ${c.ruleset.actionTypes?.[a.type]?.name ?? a.type}${who ? ` (${who})` : ''}${a.target ? ` at ${a.target}` : ''}`;
  }
}
