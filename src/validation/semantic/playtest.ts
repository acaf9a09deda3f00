import { pointer as p } from '../../shared/jsonPointer';
import type { ProjectIndex, Reporter } from '../project';
import { unknownMessage } from './suggest';

/**
 * Playtests name action types of their scenario's ruleset and units of its order of battle; their
 * digests are of steps of the log, in order.
 */
export function checkPlaytests(project: ProjectIndex, report: Reporter): void {
  for (const d of project.all('playtest')) {
    let last = 0;
    (d.doc.digests ?? []).forEach((g, i) => {
      const at = p('digests', i, 'step');
      if (g.step > d.doc.actions.length) report.error(d, at, 'playtest/digest', `digests/${i}: a digest of the state after action ${g.step}, but the log has ${d.doc.actions.length} actions`);
      else if (g.step <= last) report.error(d, at, 'playtest/digest', `digests/${i}: a digest of step ${g.step} after one of step ${last}: digests go in step order, one a step`);
      last = Math.max(last, g.step);
    });
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
