import { For, Show } from 'solid-js';
import { applyAction, describeAction, isHexGame, type Action } from '../../engine';
import { useStudio } from '../studio';

/**
 * The Traffic Marker Phase (24) in test play: the markers in the holding box and the roadblocks on
 * the map; a click on the map picks a hex, and the panel offers what may go there (a traffic marker,
 * a new roadblock, or one moved from where it stands), or says why nothing may.
 */
export function TrafficPanel() {
  const studio = useStudio();
  const play = studio.play;
  const game = () => {
    const g = play.game();
    return g && isHexGame(g) && g.state.phaseId === 'traffic' && !g.state.pending ? g : undefined;
  };
  const hexActions = (): Action[] => (play.legal()?.actions ?? []).filter((a) => (a.type === 'placeTraffic' || a.type === 'placeRoadblock') && a.target === play.target());
  const why = () => {
    const g = game();
    const hex = play.target();
    if (!g || !hex || hexActions().length) return undefined;
    const r = applyAction(g, { type: 'placeTraffic', side: g.state.side, target: hex });
    return r.ok ? undefined : `${r.error.reason}${r.error.rule ? ` (${r.error.rule})` : ''}`;
  };
  const summary = () => {
    const g = game()!;
    const s = g.state;
    const side = s.side;
    const mine = Object.entries(s.traffic?.[side] ?? {});
    const blocks = Object.entries(s.roadblocks).filter(([, sd]) => sd === side).map(([h]) => h);
    const canPlace = (play.legal()?.actions ?? []).filter((a) => a.type === 'placeTraffic').length;
    return `Traffic markers on the map: ${mine.map(([h, n]) => `${n} at ${h}`).join(', ') || 'none'}${canPlace ? '' : ' (none to place now)'} · roadblocks: ${blocks.join(', ') || 'none'}`;
  };
  return (
    <Show when={game()}>
      {(g) => (
        <div class="play-choice" data-testid="play-traffic">
          <p>
            Traffic Marker Phase <span class="rule">(24)</span>: {summary()}. Click a hex on the map; at the end of the phase two dice take back the markers of their numbers.
          </p>
          <Show when={play.target()}>
            {(hex) => (
              <p>
                {hex()}:{' '}
                <For each={hexActions()}>{(a) => <button data-testid={`play-${a.type}`} onClick={() => play.act(a)}>{describeAction(g(), a)}</button>}</For>
                <Show when={why()}>{(w) => <span class="refused">nothing may go here: {w()}</span>}</Show>
              </p>
            )}
          </Show>
        </div>
      )}
    </Show>
  );
}
