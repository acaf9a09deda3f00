/**
 * Rule 27.3, the British: they stay west of the Meuse and never enter the East map; British and US
 * units never attack together; artillery supports only a combat with a unit of its own nationality.
 * Played on the campaign's board (both maps), where the West map's hex set west-of-meuse is the
 * British ground (the ruleset's nationalityRules).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProject, scenarioDocuments } from '../../src/document';
import { cannotSupport } from '../../src/engine/systems/hexOdds/rules/artillery';
import { retreatOptions } from '../../src/engine/systems/hexOdds/rules/retreat';
import { compile, legalActions, type GameDocuments } from './hexEngine';
import { refusal, sandbox } from './fixtures';

const root = path.resolve(__dirname, '../..');
const files = ['rules/ardennes44.rules.json', 'maps/ardennes44-east.map.json', 'maps/ardennes44-west.map.json', 'oob/ardennes44.oob.json', 'scenarios/ardennes44-6turn.scenario.json', 'scenarios/ardennes44-campaign.scenario.json'];
const project = loadProject(files.map((f) => ({ file: `data/${f}`, text: fs.readFileSync(path.join(root, 'data', f), 'utf8') })));
const docs = scenarioDocuments(project.documents, 'ardennes44-campaign') as GameDocuments;
const c = compile(docs);
const ground = new Set(c.map.hexSets!['west-of-meuse']!.hexes as string[]);

const BR = 'br-43-x';
const BR2 = 'br-43-x-2';
const US = 'us-1-x';
const BR_GUN = 'br-xxx-4agra';
const US_GUN = 'us-viii-174';
const DE = ['de-79-x', 'de-79-x-2', 'de-79-x-3', 'de-560-x', 'de-167-x', 'de-167-x-2'];

/** A bridged Meuse hexside: [the hex west of it (British ground), the hex east of it]. */
const bridge = (() => {
  for (let k = 0; k < c.ids.length; k++) {
    for (let j = 0; j < 6; j++) {
      const n = c.nb[k * 6 + j]!;
      if (n < 0 || !c.bridge[k * 6 + j] || !(c.side[k * 6 + j] ?? []).includes('meuse')) continue;
      if (ground.has(c.ids[k]!) && !ground.has(c.ids[n]!) && c.terrain[k] !== 'woodedRough' && c.terrain[n] !== 'woodedRough') return [c.ids[k]!, c.ids[n]!] as const;
    }
  }
  throw new Error('no bridged Meuse hexside on the board');
})();
const around = (hex: string) => {
  const k = c.ordinal.get(hex)!;
  return [0, 1, 2, 3, 4, 5].map((j) => c.nb[k * 6 + j]!).filter((n) => n >= 0).map((n) => c.ids[n]!);
};

describe('27.3: the British stay west of the Meuse', () => {
  it('the West map marks the British ground: the hexes the Meuse does not part from the west edge, none of the East map', () => {
    expect(ground.has('W3420')).toBe(true);
    expect([...ground].every((h) => h.startsWith('W'))).toBe(true);
    expect(ground.size).toBeGreaterThan(300);
  });

  it('a US unit crosses the Meuse bridge; a British one is refused, with the rule', () => {
    const [west, east] = bridge;
    const us = sandbox({ [US]: west }, { side: 'allied', phaseId: 'movement', docs, turn: '22PM' });
    expect(refusal(us, { type: 'move', side: 'allied', unit: US, target: east })).toBeUndefined();
    const br = sandbox({ [BR]: west }, { side: 'allied', phaseId: 'movement', docs, turn: '22PM' });
    expect(refusal(br, { type: 'move', side: 'allied', unit: BR, target: east })).toMatchObject({ rule: '27.3', reason: expect.stringContaining('West of the Meuse') });
    const moves = legalActions(br).actions.filter((a) => a.type === 'move' && a.unit === BR);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((a) => ground.has(a.target!))).toBe(true);
  });

  it('British reinforcements due at F or G come in on the West map; from the North-West box they may not enter by an East map entry', () => {
    const g = sandbox({}, { side: 'allied', phaseId: 'movement', docs, turn: '22AM' });
    const waiting = { ...g, state: { ...g.state, units: { ...g.state.units, [BR]: { ...g.state.units[BR]!, loc: { arriving: 'allied-22AM-FG' } }, [BR2]: { ...g.state.units[BR2]!, loc: { box: 'NW', since: 0 } } } } };
    const f = c.map.entries!.F!.hexes[0]!;
    expect(ground.has(f)).toBe(true);
    expect(refusal(waiting, { type: 'enterReinforcement', side: 'allied', unit: BR, target: f })).toBeUndefined();
    const h = c.map.entries!.H!.hexes[0]!;
    expect(h.startsWith('W')).toBe(false);
    expect(refusal(waiting, { type: 'enterReinforcement', side: 'allied', unit: BR2, target: h })).toMatchObject({ rule: '27.3' });
    const entries = legalActions(waiting).actions.filter((a) => a.type === 'enterReinforcement' && (a.unit === BR || a.unit === BR2));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((a) => ground.has(a.target!))).toBe(true);
  });

  it('a British regiment forms no US breakdown battalion (26 with 27.3: the stand-in counter mix has no British one)', () => {
    const [west] = bridge;
    const br = sandbox({ [BR]: west }, { side: 'allied', phaseId: 'movement', docs, turn: '22PM' });
    expect(refusal(br, { type: 'breakDown', side: 'allied', unit: BR })).toMatchObject({ rule: '26, 27.3' });
    const us = sandbox({ [US]: west }, { side: 'allied', phaseId: 'movement', docs, turn: '22PM' });
    expect(refusal(us, { type: 'breakDown', side: 'allied', unit: US })).toBeUndefined();
  });

  it('a British unit never retreats off its ground: where a US unit would step over the bridge, it is eliminated', () => {
    const [west] = bridge;
    const others = around(west).filter((h) => ground.has(h));
    const enemies = Object.fromEntries(others.map((h, i) => [DE[i]!, h]));
    const us = sandbox({ [US]: west, ...enemies }, { side: 'german', phaseId: 'combat', docs, turn: '22PM' });
    const usWays = retreatOptions(c, us.state, US, 1);
    expect('paths' in usWays && usWays.paths.flat()).toContain(bridge[1]);
    const br = sandbox({ [BR]: west, ...enemies }, { side: 'german', phaseId: 'combat', docs, turn: '22PM' });
    expect(retreatOptions(c, br.state, BR, 1)).toMatchObject({ eliminated: expect.any(String) });
  });
});

describe('27.3: British and US units never attack together, and their artillery supports its own', () => {
  /** A German unit west of the Meuse with a British and a US unit next to it, and a gun of each in range. */
  const line = () => {
    const target = [...ground].find((h) => {
      const ns = around(h).filter((n) => ground.has(n) && c.terrain[c.ordinal.get(n)!] === 'clear');
      return c.terrain[c.ordinal.get(h)!] === 'clear' && ns.length >= 4;
    })!;
    const [a, b, g1, g2] = around(target).filter((n) => ground.has(n));
    return { target, units: { [DE[0]!]: target, [BR]: a!, [US]: b!, [BR_GUN]: g1!, [US_GUN]: g2! } };
  };

  it('an attack with both is refused; each attacks on its own, and the legal attacks never mix them', () => {
    const { target, units } = line();
    const g = sandbox(units, { side: 'allied', phaseId: 'combat', docs, turn: '23PM' });
    expect(refusal(g, { type: 'attack', side: 'allied', units: [BR, US], target })).toMatchObject({ rule: '27.3', reason: expect.stringMatching(/may not attack together/) });
    expect(refusal(g, { type: 'attack', side: 'allied', units: [BR], target })).toBeUndefined();
    expect(refusal(g, { type: 'attack', side: 'allied', units: [US], target })).toBeUndefined();
    const attacks = legalActions(g).actions.filter((a) => a.type === 'attack' && a.target === target);
    expect(attacks.some((a) => a.units!.includes(BR))).toBe(true);
    expect(attacks.some((a) => a.units!.includes(US))).toBe(true);
    expect(attacks.some((a) => a.units!.includes(BR) && a.units!.includes(US))).toBe(false);
  });

  it('British artillery supports the British attack, not the US one; US artillery not the British one', () => {
    const { target, units } = line();
    const g = sandbox(units, { side: 'allied', phaseId: 'combat', docs, turn: '23PM' });
    expect(refusal(g, { type: 'attack', side: 'allied', units: [BR, BR_GUN], target })).toBeUndefined();
    expect(refusal(g, { type: 'attack', side: 'allied', units: [US, BR_GUN], target })).toMatchObject({ rule: '27.3' });
    expect(refusal(g, { type: 'attack', side: 'allied', units: [BR, US_GUN], target })).toMatchObject({ rule: '27.3' });
    expect(refusal(g, { type: 'attack', side: 'allied', units: [US, US_GUN], target })).toBeUndefined();
    const withGuns = legalActions(g).actions.filter((a) => a.type === 'attack' && a.target === target && a.units!.some((u) => u === BR_GUN || u === US_GUN));
    for (const a of withGuns) expect(a.units!.includes(BR_GUN) === a.units!.includes(BR) || !a.units!.includes(BR_GUN)).toBe(true);
    expect(withGuns.some((a) => a.units!.includes(US) && a.units!.includes(BR_GUN))).toBe(false);
  });

  it('in defence, a British gun supports a hex with a British unit in it, not one held by US units alone', () => {
    const { units } = line();
    const g = sandbox(units, { side: 'german', phaseId: 'combat', docs, turn: '23PM' });
    expect(cannotSupport(c, g.state, BR_GUN, units[BR]!)).toBeUndefined();
    expect(cannotSupport(c, g.state, BR_GUN, units[US]!)).toMatchObject({ rule: '27.3' });
    expect(cannotSupport(c, g.state, US_GUN, units[BR]!)).toMatchObject({ rule: '27.3' });
  });
});
