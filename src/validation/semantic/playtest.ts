import { pointer as p } from '../../shared/jsonPointer';
import type { ProjectIndex, Reporter } from '../project';
import { unknownMessage } from './suggest';

/** Playtests name action types of their scenario's ruleset and units of its order of battle. */
export function checkPlaytests(project: ProjectIndex, report: Reporter): void {
  for (const d of project.all('playtest')) {
    const scenario = project.get('scenario', d.doc.scenario)?.doc;
    if (!scenario) continue;
    const r = project.get('ruleset', scenario.ruleset)?.doc;
    const oob = project.get('oob', scenario.oob)?.doc;
    d.doc.actions.forEach((a, i) => {
      const at = p('actions', i);
      if (r && !(a.type in (r.actionTypes ?? {}))) report.error(d, at + p('type'), 'ref/action', `actions/${i}: ${unknownMessage('action type', a.type, Object.keys(r.actionTypes ?? {}), 'the ruleset has')}`);
      if (r && a.side !== undefined && !(a.side in r.sides)) report.error(d, at + p('side'), 'ref/side', `actions/${i}: ${unknownMessage('side', a.side, Object.keys(r.sides), 'the ruleset has')}`);
      for (const [j, u] of [a.unit, ...(a.units ?? [])].entries()) {
        if (u !== undefined && oob && !(u in oob.units)) report.error(d, at + (j === 0 ? p('unit') : p('units', j - 1)), 'ref/unit', `actions/${i}: ${unknownMessage('unit', u, Object.keys(oob.units), 'the order of battle has')}`);
      }
    });
  }
}
