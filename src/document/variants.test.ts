import { describe, expect, it } from 'vitest';
import { loadFixture, miniProject } from '../../tests/fixtures/miniProject';
import { scenarioDocuments } from './gameDocuments';
import { resolveMemo, resolveVariant } from './variants';

describe('variants', () => {
  const project = loadFixture(miniProject());
  const docs = project.documents;
  const find = (kind: string, id: string) => docs.find((d) => d.kind === kind && d.doc.id === id)?.doc;

  it('resolve to the base with the changes applied, saying what each operation changed', () => {
    const variant = find('scenario', 'mini-variant') as never;
    const r = resolveVariant(find as never, variant);
    if ('error' in r) throw new Error(r.error);
    expect(r.effects).toEqual([
      { change: 'c1', label: 'Earlier reinforcement', target: { kind: 'scenario', id: 'mini-scenario' }, op: 'replace', path: '/reinforcements/r1/turn', before: 'T2', after: 'T1' },
      { change: 'c2', label: 'Stronger G1', target: { kind: 'oob', id: 'mini-oob' }, op: 'replace', path: '/units/g1/front/attack', before: 4, after: 5 },
    ]);
    // The project's documents are untouched.
    expect((find('oob', 'mini-oob') as unknown as { units: { g1: { front: { attack: number } } } }).units.g1.front.attack).toBe(4);
  });

  it('play as their base with the changes (scenario, OOB), and refuse a change that does not apply', () => {
    const played = scenarioDocuments(docs, 'mini-variant');
    if ('missing' in played) throw new Error(played.missing);
    expect(played.scenario.id).toBe('mini-scenario');
    expect(played.scenario.reinforcements.r1!.turn).toBe('T1');
    expect(played.oob.units.g1!.front.attack).toBe(5);
    const broken = { ...(find('scenario', 'mini-variant') as object), changes: { c9: { label: 'Bad', target: { kind: 'oob', id: 'mini-oob' }, ops: [{ op: 'remove', path: '/units/nobody' }] } } };
    expect(resolveVariant(find as never, broken as never)).toMatchObject({ error: expect.stringMatching(/^change c9 \("Bad"\) does not apply to oob "mini-oob"/) });
    const hostile = { ...broken, changes: { c9: { label: 'Hostile', target: { kind: 'oob', id: 'mini-oob' }, ops: [{ op: 'add', path: '/__proto__/polluted', value: true }] } } };
    expect(resolveVariant(find as never, hostile as never)).toMatchObject({ error: expect.stringMatching(/^change c9 \("Hostile"\) does not apply/) });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('resolve again from a memo: the same changes are not applied twice, a changed document starts over', () => {
    const variant = find('scenario', 'mini-variant') as never as { changes: Record<string, unknown> };
    const memo = resolveMemo();
    const first = resolveVariant(find as never, variant as never, memo);
    if ('error' in first) throw new Error(first.error);
    const grown = { ...variant, changes: { ...variant.changes, c3: { label: 'Weaker G1', target: { kind: 'oob', id: 'mini-oob' }, ops: [{ op: 'replace', path: '/units/g1/front/attack', value: 3 }] } } };
    const again = resolveVariant(find as never, grown as never, memo);
    if ('error' in again) throw new Error(again.error);
    expect(again.docs.get('scenario:mini-scenario')).toBe(first.docs.get('scenario:mini-scenario')); // reused, not re-made
    expect(again.effects.at(-1)).toMatchObject({ change: 'c3', before: 5, after: 3 });
    // The OOB itself changes: the memo's start no longer holds, and the result follows the new OOB.
    const oob = find('oob', 'mini-oob') as unknown as { units: { g1: { front: { defense: number } } } };
    const edited = structuredClone(oob);
    edited.units.g1.front.defense = 9;
    const find2 = (kind: string, id: string) => (kind === 'oob' ? edited : find(kind, id));
    const third = resolveVariant(find2 as never, grown as never, memo);
    if ('error' in third) throw new Error(third.error);
    expect((third.docs.get('oob:mini-oob') as typeof oob).units.g1.front.defense).toBe(9);
    expect(third.effects).toHaveLength(3);
  });
});
