import { createVirtualizer } from '@tanstack/solid-virtual';
import { createSignal, For, Index, Show } from 'solid-js';
import { oobCommands } from '../../document';
import type { OrderOfBattle } from '../../generated/documents';

const ROW = 22;
const { COLUMNS, cellText, unitConfidence } = oobCommands;

export interface GridProps {
  readonly oob: OrderOfBattle;
  /** Unit ids in display order (filtered and sorted). */
  readonly rows: readonly string[];
  readonly selected: ReadonlySet<string>;
  select(ids: ReadonlySet<string>): void;
  readonly sortKey: string;
  readonly sortDown: boolean;
  sortBy(key: string): void;
  readonly activeColumn: string;
  setActiveColumn(key: string): void;
  /** Commits a typed value to the column for the edited row (or every selected row, when it is one of them). */
  edit(id: string, key: string, text: string): void;
  /** Units the shown variant changes (marked). */
  readonly changed?: ReadonlySet<string>;
}

/**
 * The order of battle as a grid: one row per unit, a column per counter field. Only the rows in
 * view are rendered (TanStack Virtual), so thousands of units scroll smoothly. Click selects a row,
 * Shift extends, Ctrl toggles; double-click or Enter edits a cell.
 */
export function OobGrid(props: GridProps) {
  // Assigned by the ref below before the virtualizer mounts (Solid sets refs during render).
  // eslint-disable-next-line no-unassigned-vars -- assigned by Solid's ref
  let scroller: HTMLDivElement | undefined;
  const [editing, setEditing] = createSignal<{ id: string; key: string }>();
  const [anchor, setAnchor] = createSignal<number>();
  const virtual = createVirtualizer({
    get count() {
      return props.rows.length;
    },
    getScrollElement: () => scroller ?? null,
    estimateSize: () => ROW,
    overscan: 12,
  });
  const pick = (e: MouseEvent, index: number) => {
    const id = props.rows[index]!;
    if (e.shiftKey && anchor() !== undefined) {
      const [a, b] = [Math.min(anchor()!, index), Math.max(anchor()!, index)];
      props.select(new Set(props.rows.slice(a, b + 1)));
      return;
    }
    setAnchor(index);
    if (e.ctrlKey || e.metaKey) {
      const next = new Set(props.selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      props.select(next);
    } else props.select(new Set([id]));
  };
  const commit = (id: string, key: string, text: string) => {
    setEditing(undefined);
    props.edit(id, key, text);
  };
  const width = (key: string) => (key === 'name' ? 130 : key === 'formation' || key === 'type' ? 90 : 58);
  const total = () => COLUMNS.reduce((n, c) => n + width(c.key), 0) + 140;
  return (
    <div class="oob-grid" ref={scroller} data-testid="oob-grid" tabIndex={0}>
      <div class="oob-head" style={{ width: `${total()}px` }}>
        <span class="oob-id">id</span>
        <For each={COLUMNS}>
          {(c) => (
            <span class="oob-th" classList={{ active: props.activeColumn === c.key }} style={{ width: `${width(c.key)}px` }} onClick={() => (props.sortBy(c.key), props.setActiveColumn(c.key))} title={`Sort by ${c.label}`}>
              {c.label}
              {props.sortKey === c.key ? (props.sortDown ? ' ▼' : ' ▲') : ''}
            </span>
          )}
        </For>
      </div>
      <div style={{ height: `${virtual.getTotalSize()}px`, width: `${total()}px`, position: 'relative' }}>
        {/* Index, not For: the rendered rows are reused as the window moves, only their contents change. */}
        <Index each={virtual.getVirtualItems()}>
          {(item) => {
            const id = () => props.rows[item().index]!;
            const unit = () => props.oob.units[id()];
            return (
              <Show when={unit()}>
                {(u) => (
                  <div class={`oob-row prov-${unitConfidence(u())}`} classList={{ selected: props.selected.has(id()), 'variant-changed': !!props.changed?.has(id()) }} style={{ transform: `translateY(${item().start}px)`, height: `${ROW}px` }} data-unit={id()} onMouseDown={(e) => pick(e, item().index)}>
                    <span class="oob-id" title={`${id()}: ${unitConfidence(u())}`}>{id()}</span>
                    <For each={COLUMNS}>
                      {(c) => (
                        <span class="oob-td" style={{ width: `${width(c.key)}px` }} data-col={c.key} onDblClick={() => (props.setActiveColumn(c.key), setEditing({ id: id(), key: c.key }))}>
                          <Show when={editing()?.id === id() && editing()?.key === c.key} fallback={cellText(u(), c)}>
                            <input
                              class="oob-input"
                              ref={(el) => queueMicrotask(() => (el.focus(), el.select()))}
                              value={cellText(u(), c)}
                              onKeyDown={(e) => {
                                if (e.key === 'Enter') commit(id(), c.key, e.currentTarget.value);
                                if (e.key === 'Escape') setEditing(undefined);
                                e.stopPropagation();
                              }}
                              onBlur={() => setEditing(undefined)}
                            />
                          </Show>
                        </span>
                      )}
                    </For>
                  </div>
                )}
              </Show>
            );
          }}
        </Index>
      </div>
    </div>
  );
}
