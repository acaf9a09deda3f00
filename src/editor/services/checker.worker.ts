/** The Web Worker that checks the studio's documents off the page (issue 18): a CheckMirror, through comlink. */
import { expose } from 'comlink';
import { CheckMirror } from '../../document';
import * as validators from '../../generated/validators';
import { useValidators } from '../../validation';
import { engineJudge } from './engineJudge';

// The worker reads and checks every file: its validators are in use as it starts.
useValidators(validators);
expose(new CheckMirror(engineJudge));
