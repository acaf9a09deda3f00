import { createMemo, createSignal, For, Show } from 'solid-js';
import { oobCommands, type Change } from '../../document';
import type { OrderOfBattle } from '../../generated/documents';
import { groupBy } from '../../shared/groupBy';

const DRAG = 'text/x-sandtable-oob';
type Formation = { name?: string; level?: string; side?: string; parent?: string };

/**
 * The formation tree (army → corps → division), each with its own units; drag a formation onto
 * another to re-parent it (a loop is refused), or a unit onto a formation to move it there. A
 * picked formation shows where it is used and filters the grid to it. New formations go under the
 * picked one; double-click a name to rename it; an empty formation can be deleted.
 */
export function FormationTree(props: { oob: OrderOfBattle; picked: string; pick(id: string): void; run(edit: { label: string; changes: Change[] } | { error: string }, id: string): void; units: (formation: string) => string[] }) {
  const formations = createMemo(() => (props.oob.formations ?? {}) as Record<string, Formation>);
  const children = createMemo(() => groupBy(Object.keys(formations()), (id) => formations()[id]!.parent ?? ''));
  const [open, setOpen] = createSignal<ReadonlySet<string>>(new Set());
  const [renaming, setRenaming] = createSignal<string>();
  const [newName, setNewName] = createSignal('');
  const [level, setLevel] = createSignal('division');
  const [side, setSide] = createSignal('');
  const sides = () => Object.keys(props.oob.sides ?? {});
  const add = () => {
    const parent = props.picked || undefined;
    const edit = oobCommands.newFormation(props.oob, newName(), level(), parent ? formations()[parent]!.side ?? '' : side() || sides()[0]!, parent);
    props.run(edit, 'oob/newFormation');
    if (!('error' in edit)) {
      setNewName('');
      if (parent) setOpen((s) => new Set([...s, parent]));
    }
  };
  const toggle = (id: string) => setOpen((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  const drop = (e: DragEvent, target: string | undefined) => {
    e.preventDefault();
    e.stopPropagation();
    const data = e.dataTransfer?.getData(DRAG);
    if (!data) return;
    const [kind, id] = data.split(':') as ['formation' | 'unit', string];
    if (kind === 'formation') props.run(oobCommands.reparentFormation(props.oob, id, target), 'oob/reparent');
    else if (target) props.run(oobCommands.setColumn(props.oob, [id], 'formation', target), 'oob/setColumn');
  };
  const used = createMemo(() => (props.picked ? oobCommands.whereUsed(props.oob, 'formation', props.picked) : undefined));
  const node = (id: string, depth: number) => {
    const f = () => formations()[id]!;
    return (
      <li>
        <div class="tree-row" classList={{ picked: props.picked === id }} style={{ 'padding-left': `${depth * 12}px` }} draggable={true} data-formation={id} onDragStart={(e) => e.dataTransfer?.setData(DRAG, `formation:${id}`)} onDragOver={(e) => e.preventDefault()} onDrop={(e) => drop(e, id)}>
          <button class="twisty" onClick={() => toggle(id)}>{open().has(id) ? '▾' : '▸'}</button>
          <Show
            when={renaming() === id}
            fallback={
              <span onClick={() => props.pick(id)} onDblClick={() => setRenaming(id)} title={`${id}${f().level ? ` (${f().level})` : ''}: double-click to rename`}>
                {f().name ?? id} <span class="count">{props.units(id).length}</span>
              </span>
            }
          >
            <input
              class="tree-rename"
              data-testid="formation-rename"
              value={f().name ?? id}
              ref={(el) => queueMicrotask(() => (el.focus(), el.select()))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') props.run(oobCommands.renameFormation(props.oob, id, e.currentTarget.value), 'oob/renameFormation');
                if (e.key === 'Enter' || e.key === 'Escape') setRenaming(undefined);
                e.stopPropagation();
              }}
              onBlur={() => setRenaming(undefined)}
            />
          </Show>
        </div>
        <Show when={open().has(id)}>
          <ul>
            <For each={children().get(id) ?? []}>{(c) => node(c, depth + 1)}</For>
            <For each={props.units(id)}>
              {(u) => (
                <li class="tree-unit" style={{ 'padding-left': `${(depth + 1) * 12 + 14}px` }} draggable={true} data-unit={u} onDragStart={(e) => e.dataTransfer?.setData(DRAG, `unit:${u}`)}>
                  {props.oob.units[u]?.name ?? u}
                </li>
              )}
            </For>
          </ul>
        </Show>
      </li>
    );
  };
  return (
    <nav class="formation-tree" data-testid="formation-tree" aria-label="Formations" onDragOver={(e) => e.preventDefault()} onDrop={(e) => drop(e, undefined)}>
      <h3>Formations</h3>
      <ul>
        <For each={children().get('') ?? []}>{(id) => node(id, 0)}</For>
      </ul>
      <div class="tree-tools">
        <input data-testid="formation-new-name" placeholder={props.picked ? `new formation under ${formations()[props.picked]?.name ?? props.picked}` : 'new top-level formation'} value={newName()} onInput={(e) => setNewName(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && add()} />
        <select data-testid="formation-new-level" value={level()} onChange={(e) => setLevel(e.currentTarget.value)}>
          <For each={oobCommands.FORMATION_LEVELS}>{(l) => <option value={l}>{l}</option>}</For>
        </select>
        <Show when={!props.picked}>
          <select value={side() || sides()[0]} onChange={(e) => setSide(e.currentTarget.value)}>
            <For each={sides()}>{(s) => <option value={s}>{s}</option>}</For>
          </select>
        </Show>
        <button data-testid="formation-new" onClick={add}>New formation</button>
        <Show when={props.picked}>
          <button data-testid="formation-delete" title="Only a formation no unit or formation belongs to" onClick={() => props.run(oobCommands.deleteFormation(props.oob, props.picked), 'oob/deleteFormation')}>
            Delete {formations()[props.picked]?.name ?? props.picked}
          </button>
        </Show>
      </div>
      <Show when={used()}>
        {(u) => (
          <p class="where-used" data-testid="where-used">
            {formations()[props.picked]?.name ?? props.picked}: used by {u().units.length} unit{u().units.length === 1 ? '' : 's'}
            {u().formations.length ? ` and ${u().formations.length} formation${u().formations.length === 1 ? '' : 's'} (${u().formations.map((f) => formations()[f]?.name ?? f).join(', ')})` : ''}; the grid shows its units.{' '}
            <button data-testid="formation-unpick" onClick={() => props.pick('')}>Show all units</button>
          </p>
        )}
      </Show>
    </nav>
  );
}
