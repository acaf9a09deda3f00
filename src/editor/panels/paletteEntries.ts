import { matchesWords } from '../../shared/words';
import type { Action } from '../actions';
import { showHex } from '../map/showHex';
import type { Studio } from '../studio';

/** Words a designer types for each kind of document, besides its name and file. */
const KIND_WORDS: Record<string, string> = {
  ruleset: 'rules ruleset tables crt tec terrain effects combat results',
  map: 'map hexes terrain',
  oob: 'oob order of battle units counters',
  scenario: 'scenario setup reinforcements schedule variant',
  playtest: 'playtest game log replay',
};

/**
 * What the command palette offers beyond the action registry: every open document ("oob", "west
 * map", a file name), and a hex of the open map ("go to hex 2020", "hex 2020", "2020").
 */
export function paletteEntries(studio: Studio, query: string): Action[] {
  const out: Action[] = [];
  const hex = /^(?:go\s*to\s*)?(?:hex\s*)?#?(\d{3,6})$/i.exec(query.trim())?.[1];
  const open = studio.openFile();
  const doc = open ? studio.store.get(open)?.doc : undefined;
  const hexes = (doc as { hexes?: Record<string, unknown>; grid?: unknown } | undefined)?.grid ? (doc as { hexes?: Record<string, unknown> }).hexes : undefined;
  if (hex && open && hexes) out.push({ id: 'view/goToHex', menu: 'View', label: () => `Go to hex ${hex}`, run: (s) => showHex(s, open, hexes, hex) });
  for (const d of studio.store.documents()) {
    const name = (d.doc as { name?: string } | undefined)?.name ?? d.file.split('/').pop()!;
    const text = `${name} ${d.file} ${d.kind ?? ''} ${KIND_WORDS[d.kind ?? ''] ?? ''}`;
    if (query.trim() && matchesWords(text, query)) out.push({ id: `open/${d.file}`, menu: 'File', label: () => `Open ${name} (${d.file})`, run: (s) => s.open(d.file) });
  }
  return out;
}
