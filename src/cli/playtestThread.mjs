/**
 * The playtest pool's entry in each worker thread (piscina). Given playtestWorker.ts itself, piscina
 * `require`s it, and tsx compiles each module of the engine to CommonJS, whose imports are getters
 * on module objects: a game took 10-15% longer on a pool thread than in a process of its own, which
 * runs them as ES modules. This entry is an ES module (piscina imports what it cannot require) and
 * imports the worker as ES modules, through tsx's API.
 */
import { tsImport } from 'tsx/esm/api';

const { default: playGame } = await tsImport('./playtestWorker.ts', import.meta.url);
export default playGame;
