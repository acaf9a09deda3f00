/**
 * File → Export the open map (issue 17): as a Tiled map, a zip (fflate) of the TMJ and its terrain
 * tiles; or as print-and-play PDF pages. The map as the studio holds it, unsaved edits included,
 * downloaded by the browser. The exporters are fetched when first used, never at start-up.
 */
import type { HexMap, Ruleset } from '../../generated/documents';
import type { Studio } from '../studio';

/** The open document when it is a hex map whose ruleset is loaded. */
export function openHexMap(s: Studio): { map: HexMap; ruleset: Ruleset } | undefined {
  const d = s.openFile() ? s.store.get(s.openFile()!)?.doc : undefined;
  if (d?.kind !== 'map' || (d as unknown as HexMap).topology !== 'hex') return undefined;
  const map = d as unknown as HexMap;
  const ruleset = s.store.find('ruleset', map.ruleset as string)?.doc as unknown as Ruleset | undefined;
  return ruleset ? { map, ruleset } : undefined;
}

export async function exportTiled(s: Studio): Promise<void> {
  const open = openHexMap(s);
  if (!open) return s.say('Open a hex map to export it as a Tiled map', 'warn');
  const [{ strToU8, zipSync }, { toTiled }] = await Promise.all([import('fflate'), import('../../publish/tiled')]);
  const folder = `${open.map.id}-tiles`;
  const { tmj, images } = toTiled(open.map, open.ruleset, folder);
  const zip = zipSync({ [`${open.map.id}.tmj`]: strToU8(JSON.stringify(tmj, null, 1) + '\n'), ...Object.fromEntries(images.map((i) => [i.file, strToU8(i.svg)])) });
  const file = download(zip, `${open.map.id}.tiled.zip`, 'application/zip');
  s.say(`Exported ${open.map.name} as a Tiled map: ${file} (${tmj.width} × ${tmj.height} hexes, ${images.length} terrain tiles)`, 'info');
}

export async function exportPrintMap(s: Studio): Promise<void> {
  const open = openHexMap(s);
  if (!open) return s.say('Open a hex map to print it', 'warn');
  s.say(`Drawing ${open.map.name} for print…`, 'info');
  const { printAndPlayPdf } = await import('../../publish/printAndPlay');
  const { pdf, maps } = await printAndPlayPdf({ title: open.map.name, maps: [open] });
  const { rows, columns } = maps[0]!;
  const file = download(pdf, `${open.map.id}.print.pdf`, 'application/pdf');
  s.say(`Exported ${open.map.name} for print: ${file} (${rows * columns} A4 sheets, ${rows} × ${columns}, hexes 16 mm across)`, 'info');
}

/** Hands bytes to the browser as a download; returns the file's name. */
function download(bytes: Uint8Array, name: string, type: string): string {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
