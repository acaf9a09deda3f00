import { For } from 'solid-js';

/** The documents that name another, as a dialog about it lists them: name (file): by what. */
export function ReferenceList(props: { references: readonly { readonly file: string; readonly name: string; readonly by: string }[]; testid: string }) {
  return (
    <ul data-testid={props.testid}>
      <For each={props.references}>
        {(r) => (
          <li>
            {r.name} ({r.file}): {r.by}
          </li>
        )}
      </For>
    </ul>
  );
}

/** A dialog's Cancel and its submit button, in that order at its foot. */
export function DialogButtons(props: { submit: string; testid: string; disabled?: boolean; cancel(): void; autofocus?: boolean }) {
  return (
    <div class="buttons">
      <button type="button" onClick={() => props.cancel()}>
        Cancel
      </button>
      <button type="submit" data-testid={props.testid} disabled={props.disabled} autofocus={props.autofocus}>
        {props.submit}
      </button>
    </div>
  );
}
