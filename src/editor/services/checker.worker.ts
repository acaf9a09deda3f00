/**
 * The Web Worker that checks the studio's documents off the page (issue 18): a CheckMirror, through
 * comlink. It also writes autosave's copies of the documents it holds (issue 15): their texts are
 * made here, not on the page, where a 15,000-hex map's took 10-14 ms just after each edit.
 */
import { expose } from 'comlink';
import { CheckMirror } from '../../document';
import * as validators from '../../generated/validators';
import { useValidators } from '../../validation';
import { autosaveOf, type UnsavedText } from './autosave';
import { engineJudge } from './engineJudge';

/** What the page asks the worker to keep: a file's unsaved text, as record `v` of it that the worker holds, for the page's project. */
export type KeepAsked = Omit<UnsavedText, 'text'> & { readonly v: number; readonly project: string };

export class CheckWorker extends CheckMirror {
  /** Writes the text of record `v` of a file to autosave's store; false when this worker does not hold that record. */
  async keep(u: KeepAsked): Promise<boolean> {
    const text = this.heldText(u.file, u.v);
    if (text === undefined) return false;
    await autosaveOf(u.project).keep({ file: u.file, text, baseHash: u.baseHash, at: u.at });
    return true;
  }
}

// The worker reads and checks every file: its validators are in use as it starts.
useValidators(validators);
expose(new CheckWorker(engineJudge));
