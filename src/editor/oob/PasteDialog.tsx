import { createMemo, createSignal, For, Show } from 'solid-js';
import { oobCommands, type Change } from '../../document';
import type { OrderOfBattle } from '../../generated/documents';

/**
 * Rows pasted from a spreadsheet (tab-separated, an optional header naming columns): a preview of
 * what each row becomes, new or updated, with its problems, before anything changes. Applying adds
 * the good rows as one undoable step; rows with problems are left out and stay listed.
 */
export function PasteDialog(props: { oob: OrderOfBattle; close(): void; apply(edit: { label: string; changes: Change[] }): void }) {
  const [text, setText] = createSignal('');
  const parsed = createMemo(() => (text().trim() ? oobCommands.parsePaste(props.oob, text()) : undefined));
  const good = () => parsed()?.rows.filter((r) => !r.problems.length).length ?? 0;
  return (
    <div class="palette-backdrop" role="dialog" aria-label="Paste rows">
      <div class="dialog paste-dialog" data-testid="paste-dialog">
        <h3>Paste rows from a spreadsheet</h3>
        <p class="note">Tab-separated. A first row of column names (Name, Side, Type, Formation, Att, Def, MA… or id) sets the order; otherwise the grid's order is used. Empty cells of a new unit come from its type's template.</p>
        <textarea data-testid="paste-text" rows={6} value={text()} onInput={(e) => setText(e.currentTarget.value)} onPaste={(e) => setText(e.clipboardData?.getData('text/plain') ?? '')} />
        <Show when={parsed()}>
          {(p) => (
            <div class="paste-preview" data-testid="paste-preview">
              <p>
                {p().rows.length} rows: {good()} ready, {p().rows.length - good()} with problems · columns {p().columns.join(', ')}
              </p>
              <table>
                <tbody>
                  <For each={p().rows}>
                    {(r) => (
                      <tr classList={{ bad: !!r.problems.length }}>
                        <td>line {r.line}</td>
                        <td>{r.action}</td>
                        <td>{r.id}</td>
                        <td>{r.unit?.name ?? ''}</td>
                        <td>{r.problems.join('; ') || 'ok'}</td>
                      </tr>
                    )}
                  </For>
                </tbody>
              </table>
            </div>
          )}
        </Show>
        <div class="buttons">
          <button data-testid="paste-apply" disabled={!good()} onClick={() => props.apply(oobCommands.applyPaste(props.oob, parsed()!.rows))}>
            Add {good()} row{good() === 1 ? '' : 's'}
          </button>
          <button onClick={() => props.close()}>Cancel</button>
        </div>
      </div>
    </div>
  );
}
