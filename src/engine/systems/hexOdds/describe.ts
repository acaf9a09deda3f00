import type { Compiled } from './compile';
import { attackOdds } from './rules/odds';
import type { Action, GameState } from './types';

/**
 * An action in a designer's words ("2Pz/304 attacks 2020 at 3:1"), as the game stands before it:
 * for reports that compare games (a variant against its base) and for refusals. Unknown kinds are
 * still named, never shown as JSON.
 */
export function describeAction(c: Compiled, s: GameState, a: Action): string {
  const name = (id: string | undefined) => (id ? (c.units.get(id)?.name ?? id) : 'a unit');
  const side = c.ruleset.sides[a.side ?? s.side]?.name ?? a.side ?? s.side;
  const where = a.target ?? a.path?.at(-1);
  switch (a.type) {
    case 'move':
    case 'tacticalMove':
      return `${name(a.unit)} ${a.type === 'tacticalMove' ? 'moves tactically' : a.mode === 'strategic' ? 'moves strategically' : a.mode === 'extended' ? 'moves by extended movement' : a.mode === 'infiltration' ? 'moves by infiltration' : 'moves'} to ${where}${a.path && a.path.length > 1 ? ` by ${a.path.join(' → ')}` : ''}`;
    case 'enter':
    case 'enterReinforcement':
      return `${name(a.unit)} enters at ${where}`;
    case 'attack':
    case 'attackFromOffMap': {
      const units = a.units ?? (a.unit ? [a.unit] : []);
      const odds = where && units.length ? attackOdds(c, s, units, where) : undefined;
      const at = odds && 'column' in odds ? ` at ${odds.column}` : '';
      return `${units.map(name).join(', ') || side} attack${units.length === 1 ? 's' : ''} ${where}${at}${a.type === 'attackFromOffMap' ? ' from off the map (13.5)' : ''}${a.mode === 'surprise' ? ' by surprise (27.1)' : a.mode === 'air' ? ' with air support (15.6)' : ''}`;
    }
    case 'advance':
      return `${name(a.unit)} advances to ${where}`;
    case 'setUp':
      return `${name(a.unit)} sets up in ${where} (3.4)`;
    case 'endAdvance':
      return `${side} ends the advance after combat`;
    case 'endBreakthrough':
      return `${side} declines the breakthrough attack`;
    case 'chooseFirefight':
      return `${side} ${a.choice === 'accept' ? 'accepts Eng (no firefight)' : `rolls on the Firefight table${a.unit ? `, led by ${name(a.unit)}` : ''}`}`;
    case 'chooseLoss':
      return `${name(a.unit)} loses the step`;
    case 'retreat':
      if (where && c.map.offMapBoxes?.[where]) return `${name(a.unit)} retreats off the map into the ${c.map.offMapBoxes[where]!.name}, disrupted (17.6)`;
      return `${name(a.unit)} retreats to ${where}${a.path && a.path.length > 1 ? ` by ${a.path.join(' → ')}` : ''}`;
    case 'supportArtillery':
      return a.units?.length ? `${side} commits ${a.units.map(name).join(' and ')} in defensive support` : `${side} commits no defensive artillery`;
    case 'flipArtillery':
      return `${name(a.unit)} is flipped to Ready`;
    case 'placeNightMarker':
      return `${side} ${a.choice === 'remove' ? 'removes the Night marker from' : 'places a Night marker on'} ${where}`;
    case 'placeInBox':
      return `${name(a.unit)} goes to the ${where} box`;
    case 'eliminate':
      return `${name(a.unit)} is eliminated (stacking)`;
    case 'hold':
      return a.choice === 'retreat' ? `${side} retreats (no Hold roll)` : `${name(a.unit)} tries to hold (Hold table)`;
    case 'counterAttack':
      return a.choice === 'decline' ? `${side} lets ${a.target} go (no counter-attack)` : a.choice === 'reenter' ? `${(a.units ?? []).map(name).join(', ')} re-enter ${a.target}` : `${(a.units ?? []).map(name).join(', ')} counter-attack ${a.target} (CA)`;
    case 'reconResult':
      return a.choice === 'retreat' ? `${name(a.unit)} retreats 1 hex, not disrupted (DR1 instead of Eng)` : `${name(a.unit)} takes Eng and stays`;
    case 'placeAdvantage':
      return a.choice === 'decline' ? `${side} places no Attacker Advantage marker` : `Attacker Advantage marker on the stack at ${where}`;
    case 'disengage':
      return `${name(a.unit)} tries to disengage (Disengagement table)`;
    case 'chooseFuel':
      return `${c.docs.oob.formations?.[a.choice ?? '']?.name ?? a.choice} runs short of fuel`;
    case 'replace':
      return `${name(a.unit)} ${'eliminated' in (s.units[a.unit ?? '']?.loc ?? {}) ? `returns at ${where}` : where ? `steps back to ${where} and is brought up to strength` : 'is brought up to strength'}`;
    case 'placeTraffic':
      return `${side} places a ${a.side === 'german' || s.side === 'german' ? 'Greif' : 'Traffic'} marker at ${where}`;
    case 'placeRoadblock':
      return a.from ? `${side} moves the roadblock at ${a.from} to ${where}` : `${side} places a roadblock at ${where}`;
    case 'boardTrucks':
      return `${name(a.unit)} boards trucks at ${(s.units[a.unit ?? '']?.loc as { hex?: string } | undefined)?.hex ?? '?'} (its whole MA; 12 MP by road from its next Movement Phase)`;
    case 'block':
      return `${(a.units ?? []).map(name).join(', ')} ${a.choice === 'relieve' ? 'relieve the units blocking' : 'block'} the enemy on ${a.target} from off the map`;
    case 'breakDown':
      return `${name(a.unit)} loses a step and forms a breakdown unit (26)`;
    case 'rejoin':
      return `${name(a.unit)} rejoins its parent, which gets its step back (26)`;
    case 'takePrimeMover':
      return `${name(a.unit)} takes a prime mover (MA 5 at mechanized rates; it does not fire until the marker comes off)`;
    case 'infiltrateAtNight':
      return `${(a.units ?? []).map(name).join(', ')} infiltrate${(a.units ?? []).length === 1 ? 's' : ''} by night into ${a.target} (an unused Night marker, 34)`;
    case 'buildPosition':
      return `${name(a.unit)} starts an improved position at ${(s.units[a.unit ?? '']?.loc as { hex?: string } | undefined)?.hex ?? '?'} (it stays put and does not attack this turn; finished next Movement Phase: +2 DCB, Hold allowed)`;
    case 'exitMap':
      return `${name(a.unit)} leaves the map${a.target ? ` by the ${a.target} edge` : ''}`;
    case 'blowBridge':
      return a.choice === 'none' ? `${side} blows no bridge` : `${side} tries to blow the ${bridge(c, a.hexside)}${a.unit ? ` with ${name(a.unit)}` : ''}`;
    case 'rebuildBridge':
      return `${side} starts rebuilding the ${bridge(c, a.hexside)}`;
    case 'destroyFuelDump':
      return a.choice === 'none' ? `${side} lets the attack on the fuel dump come` : `${side} tries to destroy the fuel dump`;
    case 'callOff':
      return a.choice === 'cancel' ? `${side} calls off the attack` : `${side} presses on with the attack`;
    case 'endPhase':
      return `${side} ends the ${c.ruleset.phases[s.phaseId]?.name ?? s.phaseId}`;
    default:
      return `${side}: ${a.type}${a.unit ? ` with ${name(a.unit)}` : ''}${where ? ` at ${where}` : ''}`;
  }
}

/** A bridge by its name when the map gives one, else by its hexside ("bridge at 2515/NE"). */
function bridge(c: Compiled, hexside: string | undefined): string {
  const name = hexside ? c.map.hexsides?.[hexside]?.bridge?.name : undefined;
  return name ? `${name} bridge (${hexside})` : `bridge at ${hexside}`;
}
