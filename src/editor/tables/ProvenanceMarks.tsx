import { createSignal, For, Show, type JSX } from 'solid-js';
import { tableCommands } from '../../document';
import type { Ruleset } from '../../generated/documents';
import { getAtPointer } from '../../shared/jsonPointer';
import { runEdit } from '../runEdit';
import { useStudio } from '../studio';

const CONFIDENCES = ['stated', 'inferred', 'lost', 'placeholder'] as const;

/** The value picked in a table editor: its record in the ruleset, its pointer there, and what to call it. */
export interface Picked {
  readonly record: readonly string[];
  readonly rel: string;
  readonly what: string;
}

/**
 * Which cell the focus is in, read from the `data-prov` (pointer in the record), `data-record`
 * (the record's path, "tables/crt"; the editor's default otherwise) and `data-what` (its name) of
 * the cell: editors mark their cells and get one picker for all of them.
 */
export function pickedFrom(e: FocusEvent, record: readonly string[]): Picked | undefined {
  const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-prov]');
  if (!cell) return undefined;
  return { record: cell.dataset.record ? cell.dataset.record.split('/') : record, rel: cell.dataset.prov ?? '', what: cell.dataset.what ?? cell.dataset.prov ?? '' };
}

/**
 * The provenance of the picked value of a table editor, and the way to re-mark it (stated,
 * inferred, lost, placeholder, with a note), as one named, undoable step.
 */
export function ProvenanceMarks(props: { file: string; ruleset: Ruleset; picked: Picked | undefined; testid?: string; markPrefix?: string; children?: JSX.Element }) {
  const studio = useStudio();
  const [note, setNote] = createSignal('');
  const record = () => (props.picked ? (getAtPointer(props.ruleset, `/${props.picked.record.join('/')}`) as Parameters<typeof tableCommands.provenanceOf>[0] | undefined) : undefined);
  const prov = () => (record() && props.picked ? tableCommands.provenanceOf(record()!, props.picked.rel) : undefined);
  const mark = (confidence: (typeof CONFIDENCES)[number]) => {
    const p = props.picked;
    if (p && runEdit(studio, props.file, 'table/markProvenance', tableCommands.markRecordProvenance(props.ruleset, p.record, p.rel, confidence, note() || undefined))) setNote('');
  };
  return (
    <div class="crt-cell-inspector" data-testid={props.testid ?? 'provenance-marks'}>
      <Show when={props.picked} fallback={<span class="note">Pick a cell to see where its value comes from and to re-mark it.</span>}>
        {(p) => (
          <>
            <b>{p().what}</b>: {props.children} provenance <i>{prov()?.confidence ?? 'none'}</i> ({prov()?.source ?? 'no source'}
            {prov() && prov()!.at !== p().rel ? `, from ${prov()!.at || 'the whole record'}` : ''}
            {prov()?.note ? ` — ${prov()!.note}` : ''})
            <div class="crt-mark">
              <input placeholder="note (why)" value={note()} onInput={(e) => setNote(e.currentTarget.value)} />
              <For each={CONFIDENCES}>{(c) => <button data-testid={`${props.markPrefix ?? 'mark-'}${c}`} onClick={() => mark(c)}>Mark {c}</button>}</For>
            </div>
          </>
        )}
      </Show>
    </div>
  );
}
