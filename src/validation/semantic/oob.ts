import type { CounterFace, Ruleset } from '../../generated/documents';
import { pointer as p } from '../../shared/jsonPointer';
import type { DocumentOf, ProjectIndex, Reporter } from '../project';
import { byEntry, found, type EntryFindings } from './byEntry';
import { unknownMessage } from './suggest';
import { entries, forEachEffect } from './walk';

/** Orders of battle: formations form a tree per side; every unit's side, nationality, formation, type and morale exist. */
export function checkOobs(project: ProjectIndex, report: Reporter): void {
  for (const d of project.all('oob')) {
    const ruleset = project.get('ruleset', d.doc.ruleset);
    const r = ruleset?.doc;
    report.keep(d, byEntry(states, d, 'units', [r], () => found((rep) => check(d, r, rep)), (id) => found((rep) => checkUnit(d, r, id, rep))));
    if (ruleset) checkTableFormations(ruleset, d, report);
  }
}

const states = new WeakMap<object, EntryFindings>();

/** Formations a ruleset's tables name (fuel shortage) exist in every order of battle that plays it. */
function checkTableFormations(r: DocumentOf<'ruleset'>, o: DocumentOf<'oob'>, report: Reporter): void {
  for (const [tid, table] of entries(r.doc.tables)) {
    if (!('results' in table)) continue;
    for (const [code, result] of entries(table.results)) {
      forEachEffect(result.effects, p('tables', tid, 'results', code, 'effects'), (e, at) => {
        if (e.kind !== 'outOfSupply') return;
        const named = [...e.formations.map((f, i) => [f, at + p('formations', i)] as const), ...(e.army ? [[e.army, at + p('army')] as const] : [])];
        for (const [f, ptr] of named) {
          if (!(f in o.doc.formations)) report.error(r, ptr, 'ref/formation', `${ptr.slice(1)}: order of battle "${o.doc.id}" (${o.file}) ${unknownMessage('formation', f, Object.keys(o.doc.formations), 'has').replace(/^unknown /, 'has no ')}`);
        }
      });
    }
  }
}

/** Reports a name the order of battle or its ruleset does not have, at `at`. */
const unknownIn = (d: DocumentOf<'oob'>, report: Reporter) => (at: string, what: string, id: string, known: Iterable<string>, where: string) =>
  report.error(d, at, 'ref/oob', `${at.slice(1)}: ${unknownMessage(what, id, known, where)}`);

/** Everything but the units: the sides, the formation tree, the unit types. */
function check(d: DocumentOf<'oob'>, r: Ruleset | undefined, report: Reporter): void {
  const o = d.doc;
  const bad = unknownIn(d, report);
  if (r) for (const side of Object.keys(o.sides)) if (!(side in r.sides)) bad(p('sides', side), 'side', side, Object.keys(r.sides), 'the ruleset has');

  for (const [id, f] of entries(o.formations)) {
    const at = p('formations', id);
    if (!(f.side in o.sides)) bad(at + p('side'), 'side', f.side, Object.keys(o.sides), 'this order of battle has');
    if (f.parent === undefined) continue;
    const parent = o.formations[f.parent];
    if (!parent) bad(at + p('parent'), 'formation', f.parent, Object.keys(o.formations), 'this order of battle has');
    else if (parent.side !== f.side) report.error(d, at + p('parent'), 'oob/parent-side', `formations/${id}: its parent ${f.parent} belongs to ${parent.side}, not ${f.side}`);
    const seen = new Set([id]);
    for (let up: string | undefined = f.parent; up !== undefined; up = o.formations[up]?.parent) {
      if (seen.has(up)) {
        report.error(d, at + p('parent'), 'oob/cycle', `formations/${id}: its parents loop back to ${up}; a formation cannot be its own ancestor`);
        break;
      }
      seen.add(up);
    }
  }

  for (const [id, t] of entries(o.unitTypes)) {
    if (r && !(t.unitClass in r.unitClasses)) bad(p('unitTypes', id, 'unitClass'), 'unit class', t.unitClass, Object.keys(r.unitClasses), 'the ruleset has');
    if (t.breaksDownInto !== undefined && !(t.breaksDownInto in o.unitTypes)) bad(p('unitTypes', id, 'breaksDownInto'), 'unit type', t.breaksDownInto, Object.keys(o.unitTypes), 'this order of battle has');
  }
}

/** One unit: its side, nationality, formation, type, morale, faces, corps and arrival exist. */
function checkUnit(d: DocumentOf<'oob'>, r: Ruleset | undefined, id: string, report: Reporter): void {
  const o = d.doc;
  const u = o.units[id]!;
  const bad = unknownIn(d, report);
  const morale = (face: CounterFace | undefined, at: string) => {
    if (face?.morale !== undefined && r && !(face.morale in (r.moraleLevels ?? {}))) bad(at + p('morale'), 'morale level', face.morale, Object.keys(r.moraleLevels ?? {}), 'the ruleset has');
  };
  const at = p('units', id);
  const side = o.sides[u.side];
  if (!side) bad(at + p('side'), 'side', u.side, Object.keys(o.sides), 'this order of battle has');
  else if (!(u.nationality in side.nationalities)) bad(at + p('nationality'), `${u.side} nationality`, u.nationality, Object.keys(side.nationalities), 'the side has');
  if (u.formation !== undefined) {
    const f = o.formations[u.formation];
    if (!f) bad(at + p('formation'), 'formation', u.formation, Object.keys(o.formations), 'this order of battle has');
    else if (f.side !== u.side) report.error(d, at + p('formation'), 'oob/formation-side', `units/${id}: formation ${u.formation} belongs to ${f.side}, not ${u.side}`);
  }
  if (!(u.type in o.unitTypes)) bad(at + p('type'), 'unit type', u.type, Object.keys(o.unitTypes), 'this order of battle has');
  morale(u.front, at + p('front'));
  morale(u.back, at + p('back'));
  if (u.steps >= 2 && !u.back) report.error(d, at, 'oob/steps', `units/${id}: it has ${u.steps} steps but no back side; add "back" with the reduced factors`, '16.4');
  if (u.setup?.corps !== undefined && !(u.setup.corps in o.formations)) bad(at + p('setup', 'corps'), 'formation', u.setup.corps, Object.keys(o.formations), 'this order of battle has');
  if (r && u.arrival && !(u.arrival.turn in r.calendar.turns)) bad(at + p('arrival', 'turn'), 'turn', u.arrival.turn, r.calendar.turnOrder, 'the calendar has');
}
