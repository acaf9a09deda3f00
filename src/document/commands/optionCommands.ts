import type { Ruleset, Scenario } from '../../generated/documents';
import { HOSTILE_KEYS } from '../../validation/limits';
import { changeTo } from '../changes';
import type { Edit } from './mapCommands';

/** An optional rule of the ruleset as a scenario sets it: on or off, and whether the scenario names it at all. */
export interface OptionRow {
  readonly id: string;
  readonly name: string;
  readonly rule?: string;
  readonly description?: string;
  readonly enabled: boolean;
  /** An option the scenario switches that its ruleset does not declare (a Problem says so too). */
  readonly unknown?: boolean;
}

/** The ruleset's optional rules with the scenario's switch for each, then any the scenario names that the ruleset lacks. */
export function optionRows(sc: Scenario, r: Ruleset | undefined): OptionRow[] {
  const declared = Object.entries(r?.optionalRules ?? {}).map(([id, o]) => ({ id, name: o.name, rule: o.rule, description: o.description, enabled: sc.options?.[id]?.enabled === true }));
  const strays = Object.entries(sc.options ?? {}).filter(([id]) => !Object.hasOwn(r?.optionalRules ?? {}, id)).map(([id, o]) => ({ id, name: o.name ?? id, rule: o.rule, enabled: o.enabled, unknown: true }));
  return [...declared, ...strays];
}

/** Switches an optional rule on or off in the scenario, as one named step (its name and rule kept with the switch). */
export function setOption(sc: Scenario, r: Ruleset | undefined, id: string, enabled: boolean): Edit | { error: string } {
  if (HOSTILE_KEYS.has(id)) return { error: `"${id}" is not an option id` };
  const declared = r?.optionalRules?.[id];
  if (!declared && !sc.options?.[id]) return { error: `the ruleset has no optional rule "${id}"` };
  const was = sc.options?.[id];
  if ((was?.enabled === true) === enabled) return { error: `${declared?.name ?? id} is already ${enabled ? 'on' : 'off'}` };
  const name = declared?.name ?? was?.name ?? id;
  const rule = declared?.rule ?? was?.rule;
  const after = { ...was, enabled, name: was?.name ?? name, ...(rule ? { rule } : {}) };
  return { label: `Switch ${enabled ? 'on' : 'off'} optional rule ${name}${rule ? ` (${rule})` : ''}`, changes: [changeTo(sc, sc.options ? ['options', id] : ['options'], sc.options ? after : { [id]: after })] };
}
