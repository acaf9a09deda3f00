import { describe, expect, it } from 'vitest';
import { loadFixture, miniProject } from '../../../tests/fixtures/miniProject';
import type { Scenario } from '../../generated/documents';
import { applyChanges } from '../changes';
import { DocumentStore } from '../store';
import { addChange, newVariant, revertChange } from './variantCommands';

const docs = loadFixture(miniProject()).documents;
const find = (kind: string, id: string) => docs.find((d) => d.kind === kind && d.doc.id === id)?.doc;
const base = find('scenario', 'mini-scenario') as unknown as Scenario;
const oob = find('oob', 'mini-oob');

describe('variant commands', () => {
  it('make a variant: a copy naming its base, with a free id and no changes', () => {
    const v = newVariant(base, (id) => id === 'mini-scenario-variant');
    expect(v.id).toBe('mini-scenario-variant-2');
    expect(v.doc).toMatchObject({ id: 'mini-scenario-variant-2', variantOf: 'mini-scenario', changes: {}, name: 'Mini scenario (variant 2)' });
  });

  it('make a variant that is valid as it stands: its base\'s documents, turns and victory, an empty setup and schedule, no problems', () => {
    const v = newVariant(base, () => false);
    expect(v.doc).toMatchObject({ setup: {}, reinforcements: {}, ruleset: base.ruleset, maps: base.maps, victory: base.victory });
    const { problems } = loadFixture({ ...miniProject(), 'scenarios/new.scenario.json': v.doc });
    expect(problems.filter((p) => p.file === 'scenarios/new.scenario.json')).toEqual([]);
  });

  it('add a change that replaces or adds a value, and revert it; refuse paths that are not there', () => {
    const v = newVariant(base, () => false).doc;
    const edit = addChange(v, { kind: 'oob', id: 'mini-oob', doc: oob }, '/units/g1/front/attack', 6, 'Stronger G1');
    if ('error' in edit) throw new Error(edit.error);
    const after = applyChanges(v, edit.changes);
    expect(after.changes!.c1).toEqual({ label: 'Stronger G1', target: { kind: 'oob', id: 'mini-oob' }, ops: [{ op: 'replace', path: '/units/g1/front/attack', value: 6 }] });
    const added = addChange(after, { kind: 'oob', id: 'mini-oob', doc: oob }, '/units/g1/front/stackingPoints', 1, 'SP for G1');
    if ('error' in added) throw new Error(added.error);
    expect(applyChanges(after, added.changes).changes!.c2!.ops[0]!.op).toBe('add');
    expect(addChange(after, { kind: 'oob', id: 'mini-oob', doc: oob }, '/units/nobody/front/attack', 1, 'x')).toMatchObject({ error: expect.stringMatching(/has nothing at \/units\/nobody\/front/) });
    expect(addChange(after, { kind: 'oob', id: 'mini-oob', doc: oob }, '/__proto__/x', 1, 'x')).toMatchObject({ error: expect.stringMatching(/not a path/) });
    const reverted = revertChange(after, 'c1');
    if ('error' in reverted) throw new Error(reverted.error);
    expect(applyChanges(after, reverted.changes).changes).toEqual({});
  });

  it('the store creates a new, unsaved document, and refuses one it holds', () => {
    const s = new DocumentStore([]);
    const v = newVariant(base, () => false);
    expect(s.create('data/scenarios/v.scenario.json', v.doc as never)).toBe(true);
    expect(s.isDirty('data/scenarios/v.scenario.json')).toBe(true);
    expect(s.get('data/scenarios/v.scenario.json')!.kind).toBe('scenario');
    expect(s.create('data/scenarios/v.scenario.json', v.doc as never)).toBe(false);
  });
});

describe('switching a change off', () => {
  it('keeps it in the variant but leaves it out of the resolution, and back on', async () => {
    const { toggleChange } = await import('./variantCommands');
    const { resolveVariant } = await import('../variants');
    const variant = find('scenario', 'mini-variant') as unknown as Scenario;
    const off = toggleChange(variant, 'c2');
    if ('error' in off) throw new Error(off.error);
    expect(off.label).toBe('Switch off change "Stronger G1"');
    const switched = applyChanges(variant, off.changes);
    const r = resolveVariant(find as never, switched);
    if ('error' in r) throw new Error(r.error);
    expect(r.effects.map((e) => e.change)).toEqual(['c1']);
    const on = toggleChange(switched, 'c2');
    if ('error' in on) throw new Error(on.error);
    expect(applyChanges(switched, on.changes).changes!.c2).toEqual(variant.changes!.c2);
  });
});
