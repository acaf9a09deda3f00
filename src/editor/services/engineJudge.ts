import type { Judge } from '../../document';
import { replayProblems } from '../play/replayProblems';
import { stackingProblems } from '../setup/stackingProblems';

/**
 * The problems only the rules engine finds, for the studio's checks (the store's and its worker's
 * alike, so the page and the worker agree): starting stacks over the limits as play judges them, and
 * playtests whose log does not replay. Run with the rest of the check, in the worker: compiling a
 * game per scenario was the longest task of the studio's start-up on the page.
 */
export const engineJudge: Judge = (valid, found) => [...stackingProblems(valid, found), ...replayProblems(valid, found)];
