import type { LocationSet, VpSource } from '../../generated/documents';
import { pointer as p } from '../../shared/jsonPointer';
import type { DocumentOf, Reporter } from '../project';
import type { ScenarioContext } from './scenarioContext';
import { unknownMessage } from './suggest';
import { entries, forEachFact } from './walk';

/** The places each kind of VP source counts, which it must name. */
const PLACES: Partial<Record<VpSource['kind'], readonly ('at' | 'from')[]>> = { control: ['at'], occupy: ['at'], townState: ['at'], holes: ['at', 'from'] };

/** Victory conditions name known sides, phases, facts, locations and other conditions. */
export function checkVictory(d: DocumentOf<'scenario'>, ctx: ScenarioContext, report: Reporter): void {
  const r = ctx.ruleset;
  const v = d.doc.victory;
  const side = (s: string, at: string) => {
    if (r && !(s in r.sides)) report.error(d, at, 'ref/side', `${at.slice(1)}: ${unknownMessage('side', s, Object.keys(r.sides), 'the ruleset has')}`);
  };
  const fact = (f: string, at: string) => {
    if (r && !(f in (r.facts ?? {}))) report.error(d, at, 'ref/fact', `${at.slice(1)}: ${unknownMessage('fact', f, Object.keys(r.facts ?? {}), 'the ruleset has')}`);
  };
  if (v.checkedIn) {
    if (r && !(v.checkedIn.phase in r.phases)) report.error(d, p('victory', 'checkedIn', 'phase'), 'ref/phase', `victory/checkedIn: ${unknownMessage('phase', v.checkedIn.phase, Object.keys(r.phases), 'the ruleset has')}`);
    if (v.checkedIn.side !== undefined) side(v.checkedIn.side, p('victory', 'checkedIn', 'side'));
  }
  if (v.default) side(v.default.winner, p('victory', 'default', 'winner'));
  // A source that counts places says which: none would score nothing, without a word.
  const placed = (src: VpSource, at: string) => {
    for (const key of PLACES[src.kind] ?? []) {
      if (!src[key]) report.error(d, at, 'scenario/vp-where', `${at.slice(1)}: VP for ${src.kind} need "${key}", the places they count (the victory hexes, a hex set, hexes, areas…)`, v.rule);
    }
  };
  v.score?.sources.forEach((src, i) => placed(src, p('victory', 'score', 'sources', i)));
  const ids = Object.keys(v.conditions);
  for (const [id, c] of entries(v.conditions)) {
    const at = p('victory', 'conditions', id);
    if ('side' in c && c.side !== undefined) side(c.side, at + p('side'));
    switch (c.kind) {
      case 'vpThreshold':
        staleLabel(d, report, id, c.label, c.threshold, 'VP', at);
        c.sources.forEach((s, i) => {
          placed(s, at + p('sources', i));
          if (s.at) locations(d, ctx, report, s.at, at + p('sources', i, 'at'));
          forEachFact(s.requires, at + p('sources', i, 'requires'), fact);
        });
        break;
      case 'hold':
        locations(d, ctx, report, c.at, at + p('at'));
        break;
      case 'exit':
        staleLabel(d, report, id, c.label, c.factors, 'attack factors', at);
        locations(d, ctx, report, c.via, at + p('via'));
        forEachFact(c.requires, at + p('requires'), fact);
        break;
      case 'composite':
        for (const key of ['of', 'overrides'] as const) {
          c[key]?.forEach((other, i) => {
            if (other === id) report.error(d, at + p(key, i), 'scenario/victory-self', `victory/conditions/${id}: a condition cannot refer to itself`);
            else if (!ids.includes(other)) report.error(d, at + p(key, i), 'ref/condition', `victory/conditions/${id}: ${unknownMessage('condition', other, ids, 'the scenario has')}`);
          });
        }
        break;
      case 'outcomeTable':
        c.rows.forEach((row, i) => {
          forEachFact(row.when, at + p('rows', i, 'when'), fact);
          for (const s of Object.keys(row.outcomes)) side(s, at + p('rows', i, 'outcomes', s));
        });
        break;
    }
  }
}

/**
 * A label that names another number than the condition's own ("with 10 VP" over a threshold of 12):
 * what the game's end says would not be what it plays, as when a threshold is moved and its words not.
 */
function staleLabel(d: DocumentOf<'scenario'>, report: Reporter, id: string, label: string | undefined, value: number, unit: string, at: string): void {
  const said = label ? new RegExp(`(\\d+(?:\\.\\d+)?)\\s*${unit}`, 'i').exec(label) : null;
  if (said && Number(said[1]) !== value) report.warn(d, at + p('label'), 'scenario/victory-label', `victory/conditions/${id}: the label says ${said[1]} ${unit}, but the condition counts ${value}: change the label or the number`);
}

/**
 * A unit set up on a victory hex that scores for its own side's VP (a `control` source on the
 * victory hexes): its side starts the game with that VP, which a printed setup does not do by
 * chance (30.2, 31). A warning at the setup entry, naming the hex and the VP.
 */
export function checkSetupOnVictoryHexes(d: DocumentOf<'scenario'>, ctx: ScenarioContext, report: Reporter): void {
  const scoring = new Set<string>();
  for (const c of Object.values(d.doc.victory.conditions)) {
    if (c.kind === 'vpThreshold' && c.sources.some((s) => s.kind === 'control' && s.at?.victoryHexes)) scoring.add(c.side);
  }
  if (!scoring.size) return;
  for (const [unit, place] of entries(d.doc.setup)) {
    const hex = place.hex as string | undefined;
    const side = ctx.oob?.units[unit]?.side;
    if (!hex || !side || !scoring.has(side)) continue;
    const v = ctx.hexMap(hex)?.map.victoryHexes?.[hex];
    if (!v) continue;
    report.warn(d, p('setup', unit, 'hex'), 'scenario/setup-on-victory-hex', `setup/${unit}: ${ctx.oob?.units[unit]?.name ?? unit} sets up on ${v.name ?? 'a victory hex'} (${hex}), so the ${ctx.ruleset?.sides[side]?.name ?? side} player starts with its ${v.vp ?? 1} VP; a victory hex is normally the other side's at the start`, '30.2');
  }
}

function locations(d: DocumentOf<'scenario'>, ctx: ScenarioContext, report: Reporter, set: LocationSet, at: string): void {
  if (set.hexSet !== undefined && !ctx.hexSetIds().includes(set.hexSet)) report.error(d, at + p('hexSet'), 'ref/hex-set', `${at.slice(1)}: ${unknownMessage('hex set', set.hexSet, ctx.hexSetIds(), 'the maps have')}`);
  set.hexSets?.forEach((id, i) => {
    if (!ctx.hexSetIds().includes(id)) report.error(d, at + p('hexSets', i), 'ref/hex-set', `${at.slice(1)}: ${unknownMessage('hex set', id, ctx.hexSetIds(), 'the maps have')}`);
  });
  const areaSets = ctx.areaMaps.flatMap((m) => Object.keys(m.areaSets ?? {}));
  if (set.areaSet !== undefined && !areaSets.includes(set.areaSet)) report.error(d, at + p('areaSet'), 'ref/area-set', `${at.slice(1)}: ${unknownMessage('area set', set.areaSet, areaSets, 'the maps have')}`);
  set.hexes?.forEach((h, i) => {
    if (!ctx.hexMap(h)) report.error(d, at + p('hexes', i), 'scenario/off-map', `${at.slice(1)}: ${h} is not a hex of the scenario's maps`);
  });
  set.areas?.forEach((a, i) => {
    if (!ctx.areaIds().has(a)) report.error(d, at + p('areas', i), 'ref/area', `${at.slice(1)}: ${unknownMessage('area', a, ctx.areaIds(), 'the maps have')}`);
  });
  const letters = ctx.entries();
  set.letters?.forEach((l, i) => {
    if (!letters.has(l)) report.error(d, at + p('letters', i), 'ref/entry', `${at.slice(1)}: ${unknownMessage('entry letter', l, [...letters.keys()].sort(), 'the maps have')}`);
  });
}
