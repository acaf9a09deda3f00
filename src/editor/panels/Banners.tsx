import { For, Show } from 'solid-js';
import { useStudio } from '../studio';

/** Offers back unsaved edits found in browser storage (after a crash or a closed tab). */
export function RecoveryBanner() {
  const studio = useStudio();
  return (
    <Show when={studio.recovery().length}>
      <div class="banner" role="alert" data-testid="recovery">
        <span>
          Unsaved changes from an earlier session:{' '}
          <For each={studio.recovery()}>
            {(u, i) => (
              <>
                {i() ? ', ' : ''}
                <code>{u.file}</code> ({u.deleted ? 'deleted, ' : ''}
                {new Date(u.at).toLocaleString()}
                <Show when={u.since}>
                  {(since) => (
                    <>
                      {'; '}
                      <strong class="since" data-testid="recovery-since">
                        {since()}
                      </strong>
                    </>
                  )}
                </Show>
                )
              </>
            )}
          </For>
          <Show when={studio.recovery().some((u) => u.since)}>. Recover puts these edits over what is on disk now; Undo after it, or Discard, keeps the disk's version</Show>
        </span>
        <button onClick={() => studio.recover()}>Recover</button>
        <button onClick={() => studio.discardRecovery()}>Discard</button>
      </div>
    </Show>
  );
}

/** Says that the editors record into a variant, what that means, and how to stop. */
export function RecordingBanner() {
  const studio = useStudio();
  const variant = () => {
    const file = studio.recording();
    return file ? { file, name: (studio.version(), (studio.store.get(file)?.doc as { name?: string } | undefined)?.name ?? file) } : undefined;
  };
  return (
    <Show when={variant()}>
      {(v) => (
        <div class="banner recording" role="status" data-testid="recording">
          <span>
            Recording into the variant <b>{v().name}</b>: the map, order of battle, tables, setup and schedule show the variant, and each edit becomes one of its changes (the documents themselves stay as they are).
            <Show when={(studio.version(), studio.store.recordingError())}>{(e) => <b class="play-refusal"> It does not resolve: {e()}</b>}</Show>
          </span>
          <button onClick={() => studio.open(v().file)}>Its changes</button>
          <button data-testid="recording-stop" onClick={() => studio.record(undefined)}>Stop recording</button>
        </div>
      )}
    </Show>
  );
}

/** A file changed on disk while it had unsaved edits: keep mine (overwrite) or take theirs. */
export function ConflictDialog() {
  const studio = useStudio();
  return (
    <For each={studio.conflicts()}>
      {(c) => (
        <div class="palette-backdrop">
          <div class="dialog" role="alertdialog" aria-label={`Conflict on ${c.file}`}>
            <h2>{c.file} changed on disk</h2>
            <p>Someone else changed this file while you had unsaved edits. Which version do you keep? The other is lost unless you copy it first.</p>
            <div class="buttons">
              <button onClick={() => void studio.resolveConflict(c.file, 'mine')}>Keep mine (overwrite the disk)</button>
              <button onClick={() => void studio.resolveConflict(c.file, 'theirs')}>Take the disk version</button>
            </div>
          </div>
        </div>
      )}
    </For>
  );
}
