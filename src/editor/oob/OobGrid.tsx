import { createVirtualizer } from '@tanstack/solid-virtual';
import { batch, createMemo, createSignal, For, Index, onCleanup, onMount, Show } from 'solid-js';
import { oobCommands } from '../../document';
import type { OrderOfBattle } from '../../generated/documents';

const ROW = 22;
const { cellText, unitConfidence } = oobCommands;

/**
 * The columns a designer checks against the printed counter, first and frozen (they stay in view
 * when the grid scrolls sideways); then every other field in the document's order, which a paste
 * without a header still follows.
 */
const KEY_COLUMNS = ['name', 'front.attack', 'front.defense', 'front.movement', 'front.tq.value'];
const COLUMNS = [...KEY_COLUMNS.map((k) => oobCommands.columnByKey(k)!), ...oobCommands.COLUMNS.filter((c) => !KEY_COLUMNS.includes(c.key))];
const ID_WIDTH = 140;
const NUMBER_KEYS = new Set(['front.attack', 'front.defense', 'front.movement', 'front.tq.value', 'steps']);
const widthOf = (key: string) => (key === 'name' ? 130 : key === 'formation' || key === 'type' ? 90 : NUMBER_KEYS.has(key) ? 44 : 58);
/** The frozen columns (the id scrolls away under them: the name says which unit). */
const FROZEN = new Set(KEY_COLUMNS);
const FROZEN_WIDTH = KEY_COLUMNS.reduce((n, c) => n + widthOf(c), 0);
const cellStyle = (key: string) => ({ width: `${widthOf(key)}px` });
/** Freezing needs room to scroll beside the frozen columns: in a narrower grid they scroll with the rest. */
const FREEZE_FROM = FROZEN_WIDTH + 160;

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
 *
 * The keyboard works as in a spreadsheet: arrows, Tab, Home/End and Page keys move the cell cursor
 * (Shift+Up/Down extends the selection), Enter or F2 edits the cell, typing replaces its value,
 * Delete clears it; while editing, Enter commits and moves down, Tab commits and moves right, and
 * Escape cancels. Ctrl+A selects every listed row.
 */
export function OobGrid(props: GridProps) {
  // Assigned by the ref below before the virtualizer mounts (Solid sets refs during render).
  // eslint-disable-next-line no-unassigned-vars -- assigned by Solid's ref
  let scroller: HTMLDivElement | undefined;
  const [editing, setEditing] = createSignal<{ id: string; key: string; initial?: string }>();
  const [anchor, setAnchor] = createSignal<number>();
  const [cursor, setCursor] = createSignal(0);
  const [gridWidth, setGridWidth] = createSignal(0);
  // The frozen columns follow a sideways scroll by an offset read from one CSS variable, set only
  // when the grid scrolls sideways: \`position: sticky\` on every cell made each vertical scroll frame
  // lay out every frozen cell again (7 ms became 27 ms, npm run bench -- grid).
  const [shift, setShift] = createSignal(0);
  // Positioned cells cost layout on every scroll frame: they are positioned only while the grid is scrolled sideways.
  const frozen = () => gridWidth() >= FREEZE_FROM && shift() > 0;
  onMount(() => {
    const watch = new ResizeObserver(() => setGridWidth(scroller?.clientWidth ?? 0));
    if (scroller) watch.observe(scroller);
    const onScroll = () => {
      const sx = Math.max(0, (scroller?.scrollLeft ?? 0) - ID_WIDTH);
      if (sx !== shift()) setShift(sx);
    };
    scroller?.addEventListener('scroll', onScroll, { passive: true });
    onCleanup(() => (watch.disconnect(), scroller?.removeEventListener('scroll', onScroll)));
  });
  const virtual = createVirtualizer({
    get count() {
      return props.rows.length;
    },
    getScrollElement: () => scroller ?? null,
    estimateSize: () => ROW,
    overscan: 4,
  });
  const pick = (e: MouseEvent, index: number) => {
    const id = props.rows[index]!;
    const key = (e.target as HTMLElement).closest<HTMLElement>('[data-col]')?.dataset.col;
    if (key) props.setActiveColumn(key);
    if (e.shiftKey && anchor() !== undefined) {
      const [a, b] = [Math.min(anchor()!, index), Math.max(anchor()!, index)];
      props.select(new Set(props.rows.slice(a, b + 1)));
      return;
    }
    setAnchor(index);
    setCursor(index);
    if (e.ctrlKey || e.metaKey) {
      const next = new Set(props.selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      props.select(next);
    } else props.select(new Set([id]));
  };
  const commit = (id: string, key: string, text: string, move?: 'down' | 'right') => {
    // Focus first, while the page's layout is still the one shown (focus asks for it); then the
    // edit and the move to the next cell, their updates run together.
    scroller?.focus({ preventScroll: true });
    batch(() => {
      setEditing(undefined);
      props.edit(id, key, text);
      if (move === 'down') moveTo(cursor() + 1, false);
      if (move === 'right') moveColumn(1);
    });
  };
  /** Moves the cell cursor to a row, selecting it (or extending the selection from the anchor). */
  const moveTo = (index: number, extend: boolean) => {
    const i = Math.max(0, Math.min(props.rows.length - 1, index));
    if (!props.rows.length) return;
    setCursor(i);
    // Scroll only when the row is out of view: scrolling forces a layout, and Enter moves down a lot.
    // Where the grid is scrolled is the virtualizer's (kept from scroll events and resizes): reading
    // the element's would force a layout of the rows an edit just changed.
    const top = i * ROW;
    const head = ROW; // the sticky header
    const offset = virtual.scrollOffset ?? scroller?.scrollTop ?? 0;
    const height = virtual.scrollRect?.height ?? scroller?.clientHeight ?? 0;
    if (scroller && (top < offset || top + ROW + head > offset + height)) virtual.scrollToIndex(i);
    if (extend && anchor() !== undefined) props.select(new Set(props.rows.slice(Math.min(anchor()!, i), Math.max(anchor()!, i) + 1)));
    else {
      setAnchor(i);
      props.select(new Set([props.rows[i]!]));
    }
  };
  const moveColumn = (by: number) => {
    const at = COLUMNS.findIndex((c) => c.key === props.activeColumn);
    props.setActiveColumn(COLUMNS[Math.max(0, Math.min(COLUMNS.length - 1, at + by))]!.key);
  };
  const page = () => Math.max(1, Math.floor((scroller?.clientHeight ?? ROW * 10) / ROW) - 1);
  const onKey = (e: KeyboardEvent) => {
    if (editing() || !props.rows.length) return;
    const id = props.rows[Math.min(cursor(), props.rows.length - 1)]!;
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(cursor() + 1, e.shiftKey),
      ArrowUp: () => moveTo(cursor() - 1, e.shiftKey),
      PageDown: () => moveTo(cursor() + page(), e.shiftKey),
      PageUp: () => moveTo(cursor() - page(), e.shiftKey),
      Home: () => (e.ctrlKey ? moveTo(0, e.shiftKey) : props.setActiveColumn(COLUMNS[0]!.key)),
      End: () => (e.ctrlKey ? moveTo(props.rows.length - 1, e.shiftKey) : props.setActiveColumn(COLUMNS.at(-1)!.key)),
      ArrowRight: () => moveColumn(1),
      ArrowLeft: () => moveColumn(-1),
      Tab: () => moveColumn(e.shiftKey ? -1 : 1),
      Enter: () => setEditing({ id, key: props.activeColumn }),
      F2: () => setEditing({ id, key: props.activeColumn }),
      Delete: () => props.edit(id, props.activeColumn, ''),
      Backspace: () => props.edit(id, props.activeColumn, ''),
    };
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'a') keys[e.key] = () => props.select(new Set(props.rows));
    const at = COLUMNS.findIndex((c) => c.key === props.activeColumn);
    if (e.key === 'Tab' && (e.shiftKey ? at === 0 : at === COLUMNS.length - 1)) return; // Tab leaves the grid from its edge
    const run = keys[e.key];
    if (run && (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() === 'a' || e.key === 'Home' || e.key === 'End')) {
      e.preventDefault();
      e.stopPropagation(); // the grid's keys, not the studio's shortcuts
      return run();
    }
    // Typing a character starts editing the cell with it, as in a spreadsheet.
    if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.preventDefault();
      e.stopPropagation();
      setEditing({ id, key: props.activeColumn, initial: e.key });
    }
  };
  /** Starts editing the double-clicked cell of a row. */
  const edit = (e: MouseEvent, index: number) => {
    const key = (e.target as HTMLElement).closest<HTMLElement>('[data-col]')?.dataset.col;
    if (key) setEditing({ id: props.rows[index]!, key });
  };
  const total = () => COLUMNS.reduce((n, c) => n + widthOf(c.key), 0) + ID_WIDTH;
  return (
    <div class="oob-grid" classList={{ 'freeze-keys': frozen() }} style={{ '--frozen-shift': `${shift()}px` }} ref={scroller} data-testid="oob-grid" tabIndex={0} onKeyDown={onKey} role="grid" aria-label="Units" aria-rowcount={props.rows.length + 1} aria-colcount={COLUMNS.length + 1} aria-multiselectable="true">
      {/* The cursor's cell: one style rule for the active column, not a binding in every cell. */}
      <style>{`.oob-row.cursor .oob-td[data-col="${props.activeColumn}"] { outline: 2px solid #2e86c1; outline-offset: -2px; }`}</style>
      <div class="oob-head" style={{ width: `${total()}px` }} role="row" aria-rowindex={1}>
        <span class="oob-id" role="columnheader">id</span>
        <For each={COLUMNS}>
          {(c) => (
            <span class="oob-th" role="columnheader" aria-sort={props.sortKey === c.key ? (props.sortDown ? 'descending' : 'ascending') : undefined} classList={{ active: props.activeColumn === c.key, frozen: FROZEN.has(c.key) }} style={cellStyle(c.key)} onClick={() => (props.sortBy(c.key), props.setActiveColumn(c.key))} title={`Sort by ${c.label}`}>
              {c.label}
              {props.sortKey === c.key ? (props.sortDown ? ' ▼' : ' ▲') : ''}
            </span>
          )}
        </For>
      </div>
      <div style={{ height: `${virtual.getTotalSize()}px`, width: `${total()}px`, position: 'relative' }}>
        {/* Index, not For: the rendered rows are reused as the window moves, only their contents change.
            Cells are plain text (no per-cell components): a scroll frame re-renders every row in view. */}
        <Index each={virtual.getVirtualItems()}>
          {(item) => {
            const id = () => props.rows[item().index]!;
            // A memo: after an edit, only the rows whose unit changed re-render their cells.
            const unit = createMemo(() => props.oob.units[id()]);
            return (
              <Show when={unit()}>
                {(u) => (
                  <div class={`oob-row prov-${unitConfidence(u())}`} classList={{ selected: props.selected.has(id()), cursor: cursor() === item().index, 'variant-changed': !!props.changed?.has(id()) }} style={{ transform: `translateY(${item().start}px)`, height: `${ROW}px` }} data-unit={id()} role="row" aria-rowindex={item().index + 2} aria-selected={props.selected.has(id())} onMouseDown={(e) => pick(e, item().index)} onDblClick={(e) => edit(e, item().index)}>
                    <span class="oob-id" role="rowheader" title={`${id()}: ${unitConfidence(u())}`}>{id()}</span>
                    <For each={COLUMNS}>
                      {(c) => (
                        <span class="oob-td" classList={{ frozen: FROZEN.has(c.key) }} role="gridcell" style={cellStyle(c.key)} data-col={c.key}>
                          {cellText(u(), c)}
                        </span>
                      )}
                    </For>
                  </div>
                )}
              </Show>
            );
          }}
        </Index>
        {/* One editor for the grid, laid over the cell being edited. */}
        <Show when={editing()}>
          {(ed) => {
            const row = () => props.rows.indexOf(ed().id);
            const col = () => COLUMNS.find((c) => c.key === ed().key)!;
            // A frozen column's cell stays in view as the grid scrolls sideways: so does its editor.
            const left = () => ID_WIDTH + COLUMNS.slice(0, COLUMNS.indexOf(col())).reduce((n, c) => n + widthOf(c.key), 0) + (FROZEN.has(col().key) && frozen() ? shift() : 0);
            return (
              <input
                class="oob-input"
                style={{ position: 'absolute', top: `${row() * ROW}px`, left: `${left()}px`, width: `${widthOf(ed().key)}px`, height: `${ROW}px`, 'z-index': 3 }}
                ref={(el) => queueMicrotask(() => (el.focus(), ed().initial === undefined && el.select()))}
                value={ed().initial ?? (props.oob.units[ed().id] ? cellText(props.oob.units[ed().id]!, col()) : '')}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === 'Tab') {
                    e.preventDefault();
                    commit(ed().id, ed().key, e.currentTarget.value, e.key === 'Enter' ? 'down' : 'right');
                  }
                  if (e.key === 'Escape') {
                    setEditing(undefined);
                    scroller?.focus({ preventScroll: true });
                  }
                  e.stopPropagation();
                }}
                onBlur={() => setEditing(undefined)}
              />
            );
          }}
        </Show>
      </div>
    </div>
  );
}
