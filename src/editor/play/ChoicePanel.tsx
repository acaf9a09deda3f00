import { createEffect, createSignal, For, Show } from 'solid-js';
import { describeAction, type Action } from '../../engine';
import { useStudio } from '../studio';

/** Decisions the book gives a player inside a phase, and the rule that gives each. */
const CHOICES: Record<string, { title: string; rule: string }> = {
  loss: { title: 'Which unit loses the step?', rule: '16.3' },
  retreat: { title: 'Where does the unit retreat?', rule: '17.1' },
  defensiveSupport: { title: 'Defensive artillery: commit up to two Ready units, or none', rule: '22.8' },
  firefight: { title: 'Firefight: roll with a lead unit, or accept Eng', rule: '16.2' },
  fuel: { title: 'Fuel shortage: which division runs short?', rule: '6.5' },
  overstack: { title: 'Overstacked after a retreat: which unit is eliminated?', rule: '8, 17.4' },
  hold: { title: 'Hold: roll on the Hold table with a lead unit, or retreat?', rule: '16.7' },
  advantage: { title: 'Eng+: put an Attacker Advantage marker on an attacking stack (1 right shift against the same hex next turn)?', rule: '16.6' },
  counterAttack: { title: 'CA: counter-attack the hex the defender held (no artillery), re-enter it if empty, or let it go?', rule: '16.7' },
  recon: { title: 'A recon unit defending alone is Eng: take it, or retreat 1 hex undisrupted as DR1 (the attacker then advances normally)?', rule: '21.4' },
  disengage: { title: 'The unit disengages: where does it end, 1 or 2 hexes away?', rule: '20.3' },
  demolition: { title: 'The attack crosses a bridge: try to blow it first (the defender\'s choice)?', rule: '7.4' },
  callOff: { title: 'The bridge is down: go on with the attack across the river, or call it off?', rule: '14.4' },
  fuelDump: { title: 'The Germans attack the fuel dump: try to destroy it first (1–2)?', rule: '32.3' },
};

/** Choices of a phase of their own, by the action they offer. */
const PHASE_CHOICES: Record<string, { title: string; rule: string }> = {
  flipArtillery: { title: 'Artillery Supply: which Fired artillery flips to Ready?', rule: '5.4' },
  replace: { title: 'Replacements: which unit takes the point? (End phase to keep it)', rule: '25.2' },
  blowBridge: { title: 'Bridge Phase: try to blow a bridge, or start rebuilding one? (End phase to pass)', rule: '7.3, 7.9' },
  rebuildBridge: { title: 'Bridge Phase: start rebuilding a blown bridge? (End phase to pass)', rule: '7.9' },
  boardTrucks: { title: 'Board trucks: an Allied non-mechanized unit on a road, 2 or more hexes from the enemy, spends its whole MA and moves on trucks (12 MP by road, an SM marker) from its next Movement Phase', rule: '12.6' },
  breakDown: { title: 'Breakdown: a regiment or combat command loses a step and forms a 1-step Green battalion or task force with it, before it moves, disengages or attacks (the counter mix limits them)', rule: '26' },
  rejoin: { title: 'Rejoin: a breakdown unit stacked with its own parent goes back to the pool and the parent gets its step back; both have finished moving', rule: '26' },
  takePrimeMover: { title: 'Prime mover: a German artillery unit moves with MA 5 at mechanized rates (2 a turn for each Pz Army, 1 for the 7th Army; an SM marker\'s back); it does not fire until the marker comes off in the next Artillery Supply Phase', rule: '22.3' },
  block: { title: 'Block: the enemy holds an entry hex, and nothing enters its sector until units with a defense of 6 block it from off the map', rule: '13.4' },
  buildPosition: { title: 'Improved position: an infantry unit that stays put starts one (finished next Movement Phase: +2 DCB, Hold allowed; it does not attack this turn)', rule: '15.8' },
  infiltrateAtNight: { title: 'Night infiltration: each unused Night marker moves one stack one hex (veteran and elite units into enemy ZOC, never into bonds; no attack tonight)', rule: '34' },
  attackFromOffMap: { title: 'Attack from off the map: units off the map attack the enemy on an entry hex of a sector whose enemy-held entry hexes are all blocked (one stack a road; on failure they block it, on success they may advance into it)', rule: '13.5' },
  exitMap: { title: 'Leave the map from an edge hex (1 MP): an Allied unit goes to the off-map box, a German one is set aside for victory', rule: '11.9, 31' },
};

/**
 * The hex game's choices for the player who makes them (a loss, a retreat, defensive artillery, a
 * firefight's lead, a fuel shortage's division, the artillery an Artillery Supply Phase flips, the
 * units that take replacements, the bridges blown or rebuilt): every legal option in words,
 * the engine's pick pre-selected and marked, taken with one button.
 */
export function ChoicePanel() {
  const studio = useStudio();
  const play = studio.play;
  const pendingKind = () => (play.state()?.pending as { kind?: string } | undefined)?.kind;
  const options = (): Action[] => {
    const kind = pendingKind();
    const all = play.legal()?.actions ?? [];
    if (kind && CHOICES[kind]) return [...all];
    return all.filter((a) => PHASE_CHOICES[a.type]);
  };
  const heading = () => {
    const kind = pendingKind();
    if (kind && CHOICES[kind]) return CHOICES[kind]!;
    // A Movement Phase offers several kinds at once (trucks, improved positions, leaving the map): name them all.
    const kinds = [...new Set(options().map((a) => a.type))].map((t) => PHASE_CHOICES[t]!);
    if (kinds.length > 1) return { title: `Choices of this phase: ${kinds.map((k) => k.title.split(':')[0]!.toLowerCase()).join('; ')}`, rule: kinds.map((k) => k.rule).join(', ') };
    return kinds[0] ?? PHASE_CHOICES.flipArtillery!;
  };
  const [picked, setPicked] = createSignal(0);
  // A new decision starts on the engine's pick.
  createEffect(() => {
    options();
    setPicked(0);
  });
  const words = (a: Action) => {
    const g = play.game();
    return g ? describeAction(g, a) : a.type;
  };
  return (
    <Show when={options().length}>
      <div class="play-choice" data-testid="play-choice">
        <p>
          {heading().title} <span class="rule">({heading().rule})</span>
        </p>
        <select data-testid="play-choice-options" value={picked()} onChange={(e) => setPicked(Number(e.currentTarget.value))}>
          <For each={options()}>{(a, i) => <option value={i()}>{words(a)}{i() === 0 ? ' (the engine\'s pick)' : ''}</option>}</For>
        </select>
        <button data-testid="play-choice-go" onClick={() => play.act(options()[picked()] ?? options()[0]!)}>
          Do it
        </button>
      </div>
    </Show>
  );
}
