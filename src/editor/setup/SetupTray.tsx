import { createMemo, createSignal, For, Show } from 'solid-js';
import { areaCommands, setupCommands } from '../../document';
import type { AreaMap, HexMap } from '../../generated/documents';
import { runEdit } from '../runEdit';
import { useStudio } from '../studio';
import { setupScenario, SETUP_DRAG } from './setupLayer';
import { FoldHeading, isClosed } from '../panels/FoldHeading';

/**
 * The setup tray of the map's scenario: the units not yet placed, by formation. Drag a unit, or a
 * formation's header for all its units, onto the map. The stack of the selected hex opens below:
 * drag one of its units, or the stack's hex, to another hex to move them, or send them back. Problems (setup area, terrain, stacking) follow.
 */
export function SetupTray(props: { map: HexMap | AreaMap }) {
  const studio = useStudio();
  const key = () => (props.map.topology === 'area' ? 'area' : 'hex');
  const placeName = (id: string | undefined) => (id && props.map.topology === 'area' ? areaCommands.nodeName(props.map, id) : id);
  const [all, setAll] = createSignal(false);
  const target = createMemo(() => (studio.version(), setupScenario(studio, props.map.id)));
  const groups = createMemo(() => {
    const t = target();
    if (!t?.oob) return [];
    const by = new Map<string, string[]>();
    for (const id of setupCommands.unplacedUnits(t.scenario, t.oob, all())) {
      const f = t.oob.units[id]!.formation ?? '(no formation)';
      const list = by.get(f);
      if (list) list.push(id);
      else by.set(f, [id]);
    }
    return [...by].sort(([a], [b]) => a.localeCompare(b));
  });
  const stack = createMemo(() => {
    const t = target();
    const hex = studio.selectedHex();
    return t && hex ? (setupCommands.stacks(t.scenario, key()).get(hex) ?? []) : [];
  });
  const name = (id: string) => target()?.oob?.units[id]?.name ?? id;
  const fname = (f: string) => (target()?.oob?.formations as Record<string, { name?: string }> | undefined)?.[f]?.name ?? f;
  const drag = (e: DragEvent, units: string[], what: string, stack = false) => e.dataTransfer?.setData(SETUP_DRAG, JSON.stringify({ units, what, stack }));
  const back = (units: string[], what: string) => {
    const t = target()!;
    runEdit(studio, t.file, 'setup/return', setupCommands.returnToTray(t.scenario, units, what));
  };
  return (
    <Show when={target()}>
      {(t) => (
        <section class="setup-tray" classList={{ closed: isClosed('setup') }} data-testid="setup-tray">
          <FoldHeading section="setup">Setup · {t().scenario.name}</FoldHeading>
          <label class="note">
            <input type="checkbox" checked={all()} onChange={() => setAll(!all())} /> every unit not in the scenario (not only starting units)
          </label>
          <Show when={groups().length} fallback={<p class="note">Every starting unit is placed.</p>}>
            <ul>
              <For each={groups()}>
                {([f, ids]) => (
                  <li>
                    <span class="tray-formation" draggable={true} data-formation={f} onDragStart={(e) => drag(e, ids, fname(f))} title="Drag onto the map to set up the whole formation">
                      {fname(f)} ({ids.length})
                    </span>
                    <For each={ids}>
                      {(id) => (
                        <span class="unit-chip" draggable={true} data-unit={id} onDragStart={(e) => drag(e, [id], name(id))}>
                          {name(id)}
                        </span>
                      )}
                    </For>
                  </li>
                )}
              </For>
            </ul>
          </Show>
          <Show when={stack().length}>
            <div class="setup-stack" data-testid="setup-stack">
              <b class="tray-formation" draggable={true} data-testid="setup-stack-hex" title={`Drag to another ${key()} to move the whole stack`} onDragStart={(e) => drag(e, stack(), `the stack of ${placeName(studio.selectedHex())}`, true)}>
                {placeName(studio.selectedHex())}
              </b>
              :
              <For each={stack()}>
                {(id) => (
                  <span class="unit-chip" title={`${id}: drag to another ${key()} to move it`} draggable={true} data-unit={id} onDragStart={(e) => drag(e, [id], name(id))}>
                    {name(id)} <button title="Back to the tray" onClick={() => back([id], name(id))}>×</button>
                  </span>
                )}
              </For>
              <Show when={key() === 'area'}>
                <span class="note" data-testid="setup-stack-sp">
                  {stack().length} units, {stack().reduce((sum, id) => sum + (t().oob?.units[id]?.front?.strength ?? 0), 0)} SP
                </span>
              </Show>
              <For each={[...new Set(stack().flatMap((id) => (t().oob?.units[id]?.formation ? [t().oob!.units[id]!.formation as string] : [])))]}>
                {(f) => (
                  <button data-testid={`setup-return-${f}`} onClick={() => back(Object.keys(t().scenario.setup).filter((id) => t().oob?.units[id]?.formation === f), fname(f))}>
                    Return all of {fname(f)} to the tray
                  </button>
                )}
              </For>
            </div>
          </Show>
        </section>
      )}
    </Show>
  );
}
