import { createSignal, For, Show } from 'solid-js';
import { victoryCommands } from '../../document';
import { scoredWhen, SOURCE_NAMES } from '../../engine';
import type { LocationSet, Ruleset, Scenario, VpSource } from '../../generated/documents';
import { NumberField, PlacesField, SourceItem } from './victoryFields';

const v = victoryCommands;
type Edit = ReturnType<typeof v.setScoreNumber>;

/** The places an area game's score counts: an area set or areas. */
const AREA_PLACES = ['areaSet', 'areas'] as const;
/** A place field's words: where a town source's towns are, where holes lead into and are traced from. */
const placeWords = (key: 'at' | 'from', kind: VpSource['kind']) => (key === 'from' ? 'traced from' : kind === 'holes' ? 'holes into' : 'towns in');

/**
 * The VP score of an area game (12.2): its side, each source in words with its VP, when it is
 * counted (each turn, adding up, or at the end), the places towns and holes count, removed; a
 * source added (VP areas, SP in enemy zones, towns held with their areas, holes in the line with
 * the zones they lead into and are traced from).
 */
export function VictoryScore(props: { scenario: Scenario; ruleset: Ruleset | undefined; sources: readonly VpSource['kind'][]; run: (command: string, edit: Edit) => boolean; show: (pointer: string) => void; refuse: (why: string) => void }) {
  const score = () => props.scenario.victory?.score;
  const [kind, setKind] = createSignal<VpSource['kind']>();
  const [side, setSide] = createSignal<string>();
  // The places a new town or holes source will count, picked before it is added.
  const [places, setPlaces] = createSignal<{ at?: LocationSet; from?: LocationSet }>({});
  const sides = () => Object.entries(props.ruleset?.sides ?? {});
  const adding = () => kind() ?? props.sources[0];
  const add = () => {
    const k = adding();
    if (k && props.run('scenario/victoryScoreAdd', v.addScoreSource(props.scenario, k, side() ?? sides()[0]?.[0] ?? '', props.ruleset, props.sources, places()))) setPlaces({});
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
              <For each={v.SCORE_PLACES[src.kind] ?? []}>
                {(key) => (
                  <label class="victory-field">
                    {placeWords(key, src.kind)} <PlacesField value={src[key]} kinds={AREA_PLACES} testid={`victory-score-${i()}-${key}`} refuse={props.refuse} commit={(set) => props.run('scenario/victoryPlaces', v.setScorePlaces(props.scenario, i(), key, set))} />
                  </label>
                )}
              </For>
              <Show when={src.kind === 'holes'}>
                <label class="victory-field">
                  one hole is each{' '}
                  <select data-testid={`victory-score-${i()}-count`} title="What one hole counts as: the rules leave it open (digest A9)" value={src.count ?? 'links'} onChange={(e) => props.run('scenario/victoryScore', v.setHoleCount(props.scenario, i(), e.currentTarget.value as 'links'))}>
                    <option value="links">road into a target zone</option>
                    <option value="areas">area a road comes from</option>
                    <option value="zones">target zone reached</option>
                  </select>
                </label>
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
        <select data-testid="victory-score-new" value={adding() ?? ''} onChange={(e) => (setKind(e.currentTarget.value as VpSource['kind']), setPlaces({}))}>
          <For each={props.sources}>{(k) => <option value={k}>VP for {SOURCE_NAMES[k]}</option>}</For>
        </select>
        <For each={(adding() && v.SCORE_PLACES[adding()!]) || []}>
          {(key) => (
            <label class="victory-field">
              {placeWords(key, adding()!)} <PlacesField value={places()[key]} kinds={AREA_PLACES} testid={`victory-score-new-${key}`} refuse={props.refuse} commit={(set) => (set ? (setPlaces({ ...places(), [key]: set }), true) : false)} />
            </label>
          )}
        </For>
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
