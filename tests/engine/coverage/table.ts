import { SECTIONS, type RuleRow } from './ardennes44';

const cell = (s: string) => s.replace(/\|/g, '\\|');
const files = (list: readonly string[]) => list.map((f) => `\`${f.replace(/^src\/engine\/systems\/hexOdds\//, 'hexOdds/').replace(/^tests\/engine\//, '')}\``).join(', ') || '—';

/** The rule table as Markdown: one table a section, every row with its files, tests and what is missing. */
export function ruleTable(): string {
  const all = SECTIONS.flatMap((s) => s.rows);
  const count = (st: RuleRow['status']) => all.filter((r) => r.status === st).length;
  const out = [
    "# Ardennes '44: every rule of the digest, and what plays it",
    '',
    'Generated from `tests/engine/coverage/ardennes44.ts` by `npm run rules:table`; `tests/engine/ruleCoverage.test.ts` checks that every file named exists and cites its rule, and that this page is current.',
    '',
    `${all.length} rules: ${count('played')} played, ${count('partial')} partly played, ${count('not played')} not played.`,
  ];
  for (const s of SECTIONS) {
    out.push('', `## ${s.title}`, '', '| rule | what | status | code | tests | not played, and why |', '|---|---|---|---|---|---|');
    for (const r of s.rows) out.push(`| ${r.rule} | ${cell(r.topic)} | ${r.status} | ${files(r.code)} | ${files(r.tests)} | ${cell(r.missing ?? '')} |`);
  }
  return `${out.join('\n')}\n`;
}
