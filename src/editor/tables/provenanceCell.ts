import { tableCommands } from '../../document';

type Record = Parameters<typeof tableCommands.provenanceOf>[0];

/**
 * How a table editor shows a value's provenance: a class by its confidence (prov-stated, prov-lost,
 * prov-none…) and a title saying where it comes from and where the entry covering it is recorded.
 */
export function provenanceCell(record: unknown, rel: string): { class: string; title: string } {
  const p = tableCommands.provenanceOf(record as Record, rel);
  if (!p) return { class: 'prov-none', title: 'no provenance' };
  return { class: `prov-${p.confidence}`, title: `${p.confidence}: ${p.source}${p.note ? ` — ${p.note}` : ''}${p.at ? ` (marked at ${p.at})` : ' (the whole record)'}` };
}
