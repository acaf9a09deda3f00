import type { Judge } from '../../document';
import { replayProblems } from '../play/replayProblems';
import { victoryProblems } from '../schedule/victoryProblems';
import { stackingProblems } from '../setup/stackingProblems';
import { conditionProblems } from '../tables/conditionProblems';

/**
 * The problems only the rules engine finds, for the studio's checks (the store's and its worker's
 * alike, so the page and the worker agree): starting stacks over the limits as play judges them,
 * victory the engine does not play, conditions of the rules data it does not judge as written, and
 * playtests whose log does not replay (looked for only when nothing else is in error). Run with the
 * rest of the check, in the worker: compiling a game per scenario was the longest task of the
 * studio's start-up on the page.
 */
export const engineJudge: Judge = (valid, found) => {
  const judged = [...stackingProblems(valid, found), ...victoryProblems(valid), ...conditionProblems(valid)];
  const isError = (p: { severity: string }) => p.severity === 'error';
  return [...judged, ...replayProblems(valid, found.some(isError) || judged.some(isError))];
};
