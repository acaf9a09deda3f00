/** Issue 5's pure figures: the CRT probability view, and the OOB grid's filter and sort over 5,000 units. */
import { diffChanges, oobCommands, resolveMemo, resolveVariant, tableCommands } from '../src/document';
import type { Scenario } from '../src/generated/documents';
import type { OrderOfBattle, Ruleset } from '../src/generated/documents';
import type { ProjectDocument } from '../src/validation';
import { generateOob } from './generateOob';
import { row } from './gameTimes';
import { timeRuns } from './timeRuns';

export function oobBench(root: string, docs: readonly ProjectDocument[]): void {
  console.log('\nTables and order of battle (pure parts)');
  const ruleset = docs.find((d) => d.kind === 'ruleset' && d.doc.id === 'ardennes44')!.doc as unknown as Ruleset;
  const crt = tableCommands.crtOf(ruleset, 'crt')!;
  row(
    'CRT probability view, every column, without and with a shift',
    timeRuns(() => [tableCommands.crtProbabilities(crt, 0), tableCommands.crtProbabilities(crt, 2)], 200),
    16,
  );
  const oob = generateOob(root, 5000) as unknown as OrderOfBattle;
  const ids = Object.keys(oob.units);
  const attack = oobCommands.columnByKey('front.attack')!;
  row(
    'OOB grid: filter and sort 5,000 units by attack',
    timeRuns(() => ids.filter((id) => oob.units[id]!.side === 'german').sort((a, b) => Number(oobCommands.cellText(oob.units[a]!, attack)) - Number(oobCommands.cellText(oob.units[b]!, attack))), 30),
  );
  // A variant changing the scenario, the ruleset, the map and the OOB, resolved and diffed against its base, document by document.
  const find = (kind: string, id: string) => docs.find((d) => d.kind === kind && d.doc.id === id)?.doc;
  const base = find('scenario', 'ardennes44-6turn') as unknown as Scenario;
  const variant = {
    ...base,
    id: 'bench-variant',
    variantOf: base.id,
    changes: {
      a: {
        label: 'a',
        target: { kind: 'scenario', id: base.id },
        ops: [{ op: 'replace', path: '/setup/de-26vg-start-1/hex', value: '2010' }],
      },
      b: {
        label: 'b',
        target: { kind: 'ruleset', id: 'ardennes44' },
        ops: [{ op: 'replace', path: '/tables/crt/rows/4/3:1', value: 'DR2' }],
      },
      c: {
        label: 'c',
        target: { kind: 'map', id: 'ardennes44-east' },
        ops: [{ op: 'add', path: '/hexes/2020', value: { terrain: 'forest' } }],
      },
      d: {
        label: 'd',
        target: { kind: 'oob', id: 'ardennes44' },
        ops: [
          {
            op: 'replace',
            path: '/units/de-2pz-start-1/front/attack',
            value: 6,
          },
        ],
      },
    },
  } as unknown as Scenario;
  row(
    'variant of the project: resolve 4 changes, diff every document',
    timeRuns(() => {
      const r = resolveVariant(find as never, variant);
      if ('error' in r) throw new Error(r.error);
      for (const [key, doc] of r.docs) {
        const [kind, id] = key.split(':') as [string, string];
        diffChanges(find(kind, id), doc);
      }
    }, 10),
    250,
  );
  // Recording: a variant of 200 painted hexes, and a brush stroke growing its last change dab by dab.
  const hexes = Object.keys((find('map', 'ardennes44-east') as { hexes: object }).hexes).slice(0, 240);
  const paints = hexes.slice(0, 200).map(
    (h, i) =>
      [
        `p${i}`,
        {
          label: `Paint ${h}`,
          target: { kind: 'map', id: 'ardennes44-east' },
          ops: [{ op: 'add', path: `/hexes/${h}/terrain`, value: 'forest' }],
        },
      ] as const,
  );
  const painted = (n: number, extra: string[] = []) =>
    ({
      ...variant,
      changes: Object.fromEntries([
        ...paints.slice(0, n),
        ...(extra.length
          ? [
              [
                'stroke',
                {
                  label: 'Stroke',
                  target: { kind: 'map', id: 'ardennes44-east' },
                  ops: extra.map((h) => ({
                    op: 'add',
                    path: `/hexes/${h}/terrain`,
                    value: 'clear',
                  })),
                },
              ] as const,
            ]
          : []),
      ]),
    }) as unknown as Scenario;
  const memo = resolveMemo();
  // A variant that fails to apply is a broken bench, never a timing (its error is slow to build).
  const applied = <T,>(r: T): T => {
    if (r && typeof r === 'object' && 'error' in r) throw new Error(`the bench's variant does not apply: ${String((r as { error: unknown }).error).slice(0, 200)}`);
    return r;
  };
  applied(resolveVariant(find as never, painted(200), memo));
  let dab = 0;
  row(
    'recording: a brush dab on a variant of 200 changes (memo)',
    timeRuns(() => applied(resolveVariant(find as never, painted(200, hexes.slice(200, 201 + (dab++ % 39))), memo)), 30),
    16,
  );
  row(
    '  the same resolved from scratch',
    timeRuns(() => applied(resolveVariant(find as never, painted(200, hexes.slice(200, 220)))), 10),
  );
  row(
    'OOB grid: parse a 20-row paste against 5,000 units',
    timeRuns(() => oobCommands.parsePaste(oob, Array.from({ length: 20 }, (_, i) => `Z/${i}\tgerman\tinfBn\t26VG\t3\t2`).join('\n')), 30),
  );
}
