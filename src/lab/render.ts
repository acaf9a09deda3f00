/** Draws a Vega-Lite plot with Vega: as SVG text (headless: the CLI's report), or into an element where a click on a mark says its datum (the studio). */
import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { PlotSpec } from './report';

const vegaOf = (spec: PlotSpec) => parse(compile({ $schema: 'https://vega.github.io/schema/vega-lite/v6.json', ...spec } as TopLevelSpec).spec);

export async function plotSvg(spec: PlotSpec): Promise<string> {
  const view = new View(vegaOf(spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** Draws the plot as SVG into `el`; `pick` hears the datum of a mark clicked. Returns a function that releases the view. */
export async function plotInto(el: HTMLElement, spec: PlotSpec, pick?: (datum: Record<string, unknown>) => void): Promise<() => void> {
  const view = new View(vegaOf(spec), { renderer: 'svg', container: el, hover: true });
  if (pick) view.addEventListener('click', (_e, item) => item?.datum && pick(item.datum as Record<string, unknown>));
  await view.runAsync();
  return () => view.finalize();
}
