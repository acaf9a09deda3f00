import { createMemo, createSignal, For, Show } from 'solid-js';
import { conditionEdits, victoryCommands } from '../../document';
import { factsRead, SOURCE_NAMES, type FactPlace } from '../../engine';
import type { Condition as When, Ruleset, Scenario, VpSource } from '../../generated/documents';
import { ConditionEditor } from '../ConditionEditor';
import { NumberField, PlacesField, SourceItem, TextField } from './victoryFields';
import { OutcomeTable } from './VictoryTable';

const v = victoryCommands;
type Condition = Scenario['victory']['conditions'][string];
type Edit = ReturnType<typeof v.setConditionLabel>;

/** The kinds of place a hex scenario's conditions may count. */
const HEX_PLACES = ['victoryHexes', 'hexSet', 'hexSets', 'hexes', 'letters', 'edge'] as const;

export interface ConditionProps {
  readonly id: string;
  readonly cond: Condition;
  readonly scenario: Scenario;
  readonly ruleset: Ruleset | undefined;
  /** The VP source kinds the scenario's engine scores. */
  readonly sources: readonly VpSource['kind'][];
  /** Runs a named edit (a refusal is said in the status bar); whether it was made. */
  readonly run: (command: string, edit: Edit) => boolean;
  readonly refuse: (why: string) => void;
  readonly show: (pointer: string) => void;
  /** The variants' changes that patch a condition by its id, as "ardennes44-8turn (c2)". */
  readonly patchedBy: (id: string) => string[];
}

/**
 * One victory condition: who it wins for and how in words, then its fields by kind (a VP threshold
 * and its sources, places held, factors exited, the parts of a composite, an outcome table's rows).
 * A VP source's or an exit's condition ("only when"), and each row's, are edited in place.
 */
export function VictoryCondition(props: ConditionProps) {
  const sc = () => props.scenario;
  const id = () => props.id;
  const at = (...rest: (string | number)[]) => `/victory/conditions/${id()}${rest.map((r) => `/${r}`).join('')}`;
  const others = () => Object.keys(sc().victory.conditions).filter((x) => x !== id());
  const [adding, setAdding] = createSignal<VpSource['kind']>();
  return (
    <div class="victory-condition" data-testid={`victory-${id()}`}>
      <div class="victory-head">
        <b>{id()}</b>: {v.conditionInWords(props.cond, props.ruleset)}
        <Show when={props.cond.rule}>
          <span class="rule-ref"> ({props.cond.rule})</span>
        </Show>{' '}
        <button class="link" onClick={() => props.show(at())}>Show in JSON</button>{' '}
        <button class="link" data-testid={`victory-${id()}-remove`} onClick={() => props.run('scenario/victoryRemove', v.removeCondition(sc(), id()))}>
          Remove
        </button>
      </div>
      <div class="victory-fields">
        <Show when={'side' in props.cond && props.cond}>
          {(c) => (
            <label class="victory-field">
              Wins for{' '}
              <select data-testid={`victory-${id()}-side`} value={(c() as { side: string }).side} onChange={(e) => props.run('scenario/victorySide', v.setConditionSide(sc(), id(), e.currentTarget.value, props.ruleset))}>
                <For each={Object.entries(props.ruleset?.sides ?? {})}>{([s, d]) => <option value={s}>{d.name}</option>}</For>
              </select>
            </label>
          )}
        </Show>
        <TextField label="Id" value={id()} testid={`victory-${id()}-id`} commit={(t) => props.run('scenario/victoryRename', v.renameCondition(sc(), id(), t, props.patchedBy(id())))} />
        <TextField label="Label" value={props.cond.label} testid={`victory-${id()}-label`} placeholder="what the game's end says" commit={(t) => props.run('scenario/victoryLabel', v.setConditionLabel(sc(), id(), t))} />
        <Show when={props.cond.kind !== 'outcomeTable'}>
          <label class="victory-field">
            <input type="checkbox" data-testid={`victory-${id()}-ends`} checked={!!(props.cond as { endsGame?: boolean }).endsGame} onChange={(e) => props.run('scenario/victoryFlag', v.setConditionFlag(sc(), id(), 'endsGame', e.currentTarget.checked))} /> ends the game at once
          </label>
        </Show>
      </div>
      <Show when={props.cond.kind === 'vpThreshold' && props.cond}>
        {(c) => (
          <>
            <NumberField label="VP needed" value={c().threshold} step={0.5} testid={`victory-${id()}-threshold`} commit={(n) => props.run('scenario/victoryNumber', v.setConditionNumber(sc(), id(), 'threshold', n))} />
            <ol class="victory-sources">
              <For each={c().sources}>
                {(src, i) => (
                  <SourceItem src={src} played={props.sources} testid={`victory-${id()}-source-${i()}`} vp={(n) => props.run('scenario/victorySource', v.setSourceNumber(sc(), id(), i(), 'vp', n))} remove={() => props.run('scenario/victorySourceRemove', v.removeSource(sc(), id(), i()))}>
                    <Show when={src.kind === 'exitFactors'}>
                      <NumberField label="per factors" value={src.per} testid={`victory-${id()}-source-${i()}-per`} commit={(n) => props.run('scenario/victorySource', v.setSourceNumber(sc(), id(), i(), 'per', n))} />
                    </Show>
                    <label class="victory-field">
                      {src.kind === 'exitFactors' ? 'exited by' : 'of'}{' '}
                      <PlacesField value={src.at} kinds={HEX_PLACES} anywhere={src.kind === 'exitFactors'} testid={`victory-${id()}-source-${i()}-at`} refuse={props.refuse} commit={(set) => props.run('scenario/victoryPlaces', v.setPlaces(sc(), id(), i(), set))} />
                    </label>
                    <Requires value={src.requires} place={src.kind} testid={`victory-${id()}-source-${i()}-requires`} ruleset={props.ruleset} refuse={props.refuse} commit={(w) => props.run('scenario/victoryRequires', v.setRequires(sc(), id(), i(), w))} />
                  </SourceItem>
                )}
              </For>
            </ol>
            <div class="victory-fields">
              <select data-testid={`victory-${id()}-new-source`} value={adding() ?? ''} onChange={(e) => setAdding((e.currentTarget.value || undefined) as VpSource['kind'] | undefined)}>
                <option value="">VP source to add…</option>
                <For each={props.sources}>{(k) => <option value={k}>{SOURCE_NAMES[k]}</option>}</For>
              </select>
              <button disabled={!adding()} data-testid={`victory-${id()}-add-source`} onClick={() => props.run('scenario/victorySourceAdd', v.addSource(sc(), id(), adding()!, props.sources)) && setAdding(undefined)}>
                Add source
              </button>
            </div>
          </>
        )}
      </Show>
      <Show when={props.cond.kind === 'hold' && props.cond}>
        {(c) => (
          <div class="victory-fields">
            <select data-testid={`victory-${id()}-mode`} value={c().mode} onChange={(e) => props.run('scenario/victoryMode', v.setHoldMode(sc(), id(), e.currentTarget.value as 'control'))}>
              <option value="control">controlling</option>
              <option value="occupy">occupying</option>
            </select>
            <PlacesField value={c().at} kinds={HEX_PLACES} testid={`victory-${id()}-at`} refuse={props.refuse} commit={(set) => props.run('scenario/victoryPlaces', v.setPlaces(sc(), id(), undefined, set))} />
            <NumberField label="how many (empty: all)" value={c().count} testid={`victory-${id()}-count`} commit={(n) => props.run('scenario/victoryNumber', v.setConditionNumber(sc(), id(), 'count', n))} />
            <label class="victory-field">
              <input type="checkbox" checked={!!c().supplied} onChange={(e) => props.run('scenario/victoryFlag', v.setConditionFlag(sc(), id(), 'supplied', e.currentTarget.checked))} /> with a unit in supply
            </label>
            <NumberField label="Victory Phases running" value={c().consecutiveChecks} testid={`victory-${id()}-checks`} commit={(n) => props.run('scenario/victoryNumber', v.setConditionNumber(sc(), id(), 'consecutiveChecks', n))} />
          </div>
        )}
      </Show>
      <Show when={props.cond.kind === 'exit' && props.cond}>
        {(c) => (
          <div class="victory-fields">
            <NumberField label="attack factors" value={c().factors} testid={`victory-${id()}-factors`} commit={(n) => props.run('scenario/victoryNumber', v.setConditionNumber(sc(), id(), 'factors', n))} />
            <label class="victory-field">
              exited by <PlacesField value={c().via} kinds={HEX_PLACES} testid={`victory-${id()}-via`} refuse={props.refuse} commit={(set) => props.run('scenario/victoryPlaces', v.setPlaces(sc(), id(), undefined, set))} />
            </label>
            <Requires value={c().requires} place="exit" testid={`victory-${id()}-requires`} ruleset={props.ruleset} refuse={props.refuse} commit={(w) => props.run('scenario/victoryRequires', v.setRequires(sc(), id(), undefined, w))} />
          </div>
        )}
      </Show>
      <Show when={props.cond.kind === 'composite' && props.cond}>
        {(c) => (
          <div class="victory-fields">
            <select data-testid={`victory-${id()}-op`} value={c().op} onChange={(e) => props.run('scenario/victoryOp', v.setCompositeOp(sc(), id(), e.currentTarget.value as 'all'))}>
              <option value="all">all of</option>
              <option value="any">any of</option>
            </select>
            <For each={others()}>
              {(o) => (
                <label class="victory-field">
                  <input type="checkbox" checked={c().of.includes(o)} onChange={(e) => props.run('scenario/victoryPart', v.setCompositePart(sc(), id(), 'of', o, e.currentTarget.checked))} /> {o}
                </label>
              )}
            </For>
            <span class="note">beats:</span>
            <For each={others()}>
              {(o) => (
                <label class="victory-field">
                  <input type="checkbox" checked={!!c().overrides?.includes(o)} onChange={(e) => props.run('scenario/victoryPart', v.setCompositePart(sc(), id(), 'overrides', o, e.currentTarget.checked))} /> {o}
                </label>
              )}
            </For>
          </div>
        )}
      </Show>
      <Show when={props.cond.kind === 'outcomeTable' && props.cond}>{(c) => <OutcomeTable id={id()} table={c()} scenario={sc()} ruleset={props.ruleset} run={props.run} refuse={props.refuse} />}</Show>
    </div>
  );
}

/**
 * "Only when": the condition a VP source or an exit counts on, among the facts the engine computes
 * there. Where it reads none the field says so, and a condition typed there in the JSON is shown to
 * be removed (the Problems list says test play refuses it).
 */
function Requires(props: { value: When | undefined; place: FactPlace; testid: string; ruleset: Ruleset | undefined; refuse: (why: string) => void; commit: (w: When | undefined) => boolean }) {
  const facts = createMemo(() => (props.ruleset ? conditionEdits.factChoices(props.ruleset, factsRead(props.ruleset, props.place)) : []));
  return (
    <Show when={props.value || facts().length}>
      <label class="victory-field">
        only when <ConditionEditor value={props.value} facts={facts()} optional testid={props.testid} refuse={props.refuse} commit={props.commit} />
      </label>
    </Show>
  );
}
