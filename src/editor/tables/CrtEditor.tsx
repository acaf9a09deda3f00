import { createEffect, createMemo, createSignal, For, on, Show } from 'solid-js';
import { tableCommands } from '../../document';
import type { Ruleset } from '../../generated/documents';
import { parsePointer, pointer } from '../../shared/jsonPointer';
import { runEdit } from '../runEdit';
import { provenanceCell } from './provenanceCell';
import { ProvenanceMarks, type Picked } from './ProvenanceMarks';
import { useStudio } from '../studio';
import { changedPaths } from '../variantMarks';

const pct = (p: number | undefined) => (p ? `${Math.round(p * 1000) / 10}%` : '·');

/**
 * The CRT as a grid (die rolls × odds columns), each cell a choice among the result codes the table
 * defines, coloured by its provenance; beside it, each result's chance per column, without and with
 * a net column shift, recomputed as cells change. Every edit is a named, undoable command.
 */
export function CrtEditor(props: { file: string; ruleset: Ruleset; tableId: string }) {
  const studio = useStudio();
  const crt = createMemo(() => tableCommands.crtOf(props.ruleset, props.tableId));
  const [cell, setCell] = createSignal<{ die: string; column: string }>();
  const [shift, setShift] = createSignal(1);
  const codes = createMemo(() => Object.keys(crt()?.results ?? {}));
  const plain = createMemo(() => (crt() ? tableCommands.crtProbabilities(crt()!, 0) : new Map()));
  const shifted = createMemo(() => (crt() && shift() ? tableCommands.crtProbabilities(crt()!, shift()) : undefined));
  // A reveal of one of its cells (from the Provenance report or the Problems panel) picks that cell.
  createEffect(
    on(studio.reveal, (r) => {
      const [tables, id, rows, die, column] = r?.file === props.file && r.pointer ? parsePointer(r.pointer) : [];
      if (tables === 'tables' && id === props.tableId && rows === 'rows' && die && column) setCell({ die, column });
    }),
  );
  // Cells the shown variant changes.
  const changed = createMemo(() => new Set(changedPaths(studio.variantEffects(), 'ruleset', props.ruleset.id).filter((p) => p[0] === 'tables' && p[1] === props.tableId && p[2] === 'rows').map((p) => `${p[3]}|${p[4]}`)));
  /** The picked cell, for its provenance and re-marking. */
  const picked = (): Picked | undefined => {
    const c = cell();
    return c ? { record: ['tables', props.tableId], rel: pointer('rows', c.die, c.column), what: `${c.column}, die ${c.die}` } : undefined;
  };

  const run = (edit: Parameters<typeof runEdit>[3], id: string) => runEdit(studio, props.file, id, edit);
  const setCode = (die: string, column: string, code: string) => {
    try {
      run(tableCommands.setCrtCell(props.ruleset, props.tableId, die, column, code), 'table/setCell');
    } catch (e) {
      studio.say((e as Error).message, 'warn');
    }
  };

  return (
    <Show when={crt()}>
      {(t) => (
        <div class="crt-editor" data-testid="crt-editor">
          <table class="crt-grid">
            <thead>
              <tr>
                <th title={`${t().roll.count ?? 1} × ${t().roll.die}`}>die</th>
                <For each={t().columns}>{(col) => <th>{col}</th>}</For>
              </tr>
            </thead>
            <tbody>
              <For each={Object.keys(t().rows)}>
                {(die) => (
                  <tr>
                    <th>{die}</th>
                    <For each={t().columns}>
                      {(col) => {
                        const p = () => provenanceCell(crt(), pointer('rows', die, col));
                        return (
                          <td class={p().class} classList={{ picked: cell()?.die === die && cell()?.column === col, 'variant-changed': changed().has(`${die}|${col}`) }} title={p().title}>
                            <select data-testid={`crt-cell-${die}-${col}`} value={t().rows[die]?.[col] ?? ''} onFocus={() => setCell({ die, column: col })} onChange={(e) => setCode(die, col, e.currentTarget.value)}>
                              <For each={codes()}>{(code) => <option value={code}>{code}</option>}</For>
                            </select>
                          </td>
                        );
                      }}
                    </For>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
          <ProvenanceMarks file={props.file} ruleset={props.ruleset} picked={picked()} testid="crt-cell-inspector" markPrefix="crt-mark-">
            {t().results[t().rows[cell()?.die ?? '']?.[cell()?.column ?? ''] ?? '']?.label ?? '—'} ·
          </ProvenanceMarks>
          <div class="crt-odds">
            <label>
              Net column shift{' '}
              <select data-testid="crt-shift" value={shift()} onChange={(e) => setShift(Number(e.currentTarget.value))}>
                <For each={[-3, -2, -1, 0, 1, 2, 3]}>{(n) => <option value={n}>{n > 0 ? `${n} right` : n < 0 ? `${-n} left` : 'none'}</option>}</For>
              </select>
            </label>
            <table class="crt-prob" data-testid="crt-prob">
              <thead>
                <tr>
                  <th>result</th>
                  <For each={t().columns}>{(col) => <th>{col}</th>}</For>
                </tr>
              </thead>
              <tbody>
                <For each={codes()}>
                  {(code) => (
                    <tr>
                      <th title={t().results[code]?.label}>{code}</th>
                      <For each={t().columns}>
                        {(col) => (
                          <td data-testid={`crt-p-${code}-${col}`}>
                            {pct(plain().get(col)?.get(code))}
                            <Show when={shifted()}>{(sh) => <span class="shifted"> / {pct(sh().get(col)?.get(code))}</span>}</Show>
                          </td>
                        )}
                      </For>
                    </tr>
                  )}
                </For>
              </tbody>
            </table>
            <p class="note">Each cell: the chance without shifts{shift() ? ` / with ${Math.abs(shift())} ${shift() > 0 ? 'right' : 'left'} (the column moves, then clamps at ${t().columns[0]} and ${t().columns.at(-1)})` : ''}.</p>
          </div>
        </div>
      )}
    </Show>
  );
}
