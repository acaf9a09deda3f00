/**
 * A playtest report (issue 16): the plots as Vega-Lite specifications, drawn by Vega as SVG (in Node
 * for the CLI's HTML report, in the browser for the studio), and the page that holds them with the
 * batch's figures and the A/B comparison in words. Plots come from a kept library, never hand-drawn SVG.
 */
import type { Comparison } from './compare';
import type { BatchMeta, Summary } from './summary';
import { summaryLines } from './text';

/** One arm of a batch: the scenario as given, or one of its variants, with its games' summary. */
export interface Arm {
  readonly name: string;
  readonly summary: Summary;
  /** The VP each side needs in this arm, when it is not the batch's (a variant that moves a threshold). */
  readonly thresholds?: Readonly<Record<string, number>>;
}

/** A Vega-Lite specification (kept loose: the report only builds them). */
export type PlotSpec = Record<string, unknown>;

const WIDTH = 360;

/** The report's plots: outcome distribution, VP over turns as bands, VP by source, places held, losses by side, losses by formation. */
export function reportPlots(arms: readonly Arm[], meta: BatchMeta): { readonly title: string; readonly spec: PlotSpec }[] {
  const sideName = (id: string) => meta.sides.find((s) => s.id === id)?.name ?? id;
  // Arms are told apart by colour only when there are several; sides otherwise.
  const colour = arms.length > 1 ? { field: 'arm', type: 'nominal', title: null, sort: arms.map((a) => a.name), legend: { labelLimit: 400, orient: 'bottom', direction: 'vertical' } } : { value: '#4c78a8' };
  // Each arm's own thresholds: an A/B of a variant that moves one draws each arm's line where it is.
  const thresholdsOf = (a: Arm) => a.thresholds ?? meta.thresholds ?? {};
  const need = (side: string, a: Arm) => (thresholdsOf(a)[side] === undefined ? {} : { need: thresholdsOf(a)[side] });
  const needed = arms.some((a) => Object.keys(thresholdsOf(a)).length > 0);
  const differ = new Set(arms.map((a) => JSON.stringify(thresholdsOf(a)))).size > 1;
  const plots: { title: string; spec: PlotSpec }[] = [];
  const outcomes = arms.flatMap((a) => a.summary.outcomes.map((o) => ({ arm: a.name, outcome: o.outcome, p: o.rate.p, lo: o.rate.lo, hi: o.rate.hi })));
  plots.push({
    title: 'Outcomes (share of games, 95% interval)',
    spec: {
      width: WIDTH,
      data: { values: outcomes },
      encoding: { x: { field: 'outcome', type: 'nominal', title: null, axis: { labelAngle: -20 } }, xOffset: { field: 'arm', sort: arms.map((a) => a.name) } },
      layer: [
        { mark: 'bar', encoding: { y: { field: 'p', type: 'quantitative', title: 'share of games', axis: { format: '%' }, scale: { domain: [0, 1] } }, color: colour } },
        { mark: { type: 'rule', color: '#222' }, encoding: { y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' } } },
      ],
    },
  });
  const counts = arms.flatMap((a) => a.summary.vpCounts.map((c) => ({ arm: a.name, side: sideName(c.side), vp: c.vp, share: c.games / a.summary.games, ...need(c.side, a) })));
  if (counts.length) {
    plots.push({
      title: `VP at the end (share of games at each total${needed ? (differ ? '; the lines are the VP a side needs in each arm, in its colour' : '; the line is the VP a side needs to win') : ''})`,
      spec: {
        data: { values: counts },
        facet: { row: { field: 'side', type: 'nominal', title: null } },
        spec: {
          width: WIDTH,
          layer: [
            { mark: 'bar', encoding: { x: { field: 'vp', type: 'ordinal', title: 'VP' }, xOffset: { field: 'arm', sort: arms.map((a) => a.name) }, y: { field: 'share', type: 'quantitative', title: 'share of games', axis: { format: '%' } }, color: colour } },
            ...(needed ? [{ mark: { type: 'rule', color: '#c0392b', strokeWidth: 2 }, encoding: { x: { field: 'need', type: 'ordinal' }, ...(differ ? { color: colour } : {}) } }] : []),
          ],
        },
      },
    });
  }
  const turns = arms.flatMap((a) => a.summary.vpByTurn.map((t) => ({ arm: a.name, side: sideName(t.side), turn: t.turn, median: t.median, q1: t.q1, q3: t.q3, ...need(t.side, a) })));
  if (turns.length) {
    plots.push({
      title: `VP at the end of each game turn (median, quartiles shaded${needed ? '; dashed: the VP a side needs' : ''})`,
      spec: {
        data: { values: turns },
        facet: { column: { field: 'arm', type: 'nominal', title: null, sort: arms.map((a) => a.name) } },
        spec: {
          width: arms.length > 1 ? WIDTH / 1.5 : WIDTH,
          layer: [
            { mark: { type: 'area', opacity: 0.25 }, encoding: { x: { field: 'turn', type: 'ordinal', title: 'game turn' }, color: { field: 'side', type: 'nominal', title: null }, y: { field: 'q1', type: 'quantitative', title: 'VP' }, y2: { field: 'q3' } } },
            { mark: { type: 'line', point: true }, encoding: { x: { field: 'turn', type: 'ordinal' }, color: { field: 'side', type: 'nominal', title: null }, y: { field: 'median', type: 'quantitative' } } },
            ...(needed ? [{ mark: { type: 'rule', color: '#c0392b', strokeDash: [4, 3] }, encoding: { y: { field: 'need', type: 'quantitative' } } }] : []),
          ],
        },
      },
    });
  }
  // A source is named with its side only when more than one side scores.
  const scorers = [...new Set(arms.flatMap((a) => a.summary.vpBySource.map((v) => v.side)))];
  const sources = arms.flatMap((a) => a.summary.vpBySource.map((v) => ({ arm: a.name, source: scorers.length > 1 ? `${sideName(v.side)}: ${v.source}` : v.source, mean: v.vp.mean, lo: v.vp.lo, hi: v.vp.hi })));
  if (sources.length) {
    plots.push({
      title: `VP at the end by source (${scorers.map(sideName).join(', ')}; mean a game, 95% interval)`,
      spec: {
        width: WIDTH,
        data: { values: sources },
        encoding: { y: { field: 'source', type: 'nominal', title: null, sort: null, axis: { labelLimit: 320 } }, yOffset: { field: 'arm', sort: arms.map((a) => a.name) } },
        layer: [
          { mark: 'bar', encoding: { x: { field: 'mean', type: 'quantitative', title: 'VP' }, color: colour } },
          { mark: { type: 'rule', color: '#222' }, encoding: { x: { field: 'lo', type: 'quantitative' }, x2: { field: 'hi' } } },
        ],
      },
    });
  }
  const holders = (who: string) => (who === 'contested' ? 'contested' : sideName(who));
  const held = arms.flatMap((a) => a.summary.held.flatMap((h) => Object.entries(h.shares).map(([who, share]) => ({ arm: a.name, place: meta.where?.[h.place]?.name ?? h.place, holder: holders(who), rank: who === 'contested' ? meta.sides.length : meta.sides.findIndex((x) => x.id === who), share }))));
  if (held.length) {
    const order = arms[0]!.summary.held.map((h) => meta.where?.[h.place]?.name ?? h.place);
    plots.push({
      title: 'Places held at the end (share of games; the places the victory turns on)',
      spec: {
        data: { values: held },
        facet: { column: { field: 'arm', type: 'nominal', title: null, sort: arms.map((a) => a.name) } },
        spec: {
          width: arms.length > 1 ? WIDTH / 1.5 : WIDTH,
          mark: 'bar',
          encoding: {
            y: { field: 'place', type: 'nominal', title: null, sort: order, axis: { labelLimit: 200 } },
            x: { field: 'share', type: 'quantitative', title: 'share of games', axis: { format: '%' }, scale: { domain: [0, 1] } },
            color: { field: 'holder', type: 'nominal', title: null, sort: [...meta.sides.map((x) => x.name), 'contested'] },
            order: { field: 'rank', type: 'quantitative' }, // stacked in the sides' order, contested last
          },
        },
      },
    });
  }
  const losses = arms.flatMap((a) => meta.sides.map((s) => ({ arm: a.name, side: s.name, mean: a.summary.losses[s.id]!.mean, lo: a.summary.losses[s.id]!.lo, hi: a.summary.losses[s.id]!.hi })));
  plots.push({
    title: `${meta.lossUnit} lost per game, by side (mean, 95% interval)`,
    spec: {
      width: WIDTH,
      data: { values: losses },
      encoding: { x: { field: 'side', type: 'nominal', title: null }, xOffset: { field: 'arm', sort: arms.map((a) => a.name) } },
      layer: [
        { mark: 'bar', encoding: { y: { field: 'mean', type: 'quantitative', title: `${meta.lossUnit} lost` }, color: colour } },
        { mark: { type: 'rule', color: '#222' }, encoding: { y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' } } },
      ],
    },
  });
  const top = new Set(arms.flatMap((a) => a.summary.formations.slice(0, 12).map((f) => f.formation)));
  const formations = arms.flatMap((a) => a.summary.formations.filter((f) => top.has(f.formation)).map((f) => ({ arm: a.name, formation: f.formation, side: sideName(f.side), mean: f.mean })));
  if (formations.length) {
    plots.push({
      title: `${meta.lossUnit} lost per game, by formation (the most hit)`,
      spec: {
        width: WIDTH,
        data: { values: formations },
        mark: 'bar',
        encoding: { y: { field: 'formation', type: 'nominal', title: null, sort: '-x' }, yOffset: { field: 'arm', sort: arms.map((a) => a.name) }, x: { field: 'mean', type: 'quantitative', title: `${meta.lossUnit} lost per game` }, color: arms.length > 1 ? colour : { field: 'side', type: 'nominal', title: null } },
      },
    });
  }
  plots.push(...wherePlots(arms, meta));
  return plots;
}

/** Heat maps on the map's own ground: where combats were fought and where strength was lost, per game. */
function wherePlots(arms: readonly Arm[], meta: BatchMeta): { title: string; spec: PlotSpec }[] {
  const where = meta.where;
  if (!where || !Object.keys(where).length) return [];
  const xs = Object.values(where).map((p) => p.x);
  const ys = Object.values(where).map((p) => p.y);
  const aspect = (Math.max(...ys) - Math.min(...ys) || 1) / (Math.max(...xs) - Math.min(...xs) || 1);
  const width = arms.length > 1 ? WIDTH / 1.3 : WIDTH;
  const ground = arms.flatMap((a) => Object.entries(where).map(([place, p]) => ({ arm: a.name, place, x: p.x, y: p.y })));
  const axes = { x: { field: 'x', type: 'quantitative', axis: null, scale: { zero: false, nice: false } }, y: { field: 'y', type: 'quantitative', axis: null, scale: { zero: false, nice: false, reverse: true } } };
  const plot = (title: string, field: 'combats' | 'losses', scheme: string) => {
    const hits = arms.flatMap((a) => a.summary.places.filter((p) => p[field] > 0 && where[p.place]).map((p) => ({ arm: a.name, place: where[p.place]!.name ?? p.place, x: where[p.place]!.x, y: where[p.place]!.y, [field]: p[field] })));
    return {
      title,
      spec: {
        facet: { column: { field: 'arm', type: 'nominal', title: null, sort: arms.map((a) => a.name) } },
        data: { values: [...ground, ...hits] },
        spec: {
          width,
          height: width * aspect,
          layer: [
            { transform: [{ filter: `datum.${field} == null` }], mark: { type: 'point', filled: true, size: 6, color: '#d8d4c8' }, encoding: axes },
            { transform: [{ filter: `datum.${field} != null` }], mark: { type: 'circle', opacity: 0.85 }, encoding: { ...axes, size: { field, type: 'quantitative', title: 'per game', legend: { orient: 'bottom' } }, color: { field, type: 'quantitative', scale: { scheme }, title: 'per game' }, tooltip: [{ field: 'place' }, { field, format: '.2f' }] } },
          ],
        },
      },
    };
  };
  return [plot('Where combats were fought (per game)', 'combats', 'oranges'), plot(`Where ${meta.lossUnit} were lost (per game)`, 'losses', 'reds')];
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The whole report as one self-contained HTML page: figures, comparisons, and the plots' SVG (drawn by the caller). */
export function reportHtml(arms: readonly Arm[], meta: BatchMeta, comparisons: readonly Comparison[], plots: readonly { readonly title: string; readonly svg: string }[], notes: readonly string[] = []): string {
  const title = `Playtest: ${meta.scenario.name}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font:14px/1.45 system-ui,sans-serif;margin:24px auto;max-width:1100px;color:#1d1d1d}h1{font-size:22px}h2{font-size:17px;margin-top:28px}pre{background:#f6f4ee;padding:10px;white-space:pre-wrap}figure{margin:16px 0}figcaption{font-weight:600;margin-bottom:6px}.ab li{margin:4px 0}</style>
</head><body>
<h1>${escape(title)}</h1>
<p>${escape(`${meta.sides.map((s, i) => `${s.name}: ${meta.bots[i] ?? '?'} bot`).join('; ')}. ${arms.map((a) => `${a.name}: ${a.summary.games} games`).join('; ')}.`)}</p>
${notes.map((n) => `<p>${escape(n)}</p>`).join('\n')}
${comparisons.length ? `<h2>A/B</h2><ul class="ab">${comparisons.flatMap((c) => c.words).map((w) => `<li>${escape(w)}</li>`).join('')}</ul>` : ''}
${plots.map((p) => `<figure><figcaption>${escape(p.title)}</figcaption>${p.svg}</figure>`).join('\n')}
${arms.map((a) => `<h2>${escape(a.name)}</h2><pre>${escape(summaryLines(a.name, a.summary, meta).join('\n'))}</pre>`).join('\n')}
</body></html>
`;
}
