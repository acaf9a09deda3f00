import { createMemo, Show } from 'solid-js';
import { references } from '../../document';
import { useStudio } from '../studio';
import { FormDialog } from './FormDialog';
import { DialogButtons, ReferenceList } from './ReferenceList';

/**
 * File › Delete: says which documents name the one to delete (their references become Problems)
 * and that the deletion is an undoable step until saved, when the file is moved into data/.trash/.
 */
export function DeleteDocumentDialog() {
  const studio = useStudio();
  return (
    <Show when={studio.deleting()} keyed>
      {(file) => <DeleteDocumentForm file={file} close={() => studio.setDeleting(undefined)} />}
    </Show>
  );
}

function DeleteDocumentForm(props: { file: string; close(): void }) {
  const studio = useStudio();
  const doc = () => studio.store.get(props.file);
  const named = createMemo(() => {
    studio.version();
    const d = doc()?.doc as { id?: string } | undefined;
    const kind = doc()?.kind;
    return d?.id && kind ? references.referencesTo(studio.store.documents({ own: true }).filter((x) => x.file !== props.file), kind, d.id) : [];
  });
  // While edits are recorded into a variant, the documents it patches stay: the variant itself may go.
  const recording = () => studio.recording();
  const blocked = () => (recording() && recording() !== props.file ? `Stop recording into ${recording()} before deleting another document` : undefined);
  const remove = () => {
    if (blocked()) return;
    const r = studio.store.remove(props.file);
    props.close();
    if (r.ok) studio.say(`Deleted ${props.file}: undo brings it back; Save removes it from the disk (into data/.trash/)`);
    else studio.say(r.reason, 'warn');
  };
  return (
    <FormDialog label="Delete document" submit={remove} close={props.close}>
      <h2>Delete {props.file}?</h2>
      <Show when={named().length} fallback={<p>No other document names it.</p>}>
        <p>
          {named().length} document{named().length === 1 ? ' names' : 's name'} it, and will show errors until changed:
        </p>
        <ReferenceList references={named()} testid="delete-references" />
      </Show>
      <Show when={blocked()}>
        <p class="warn" data-testid="delete-blocked">
          {blocked()}.
        </p>
      </Show>
      <p class="hint">Edit › Undo brings it back. Saving removes the file from the disk, into data/.trash/, where it can be taken back.</p>
      <DialogButtons submit="Delete" testid="delete-confirm" disabled={!!blocked()} cancel={props.close} autofocus />
    </FormDialog>
  );
}
