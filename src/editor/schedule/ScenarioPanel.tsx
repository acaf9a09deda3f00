import { createMemo, Show } from 'solid-js';
import type { Scenario } from '../../generated/documents';
import { useStudio } from '../studio';
import { OptionalRules } from './OptionalRules';
import { ScheduleBoard } from './ScheduleBoard';
import { NewVariant, VariantPanel } from './VariantPanel';
import { VictoryPanel } from './VictoryPanel';

/**
 * A scenario's panel: its variants (or, for a variant, its changes) above its reinforcement schedule,
 * its optional rules and its victory.
 * A variant's schedule is its base's with its changes: the board shows it, and edits it, while the
 * studio records into the variant; otherwise the panel says how to.
 */
export function ScenarioPanel(props: { file: string; scenario: Scenario }) {
  const studio = useStudio();
  const base = createMemo(() => {
    studio.version();
    const id = props.scenario.variantOf;
    const d = studio.store.find('scenario', id);
    return d?.doc ? { file: d.file, scenario: d.doc as unknown as Scenario } : undefined;
  });
  const board = () => (props.scenario.variantOf ? (studio.recording() === props.file ? base() : undefined) : props);
  return (
    <section class="schedule-panel">
      <Show when={props.scenario.variantOf} fallback={<NewVariant file={props.file} scenario={props.scenario} />}>
        <VariantPanel file={props.file} scenario={props.scenario} />
      </Show>
      <Show when={board()} fallback={<p class="note">Record edits into this variant to see and edit its schedule here, and its setup, map, order of battle and tables in their editors.</p>}>
        {(b) => (
          <>
            <ScheduleBoard file={b().file} scenario={b().scenario} />
            <OptionalRules file={b().file} scenario={b().scenario} />
            <VictoryPanel file={b().file} scenario={b().scenario} />
          </>
        )}
      </Show>
    </section>
  );
}
