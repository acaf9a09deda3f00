import { createMemo, createSignal, Show } from 'solid-js';
import { renaming } from '../../document';
import { useStudio } from '../studio';
import { FormDialog } from './FormDialog';
import { DialogButtons, ReferenceList } from './ReferenceList';

/**
 * File › Rename: a document's new id, the file it moves to when its file is named after its id,
 * and the documents whose references change with it, said before anything changes. The rename is
 * one undoable step across them all until saved, when the new file is written and the old one is
 * moved into data/.trash/.
 */
export function RenameDocumentDialog() {
  const studio = useStudio();
  return (
    <Show when={studio.renaming()} keyed>
      {(file) => <RenameDocumentForm file={file} close={() => studio.setRenaming(undefined)} />}
    </Show>
  );
}

function RenameDocumentForm(props: { file: string; close(): void }) {
  const studio = useStudio();
  const current = () => studio.store.get(props.file);
  const oldId = String(current()?.doc?.id ?? '');
  const kind = current()?.kind ?? 'document';
  const [id, setId] = createSignal(oldId);
  const plan = createMemo(() => {
    studio.version();
    return renaming.renamePlan(studio.store.documents({ own: true }), props.file, id());
  });
  const worked = () => {
    const p = plan();
    return 'reason' in p ? undefined : p;
  };
  // While edits are recorded into a variant, a step across documents would not be the variant's change.
  const blocked = () => (studio.recording() ? `Stop recording into ${studio.recording()} before renaming a document` : undefined);
  // The same id is no rename, nor a mistake to point out.
  const reason = () => {
    const p = plan();
    return blocked() ?? ('reason' in p && id().trim() !== oldId ? p.reason : undefined);
  };
  const rename = () => {
    const p = worked();
    if (!p || blocked()) return;
    const label = `Rename ${kind} ${oldId} to ${p.id}`;
    const moved = p.file !== props.file ? { from: props.file, to: p.file } : undefined;
    const r = studio.store.executeAcross({ id: 'document/rename', label }, p.parts, moved);
    props.close();
    if (!r.ok) return studio.say(r.reason, 'warn');
    const others = p.parts.length - (moved ? 2 : 1);
    studio.say(`${label}${others ? `, and its name in ${others} other document${others === 1 ? '' : 's'}` : ''}: undo puts every one back; Save writes ${p.file}${moved ? ` and moves ${props.file} into data/.trash/` : ''}`);
  };
  return (
    <FormDialog label="Rename document" class="new-document" submit={rename} close={props.close}>
      <h2>
        Rename {kind} {oldId}
      </h2>
      <label>
        New id
        <input aria-label="New id" aria-invalid={!!reason()} value={id()} ref={(el) => queueMicrotask(() => el.select())} onInput={(e) => setId(e.currentTarget.value)} />
      </label>
      <Show when={reason()}>
        <p class="warn" data-testid="rename-problem">
          {reason()}.
        </p>
      </Show>
      <Show when={worked()}>
        {(p) => (
          <>
            <p data-testid="rename-file">{p().file === props.file ? `${props.file} keeps its name (it is not named after the id).` : `${props.file} becomes ${p().file}.`}</p>
            <Show when={p().references.length} fallback={<p>No other document names it.</p>}>
              <p>
                {p().references.length} document{p().references.length === 1 ? ' names' : 's name'} it, and will name {p().id}:
              </p>
              <ReferenceList references={p().references} testid="rename-references" />
            </Show>
          </>
        )}
      </Show>
      <p class="hint">One step: Edit › Undo puts every document back. Saving writes the renamed file{worked() && worked()!.file !== props.file ? ' and moves the old one into data/.trash/' : ''}.</p>
      <DialogButtons submit="Rename" testid="rename-confirm" disabled={!worked() || !!blocked()} cancel={props.close} />
    </FormDialog>
  );
}
