import type { CoreState } from '../../core/module';

/** Where a unit is: an area or zone of the map, waiting to arrive (in a segment, in zones), or gone. */
export type AreaLocation =
  | { readonly at: string }
  | { readonly arriving: number; readonly zones: readonly string[]; readonly group: string; readonly mpCost?: number }
  | { readonly held: string } // a conditional group not yet released (11.3)
  | { readonly eliminated: true };

/** The changing part of one unit: its strength points and this turn's activation (8.24–8.25, 9.11). */
export interface AreaUnitState {
  readonly loc: AreaLocation;
  readonly sp: number;
  /** MP spent in the current impulse. */
  readonly mp: number;
  /** The segment in which it moved this turn (a Moved marker, 8.24); -1 when it has not. */
  readonly movedIn: number;
  /** Activated this turn: moved in an earlier impulse, attacked, or stayed in a battle (8.25, 9.14, 9.16). */
  readonly spent: boolean;
  /** Entered an enemy-occupied area this impulse: it must attack there (8.22–8.23, 9.12). */
  readonly mustAttack: boolean;
  /** The connection it entered its area by this impulse (for the river-crossing modifier, 9.72). */
  readonly via?: string;
  /** Where it was at the start of the turn (8.21 stacks; 10.12 engineers). */
  readonly turnStart?: string;
  readonly entrenched: boolean;
  /** Out of supply when last judged (13.15–13.17). */
  readonly oos: boolean;
  /** Moving as infantry since crossing a blown bridge (8.35). */
  readonly onFoot: boolean;
  /** Bridges it has tried to blow this impulse (10.23: up to 2). */
  readonly demolitions: number;
  /** The turn (index) it set up or arrived outside the scenario's area, if it did (Scenario 8.2). */
  readonly outsideSince?: number;
}

/** A battle being fought in an area: its sides, its artillery, and the step it has reached (9.3). */
export interface Battle {
  readonly area: string;
  readonly attacker: string;
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  /** Successful artillery calls of each side (9.31), and counters still to place on targets. */
  readonly calls: Readonly<Record<string, number>>;
  readonly combinedArms: boolean;
  readonly crossedRiver: boolean;
  readonly confusion: boolean;
  /** 9.32 defender artillery, 9.33–9.34 defender fire, 9.35 attacker artillery, 9.36–9.37 attacker fire. */
  readonly step: 'defenderArtillery' | 'defenderFire' | 'attackerArtillery' | 'attackerFire';
  /** Artillery counters placed in this step: target per counter. */
  readonly counters: readonly string[];
  /** Fire assigned in this step: firer → target (9.59: all assigned before any roll). */
  readonly fire: Readonly<Record<string, string>>;
}

/** A decision the game waits for, and whose it is (the state's side is the deciding side). */
export type AreaPending =
  | {
      readonly kind: 'demolition';
      /** The moving stack, where it stands, the bridge it is crossing and the rest of its path. */
      readonly movers: readonly string[];
      readonly from: string;
      readonly bridge: string;
      readonly rest: readonly string[];
      readonly mover: string;
    }
  | { readonly kind: 'battle'; readonly battle: Battle }
  | { readonly kind: 'overstack'; readonly area: string; readonly side: string; readonly next: string };

/** The whole state of an area-impulse game: JSON only. */
export interface AreaState extends CoreState {
  /** Index of the current segment (a side's impulse of a turn) in the compiled sequence. */
  readonly seg: number;
  readonly phaseId: 'movement' | 'combat' | 'bridgeRepair';
  readonly units: Readonly<Record<string, AreaUnitState>>;
  /** The last side to hold each area alone at the end of an impulse (12.22). */
  readonly control: Readonly<Record<string, string>>;
  /** Connections whose bridge is blown (10.2, 5.1). */
  readonly blown: readonly string[];
  /** Failed repair attempts per bridge: the −1 DRM marker that stays (10.16). */
  readonly repairs: Readonly<Record<string, number>>;
  /** Bridges tried this impulse: demolition (10.25) and repair (10.17). */
  readonly triedDemolition: readonly string[];
  readonly triedRepair: readonly string[];
  /** Areas that held units of both sides when the impulse began (10.24). */
  readonly contestedAtStart: readonly string[];
  /** Battles fought this impulse (10.14: no repair by an engineer whose area saw combat). */
  readonly fought: readonly string[];
  /** Victory points so far per side (12.11–12.13: they start at 0). */
  readonly vp: Readonly<Record<string, number>>;
  /** The same VP by source (core vpSourceNames), per side: what a playtest report says drove the score. */
  readonly vpBySource?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** The German Special Forces on the map (14): its area, its effect, and the segment after which it leaves (14.3). */
  readonly specialForces?: { readonly area: string; readonly effect: 'moveRestrict' | 'demoInterfere' | 'confusion'; readonly until: number };
  /** Effects used (each once a game, 14.21) and turns with a use (14.11). */
  readonly sfUsed: readonly string[];
  readonly sfTurns: readonly string[];
  readonly pending?: AreaPending;
}
