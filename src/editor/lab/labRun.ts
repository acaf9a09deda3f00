/**
 * A batch of bot games in the studio, on a pool of Web Workers (one per core but one, at least one)
 * through comlink: the arms' documents are sent as they are, unsaved edits included; each worker
 * takes the next game when it is free; cancel stops the workers and keeps the games that finished.
 */
import { wrap, type Remote } from 'comlink';
import type { ScenarioDocuments } from '../../document';
import type { GameRecord } from '../../engine';
import type { LabWorker } from './lab.worker';
import LabWorkerUrl from './lab.worker?worker';

export interface LabArm {
  readonly name: string;
  /** The scenario (or variant) id played. */
  readonly scenario: string;
  readonly docs: ScenarioDocuments;
}

export interface LabProgress {
  readonly done: number;
  readonly total: number;
  readonly workers: number;
  readonly msElapsed: number;
}

/** What a batch returns: each arm's records in seed order (fewer than asked when cancelled), and what its losses count in. */
export interface LabResult {
  readonly arms: readonly (readonly GameRecord[])[];
  readonly lossUnit: string;
  readonly cancelled: boolean;
}

export class LabRun {
  private readonly workers: { worker: Worker; remote: Remote<LabWorker> }[] = [];
  private cancelled = false;
  /** Ends the batch at once (set when it starts). */
  private stop: () => void = () => {};
  readonly done: Promise<LabResult>;

  constructor(arms: readonly LabArm[], bots: readonly string[], seeds: readonly string[], progress: (p: LabProgress) => void, threads = Math.max(1, Math.min(8, (navigator.hardwareConcurrency || 2) - 1))) {
    const tasks = seeds.flatMap((seed, i) => arms.map((_, arm) => ({ arm, seed, i })));
    const count = Math.max(1, Math.min(threads, tasks.length));
    for (let k = 0; k < count; k++) {
      const worker = new LabWorkerUrl();
      this.workers.push({ worker, remote: wrap<LabWorker>(worker) });
    }
    const results: (GameRecord & { i: number })[][] = arms.map(() => []);
    const started = performance.now();
    let next = 0;
    let lossUnit = 'steps';
    let finished = 0;
    const work = async (w: Remote<LabWorker>) => {
      const set = await Promise.all(arms.map((a, arm) => w.setUp(arm, a.docs, bots)));
      lossUnit = set[0]?.lossUnit ?? lossUnit;
      while (!this.cancelled && next < tasks.length) {
        const t = tasks[next++]!;
        const r = await w.play(t.arm, t.seed);
        if (this.cancelled) return;
        results[t.arm]!.push({ ...r, i: t.i });
        finished++;
        progress({ done: finished, total: tasks.length, workers: count, msElapsed: performance.now() - started });
      }
    };
    const all = Promise.all(this.workers.map((w) => work(w.remote)));
    // A cancel answers at once: the workers are stopped mid-game and what finished is kept.
    const stopped = new Promise<void>((resolve) => (this.stop = resolve));
    this.done = Promise.race([all, stopped])
      .then(() => ({ arms: results.map((rs) => rs.sort((a, b) => a.i - b.i).map(({ i: _i, ...r }) => r)), lossUnit, cancelled: this.cancelled }))
      .finally(() => this.terminate());
  }

  cancel(): void {
    this.cancelled = true;
    this.stop();
  }

  private terminate(): void {
    for (const w of this.workers) w.worker.terminate();
  }
}
