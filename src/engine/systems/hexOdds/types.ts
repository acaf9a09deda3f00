import type { Effect, HexMap, OrderOfBattle, Ruleset, Scenario } from '../../../generated/documents';
import type { Applied as CoreApplied, Ending } from '../../core/types';
import type { FuelDump } from './rules/fuelDump';
import type { RngState } from '../../core/rng';

/** The documents a hex-odds game is made from: its map is a hex grid (compile refuses an area graph). */
export interface GameDocuments {
  readonly ruleset: Ruleset;
  readonly map: HexMap;
  readonly maps?: readonly HexMap[];
  readonly oob: OrderOfBattle;
  readonly scenario: Scenario;
}

/** Where a unit is: a hex, waiting to arrive, in an off-map box (since a turn), or gone. */
export type Location =
  | { readonly hex: string }
  | { readonly arriving: string }
  | { readonly box: string; readonly since: number }
  | { readonly eliminated: true }
  /** A breakdown counter not in play (26): the side's counter mix to form breakdown units from; no steps while there. */
  | { readonly pool: true }
  /** Off the map for victory (11.9, 30.2A, 31): set aside by the edge it left by and the hex it left from; it never returns. */
  | { readonly exited: string; readonly from: string };

/** The changing part of one unit (its printed factors live in the compiled game). */
export interface UnitState {
  readonly loc: Location;
  /** Steps left (a 2-step unit at 1 shows its back). */
  readonly steps: number;
  readonly status: 'normal' | 'disrupted' | 'routed';
  readonly engaged: boolean;
  /** Movement points spent this phase. */
  readonly mpUsed: number;
  readonly moved: boolean;
  readonly attacked: boolean;
  readonly defended: boolean;
  /** Out of supply since the side's last Supply Phase (23.1). */
  readonly oos?: boolean;
  /** Surrender points of its isolated group (23.7). */
  readonly surrender?: number;
  /** Moved by tactical movement this phase (11.3). */
  readonly tactical?: boolean;
  /** Moving by extended movement this phase (11.2): 2 more MP, and it may not end next to an enemy unit. */
  readonly extended?: boolean;
  /** A Night marker: the unit moves and fights in the coming night turn (25.3). */
  readonly night?: boolean;
  /** Artillery on its Fired side (22.5): it supports no combat until an Artillery Supply Phase flips it. */
  readonly fired?: boolean;
  /** A Strategic Movement marker (12): doubled MA on roads; as a defender, no DCB and 1 right shift. */
  readonly sm?: boolean;
  /** On trucks (12.6): the back of an Allied SM marker; it moves strategically at 12 MP until it stops using them. */
  readonly trucks?: boolean;
  /** A prime mover (22.3): German artillery moves with MA 5 at mechanized rates and does not fire until the marker comes off in its Artillery Supply Phase. */
  readonly pm?: boolean;
  /** A Replacement marker (25.2): it may not move in its owner's next AM Movement Phase. */
  readonly replaced?: boolean;
  /** Stepped back from the enemy to take its replacement (25.2: at most two a side a night). */
  readonly replacedWithRetreat?: boolean;
  /** Under an Eng marker when its side's Combat Phase began (20: it may disengage even if disrupted). */
  readonly fromEng?: boolean;
  /** Tried to disengage this Combat Phase (20): it does not attack. */
  readonly disengaged?: boolean;
  /** Removed by surrender (23.8): never replaced (25.2). */
  readonly surrendered?: boolean;
  /** Arrived this turn by a group with arrival terms (13.2, 27.2): the group, and the hexes it may still move when limited. */
  readonly arrival?: { readonly turn: number; readonly group: string };
  /** The (night) turn the unit infiltrated (34): it does not attack that night. */
  readonly infiltrated?: number;
  /** 150 Pz Bde has been detected (27.1): no more infiltration or surprise. */
  readonly detected?: boolean;
  /** The turn 150 Pz Bde last used infiltration or surprise (27.1): detected at that turn's end. */
  readonly abilityTurn?: number;
  /** Retreated across a boundary line that is closed to it (11.10): it does not rally until back or the line opens. */
  readonly acrossLine?: boolean;
  /** Hexes moved this Movement Phase, kept only for a unit whose hexes are limited (13.2, 27.2, 27.6). */
  readonly hexesMoved?: number;
  /** Started an improved position this turn (15.8): it does not attack in the Combat Phase after. */
  readonly digging?: boolean;
  /** Blocks the enemy on this entry hex from off the map (13.4): it stays in the box while the enemy holds the hex. */
  readonly blocking?: string;
  /** Retreated into its hex this Combat Phase: it adds no strength there and dies if it must retreat again (17.5). */
  readonly retreated?: boolean;
  /** Advanced after combat this Combat Phase (19): it may no longer form a breakdown unit (26). */
  readonly advanced?: boolean;
  /** A breakdown unit's parent (26): it rejoins only that unit, and counts in its division and regiment. */
  readonly parent?: string;
}

/** Who is who in a combat, for applying its result (plain JSON: it waits in a pending choice). */
export interface CombatSides {
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly target: string;
  /** The tank that earned the armor shift, if one did (it takes the EX loss, 16.3). */
  readonly armorShiftTank?: string;
  /** The unit leading a firefight (16.2): it takes the attacker's losses of the Firefight table. */
  readonly lead?: string;
  /** The defender has been offered the Hold table for this result (16.7). */
  readonly holdAsked?: boolean;
  /** A lone recon defender has been offered DR1 instead of Eng (21.4). */
  readonly reconAsked?: boolean;
  /** A counter-attack after a Hold CA (16.7): its asterisk gives no breakthrough. */
  readonly counter?: boolean;
  /** A breakthrough attack (19.4): its bonus advance is normal, its asterisk gives nothing. */
  readonly breakthrough?: boolean;
}

/** Where a combat result goes on after a player's choice: the effects still to apply. */
export interface Continuation {
  readonly effects: readonly Effect[];
  readonly sides: CombatSides;
  readonly plusOne: boolean;
}

/** A decision the game waits for inside a phase (after a combat result). */
export type Pending =
  | { readonly kind: 'firefight'; readonly attackers: readonly string[]; readonly target: string; readonly plusOne: boolean }
  | {
      readonly kind: 'advance';
      readonly attackers: readonly string[];
      /** The vacated defender hex. */
      readonly into: string;
      /** The advance type (restricted, normal, bonus) and its hexes before any road bonus. */
      readonly type: string;
      readonly hexes: number;
      /** An asterisk result: a breakthrough attack may follow (19.4). */
      readonly breakthrough?: boolean;
      /** Hexes each unit has advanced so far, and the hex it started from. */
      readonly paths?: Readonly<Record<string, readonly string[]>>;
      readonly from?: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'breakthrough'; readonly units: readonly string[]; readonly hexes: Readonly<Record<string, number>> }
  /** 16.3: the owner picks which of its units loses a step; `side` holds the phasing player's turn. */
  | { readonly kind: 'loss'; readonly chooser: string; readonly resume: string; readonly who: 'attacker' | 'defender'; readonly candidates: readonly string[]; readonly cont: Continuation }
  /** 17.1: the owner picks the retreat path of `unit` among the legal ones; `queue` retreats after it. */
  | { readonly kind: 'retreat'; readonly chooser: string; readonly resume: string; readonly unit: string; readonly hexes: number; readonly queue: readonly string[]; readonly cont: Continuation }
  /** 22.6–22.8: the attack is declared; the defender commits Ready artillery (or none) before the roll. */
  | { readonly kind: 'defensiveSupport'; readonly chooser: string; readonly resume: string; readonly attack: DeclaredAttack }
  /** 7.4, 14.4 step 1: the defender may try to blow each bridge in `hexsides` the attack crosses, before the attack. */
  | { readonly kind: 'demolition'; readonly chooser: string; readonly resume: string; readonly attack: DeclaredAttack; readonly hexsides: readonly string[] }
  /** 14.4 step 1: a bridge the attack crosses was blown; the attacker goes on or calls the attack off. */
  | { readonly kind: 'callOff'; readonly chooser: string; readonly resume: string; readonly attack: DeclaredAttack }
  /** 8, 17.4: at the end of its Movement Phase the owner eliminates units of an overstacked stack, one at a time. */
  | { readonly kind: 'overstack'; readonly chooser: string; readonly resume: string; readonly hex: string; readonly candidates: readonly string[] }
  /** 16.7: the defender may roll on the Hold table with one of `leads` (the engine's pick first) instead of retreating. */
  | { readonly kind: 'hold'; readonly chooser: string; readonly resume: string; readonly leads: readonly string[]; readonly cont: Continuation }
  /** 16.7 CA: the defender counter-attacks the hex it held with `units`, or re-enters it when empty, or declines. */
  | { readonly kind: 'counterAttack'; readonly chooser: string; readonly resume: string; readonly units: readonly string[]; readonly target: string; readonly reenter: boolean }
  /** 21.4: a recon unit defending alone, made Eng, may take DR1 instead (retreat 1, not disrupted). */
  | { readonly kind: 'recon'; readonly chooser: string; readonly resume: string; readonly unit: string; readonly cont: Continuation }
  /** 16.6: Eng+: the attacker puts an Attacker Advantage marker on one of `hexes` (strongest first), or none. */
  | { readonly kind: 'advantage'; readonly chooser: string; readonly resume: string; readonly hexes: readonly string[]; readonly cont: Continuation }
  /** 20.3: the disengagement succeeded; the owner picks where the unit ends, 1 or 2 hexes away. */
  | { readonly kind: 'disengage'; readonly chooser: string; readonly resume: string; readonly unit: string; readonly disrupt: boolean }
  /** 32.3: a German attack on the fuel dump's hex is declared; the Allies may try to destroy the dump first (1–2). */
  | { readonly kind: 'fuelDump'; readonly chooser: string; readonly resume: string; readonly attack: DeclaredAttack }
  /** 6.5: a Fuel Shortage result names two divisions; the chooser picks the one short of fuel; `queue` results follow. */
  | { readonly kind: 'fuel'; readonly chooser: string; readonly resume: string; readonly options: readonly string[]; readonly region?: string; readonly queue: readonly FuelResult[] };

/** A Fuel Shortage table result still to apply (6): the divisions it names and who chooses among them. */
export interface FuelResult {
  readonly formations: readonly string[];
  readonly select: 'one' | 'all';
  readonly chooser: string;
  /** West of the Ourthe results (6.5): the army whose divisions there may be chosen, and the map's hex set. */
  readonly army?: string;
  readonly region?: string;
}

/** An attack declared and waiting for the defender's artillery (14.4 step 3). */
export interface DeclaredAttack {
  readonly attackers: readonly string[];
  /** The attacker's artillery in support (22.7). */
  readonly support: readonly string[];
  readonly target: string;
  readonly breakthrough?: boolean;
  /** Bridges the attack crosses that were blown before it (7.4, 7.8): the attacker may call it off (14.4 step 1). */
  readonly blownBridges?: readonly string[];
  /** With a ground-support air marker (15.6): 1 right shift. */
  readonly air?: boolean;
  /** A Hold CA counter-attack (16.7): no artillery, no breakthrough. */
  readonly counter?: boolean;
  /** 150 Pz Bde attacks by surprise (27.1): rolled as the attack is resolved, 1R on a success. */
  readonly surprise?: boolean;
}

/** A Hold CA counter-attack (16.7): offered once the combat is done, or being fought (its result still applying). */
export interface CounterAttack {
  readonly stage: 'offer' | 'fighting';
  readonly side: string;
  readonly units: readonly string[];
  readonly target: string;
  /** The phasing player, who gets play back afterwards. */
  readonly resume: string;
}

/** A bridge under construction (7.9): the turn work began, the side building it, and whether it was planned before the game (7.10: complete in that side's next Bridge Phase whatever the conditions). */
export interface BridgeWork {
  readonly turn: number;
  readonly side?: string;
  readonly planned?: boolean;
}

/** An Attacker Advantage marker (16.6): on a stack's hex, pointing at the defender's hex. */
export interface AdvantageMarker {
  readonly side: string;
  readonly hex: string;
  readonly target: string;
  /** The original units under it: at least one must stay in its hex. */
  readonly units: readonly string[];
  /** The turn it was placed; armed at the owner's next Combat Phase. */
  readonly turn: number;
  readonly armed?: boolean;
}

/** An improved position (15.8) of a side in a hex: finished (+2 DCB, Hold allowed) or under construction since `turn`. */
export interface ImprovedPosition {
  readonly side: string;
  readonly built: boolean;
  readonly turn: number;
}

/** What a replacement point buys (25.2): an infantry-type unit, or also a tank, recon or Flak unit. */
export type ReplacementPoint = 'infantry' | 'mobile';

/** The whole game state: JSON only, so it serialises, compares and replays exactly. */
export interface GameState {
  readonly turn: number;
  /** Index of the current phase in the turn's sequence (see phasesOfTurn). */
  readonly phase: number;
  readonly side: string;
  readonly phaseId: string;
  readonly units: Readonly<Record<string, UnitState>>;
  /** Hexside ids of blown bridges. */
  readonly blown: readonly string[];
  /** Bridges under construction (impassable until complete, 7.9): hexside id → the work. */
  readonly building: Readonly<Record<string, BridgeWork>>;
  /** Bridges a side has tried to blow in the player turn under way (7.2: one try a bridge a player turn): `turn` is the game turn and phasing side. */
  readonly bridgeTries?: { readonly turn: string; readonly hexsides: readonly string[] };
  /** Hexside ids of bridges whose first-use roll has been made (7.8). */
  readonly bridgeRolls: readonly string[];
  /** Roadblocks on the map: hex → the side that placed it (24.8). */
  readonly roadblocks: Readonly<Record<string, string>>;
  /** German artillery flipped to Ready in this Artillery Supply Phase (5.4 limits how many). */
  readonly readied?: readonly string[];
  /** Divisions short of fuel this turn (6): their reinforcements arrive out of supply (6.4). */
  readonly fuel?: readonly string[];
  /** Traffic (Allied) and Greif (German) markers on the map: side → hex → the marker's number (24). */
  readonly traffic?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Traffic markers out of play for good, by side (24.5: one German marker a PM turn from 19PM). */
  readonly trafficGone?: Readonly<Record<string, readonly number[]>>;
  /** Enemy roadblocks a unit has entered or passed this phase: they go at its end (24.8). */
  readonly roadblocksPassed?: readonly string[];
  /** Hexes the phasing player put a roadblock on this Traffic Phase (24.8: each one moves once, after the traffic markers). */
  readonly roadblocksSet?: readonly string[];
  /** Attacker Advantage markers on the map (16.6). */
  readonly advantage?: readonly AdvantageMarker[];
  /** The phasing player's replacement points left this night, by what each buys (25.2). */
  readonly points?: readonly ReplacementPoint[];
  /** The release rolls of reinforcement groups (27.9): the turn of the last roll and what it gave. */
  readonly releases?: Readonly<Record<string, { readonly turn: number; readonly outcome: 'arrives' | 'delayed' | 'never' }>>;
  /** The Night markers a side left unused this night (34): one stack infiltrates for each. */
  readonly infiltration?: { readonly turn: number; readonly side: string; readonly left: number };
  /** Units under an order rolled for (27.8: 9Arm/CCB to the St-Vith sector): whether the roll bound them, and the turn it was rolled. */
  readonly orders?: Readonly<Record<string, { readonly turn: number; readonly bound: boolean }>>;
  /** The sides that have entered or passed through each hex a restriction watches (27.6: 1837, 1839). */
  readonly passed?: Readonly<Record<string, readonly string[]>>;
  /** The turn a side's unit first entered a hex of a watched purpose ("german:westOfMeuse"), for the facts releases read (33). */
  readonly reached?: Readonly<Record<string, number>>;
  /** The Allied ground-support air markers of a clear day turn (15.6): the turn they were rolled for, and how many are left. */
  readonly air?: { readonly turn: number; readonly markers: number };
  /** A Hold CA counter-attack planned or under way (16.7). */
  readonly counter?: CounterAttack;
  /** Improved positions and positions under construction by hex (15.8). */
  readonly positions?: Readonly<Record<string, ImprovedPosition>>;
  /** The last Victory Phase (30): its turn, and how many running each condition checked over runs has held (30.3B). */
  readonly victoryChecks?: { readonly turn: number; readonly streaks: Readonly<Record<string, number>> };
  /** The optional fuel dump (32): its sites, the real one, and what became of it. */
  readonly dump?: FuelDump;
  /** Last side to occupy or pass through each victory hex. */
  readonly control: Readonly<Record<string, string>>;
  readonly pending?: Pending;
  readonly rng: RngState;
  /** Actions applied so far (the log length). */
  readonly step_count: number;
  readonly ended?: Ending;
}

export type { Action, GameEvent, Refusal } from '../../core/types';

/** The outcome of applying an action to a hex-odds game. */
export type Applied<S = GameState> = CoreApplied<S>;
