/**
 * The print-and-play PDF (issue 17): a scenario's maps at print scale over overlapping sheets, then its
 * counter sheets with fronts and backs registered for double-sided printing, then the charts and
 * tables drawn from the data with a provenance key. One vector document
 * (pdf-lib), made the same way by the CLI and the studio.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { AreaMap, HexMap, OrderOfBattle, Ruleset, Scenario } from '../generated/documents';
import { addCharts, type ChartContent } from './charts';
import { addCounterSheets } from './counterPdf';
import { addMapSheets, type PrintOptions } from './pdfMap';
import { PAPER } from './pdfKit';

export interface PrintContent {
  readonly title: string;
  readonly maps: readonly { readonly map: HexMap | AreaMap; readonly ruleset: Ruleset }[];
  /** The counters to print, from the order of battle, in this order. */
  readonly counters?: { readonly oob: OrderOfBattle; readonly units: readonly string[] };
  /** The charts: the ruleset's tables, the terrain effects, and the scenario's turn record and reinforcements. */
  readonly charts?: ChartContent;
}

export interface PrintResult {
  readonly pdf: Uint8Array;
  /** Each map's sheets, laid rows × columns, and its scale in words ("Hexes 16 mm across"). */
  readonly maps: readonly { readonly id: string; readonly rows: number; readonly columns: number; readonly scale: string }[];
  readonly counterPages: number;
  readonly chartPages: number;
  readonly pages: number;
}

export async function printAndPlayPdf(content: PrintContent, options: PrintOptions & { counterMm?: number } = {}): Promise<PrintResult> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${content.title}: print-and-play`);
  doc.setCreator('Sandtable');
  const fonts = { font: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const maps = content.maps.map(({ map, ruleset }) => ({ id: map.id, ...addMapSheets(doc, map, ruleset, fonts, options) }));
  const counterPages = content.counters ? addCounterSheets(doc, content.counters.oob, content.counters.units, { ...fonts, page: PAPER[options.paper ?? 'a4'], ...(options.counterMm ? { counterMm: options.counterMm } : {}) }) : 0;
  const chartPages = content.charts ? addCharts(doc, content.charts, fonts, PAPER[options.paper ?? 'a4']) : 0;
  return { pdf: await doc.save(), maps, counterPages, chartPages, pages: doc.getPageCount() };
}

/** The counters a scenario plays: those it sets up, then those it brings on, in the order of battle's order; all of them when it names none (a free set-up). */
export function scenarioUnits(scenario: Scenario, oob: OrderOfBattle): string[] {
  const named = new Set([...Object.keys(scenario.setup ?? {}), ...Object.values(scenario.reinforcements ?? {}).flatMap((g) => (g as { units?: string[] }).units ?? [])]);
  const ids = Object.keys(oob.units);
  return named.size ? ids.filter((id) => named.has(id)) : ids;
}
