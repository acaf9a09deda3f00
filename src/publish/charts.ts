/**
 * The charts of a print-and-play PDF (issue 17), drawn from the data the engine plays: every table
 * of the ruleset (the CRT with its result key and shifts, each die-roll table, modifiers and
 * lookups), the terrain effects chart, the scenario's turn record and reinforcement schedule, and a
 * provenance key for the values still owed. A cell whose value is placeholder or lost in the
 * source carries the counters' red corner.
 */
import { rgb, type PDFDocument, type PDFFont } from 'pdf-lib';
import { tableCommands } from '../document';
import type { OrderOfBattle, Ruleset, Scenario } from '../generated/documents';
import { owedCounts, validateProject, type ProjectDocument } from '../validation';
import { colour } from './pdfKit';
import { PageFlow, type Cell } from './pdfFlow';

/** Where charts are laid: the PDF's page flow, or an HTML page (the VASSAL module's chart windows). */
export interface ChartSink {
  heading(text: string, size?: number): void;
  text(text: string, size?: number): void;
  table(header: readonly string[], rows: readonly (readonly Cell[])[], size?: number): void;
}

type Table = Ruleset['tables'][string];
type Provenanced = { provenance?: Record<string, { source: string; confidence: string; note?: string }> };

export interface ChartContent {
  readonly ruleset: Ruleset;
  readonly scenario?: Scenario;
  readonly oob?: OrderOfBattle;
  /** Values still owed across the documents printed: how many per document, lost and placeholder. */
  readonly owed?: readonly { readonly file: string; readonly lost: number; readonly placeholder: number }[];
}

const owedIn = (record: unknown, rel: string) => {
  const p = tableCommands.provenanceOf(record as Provenanced, rel);
  return p?.confidence === 'lost' || p?.confidence === 'placeholder';
};
const cell = (text: unknown, owed = false, extra: Partial<Cell> = {}): Cell => ({ text: text === undefined || text === null ? '' : String(text), ...(owed ? { owed } : {}), ...extra });
const rollOf = (t: { roll?: { die: string; count?: number } }) => (t.roll ? `${t.roll.count && t.roll.count > 1 ? t.roll.count : ''}${t.roll.die}` : '');
const titleOf = (t: { name: string; rule?: string }) => `${t.name}${t.rule ? ` (${t.rule})` : ''}`;

/** The charts in sections (the tables, the terrain effects, the turn record and reinforcements, the key), each laid on a sink. */
export function chartSections(content: ChartContent): { readonly title: string; readonly draw: (sink: ChartSink) => void }[] {
  const r = content.ruleset;
  const s = content.scenario;
  const ordered = Object.entries(r.tables).sort(([, a], [, b]) => rank(a) - rank(b));
  return [
    {
      title: 'Tables',
      draw: (sink) => {
        for (const [, t] of ordered) if (t.kind !== 'modifiers' || !referenced(r, t)) tableChart(sink, r, t);
      },
    },
    { title: 'Terrain effects', draw: (sink) => terrainChart(sink, r) },
    ...(s
      ? [
          {
            title: 'Turn record and reinforcements',
            draw: (sink: ChartSink) => {
              turnRecord(sink, r, s, content.oob);
              if (content.oob) reinforcementChart(sink, r, s, content.oob);
            },
          },
        ]
      : []),
    { title: 'Provenance key', draw: (sink) => provenanceKey(sink, r, content.owed ?? []) },
  ];
}

/** Values still owed in the documents printed (`printed`, document objects), checked from the project's documents. */
export const owedInProject = (documents: readonly ProjectDocument[], printed: ReadonlySet<unknown>) => owedCounts(validateProject(documents.filter((d) => printed.has(d.doc))));

/** Adds the chart pages; returns how many. */
export function addCharts(doc: PDFDocument, content: ChartContent, fonts: { font: PDFFont; bold: PDFFont }, page: readonly [number, number]): number {
  const before = doc.getPageCount();
  const flow = new PageFlow(doc, page, fonts, `${content.ruleset.name}: charts and tables`);
  for (const section of chartSections(content)) section.draw(flow);
  return doc.getPageCount() - before;
}

/** CRTs first, then die-roll tables, then the rest as the ruleset lists them. */
const rank = (t: Table) => (t.kind === 'oddsCrt' || t.kind === 'differentialCrt' ? 0 : t.kind === 'dieRoll' || t.kind === 'dicePool' ? 1 : 2);
/** A modifiers table another table names is printed under that table. */
const MODIFIER_KEYS = ['shifts', 'modifiers', 'attackerModifiers', 'defenderModifiers', 'ratioModifiers'];
/** The modifiers tables a table names (its shifts, its modifiers…). */
const modifiersOf = (r: Ruleset, t: Table) => MODIFIER_KEYS.map((k) => r.tables[(t as unknown as Record<string, string>)[k] ?? '']).filter((m) => m?.kind === 'modifiers') as Extract<Table, { kind: 'modifiers' }>[];
const referenced = (r: Ruleset, m: Table) => Object.values(r.tables).some((t) => modifiersOf(r, t).includes(m as never));

function tableChart(flow: ChartSink, r: Ruleset, t: Table): void {
  flow.heading(titleOf(t), 11);
  if (t.description) flow.text(t.description);
  if (t.kind === 'oddsCrt') {
    flow.table([`${rollOf(t)}`, ...t.columns], Object.entries(t.rows).map(([die, row]) => [cell(die, false, { bold: true }), ...t.columns.map((col) => cell(row[col], owedIn(t, `/rows/${die}/${col}`)))]));
    if (t.clamp) flow.text(`Odds below ${t.clamp.below ?? t.columns[0]} are read as ${t.clamp.below ?? t.columns[0]}, above ${t.clamp.above ?? t.columns.at(-1)} as ${t.clamp.above ?? t.columns.at(-1)}${t.clamp.shiftsBeforeClamp ? '; column shifts apply before this' : ''}. Odds are rounded in favour of the ${t.rounding ?? 'defender'}.`);
  } else if (t.kind === 'differentialCrt') {
    const cols = t.strengthColumns.map(String);
    flow.table(['', ...cols], Object.entries(t.rows).map(([k, row]) => [cell(k, false, { bold: true }), ...cols.map((col) => cell(compact(row[col]), owedIn(t, `/rows/${k}/${col}`)))]));
  } else if (t.kind === 'dieRoll') {
    flow.table([rollOf(t), 'Result', 'Meaning'], byRoll(Object.entries(t.entries)).map(([roll, code]) => [cell(roll, false, { bold: true }), cell(t.results[code]?.label ?? code, owedIn(t, `/entries/${roll}`)), cell(t.results[code]?.description)]));
    if (t.modifiedRange) flow.text(`A modified roll is read within ${t.modifiedRange.min}–${t.modifiedRange.max}${t.modifiedRange.rule ? ` (${t.modifiedRange.rule})` : ''}.`);
  } else if (t.kind === 'dicePool') {
    flow.table(['Who', 'Hit on'], Object.entries(t.thresholds).map(([k, h]) => [cell(k, false, { bold: true }), cell(compact(h), owedIn(t, `/thresholds/${k}`))]));
    flow.text(`One ${rollOf(t)} per ${t.diceCount === 'one' ? 'unit' : t.diceCount === 'steps' ? 'step' : 'strength point'}; a hit is a roll ${t.hitWhen === 'atMost' ? 'at most' : 'at least'} the number.`);
  } else if (t.kind === 'lookup') {
    if (t.keyedBy) flow.text(`By ${t.keyedBy}.`);
    flow.table(['', 'Value'], Object.entries(t.entries).map(([k, e]) => [cell(e.label ?? k, false, { bold: true }), cell(e.value, owedIn(t, `/entries/${k}`))]));
  } else if (t.kind === 'modifiers') modifiersTable(flow, t);
  // Result codes, and the modifiers or shifts the table names.
  const results = 'results' in t ? (t.results as Record<string, { label: string; description?: string }>) : undefined;
  if (results && t.kind !== 'dieRoll') flow.table(['Result', 'Meaning'], Object.entries(results).map(([code, res]) => [cell(res.label || code, false, { bold: true }), cell(res.description)]));
  for (const m of modifiersOf(r, t)) {
    flow.text(titleOf(m), 8.5);
    modifiersTable(flow, m);
  }
}

/** Die-roll rows in the order of their rolls ("2..3" after "1", not after "6" as an object keeps them). */
const byRoll = <T,>(rows: [string, T][]) => rows.sort(([a], [b]) => parseFloat(a) - parseFloat(b));

function modifiersTable(flow: ChartSink, m: Extract<Table, { kind: 'modifiers' }>): void {
  const entries = Object.entries(m.entries as Record<string, { label?: string; value?: unknown; rule?: string; side?: string }>);
  flow.table(['Modifier', 'Value', 'Rule'], entries.map(([k, e]) => [cell(e.label ?? k), cell(signed(e.value), owedIn(m, `/entries/${k}`)), cell(e.rule)]));
}

/** The terrain effects chart: each terrain and hexside with its colour, costs by movement class, and effects. */
function terrainChart(flow: ChartSink, r: Ruleset): void {
  const terrain = (r as { terrainTypes?: Record<string, Record<string, unknown> & { name: string; colour?: string }> }).terrainTypes;
  if (!terrain) return;
  const classes = Object.entries((r as { movementClasses?: Record<string, { name: string }> }).movementClasses ?? {});
  flow.heading('Terrain effects chart', 11);
  flow.table(
    ['Terrain', ...classes.map(([, c]) => c.name), 'Defence', 'Armor shift', 'Notes', 'Rule'],
    Object.entries(terrain).map(([id, t]) => [
      cell(t.name, owedIn(r, `/terrainTypes/${id}`), { fill: colour(t.colour, '#ffffff'), bold: true }),
      ...classes.map(([k]) => cell(cost((t.movement as Record<string, unknown> | undefined)?.[k]), owedIn(r, `/terrainTypes/${id}/movement/${k}`))),
      cell(signed(t.defenseBonus), owedIn(r, `/terrainTypes/${id}/defenseBonus`)),
      cell(t.armorShift),
      cell(t.notes),
      cell(t.rule),
    ]),
    6.5,
  );
  const sides = (r as { hexsideTypes?: Record<string, Record<string, unknown> & { name: string }> }).hexsideTypes;
  if (!sides) return;
  flow.table(
    ['Hexside', ...classes.map(([, c]) => c.name), 'Attack across', 'Notes'],
    Object.entries(sides).map(([id, h]) => [cell(h.name, owedIn(r, `/hexsideTypes/${id}`), { bold: true }), ...classes.map(([k]) => cell(cost((h.crossing as Record<string, unknown> | undefined)?.[k]))), cell(h.attack), cell(h.notes)]),
    6.5,
  );
}

/** The scenario's turns from first to last: date, day or night, weather and ground, and what arrives. */
function turnRecord(flow: ChartSink, r: Ruleset, s: Scenario, oob: OrderOfBattle | undefined): void {
  const cal = (r as { calendar?: { turnOrder: string[]; turns: Record<string, { label: string; date?: string; sequence?: string; weather?: string; ground?: string }> } }).calendar;
  if (!cal) return;
  const from = cal.turnOrder.indexOf(s.firstTurn as string);
  const to = cal.turnOrder.indexOf(s.lastTurn as string);
  const turns = cal.turnOrder.slice(Math.max(0, from), to >= 0 ? to + 1 : undefined);
  const arriving = arrivals(s, oob);
  flow.heading(`Turn record: ${s.name}`, 11);
  flow.table(
    ['Turn', 'Date', 'Day or night', 'Weather', 'Ground', 'Arriving'],
    turns.map((id) => {
      const t = cal.turns[id]!;
      const night = t.sequence === 'night';
      const fill = night ? rgb(0.82, 0.84, 0.9) : undefined;
      const here = Object.entries(arriving.get(id) ?? {}).map(([side, n]) => `${r.sides[side]?.name ?? side} ${n}`).join(', ');
      return [cell(t.label, false, { bold: true, ...(fill ? { fill } : {}) }), cell(t.date), cell(t.sequence), cell(t.weather), cell(t.ground), cell(here)];
    }),
  );
}

/** A unit's side, as its order of battle says (unknown without one). */
const sideOf = (oob: OrderOfBattle | undefined, unit: string) => (oob?.units[unit] as { side?: string } | undefined)?.side ?? '?';

/** Units arriving per turn and side. */
function arrivals(s: Scenario, oob: OrderOfBattle | undefined): Map<string, Record<string, number>> {
  const out = new Map<string, Record<string, number>>();
  for (const g of Object.values(s.reinforcements ?? {}) as { turn: string; units?: string[] }[]) {
    const row = out.get(g.turn) ?? {};
    for (const u of g.units ?? []) row[sideOf(oob, u)] = (row[sideOf(oob, u)] ?? 0) + 1;
    out.set(g.turn, row);
  }
  return out;
}

/** Each group of reinforcements: its turn, the units by name, and where they enter. */
function reinforcementChart(flow: ChartSink, r: Ruleset, s: Scenario, oob: OrderOfBattle): void {
  const groups = Object.values(s.reinforcements ?? {}) as unknown as { turn: string; units?: string[]; entry?: Record<string, unknown>; rule?: string }[];
  if (!groups.length) return;
  flow.heading(`Reinforcements: ${s.name}`, 11);
  const order = (r as { calendar?: { turnOrder: string[] } }).calendar?.turnOrder ?? [];
  groups.sort((a, b) => order.indexOf(a.turn) - order.indexOf(b.turn));
  flow.table(
    ['Turn', 'Side', 'Units', 'Enter at', 'Rule'],
    groups.map((g) => [
      cell(g.turn, false, { bold: true }),
      cell([...new Set((g.units ?? []).map((u) => sideOf(oob, u)))].map((side) => r.sides[side]?.name ?? side).join(', ')),
      cell((g.units ?? []).map((u) => oob.units[u]?.name ?? u).join('; '), (g.units ?? []).some((u) => owedIn(oob.units[u], '/name'))),
      cell(entryOf(g.entry)),
      cell(g.rule),
    ]),
    6.5,
  );
}

function entryOf(e: Record<string, unknown> | undefined): string {
  if (!e) return '';
  if (Array.isArray(e.letters)) return `entry ${(e.letters as string[]).length > 1 ? 'areas' : 'area'} ${(e.letters as string[]).join(' or ')}`;
  if (Array.isArray(e.hexes)) return `hex ${(e.hexes as string[]).join(' or ')}`;
  if (Array.isArray(e.zones)) return `zone ${(e.zones as string[]).join(' or ')}`;
  if (Array.isArray(e.areas)) return `area ${(e.areas as string[]).join(' or ')}`;
  if (typeof e.special === 'string') return e.special.replace(/([A-Z])/g, ' $1').toLowerCase();
  return compact(e);
}

/** What the red corner means, and how many values each document still owes. */
function provenanceKey(flow: ChartSink, r: Ruleset, owed: ChartContent['owed'] & object): void {
  flow.heading('Provenance key', 11);
  flow.text('A red corner on a counter or in a chart marks a value still owed: "lost" where the source could not be read, "placeholder" where a stand-in was entered so the game plays. Check these against the printed game before relying on them; the studio\'s Provenance tab lists each one with its note.');
  const tableRows = Object.entries(r.tables).flatMap(([, t]) => Object.entries((t as Provenanced).provenance ?? {}).filter(([, p]) => p.confidence === 'lost' || p.confidence === 'placeholder').map(([at, p]) => [cell(titleOf(t)), cell(at || '(whole table)'), cell(p.confidence, true), cell(p.note ?? p.source)]));
  if (tableRows.length) flow.table(['Table', 'Value', 'Status', 'Note'], tableRows, 6.5);
  if (owed.length) flow.table(['Document', 'Lost', 'Placeholder'], owed.map((o) => [cell(o.file), cell(o.lost, o.lost > 0), cell(o.placeholder, o.placeholder > 0)]));
}

function cost(v: unknown): string {
  if (v === undefined) return '';
  if (v === 'prohibited') return 'P';
  if (typeof v === 'string') return v.replace(/([A-Z])/g, ' $1').toLowerCase();
  return compact(v);
}

const signed = (v: unknown) => (typeof v === 'number' && v > 0 ? `+${v}` : v === undefined ? '' : compact(v));

/** A value in a few words: objects as "key value" pairs. */
function compact(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v !== 'object') return String(v);
  if (Array.isArray(v)) return v.map(compact).join(', ');
  return Object.entries(v).map(([k, x]) => `${k} ${compact(x)}`).join(', ');
}
