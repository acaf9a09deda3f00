import { createMemo, createSignal, For, Show } from 'solid-js';
import { references, victoryCommands } from '../../document';
import { CONDITION_NAMES, playedVictory } from '../../engine';
import type { Ruleset, Scenario } from '../../generated/documents';
import { revealProblem } from '../ProblemsPanel';
import { runEdit } from '../runEdit';
import { useStudio } from '../studio';
import { VictoryCondition } from './VictoryCondition';
import { TextField } from './victoryFields';
import { VictoryScore } from './VictoryScore';

const v = victoryCommands;
type Kind = Scenario['victory']['conditions'][string]['kind'];

/**
 * A scenario's victory (folded to a line saying who wins how): the phase that checks it, each
 * condition with its fields, who wins when none is met, and a condition to add of the kinds the
 * scenario's engine judges. Every change is a named, undoable edit of the scenario; the problems
 * found in its victory are listed here too, each a link to its place in the JSON.
 */
export function VictoryPanel(props: { file: string; scenario: Scenario }) {
  const studio = useStudio();
  const ruleset = createMemo(() => (studio.version(), studio.store.find('ruleset', props.scenario.ruleset)?.doc as Ruleset | undefined));
  const played = createMemo(() => (ruleset() ? playedVictory(ruleset()!) : { conditions: [], sources: [], score: false }));
  const victory = () => props.scenario.victory as Scenario['victory'] | undefined;
  const conditions = () => Object.entries(victory()?.conditions ?? {});
  // The victory's own problems, and while edits are recorded into a variant, the victory its changes leave unplayed.
  const problems = createMemo(() =>
    studio.problems().filter((p) => (p.file === props.file && (p.pointer === '/victory' || p.pointer.startsWith('/victory/'))) || (p.file === studio.recording() && p.code === 'scenario/victory-unplayed')),
  );
  const run = (command: string, edit: Parameters<typeof runEdit>[3]) => runEdit(studio, props.file, command, edit);
  const refuse = (why: string) => studio.say(why, 'warn');
  const show = (pointer: string) => studio.show({ file: props.file, pointer });
  // The variants whose changes patch a condition by its id (a rename would leave them patching nothing).
  const patchedBy = (id: string) => references.patchesAt(studio.store.documents({ own: true }), 'scenario', props.scenario.id, `/victory/conditions/${id}`);
  const sides = () => Object.entries(ruleset()?.sides ?? {});
  const [kind, setKind] = createSignal<Kind>();
  const [side, setSide] = createSignal<string>();
  const summary = () => {
    const list = conditions().map(([, c]) => v.conditionInWords(c, ruleset()));
    const otherwise = victory()?.default ? `; otherwise ${v.sideName(ruleset(), victory()!.default!.winner)} wins` : '';
    return list.length ? `${list.join('; ')}${otherwise}` : 'no condition yet';
  };
  const add = () => {
    const k = kind() ?? played().conditions[0];
    const s = side() ?? sides()[0]?.[0];
    if (!k || !s) return;
    run('scenario/victoryAdd', v.addCondition(props.scenario, k, s, ruleset(), played().conditions));
  };
  return (
    <details class="victory-panel" data-testid="victory-panel">
      <summary>Victory: {summary()}</summary>
      <Show when={problems().length}>
        <ul class="victory-problems">
          <For each={problems()}>
            {(p) => (
              <li class={p.severity === 'error' ? 'warn' : 'note'}>
                <button class="link" onClick={() => revealProblem(studio, p)}>
                  {p.message}
                </button>
              </li>
            )}
          </For>
        </ul>
      </Show>
      <div class="victory-fields">
        <label class="victory-field">
          Checked in{' '}
          <select data-testid="victory-checked-phase" value={victory()?.checkedIn?.phase ?? ''} onChange={(e) => run('scenario/victoryCheck', v.setCheckedIn(props.scenario, e.currentTarget.value, victory()?.checkedIn?.side ?? '', ruleset()))}>
            <option value="">only at the end</option>
            <For each={Object.entries(ruleset()?.phases ?? {})}>{([id, ph]) => <option value={id}>{ph.name ?? id}</option>}</For>
          </select>
        </label>
        <Show when={victory()?.checkedIn}>
          <select data-testid="victory-checked-side" value={victory()?.checkedIn?.side ?? ''} onChange={(e) => run('scenario/victoryCheck', v.setCheckedIn(props.scenario, victory()!.checkedIn!.phase, e.currentTarget.value, ruleset()))}>
            <option value="">either side's</option>
            <For each={sides()}>{([id, s]) => <option value={id}>{s.name}'s</option>}</For>
          </select>
        </Show>
      </div>
      <For each={conditions()}>{([id, c]) => <VictoryCondition id={id} cond={c} scenario={props.scenario} ruleset={ruleset()} sources={played().sources} run={run} refuse={refuse} show={show} patchedBy={patchedBy} />}</For>
      <Show when={played().score}>
        <VictoryScore scenario={props.scenario} ruleset={ruleset()} sources={played().sources} run={run} show={show} refuse={refuse} />
      </Show>
      <div class="victory-fields">
        <label class="victory-field">
          Otherwise{' '}
          <select data-testid="victory-default" value={victory()?.default?.winner ?? ''} onChange={(e) => run('scenario/victoryDefault', v.setDefaultOutcome(props.scenario, e.currentTarget.value, victory()?.default?.label ?? '', ruleset()))}>
            <option value="">no one</option>
            <For each={sides()}>{([id, s]) => <option value={id}>{s.name}</option>}</For>
          </select>{' '}
          wins
        </label>
        <Show when={victory()?.default}>
          <TextField label="saying" value={victory()?.default?.label} testid="victory-default-label" commit={(t) => run('scenario/victoryDefault', v.setDefaultOutcome(props.scenario, victory()!.default!.winner, t, ruleset()))} />
        </Show>
      </div>
      <Show
        when={played().conditions.length}
        fallback={<p class="note">The engine of this scenario's game judges no victory condition.</p>}
      >
        <div class="victory-fields victory-add">
          Add a condition:{' '}
          <select data-testid="victory-new-kind" value={kind() ?? played().conditions[0]} onChange={(e) => setKind(e.currentTarget.value as Kind)}>
            <For each={played().conditions}>{(k) => <option value={k}>{CONDITION_NAMES[k]}</option>}</For>
          </select>{' '}
          for{' '}
          <select data-testid="victory-new-side" value={side() ?? sides()[0]?.[0] ?? ''} onChange={(e) => setSide(e.currentTarget.value)}>
            <For each={sides()}>{([id, s]) => <option value={id}>{s.name}</option>}</For>
          </select>{' '}
          <button data-testid="victory-add" onClick={add}>
            Add
          </button>
        </div>
      </Show>
    </details>
  );
}
