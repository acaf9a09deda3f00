/**
 * The Playtest tab (issue 16): a batch of bot games on the documents as they are, unsaved edits
 * included, on a pool of Web Workers with a progress bar and cancel; the outcomes, VP and losses with
 * their intervals; a variant compared with its base on the same seeds; the report's plots (a click on
 * a bar lists its games); and any game opened in test play, where it rewinds to any step.
 */
import { createMemo, createSignal, For, onCleanup, Show } from 'solid-js';
import type { Scenario } from '../../generated/documents';
import { BOTS, type GameRecord } from '../../engine';
import { compare } from '../../lab/compare';
import { batchMeta, vpThresholds } from '../../lab/meta';
import { reportPlots, type Arm } from '../../lab/report';
import { finalVp, outcomeOf, summarise, type BatchMeta } from '../../lab/summary';
import { summaryLines } from '../../lab/text';
import { showPlayedMap } from '../play/PlayPanel';
import { playableDocuments } from '../play/session';
import { useStudio } from '../studio';
import { LabRun, type LabArm, type LabProgress } from './labRun';

interface Batch {
  readonly arms: readonly (LabArm & { readonly records: readonly GameRecord[] })[];
  readonly meta: BatchMeta;
  readonly cancelled: boolean;
}

/** The bots a batch may play, as the engine offers them (greedy, random, lookahead). */
const BOT_NAMES = Object.keys(BOTS);

export function PlaytestLab() {
  const studio = useStudio();
  const scenarios = createMemo(() => (studio.version(), studio.store.loaded().filter((d) => d.kind === 'scenario').map((d) => d.doc as unknown as Scenario)));
  const [scenario, setScenario] = createSignal<string>();
  // A scenario picked and since renamed or deleted is no longer picked.
  const known = (id: string | undefined) => (id && scenarios().some((s) => s.id === id) ? id : undefined);
  const chosen = () => known(scenario()) ?? scenarios()[0]?.id;
  const chosenDoc = () => scenarios().find((s) => s.id === chosen());
  const [versusPicked, setVersus] = createSignal('');
  const versus = () => known(versusPicked()) ?? '';
  const [games, setGames] = createSignal(20);
  const sides = createMemo(() => {
    const doc = chosenDoc();
    const r = doc ? (studio.store.find('ruleset', doc.ruleset as string)?.doc as { sides?: Record<string, { name: string }> } | undefined) : undefined;
    return Object.entries(r?.sides ?? {}).map(([id, s]) => ({ id, name: s.name }));
  });
  const [bots, setBots] = createSignal<Record<string, string>>({});
  const [progress, setProgress] = createSignal<LabProgress>();
  const [running, setRunning] = createSignal<LabRun>();
  const [batch, setBatch] = createSignal<Batch>();
  const [error, setError] = createSignal<string>();
  onCleanup(() => running()?.cancel());

  const run = async () => {
    const ids = [chosen(), versus()].filter((x): x is string => !!x);
    if (!ids.length) return;
    const arms: LabArm[] = [];
    for (const id of ids) {
      const docs = playableDocuments(studio.store, id);
      if ('error' in docs) return setError(docs.error);
      arms.push({ name: scenarios().find((s) => s.id === id)?.name ?? id, scenario: id, docs });
    }
    const names = sides().map((s) => bots()[s.id] ?? 'greedy');
    const seeds = Array.from({ length: games() }, (_, i) => `lab-${i}`);
    setError(undefined);
    setProgress({ done: 0, total: seeds.length * arms.length, workers: 0, msElapsed: 0 });
    const r = new LabRun(arms, names, seeds, setProgress);
    setRunning(r);
    try {
      const result = await r.done;
      if (running() !== r) return;
      const meta = batchMeta(arms[0]!.docs, names, result.lossUnit);
      setBatch({ arms: arms.map((a, i) => ({ ...a, records: result.arms[i]! })), meta, cancelled: result.cancelled });
    } catch (e) {
      setError(`The batch failed: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      if (running() === r) setRunning(undefined);
    }
  };

  const rate = () => {
    const p = progress();
    return p && p.done && p.workers ? (p.done / (p.msElapsed / 60000) / p.workers).toFixed(0) : undefined;
  };

  return (
    <div class="lab" data-testid="playtest-lab">
      <div class="lab-bar">
        <label>
          Scenario{' '}
          <select aria-label="Scenario to playtest" value={chosen() ?? ''} onChange={(e) => setScenario(e.currentTarget.value)}>
            <For each={scenarios()}>{(s) => <option value={s.id}>{s.name}</option>}</For>
          </select>
        </label>
        <label>
          compared with{' '}
          <select aria-label="Compare with" value={versus()} onChange={(e) => setVersus(e.currentTarget.value)}>
            <option value="">nothing</option>
            <For each={scenarios().filter((s) => s.id !== chosen() && s.ruleset === chosenDoc()?.ruleset)}>{(s) => <option value={s.id}>{s.name}</option>}</For>
          </select>
        </label>
        <label>
          Games <input type="number" aria-label="Games" min="1" max="1000" value={games()} onInput={(e) => setGames(Math.max(1, Math.min(1000, Number(e.currentTarget.value) || 1)))} />
        </label>
        <For each={sides()}>
          {(s) => (
            <label>
              {s.name}{' '}
              <select aria-label={`${s.name} bot`} value={bots()[s.id] ?? 'greedy'} onChange={(e) => setBots({ ...bots(), [s.id]: e.currentTarget.value })}>
                <For each={BOT_NAMES}>{(b) => <option value={b}>{b}</option>}</For>
              </select>
            </label>
          )}
        </For>
        <Show when={!running()} fallback={<button data-testid="lab-cancel" onClick={() => running()?.cancel()}>Cancel</button>}>
          <button data-testid="lab-run" disabled={!chosen()} onClick={() => void run()}>
            Run
          </button>
        </Show>
        <Show when={progress()}>
          {(p) => (
            <span class="lab-progress" data-testid="lab-progress">
              <progress max={p().total} value={p().done} /> {p().done}/{p().total} games
              <Show when={rate()}> · {p().workers} worker{p().workers === 1 ? '' : 's'} · {rate()} games/min/core</Show>
            </span>
          )}
        </Show>
      </div>
      <Show when={error()}>
        <p class="lab-error" role="alert">
          {error()}
        </p>
      </Show>
      <Show when={batch()}>{(b) => <LabResults batch={b()} />}</Show>
    </div>
  );
}

function LabResults(props: { batch: Batch }) {
  const studio = useStudio();
  const arms = createMemo((): Arm[] => props.batch.arms.map((a) => ({ name: a.name, summary: summarise(a.records, props.batch.meta), thresholds: vpThresholds(a.docs.scenario.victory) })));
  const words = createMemo(() => arms().slice(1).flatMap((a, i) => compare(arms()[0]!.name, arms()[0]!.summary, a.name, a.summary, props.batch.meta, { base: props.batch.arms[0]!.records, variant: props.batch.arms[i + 1]!.records }).words));
  const [picked, setPicked] = createSignal<{ arm?: string; vp?: number; outcome?: string }>({});
  const sideScored = () => Object.keys(arms()[0]?.summary.vp ?? {})[0];
  const listed = createMemo(() => {
    const p = picked();
    return props.batch.arms.flatMap((a) => (p.arm && p.arm !== a.name ? [] : a.records.filter((r) => (p.vp === undefined || finalVp(r, sideScored() ?? '') === p.vp) && (p.outcome === undefined || outcomeOf(r, props.batch.meta) === p.outcome)).map((r) => ({ arm: a, r }))));
  });
  const open = (arm: LabArm, r: GameRecord) => {
    const problem = studio.play.start(studio.store, arm.scenario, { seed: r.seed, actions: r.log ?? [] });
    if (!problem) showPlayedMap(studio);
    studio.say(problem ?? `Opened ${arm.name}, seed ${r.seed}, in test play at its end (${r.actions} actions): rewind to any step in the log`, problem ? 'error' : 'info');
  };
  return (
    <div class="lab-results" data-testid="lab-results">
      <Show when={props.batch.cancelled}>
        <p class="muted">Cancelled: the games that finished are kept.</p>
      </Show>
      <Show when={words().length}>
        <ul class="lab-ab" data-testid="lab-ab">
          <For each={words()}>{(w) => <li>{w}</li>}</For>
        </ul>
      </Show>
      <div class="lab-plots">
        <For each={reportPlots(arms(), props.batch.meta)}>{(p) => <Plot title={p.title} spec={p.spec} pick={(d) => setPicked({ ...(typeof d.arm === 'string' ? { arm: d.arm } : {}), ...(typeof d.vp === 'number' ? { vp: d.vp } : {}), ...(typeof d.outcome === 'string' ? { outcome: d.outcome } : {}) })} />}</For>
      </div>
      <For each={arms()}>{(a) => <pre class="lab-summary">{summaryLines(a.name, a.summary, props.batch.meta).join('\n')}</pre>}</For>
      <h3>
        Games{' '}
        <Show when={picked().arm || picked().vp !== undefined || picked().outcome}>
          <span class="muted">
            ({[picked().arm, picked().outcome, picked().vp !== undefined ? `VP ${picked().vp}` : ''].filter(Boolean).join(', ')}: {listed().length}){' '}
            <button onClick={() => setPicked({})}>Show all</button>
          </span>
        </Show>
      </h3>
      <table class="lab-games" data-testid="lab-games">
        <thead>
          <tr>
            <th>Arm</th>
            <th>Seed</th>
            <th>Outcome</th>
            <th>VP</th>
            <th>Turns</th>
            <th>Actions</th>
            <th />
          </tr>
        </thead>
        <tbody>
          <For each={listed().slice(0, 200)}>
            {({ arm, r }) => (
              <tr>
                <td>{arm.name}</td>
                <td>{r.seed}</td>
                <td>{outcomeOf(r, props.batch.meta)}</td>
                <td>{finalVp(r, sideScored() ?? '') ?? '–'}</td>
                <td>{r.turns}</td>
                <td>{r.actions}</td>
                <td>
                  <button onClick={() => open(arm, r)}>Open</button>
                </td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
    </div>
  );
}

/** One plot, drawn by Vega (loaded when the first plot is shown); a click on a mark picks its games. */
function Plot(props: { title: string; spec: Record<string, unknown>; pick: (datum: Record<string, unknown>) => void }) {
  let release: (() => void) | undefined;
  onCleanup(() => release?.());
  return (
    <figure class="lab-plot">
      <figcaption>{props.title}</figcaption>
      <div
        ref={(el) =>
          void import('../../lab/render').then(async ({ plotInto }) => {
            release = await plotInto(el, props.spec, props.pick);
          })
        }
      />
    </figure>
  );
}
