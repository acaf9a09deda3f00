import { createMemo, createSignal, For } from 'solid-js';
import { conditionEdits, releaseCommands as rc } from '../../document';
import { ruleFactsAt } from '../../engine';
import type { OrderOfBattle, Ruleset, Scenario } from '../../generated/documents';
import { ConditionEditor, ConditionRow } from '../ConditionEditor';
import { runEdit } from '../runEdit';
import { useStudio } from '../studio';

/**
 * A side's conditional releases (Ardennes '44 27.9, 33; Tigers in the Mist 11.3): each group's
 * release as the rulebook words it, its condition built in place of the facts the engine computes
 * for releases, the turn it comes no earlier than and the table rolled for it; a group's arrival
 * made conditional, or unconditional again. Each change one named, undoable step.
 */
export function ReleaseList(props: { file: string; scenario: Scenario; ruleset: Ruleset | undefined; oob: OrderOfBattle | undefined; side: string }) {
  const studio = useStudio();
  const run = (edit: Parameters<typeof runEdit>[3]) => runEdit(studio, props.file, 'schedule/release', edit);
  const groups = createMemo(() => Object.entries(props.scenario.reinforcements ?? {}).filter(([, g]) => g.units.some((u) => (props.oob?.units[u]?.side ?? props.side) === props.side)));
  const released = createMemo(() => groups().filter(([, g]) => g.release));
  const facts = createMemo(() => {
    const r = props.ruleset;
    const declared = Object.keys(r?.facts ?? {});
    return conditionEdits.factChoices(r, (r && ruleFactsAt(r, 'release')?.filter((f) => declared.includes(f))) ?? declared);
  });
  const turns = createMemo(() => props.ruleset?.calendar.turnOrder ?? []);
  const tables = createMemo(() => Object.entries(props.ruleset?.tables ?? {}).filter(([, t]) => t.kind === 'dieRoll').map(([id]) => id));
  const [group, setGroup] = createSignal('');
  const [text, setText] = createSignal('');
  const add = () => {
    if (run(rc.addRelease(props.scenario, group(), text(), facts()[0] && conditionEdits.leaf(facts()[0]!)))) setText('');
  };
  const t = (g: string, field: string) => `release-${g}-${field}`;
  return (
    <div class="release-list" data-testid="release-list">
      <b>Conditional releases</b> <span class="note">({released().length}; a released group arrives only when its condition holds or its roll succeeds)</span>
      <table class="crt-grid stacking-rules">
        <tbody>
          <For each={released()}>
            {([id, g]) => (
              <>
                <tr data-group={id}>
                  <td title={`${g.units.length} units, turn ${g.turn}`}>{id}</td>
                  <td>
                    <input class="release-description" data-testid={t(id, 'description')} value={g.release!.description} onChange={(e) => run(rc.setRelease(props.scenario, id, 'description', e.currentTarget.value)) || (e.currentTarget.value = g.release!.description)} />
                  </td>
                  <td>
                    not before{' '}
                    <select data-testid={t(id, 'notBefore')} value={g.release!.notBefore ?? ''} onChange={(e) => run(rc.setRelease(props.scenario, id, 'notBefore', e.currentTarget.value, { turns: turns() }))}>
                      <option value="">its turn</option>
                      <For each={turns()}>{(turn) => <option value={turn}>{props.ruleset?.calendar.turns[turn]?.label ?? turn}</option>}</For>
                    </select>{' '}
                    roll{' '}
                    <select data-testid={t(id, 'table')} value={g.release!.table ?? ''} onChange={(e) => run(rc.setRelease(props.scenario, id, 'table', e.currentTarget.value, { tables: tables() }))}>
                      <option value="">none</option>
                      <For each={tables()}>{(tid) => <option value={tid}>{props.ruleset?.tables[tid]?.name ?? tid}</option>}</For>
                    </select>
                  </td>
                  <td>
                    <button title="Make the group arrive on its turn, with no release" data-testid={t(id, 'remove')} onClick={() => run(rc.removeRelease(props.scenario, id))}>
                      ×
                    </button>
                  </td>
                </tr>
                <ConditionRow indent span={3}>
                  <ConditionEditor value={g.release!.when} facts={facts()} optional testid={t(id, 'when')} refuse={(why) => studio.say(why, 'warn')} commit={(w) => run(rc.setRelease(props.scenario, id, 'when', w))} />
                </ConditionRow>
              </>
            )}
          </For>
        </tbody>
      </table>
      <select data-testid="release-group" value={group()} onChange={(e) => setGroup(e.currentTarget.value)}>
        <option value="">a group arriving unconditionally…</option>
        <For each={groups().filter(([, g]) => !g.release)}>{([id, g]) => <option value={id}>{`${id} (turn ${g.turn}, ${g.units.length} units)`}</option>}</For>
      </select>{' '}
      <input placeholder="what releases it" data-testid="release-new" value={text()} onInput={(e) => setText(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && add()} />{' '}
      <button data-testid="release-add" onClick={add}>
        Make conditional
      </button>
    </div>
  );
}
