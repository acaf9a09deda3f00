import { compareText } from '../shared/order';

/** How bad a problem is: errors stop a document from being played or saved as valid. */
export type Severity = 'error' | 'warning' | 'info';

/** One problem, located in a file and written for a designer. */
export interface Problem {
  /** The file, relative to the project (data/maps/ardennes44-east.map.json). */
  readonly file: string;
  /** JSON pointer to the value concerned ("" for the whole document). */
  readonly pointer: string;
  /** 1-based line and column of the value in the file's text (1:1 when unknown). */
  readonly line: number;
  readonly column: number;
  /** 0-based offset and length of the range in the text, for editors. */
  readonly offset: number;
  readonly length: number;
  readonly severity: Severity;
  /** A sentence a designer understands, starting with the place when there is one ("2115/N: …"). */
  readonly message: string;
  /** The rulebook reference the problem enforces, when there is one. */
  readonly rule?: string;
  /** A stable code for tests and filters (schema/required, ref/dangling, table/coverage…). */
  readonly code: string;
}

/** A problem before it is placed in the text: the pointer is resolved to line and column later. */
export interface Finding {
  readonly pointer: string;
  readonly severity: Severity;
  readonly message: string;
  readonly code: string;
  readonly rule?: string;
  /** Point at the property name rather than its value (unknown or hostile keys). */
  readonly atKey?: boolean;
}

/** Orders problems by file, line and column. */
export function compareProblems(a: Problem, b: Problem): number {
  return compareText(a.file, b.file) || a.line - b.line || a.column - b.column;
}

/** Formats a problem as `file:line:col severity message` (the CLI's format). */
export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.column} ${p.severity} ${p.message}`;
}

/** Whether a problem is a value still owed, and how: lost in the source, or a placeholder standing in for it. */
export const owedKind = (p: Problem): 'lost' | 'placeholder' | undefined => (p.code === 'provenance/lost' ? 'lost' : p.code === 'provenance/placeholder' ? 'placeholder' : undefined);

/**
 * How the studio groups and counts problems (the Problems tab's switches, the explorer's badges, the
 * title bar): by severity, with the values still owed (placeholder and lost values, a warning each) apart.
 */
export const PROBLEM_GROUPS = ['error', 'warning', 'owed', 'info'] as const;
export type ProblemGroup = (typeof PROBLEM_GROUPS)[number];
export const problemGroup = (p: Problem): ProblemGroup => (owedKind(p) ? 'owed' : p.severity);

/** The problems counted by group. */
export function problemCounts(problems: readonly Problem[]): Record<ProblemGroup, number> {
  const n: Record<ProblemGroup, number> = { error: 0, warning: 0, owed: 0, info: 0 };
  for (const p of problems) n[problemGroup(p)]++;
  return n;
}

/** The hex a problem is about, when its pointer names one (a hex, hexside, victory hex, supply source). */
export function problemHex(p: Pick<Problem, 'pointer'>): string | undefined {
  return (/^\/(?:hexes|victoryHexes|supplySources)\/([^/]+)/.exec(p.pointer) ?? /^\/hexsides\/([^/~]+)~1/.exec(p.pointer))?.[1];
}

/** The values still owed per document, lost and placeholder, by file. */
export function owedCounts(problems: readonly Problem[]): { file: string; lost: number; placeholder: number }[] {
  const out = new Map<string, { file: string; lost: number; placeholder: number }>();
  for (const p of problems) {
    const kind = owedKind(p);
    if (!kind) continue;
    const row = out.get(p.file) ?? { file: p.file, lost: 0, placeholder: 0 };
    row[kind]++;
    out.set(p.file, row);
  }
  return [...out.values()].sort((a, b) => compareText(a.file, b.file));
}
