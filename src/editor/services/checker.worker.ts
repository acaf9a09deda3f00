/** The Web Worker that checks the studio's documents off the page (issue 18): a CheckMirror, through comlink. */
import { expose } from 'comlink';
import { CheckMirror } from '../../document';
import { engineJudge } from './engineJudge';

expose(new CheckMirror(engineJudge));
