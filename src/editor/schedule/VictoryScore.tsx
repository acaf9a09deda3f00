import { createSignal, For, Show } from 'solid-js';
import { victoryCommands } from '../../document';
import { scoredWhen, SOURCE_NAMES } from '../../engine';
import type { Ruleset, Scenario, VpSource } from '../../generated/documents';
import { NumberField, SourceItem } from './victoryFields';

const v = victoryCommands;
type Edit = ReturnType<typeof v.setScoreNumber>;

/**
 * The VP score of an area game (12.2): its side, each source in words with its VP, when it is
 * counted (each turn, adding up, or at the end), removed; a source added (VP areas, SP in enemy
 * zones; towns and holes name their places and are entered in the JSON).
 */
export function VictoryScore(props: { scenario: Scenario; ruleset: Ruleset | undefined; sources: readonly VpSource['kind'][]; run: (command: string, edit: Edit) => boolean; show: (pointer: string) => void }) {
  const score = () => props.scenario.victory?.score;
  const [kind, setKind] = createSignal<VpSource['kind']>();
  const [side, setSide] = createSignal<string>();
  const sides = () => Object.entries(props.ruleset?.sides ?? {});
  const add = () => {
    const k = kind() ?? props.sources[0];
    if (k) props.run('scenario/victoryScoreAdd', v.addScoreSource(props.scenario, k, side() ?? sides()[0]?.[0] ?? '', props.ruleset, props.sources));
  };
  return (
    <div class="victory-condition" data-testid="victory-score">
      <div class="victory-head">
        <Show when={score()} fallback={<b>No VP score yet: no VP are counted</b>}>
          {(sc) => (
            <>
              <b>VP score</b> of the {v.sideName(props.ruleset, sc().side)} side <button class="link" onClick={() => props.show('/victory/score')}>Show in JSON</button>
            </>
          )}
        </Show>
      </div>
      <ol class="victory-sources">
        <For each={score()?.sources ?? []}>
          {(src, i) => (
            <SourceItem src={src} played={props.sources} testid={`victory-score-${i()}`} vp={(n) => props.run('scenario/victoryScore', v.setScoreNumber(props.scenario, i(), 'vp', n))} remove={() => props.run('scenario/victoryScoreRemove', v.removeScoreSource(props.scenario, i()))}>
              <Show when={src.kind === 'townState'}>
                <NumberField label="VP contested" value={src.contestedVp} step={0.5} testid={`victory-score-${i()}-contested`} commit={(n) => props.run('scenario/victoryScore', v.setScoreNumber(props.scenario, i(), 'contestedVp', n))} />
              </Show>
              <select data-testid={`victory-score-${i()}-when`} value={scoredWhen(src)} onChange={(e) => props.run('scenario/victoryScore', v.setScoreWhen(props.scenario, i(), e.currentTarget.value as 'end'))}>
                <option value="eachTurn">each turn</option>
                <option value="end">at the end</option>
              </select>
            </SourceItem>
          )}
        </For>
      </ol>
      <div class="victory-fields">
        <select data-testid="victory-score-new" value={kind() ?? props.sources[0] ?? ''} onChange={(e) => setKind(e.currentTarget.value as VpSource['kind'])}>
          <For each={props.sources}>{(k) => <option value={k}>VP for {SOURCE_NAMES[k]}</option>}</For>
        </select>
        <Show when={!score()}>
          for{' '}
          <select value={side() ?? sides()[0]?.[0] ?? ''} onChange={(e) => setSide(e.currentTarget.value)}>
            <For each={sides()}>{([id, s]) => <option value={id}>{s.name}</option>}</For>
          </select>
        </Show>
        <button data-testid="victory-score-add" onClick={add}>
          Add to the score
        </button>
      </div>
    </div>
  );
}
