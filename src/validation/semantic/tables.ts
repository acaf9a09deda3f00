import type { DieRollTable, DifferentialCrt, OddsCrt, Roll, Ruleset } from '../../generated/documents';
import { pointer as p } from '../../shared/jsonPointer';
import type { DocumentOf, ProjectIndex, Reporter } from '../project';
import { coverage, listNumbers, naturalRange, parseRollRange, type RollSpan } from './rollRange';
import { unknownMessage } from './suggest';
import { entries } from './walk';

type RulesetDoc = DocumentOf<'ruleset'>;

/**
 * Tables cover every die result and every column exactly once, and every printed result is a code
 * the table defines, so the engine never meets a roll it cannot read.
 */
export function checkTables(project: ProjectIndex, report: Reporter): void {
  for (const d of project.all('ruleset')) {
    for (const [id, t] of entries(d.doc.tables)) {
      const at = p('tables', id);
      if (t.kind === 'oddsCrt') checkOdds(d, report, id, t, at);
      else if (t.kind === 'dieRoll') checkDieRoll(d, report, id, t, at);
      else if (t.kind === 'differentialCrt') checkDifferential(d, report, id, t, at);
      else if (t.kind === 'dicePool') {
        for (const [tid, th] of entries(t.thresholds)) {
          if ((th.rating === undefined) === (th.value === undefined)) report.error(d, at + p('thresholds', tid), 'table/threshold', `tables/${id}/thresholds/${tid}: give either a rating (read from the unit class) or a fixed value, not ${th.rating === undefined ? 'neither' : 'both'}`);
          if (th.rating !== undefined && !Object.values(d.doc.unitClasses).some((c) => c.ratings?.[th.rating!] !== undefined)) {
            report.error(d, at + p('thresholds', tid, 'rating'), 'table/threshold', `tables/${id}/thresholds/${tid}: no unit class has a "${th.rating}" rating`);
          }
        }
      } else if (t.kind === 'modifiers') {
        for (const [mid, m] of entries(t.entries)) {
          if ((m.value === undefined) === (m.valueFromTable === undefined)) report.error(d, at + p('entries', mid), 'table/modifier', `tables/${id}/entries/${mid}: give either a value or valueFromTable, not ${m.value === undefined ? 'neither' : 'both'}`);
        }
      }
    }
  }
}

function rollRange(r: Ruleset, roll: Roll): RollSpan | null {
  const die = r.dice[roll.die];
  return die ? naturalRange(roll.count ?? 1, die.sides) : null; // unknown dice are reported by checkRulesetRefs
}

/** Parses the row keys, reporting the ones that are not ranges; returns the parsed spans. */
function spansOf(d: RulesetDoc, report: Reporter, keys: string[], at: string, label: string): RollSpan[] {
  const spans: RollSpan[] = [];
  for (const k of keys) {
    const s = parseRollRange(k);
    if (s) spans.push(s);
    else report.error(d, at + p(k), 'table/roll-key', `${label}: "${k}" is not a roll or range (write 3, 2..4, ..0 or 7..)`, undefined);
  }
  return spans;
}

function reportCoverage(d: RulesetDoc, report: Reporter, spans: RollSpan[], range: RollSpan, at: string, label: string, what: string): void {
  const { gaps, overlaps } = coverage(spans, range.lo, range.hi);
  if (gaps.length) report.error(d, at, 'table/coverage', `${label}: no result for ${what} ${listNumbers(gaps)}; every ${what} from ${range.lo} to ${range.hi} needs one`);
  if (overlaps.length) report.error(d, at, 'table/overlap', `${label}: ${what} ${listNumbers(overlaps)} ${overlaps.length > 1 ? 'are' : 'is'} covered by more than one row`);
}

function checkCode(d: RulesetDoc, report: Reporter, results: Record<string, unknown>, code: string, at: string, label: string): void {
  if (!Object.prototype.hasOwnProperty.call(results, code)) {
    report.error(d, at, 'table/result-code', `${label}: ${unknownMessage('result', code, Object.keys(results), 'the table defines')}`);
  }
}

function checkOdds(d: RulesetDoc, report: Reporter, id: string, t: OddsCrt, at: string): void {
  const range = rollRange(d.doc, t.roll);
  const spans = spansOf(d, report, Object.keys(t.rows), at + p('rows'), `tables/${id}`);
  if (range) reportCoverage(d, report, spans, range, at + p('rows'), `tables/${id}`, 'roll');
  const columns = new Set(t.columns);
  for (const side of ['below', 'above'] as const) {
    const c = t.clamp?.[side];
    if (c !== undefined && !columns.has(c)) report.error(d, at + p('clamp', side), 'table/column', `tables/${id}/clamp/${side}: "${c}" is not one of the table's columns`);
  }
  for (const [roll, row] of entries(t.rows)) {
    for (const col of t.columns) {
      if (!(col in row)) report.error(d, at + p('rows', roll), 'table/coverage', `tables/${id}: roll ${roll} has no result in column ${col}`);
    }
    for (const [col, code] of entries(row)) {
      const cell = at + p('rows', roll, col);
      if (!columns.has(col)) report.error(d, cell, 'table/column', `tables/${id}/rows/${roll}: "${col}" is not one of the table's columns (${t.columns.join(', ')})`, undefined);
      else checkCode(d, report, t.results, code, cell, `tables/${id}, roll ${roll}, column ${col}`);
    }
  }
}

function checkDieRoll(d: RulesetDoc, report: Reporter, id: string, t: DieRollTable, at: string): void {
  const natural = rollRange(d.doc, t.roll);
  const spans = spansOf(d, report, Object.keys(t.entries), at + p('entries'), `tables/${id}`);
  const m = t.modifiedRange;
  if (m && m.min > m.max) report.error(d, at + p('modifiedRange'), 'table/range', `tables/${id}/modifiedRange: min ${m.min} is above max ${m.max}`);
  if (natural) {
    const range = m ? { lo: Math.min(m.min, natural.lo), hi: Math.max(m.max, natural.hi) } : natural;
    reportCoverage(d, report, spans, range, at + p('entries'), `tables/${id}`, m ? 'modified roll' : 'roll');
    if (t.modifiers !== undefined && !m) {
      report.warn(d, at + p('modifiers'), 'table/clamp-policy', `tables/${id}: it has modifiers but no modifiedRange, so a modified roll outside ${natural.lo}..${natural.hi} has no result; add modifiedRange to say how it is clamped`);
    }
  }
  for (const [roll, code] of entries(t.entries)) checkCode(d, report, t.results, code, at + p('entries', roll), `tables/${id}, roll ${roll}`);
}

function checkDifferential(d: RulesetDoc, report: Reporter, id: string, t: DifferentialCrt, at: string): void {
  const a = rollRange(d.doc, t.rolls.attacker);
  const b = rollRange(d.doc, t.rolls.defender);
  const spans = spansOf(d, report, Object.keys(t.rows), at + p('rows'), `tables/${id}`);
  // Modifiers move the difference without bound; open-ended rows must catch the extremes.
  if (a && b) reportCoverage(d, report, spans, { lo: a.lo - b.hi, hi: a.hi - b.lo }, at + p('rows'), `tables/${id}`, 'difference');
  if (!spans.some((s) => s.lo === -Infinity) || !spans.some((s) => s.hi === Infinity)) {
    report.warn(d, at + p('rows'), 'table/open-ends', `tables/${id}: modifiers can push the difference past the printed rows; make the first row open below (..-4) and the last open above (8..)`);
  }
  const columns = t.strengthColumns.map(String);
  for (const [diff, row] of entries(t.rows)) {
    for (const col of columns) if (!(col in row)) report.error(d, at + p('rows', diff), 'table/coverage', `tables/${id}: difference ${diff} has no result in strength column ${col}`);
    for (const [col, cell] of entries(row)) {
      const cellAt = at + p('rows', diff, col);
      if (!columns.includes(col)) report.error(d, cellAt, 'table/column', `tables/${id}/rows/${diff}: "${col}" is not one of the strength columns (${columns.join(', ')})`);
      for (const side of ['attacker', 'defender'] as const) {
        const code = cell[side];
        if (code !== undefined) checkCode(d, report, t.results, code, cellAt + p(side), `tables/${id}, difference ${diff}, column ${col}, ${side}`);
      }
    }
  }
}
