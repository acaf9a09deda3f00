import { createMemo, createSignal, For, Show } from 'solid-js';
import { scheduleCommands, type Change } from '../../document';
import type { HexMap, OrderOfBattle, Ruleset, Scenario } from '../../generated/documents';
import { pointer } from '../../shared/jsonPointer';
import { runEdit } from '../runEdit';
import { useStudio } from '../studio';
import { groupBy } from '../../shared/groupBy';
import { ReleaseList } from './ReleaseList';

const { cellKey, moveArrival, parseRow, scheduleBoard, unschedule, unscheduledUnits } = scheduleCommands;

/**
 * The reinforcement schedule of a scenario as the rulebook lays it out: a side's turns down, its
 * entry hexes and zones across, each arriving unit a chip. Drag a chip to another turn or entry;
 * conditional releases show their condition, and are edited under the board (ReleaseList); a chip
 * with a problem (set up and arriving, an entry of the other side, an unknown letter) is red with
 * the problem's text.
 */
export function ScheduleBoard(props: { file: string; scenario: Scenario }) {
  const studio = useStudio();
  const docOf = <T,>(kind: 'ruleset' | 'oob' | 'map', id: string | undefined) => studio.store.find(kind, id)?.doc as T | undefined;
  const ruleset = createMemo(() => (studio.version(), docOf<Ruleset>('ruleset', props.scenario.ruleset)));
  const oob = createMemo(() => (studio.version(), docOf<OrderOfBattle>('oob', props.scenario.oob as string | undefined)));
  const maps = createMemo(() => (studio.version(), (props.scenario.maps ?? []).flatMap((id) => docOf<HexMap>('map', id) ?? [])));
  const sides = createMemo(() => Object.keys(ruleset()?.sides ?? { german: 1, allied: 1 }));
  const [side, setSide] = createSignal<string>();
  const current = () => side() ?? sides()[0]!;
  const board = createMemo(() => scheduleBoard(props.scenario, ruleset(), oob(), maps(), current()));
  const problemsAt = createMemo(() => {
    const mine = groupBy(studio.problems(), (p) => (p.file === props.file && p.pointer.startsWith('/reinforcements/') ? p.pointer : undefined));
    return new Map([...mine].map(([at, ps]) => [at, ps.map((p) => p.message)]));
  });
  const name = (unit: string) => oob()?.units[unit]?.name ?? unit;
  /** A row's turn as the calendar names it, with its impulse on an impulse game ("17 Dec · impulse 2"). */
  const rowLabel = (row: string) => {
    const { turn, impulse } = parseRow(row);
    return `${ruleset()?.calendar.turns[turn]?.label ?? turn}${impulse !== undefined ? ` · impulse ${impulse}` : ''}`;
  };
  const drop = (unit: string, turn: string, key: string) => {
    const entry = board().entries.find((e) => e.key === key)?.entry;
    if (!entry) return;
    const edit = moveArrival(props.scenario, unit, current(), turn, entry);
    run(edit, 'schedule/move', unit);
  };
  /** Runs an edit of one unit's arrival, named with the unit's name rather than its id. */
  const run = (edit: { label: string; changes: Change[] } | { error: string }, id: string, unit: string) =>
    runEdit(studio, props.file, id, 'error' in edit ? { error: edit.error.replace(unit, name(unit)) } : { ...edit, label: edit.label.replace(unit, name(unit)) });
  const [find, setFind] = createSignal('');
  const unscheduled = createMemo(() => {
    const q = find().trim().toLowerCase();
    return unscheduledUnits(props.scenario, oob(), current()).filter((u) => !q || u.toLowerCase().includes(q) || name(u).toLowerCase().includes(q));
  });
  return (
    <div data-testid="schedule-board">
      <header>
        <b>Reinforcement schedule</b>{' '}
        <For each={sides()}>
          {(s) => (
            <button classList={{ active: current() === s }} data-testid={`schedule-side-${s}`} onClick={() => setSide(s)}>
              {ruleset()?.sides[s]?.name ?? s}
            </button>
          )}
        </For>
        <span class="note"> Drag a unit to another turn or entry, from the units not scheduled, or back to them.</span>
      </header>
      <div
        class="schedule-unscheduled"
        data-testid="schedule-unscheduled"
        onDragOver={(ev) => ev.preventDefault()}
        onDrop={(ev) => {
          ev.preventDefault();
          const unit = ev.dataTransfer?.getData('text/x-sandtable-unit');
          if (unit) run(unschedule(props.scenario, unit), 'schedule/unschedule', unit);
        }}
      >
        <b>Not scheduled</b> ({unscheduled().length}, neither set up nor arriving) <input placeholder="find" size={10} value={find()} onInput={(e) => setFind(e.currentTarget.value)} />{' '}
        <For each={unscheduled().slice(0, 200)}>
          {(u) => (
            <span class="unit-chip" draggable={true} data-unit={u} title={u} onDragStart={(ev) => ev.dataTransfer?.setData('text/x-sandtable-unit', u)}>
              {name(u)}
            </span>
          )}
        </For>
        {unscheduled().length > 200 ? ` … and ${unscheduled().length - 200} more: find narrows the list` : ''}
      </div>
      <div class="schedule-scroll">
        <table class="schedule-grid">
          <thead>
            <tr>
              <th>turn</th>
              <For each={board().entries}>{(e) => <th title={e.key}>{e.key}</th>}</For>
            </tr>
          </thead>
          <tbody>
            <For each={board().turns}>
              {(turn) => (
                <tr>
                  <th>{rowLabel(turn)}</th>
                  <For each={board().entries}>
                    {(e) => (
                      <td
                        data-testid={`schedule-cell-${turn}-${e.key}`}
                        onDragOver={(ev) => ev.preventDefault()}
                        onDrop={(ev) => {
                          ev.preventDefault();
                          const unit = ev.dataTransfer?.getData('text/x-sandtable-unit');
                          if (unit) drop(unit, turn, e.key);
                        }}
                      >
                        <For each={board().cells.get(cellKey(turn, e.key)) ?? []}>
                          {(chip) => {
                            const problems = () => problemsAt().get(pointer('reinforcements', chip.group, 'units', chip.index)) ?? [];
                            return (
                              <span
                                class="unit-chip"
                                classList={{
                                  bad: problems().length > 0,
                                  conditional: !!chip.condition,
                                }}
                                draggable={true}
                                data-unit={chip.unit}
                                title={[`${name(chip.unit)} (${chip.unit})`, chip.condition, ...problems()].filter(Boolean).join('\n')}
                                onDragStart={(ev) => ev.dataTransfer?.setData('text/x-sandtable-unit', chip.unit)}
                                onDblClick={() =>
                                  studio.show({
                                    file: props.file,
                                    pointer: pointer('reinforcements', chip.group, 'units', chip.index),
                                  })
                                }
                              >
                                {name(chip.unit)}
                                <Show when={chip.condition}>
                                  <sup title={chip.condition}>?</sup>
                                </Show>
                              </span>
                            );
                          }}
                        </For>
                      </td>
                    )}
                  </For>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </div>
      <ReleaseList file={props.file} scenario={props.scenario} ruleset={ruleset()} oob={oob()} side={current()} />
    </div>
  );
}
