import { createMemo, createSignal, For, Show } from 'solid-js';
import { oobCommands, type Change } from '../../document';
import type { OrderOfBattle } from '../../generated/documents';

const DRAG = 'text/x-sandtable-oob';
type Formation = { name?: string; level?: string; parent?: string };

/**
 * The formation tree (army → corps → division), each with its own units; drag a formation onto
 * another to re-parent it (a loop is refused), or a unit onto a formation to move it there. A
 * picked formation shows where it is used and filters the grid to it.
 */
export function FormationTree(props: { oob: OrderOfBattle; picked: string; pick(id: string): void; run(edit: { label: string; changes: Change[] } | { error: string }, id: string): void; units: (formation: string) => string[] }) {
  const formations = createMemo(() => (props.oob.formations ?? {}) as Record<string, Formation>);
  const children = createMemo(() => {
    const out = new Map<string, string[]>();
    for (const [id, f] of Object.entries(formations())) out.set(f.parent ?? '', [...(out.get(f.parent ?? '') ?? []), id]);
    return out;
  });
  const [open, setOpen] = createSignal<ReadonlySet<string>>(new Set());
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
          <span onClick={() => props.pick(props.picked === id ? '' : id)} title={`${id}${f().level ? ` (${f().level})` : ''}`}>
            {f().name ?? id} <span class="count">{props.units(id).length}</span>
          </span>
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
      <Show when={used()}>
        {(u) => (
          <p class="where-used" data-testid="where-used">
            {formations()[props.picked]?.name ?? props.picked}: used by {u().units.length} unit{u().units.length === 1 ? '' : 's'}
            {u().formations.length ? ` and ${u().formations.length} formation${u().formations.length === 1 ? '' : 's'} (${u().formations.map((f) => formations()[f]?.name ?? f).join(', ')})` : ''}; the grid shows its units.
          </p>
        )}
      </Show>
    </nav>
  );
}
