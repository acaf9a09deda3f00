import { createMemo, For, Show } from 'solid-js';
import { describeAction, type Action } from '../../engine';
import { useStudio } from '../studio';
import type { LogLine } from './session';

/** The actions the panel offers as buttons (moves are made on the map; battles have their own panel). */
const OFFERED = new Set(['fight', 'entrench', 'placeReinforcement', 'repairBridge', 'demolish', 'declineDemolition', 'removeUnit', 'specialForces']);

/** The report of the battle going on, or of the last one fought: from its 'battle' event to its end. */
export function battleReport(lines: readonly LogLine[]): LogLine[] {
  let start = lines.length - 1;
  while (start >= 0 && lines[start]!.type !== 'battle') start--;
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && l.type === 'battleEnd');
  return lines.slice(start, end < 0 ? undefined : end + 1);
}

/**
 * Test play of an area game (Tigers in the Mist): the impulse track, control and VP at all times;
 * the stack picked on the map and why it can or cannot go where the pointer is; the engine's other
 * legal actions as buttons (battles to fight, entrenching, arrivals, bridges); and the battle panel
 * with its artillery calls, each fire step's dice and hits, and the targeting choices of the player.
 */
export function AreaPlayPanel() {
  const studio = useStudio();
  const play = studio.play;
  const area = play.area;
  const c = () => area.compiled()!;
  const s = () => area.state();
  const sideName = (side: string) => c().ruleset.sides[side]?.name ?? side;
  const unitName = (id: string) => c().units.get(id)?.name ?? id;
  const say = (a: Action) => (play.game() ? describeAction(play.game()!, a) : a.type);
  const offered = createMemo(() => (play.legal()?.actions ?? []).filter((a) => OFFERED.has(a.type)));
  const battle = () => (s()?.pending?.kind === 'battle' ? (s()!.pending as Extract<NonNullable<ReturnType<typeof s>>['pending'], { kind: 'battle' }>).battle : undefined);
  const choices = () => (play.legal()?.actions ?? []).filter((a) => a.type === 'assignFire' || a.type === 'assignArtillery');
  const report = createMemo(() => battleReport(play.lines()));
  const seg = () => (s() ? c().segments[s()!.seg] : undefined);
  const held = (side: string) => Object.entries(s()?.control ?? {}).filter(([id, x]) => x === side && c().map.areas[id]).length;
  const sp = (ids: readonly string[]) => ids.reduce((t, id) => t + (s()?.units[id]?.sp ?? 0), 0);
  const toggle = (id: string) => area.setStack(area.stack().includes(id) ? area.stack().filter((x) => x !== id) : [...area.stack(), id]);
  const here = () => {
    const first = area.stack()[0];
    const at = first ? (s()?.units[first]?.loc as { at?: string } | undefined)?.at : undefined;
    return at ? Object.keys(s()!.units).filter((id) => (s()!.units[id]!.loc as { at?: string }).at === at && c().units.get(id)!.side === s()!.side) : [];
  };

  return (
    <div class="area-play" data-testid="area-play">
      <div class="impulse-track" data-testid="impulse-track" aria-label="Impulse track">
        <For each={c().segments}>
          {(g, i) => <span classList={{ seg: true, now: i() === s()?.seg, past: i() < (s()?.seg ?? 0) }} style={{ 'border-color': c().ruleset.sides[g.side]?.colour ?? '#999' }} title={g.label}>{g.n}</span>}
        </For>
      </div>
      <p class="play-status" data-testid="area-status">
        {seg()?.label ?? 'Game over'} · {c().ruleset.phases[s()?.phaseId ?? '']?.name ?? s()?.phaseId}
      </p>
      <p class="area-score" data-testid="area-score">
        <For each={c().sides}>{(side) => <span>{sideName(side)}: {s()?.vp[side] ?? 0} VP, {held(side)} areas · </span>}</For>
      </p>
      <Show when={area.stack().length}>
        <div class="play-unit" data-testid="area-stack">
          <p>Picked ({sp(area.stack())} SP), {area.reach().length} areas in reach (click one on the map):</p>
          <For each={here()}>
            {(id) => (
              <label class="check">
                <input type="checkbox" checked={area.stack().includes(id)} onChange={() => toggle(id)} /> {unitName(id)} ({s()?.units[id]?.sp} SP)
              </label>
            )}
          </For>
        </div>
      </Show>
      <Show when={area.why()}>{(w) => <p classList={{ 'play-why': true, refused: w().refused }} data-testid="area-why">{w().text}</p>}</Show>
      <Show when={battle()}>
        {(b) => (
          <div class="battle-panel" data-testid="battle-panel">
            <h3>Battle in {c().map.areas[b().area]?.name ?? b().area}</h3>
            <p>
              {sideName(b().attacker)} attacks with {b().attackers.map((id) => `${unitName(id)} (${s()?.units[id]?.sp ?? 0})`).join(', ')} against {b().defenders.map((id) => `${unitName(id)} (${s()?.units[id]?.sp ?? 0})`).join(', ')}
            </p>
            <p>
              Step: {STEP_NAMES[b().step]} · artillery calls: {Object.entries(b().calls).map(([side, n]) => `${sideName(side)} ${n}`).join(', ') || 'none'}
              {b().combinedArms ? '' : ' · no combined arms'}{b().crossedRiver ? ' · crossed a river' : ''}
            </p>
            <Show when={choices().length}>
              <p>{sideName(s()!.side)} chooses a target:</p>
              <div class="play-buttons" data-testid="battle-choices">
                <For each={choices()}>{(a) => <button onClick={() => play.act(a)}>{say(a)}</button>}</For>
              </div>
            </Show>
          </div>
        )}
      </Show>
      <Show when={!battle() && offered().length}>
        <div class="play-buttons" data-testid="area-actions">
          <For each={offered().slice(0, 60)}>{(a) => <button data-type={a.type} onClick={() => play.act(a)}>{say(a)}</button>}</For>
          <Show when={offered().length > 60}><span class="note">and {offered().length - 60} more</span></Show>
        </div>
      </Show>
      <Show when={report().length}>
        <div class="battle-report" data-testid="battle-report">
          <h3>{battle() ? 'This battle' : 'Last battle'}</h3>
          <ol>
            <For each={report()}>
              {(l) => (
                <li classList={{ roll: l.roll !== undefined }} title={l.rule ? `rule ${l.rule}` : undefined}>
                  {l.text}{l.roll !== undefined && !l.text.includes(String(l.roll)) ? ` (rolled ${l.roll})` : ''}
                </li>
              )}
            </For>
          </ol>
        </div>
      </Show>
    </div>
  );
}

const STEP_NAMES: Record<string, string> = {
  defenderArtillery: 'defender artillery (9.32)',
  defenderFire: 'defender fire (9.33–9.34)',
  attackerArtillery: 'attacker artillery (9.35)',
  attackerFire: 'attacker fire (9.36–9.37)',
};
