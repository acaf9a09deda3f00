import { createSignal, For, Show } from 'solid-js';
import { currentVersion } from '../../document';
import { BOTS, gameSummary, type Refusal } from '../../engine';
import { AreaPlayPanel } from './AreaPlayPanel';
import { ChoicePanel } from './ChoicePanel';
import { TrafficPanel } from './TrafficPanel';
import { saveFile } from '../services/api';
import { useStudio } from '../studio';
import type { Player, PlayReach } from './session';
import { groupBy } from '../../shared/groupBy';
import { FoldHeading, isClosed } from '../panels/FoldHeading';

/** How each movement mode a hex may need is named and explained. */
const MODE_WORDS: Readonly<Record<string, { how: string; key: string }>> = {
  extended: { how: 'by extended movement (11.2)', key: 'E: 2 more MP, not ending next to the enemy, 11.2' },
  strategic: { how: 'by strategic movement (12)', key: 'S: double MA on roads, 12' },
  infiltration: { how: 'by infiltration (27.1: a roll of 1–3 for each enemy ZOC hex entered, else detected and stopped there)', key: 'I: past enemy ZOC on a roll of 1–3 a hex, 27.1' },
};

/** The line under the board for the hovered hex: why the selected unit may not go there, or how it gets there. */
export function whyText(v: PlayReach | Refusal, hovered: string | undefined): string {
  if ('reason' in v) return `${hovered}: ${v.reason}${v.rule ? ` (rule ${v.rule})` : ''}`;
  if (v.setUp) return `${v.hex}: in its setup area, free to set up in (3.4)`;
  const how = v.mode ? ` ${MODE_WORDS[v.mode]?.how ?? `by ${v.mode} movement`}` : '';
  return `${v.hex}: ${v.mpLeft} MP left on arrival${how}${v.path.length ? `, by ${v.path.join(' → ')}` : ''}`;
}

/**
 * The test-play panel: start on the current documents (unsaved edits included), hot-seat or against
 * a bot, the odds of an attack with each shift explained before rolling, the log with dice, undo,
 * rewind to any step (acting there forks), and saving the game as a playtest document.
 */
/** Opens the map test play is on, so the game shows where it is played. */
export function showPlayedMap(studio: ReturnType<typeof useStudio>): void {
  const mapFile = studio.store.find('map', studio.play.mapId())?.file;
  if (mapFile) studio.open(mapFile);
}

export function PlayPanel() {
  const studio = useStudio();
  const play = studio.play;
  const [saved, setSaved] = createSignal<string>();
  const c = () => play.compiled();
  const s = () => play.state();
  /** The game of whichever system (the hex-only parts below read `c()` and `s()`). */
  const any = () => play.game();
  const sideName = (side: string) => any()?.compiled.docs.ruleset.sides[side]?.name ?? side;
  const unitName = (id: string) => c()?.units.get(id)?.name ?? id;

  const start = () => {
    // The variant being recorded, else the scenario open, else the project's first scenario.
    const file = studio.store.recording ?? studio.openFile();
    const open = file ? studio.store.get(file)?.doc : undefined;
    const problem = play.start(studio.store, open?.kind === 'scenario' ? (open.id as string) : undefined);
    if (problem) return studio.say(problem);
    showPlayedMap(studio);
    studio.say('Test play started on the current documents (unsaved edits included)');
  };
  const status = () => {
    const st = s();
    const cc = c();
    const g = any();
    if (g && !cc) return gameSummary(g).join(' · ').replace(/\s+/g, ' ');
    if (!st || !cc) return '';
    const turn = cc.ruleset.calendar.turns[cc.turnOrder[st.turn]!]?.label ?? cc.turnOrder[st.turn];
    if (st.ended) return `Game over after ${turn}: ${st.ended.winner ? `${sideName(st.ended.winner)} wins` : 'no winner'} (${st.ended.reason})`;
    // A choice of the other player inside the phase: the phase stays the phasing player's.
    const resume = (st.pending as { resume?: string } | undefined)?.resume;
    if (resume) return `${turn} · ${sideName(resume)} ${cc.ruleset.phases[st.phaseId]?.name ?? st.phaseId} · the ${sideName(st.side)} player decides`;
    return `${turn} · ${sideName(st.side)} ${cc.ruleset.phases[st.phaseId]?.name ?? st.phaseId}`;
  };
  const refusedHere = () => (play.legal()?.refused ?? []).filter((r) => r.unit && (r.unit === play.selected() || play.attackers().includes(r.unit)));
  const mpLeft = () => {
    const id = play.selected();
    const st = s();
    if (!id || !st) return undefined;
    const face = c()!.units.get(id)!;
    return (face.front.movement ?? 0) - st.units[id]!.mpUsed;
  };
  /** Units that may enter the map or go to a box now, with their legal choices. */
  const arrivals = () => {
    return [...groupBy(play.legal()?.actions ?? [], (a) => ((a.type === 'enterReinforcement' || a.type === 'placeInBox') && a.unit ? a.unit : undefined))];
  };
  /** The Night-marker action for the selected unit's stack, when the rules allow one now (25.3). */
  const nightAction = () => {
    const id = play.selected();
    const hex = id ? (s()?.units[id]?.loc as { hex?: string } | undefined)?.hex : undefined;
    return hex ? play.legal()?.actions.find((a) => a.type === 'placeNightMarker' && a.target === hex) : undefined;
  };
  const saveGame = async () => {
    const id = `${play.scenarioId()}-${play.seed()}-${play.step()}`;
    const file = `data/playtests/${id}.playtest.json`;
    const digests = play.digests();
    const doc = { kind: 'playtest', schemaVersion: currentVersion('playtest'), id, scenario: play.scenarioId(), seed: play.seed(), actions: play.log().slice(0, play.step()), ...(digests.length ? { digests } : {}) };
    const text = `${JSON.stringify(doc, null, 2)}\n`;
    const r = await saveFile(file, text, undefined);
    setSaved(r.ok ? `Saved ${file}` : r.message);
  };
  const loadOpenPlaytest = () => {
    const d = studio.store.get(studio.openFile() ?? '');
    const doc = d?.doc as { kind?: string; scenario?: string; seed?: string; actions?: never[] } | undefined;
    if (doc?.kind !== 'playtest') return studio.say('Open a playtest document first');
    const problem = play.start(studio.store, doc.scenario, { seed: doc.seed ?? '1', actions: doc.actions ?? [] });
    if (!problem) showPlayedMap(studio);
    studio.say(problem ?? `Replaying ${studio.openFile()} (${doc.actions?.length ?? 0} actions)`);
  };

  return (
    <section class="play-panel" classList={{ closed: isClosed('play') }} data-testid="play-panel">
      <FoldHeading section="play">Test play</FoldHeading>
      <Show
        when={play.active()}
        fallback={
          <div class="play-start">
            <button data-testid="play-start" onClick={start}>Play the scenario</button>
            <button onClick={loadOpenPlaytest} title="Replay the playtest document open in the editor">Replay open playtest</button>
            <Show when={play.error()}>{(e) => <p class="play-error">{e()}</p>}</Show>
          </div>
        }
      >
        <p class="play-status" data-testid="play-status">{status()}</p>
        <div class="play-players">
          <For each={Object.keys(any()?.compiled.docs.ruleset.sides ?? {})}>
            {(side) => (
              <label>
                {sideName(side)}{' '}
                <select data-testid={`play-player-${side}`} value={play.players()[side] ?? 'human'} onChange={(e) => play.setPlayer(side, e.currentTarget.value as Player)}>
                  <option value="human">hot-seat</option>
                  <For each={Object.keys(BOTS)}>{(b) => <option value={b}>{b} bot</option>}</For>
                </select>
              </label>
            )}
          </For>
        </div>
        <div class="play-buttons">
          <button data-testid="play-end-phase" disabled={!!any()?.state.ended || !!(any()?.state as { pending?: unknown } | undefined)?.pending} onClick={() => play.act({ type: 'endPhase', side: any()!.state.side })}>End phase</button>
          <button data-testid="play-undo" disabled={play.step() === 0} onClick={() => play.undo()}>Undo</button>
          <button onClick={() => void saveGame()}>Save playtest</button>
          <button onClick={() => play.stop()}>Stop</button>
        </div>
        <Show when={saved()}>{(m) => <p class="play-note">{m()}</p>}</Show>
        {/* A replay viewer's slider: any step of the game, the map and the log in step with it (each state is kept: no replay). */}
        <Show when={play.log().length}>
          <label class="play-scrub">
            Step <input type="range" aria-label="Step of the game" min="0" max={play.log().length} value={play.step()} onInput={(e) => play.rewind(Number(e.currentTarget.value))} /> {play.step()}/{play.log().length}
          </label>
        </Show>
        <Show when={play.area.compiled()}>
          <AreaPlayPanel />
        </Show>
        <Show when={play.step() < play.log().length}>
          <p class="play-note" data-testid="play-rewound">At step {play.step()} of {play.log().length}: acting here forks the game (the later {play.log().length - play.step()} actions are kept as a branch). <button onClick={() => play.rewind(play.log().length)}>Back to the end</button></p>
        </Show>
        <Show when={play.branches().length}><p class="play-note">{play.branches().length} branch(es) kept</p></Show>
        <Show when={play.selected()}>
          {(id) => (
            <p class="play-unit" data-testid="play-unit">
              <Show when={play.kind() === 'setup'} fallback={<>{unitName(id())}: {mpLeft()} MP left, {play.reach().filter((r) => !r.mode).length} hexes in reach</>}>
                {unitName(id())}: {play.reach().length} hexes of its setup area it may set up in (3.4)
              </Show>
              <For each={[...new Set(play.reach().flatMap((r) => (r.mode ? [r.mode] : [])))]}>{(mode) => <>, {play.reach().filter((r) => r.mode === mode).length} more {MODE_WORDS[mode]?.how.replace(/ \(.*/, '') ?? `by ${mode}`} (blue, {MODE_WORDS[mode]?.key ?? mode})</>}</For> (drag or click one)
            </p>
          )}
        </Show>
        <Show when={play.why()}>
          {(w) => (
            // Read w() inside the bindings: the paragraph is made once, and its text must follow the hovered hex.
            <p classList={{ 'play-why': true, refused: 'reason' in w() }} data-testid="play-why">
              {whyText(w(), play.hovered())}
            </p>
          )}
        </Show>
        <Show when={play.supply()}>
          {(sp) => (
            <p classList={{ 'play-supply': true, oos: !sp().inSupply }} data-testid="play-supply">
              {unitName(sp().unit)}:{' '}
              {sp().inSupply ? `in supply now (${sp().line!.landHexes} land hexes, then road to the source at ${sp().line!.hexes.at(-1)})` : `cannot trace supply now: ${sp().reason} (rule ${sp().rule})`}
              {sp().marked ? ' · marked out of supply since its last Supply Phase (23.4: tactical movement only, TQ −1, 1 left when attacking)' : ''}
              {sp().surrenderPoints ? ` · ${sp().surrenderPoints} surrender points (23.7)` : ''}
            </p>
          )}
        </Show>
        <Show when={arrivals().length}>
          <div class="play-arrivals" data-testid="play-reinforcements">
            <p>Reinforcements and units in off-map boxes (13.1, 11.9):</p>
            <For each={arrivals()}>
              {([unit, options]) => {
                const [choice, setChoice] = createSignal(0);
                return (
                  <div class="play-arrival">
                    <span>{unitName(unit)}</span>
                    <select onChange={(e) => setChoice(Number(e.currentTarget.value))}>
                      <For each={options}>{(a, i) => <option value={i()}>{a.type === 'placeInBox' ? `wait in the ${c()?.map.offMapBoxes?.[a.target!]?.name ?? `${a.target} box`}` : `enter at ${a.target}${a.mode === 'strategic' ? ' by strategic movement (trucks for infantry)' : a.mode === 'extended' ? ' by extended movement' : ''}`}</option>}</For>
                    </select>
                    <button onClick={() => play.act(options[choice()] ?? options[0]!)}>Go</button>
                  </div>
                );
              }}
            </For>
          </div>
        </Show>
        <Show when={nightAction()}>
          {(a) => (
            <div class="play-buttons">
              <button data-testid="play-night" onClick={() => play.act(a())}>{a().choice === 'remove' ? 'Take the Night marker off this stack' : 'Night marker on this stack (it moves and fights tonight, 25.3)'}</button>
            </div>
          )}
        </Show>
        <Show when={play.kind() === 'combat' && !s()?.pending}>
          <div class="play-combat">
            <p>Attackers: {play.attackers().map(unitName).join(', ') || 'click your units'} · Target: {play.target() ?? 'click an enemy hex'}</p>
            <For each={(play.legal()?.actions ?? []).filter((a) => a.type === 'disengage' && play.attackers().includes(a.unit!))}>
              {(a) => <button data-testid="play-disengage" title="Before any combat, roll on the Disengagement table (20): a unit that tries does not attack" onClick={() => play.act(a)}>Disengage {unitName(a.unit!)}</button>}
            </For>
            <Show when={play.odds()}>
              {(o) => {
                const odds = o();
                return 'reason' in odds ? (
                  <p class="play-refusal">{odds.reason}{odds.rule ? ` (rule ${odds.rule})` : ''}</p>
                ) : (
                  <div class="play-odds" data-testid="play-odds">
                    <p>
                      {odds.attack} to {odds.defense}{odds.dcb ? ` + ${odds.dcb} DCB` : ''} = <b>{odds.ratio}</b> → column <b>{odds.column}</b>
                    </p>
                    <ul>
                      <For each={odds.shifts}>{(sh) => <li>{sh.value > 0 ? `${sh.value} right` : `${-sh.value} left`}: {sh.label}{sh.rule ? ` (${sh.rule})` : ''}</li>}</For>
                      <For each={odds.halved}>{(h) => <li>halved: {h}</li>}</For>
                      <For each={odds.pendingRolls}>{(r) => <li>rolled at resolution: {r}</li>}</For>
                    </ul>
                    <button data-testid="play-attack" onClick={() => play.act({ type: 'attack', side: s()!.side, units: play.attackers(), target: play.target()! })}>Attack</button>
                    <Show when={(play.legal()?.actions ?? []).some((a) => a.type === 'attack' && a.mode === 'surprise' && a.units!.some((u) => play.attackers().includes(u)))}>
                      <button data-testid="play-attack-surprise" title="150 Pz Bde rolls before the attack is resolved: 1–3 gives 1 right shift; it is detected either way (27.1)" onClick={() => play.act({ type: 'attack', side: s()!.side, units: play.attackers(), target: play.target()!, mode: 'surprise' })}>Attack by surprise</button>
                    </Show>
                    <Show when={(play.legal()?.actions ?? []).some((a) => a.type === 'attack' && a.mode === 'air')}>
                      <button data-testid="play-attack-air" title="Spend one of this turn's ground-support markers: 1 right shift, one marker a combat (15.6)" onClick={() => play.act({ type: 'attack', side: s()!.side, units: play.attackers(), target: play.target()!, mode: 'air' })}>Attack with air support</button>
                    </Show>
                  </div>
                );
              }}
            </Show>
          </div>
        </Show>
        <Show when={c()}>
          <ChoicePanel />
          <TrafficPanel />
        </Show>
        <Show when={s()?.pending?.kind === 'advance'}>
          <div class="play-buttons">
            <For each={(play.legal()?.actions ?? []).filter((a) => a.type === 'advance')}>{(a) => <button onClick={() => play.act(a)}>{unitName(a.unit!)} → {a.target}</button>}</For>
            <button data-testid="play-end-advance" onClick={() => play.act({ type: 'endAdvance', side: s()!.side })}>No (more) advance</button>
          </div>
        </Show>
        <Show when={s()?.pending?.kind === 'breakthrough'}>
          <div class="play-buttons" data-testid="play-breakthrough">
            <For each={(play.legal()?.actions ?? []).filter((a) => a.type === 'attack')}>
              {(a) => {
                const o = () => play.oddsOf(a.units!, a.target!);
                // 19.4: units that have not attacked yet, whose attack the group joins.
                const group = () => (s()?.pending as { units?: readonly string[] } | undefined)?.units ?? [];
                const joined = () => a.units!.filter((id) => !group().includes(id));
                return (
                  <button onClick={() => play.act(a)}>
                    Breakthrough: {a.units!.filter((id) => group().includes(id)).map(unitName).join(', ')} attack {a.target}
                    {joined().length ? `, joining ${joined().map(unitName).join(', ')} (not yet attacked)` : ''}
                    {o() ? ` (${o()})` : ''}
                  </button>
                );
              }}
            </For>
            <button data-testid="play-end-breakthrough" onClick={() => play.act({ type: 'endBreakthrough', side: s()!.side })}>No breakthrough attack</button>
          </div>
        </Show>
        <Show when={play.refusal()}>{(r) => <p class="play-refusal" data-testid="play-refusal">{r().reason}{r().rule ? ` (rule ${r().rule})` : ''}</p>}</Show>
        <Show when={refusedHere().length}>
          <ul class="play-refused">
            <For each={refusedHere()}>{(r) => <li title={`${r.reason}${r.rule ? ` (rule ${r.rule})` : ''}`}>{r.type} refused: {r.reason}{r.rule ? ` (${r.rule})` : ''}</li>}</For>
          </ul>
        </Show>
        <ol class="play-log" data-testid="play-log">
          <For each={play.lines().slice(-200)}>
            {(line) => (
              <li classList={{ roll: line.type === 'roll' || line.type === 'combat' }} title={`step ${line.step}${line.rule ? ` · rule ${line.rule}` : ''} · click to rewind here`} onClick={() => play.rewind(line.step)}>
                <span class="step">{line.step}</span> {line.text}
              </li>
            )}
          </For>
        </ol>
      </Show>
    </section>
  );
}
