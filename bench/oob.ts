/** Issue 5's pure figures: the CRT probability view, and the OOB grid's filter and sort over 5,000 units. */
import { oobCommands, tableCommands } from '../src/document';
import type { OrderOfBattle, Ruleset } from '../src/generated/documents';
import type { ProjectDocument } from '../src/validation';
import { generateOob } from './generateOob';
import { timeRuns } from './timeRuns';

const row = (label: string, r: { median: number; p95: number }, target?: number) =>
  console.log(`${label.padEnd(58)} median ${r.median.toFixed(3).padStart(9)} ms   p95 ${r.p95.toFixed(3).padStart(9)} ms${target === undefined ? '' : `   target ≤ ${target} ms: ${r.median <= target ? 'within' : 'OVER'}`}`);

export function oobBench(root: string, docs: readonly ProjectDocument[]): void {
  console.log('\nTables and order of battle (pure parts)');
  const ruleset = docs.find((d) => d.kind === 'ruleset' && d.doc.id === 'ardennes44')!.doc as unknown as Ruleset;
  const crt = tableCommands.crtOf(ruleset, 'crt')!;
  row('CRT probability view, every column, without and with a shift', timeRuns(() => [tableCommands.crtProbabilities(crt, 0), tableCommands.crtProbabilities(crt, 2)], 200), 16);
  const oob = generateOob(root, 5000) as unknown as OrderOfBattle;
  const ids = Object.keys(oob.units);
  const attack = oobCommands.columnByKey('front.attack')!;
  row('OOB grid: filter and sort 5,000 units by attack', timeRuns(() => ids.filter((id) => oob.units[id]!.side === 'german').sort((a, b) => Number(oobCommands.cellText(oob.units[a]!, attack)) - Number(oobCommands.cellText(oob.units[b]!, attack))), 30));
  row('OOB grid: parse a 20-row paste against 5,000 units', timeRuns(() => oobCommands.parsePaste(oob, Array.from({ length: 20 }, (_, i) => `Z/${i}\tgerman\tinfBn\t26VG\t3\t2`).join('\n')), 30));
}
