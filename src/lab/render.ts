/** Draws a Vega-Lite plot as SVG with Vega's headless renderer: the same in Node (the CLI's report) and in the browser. */
import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { PlotSpec } from './report';

export async function plotSvg(spec: PlotSpec): Promise<string> {
  const vega = compile({ $schema: 'https://vega.github.io/schema/vega-lite/v6.json', ...spec } as TopLevelSpec).spec;
  const view = new View(parse(vega), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
