import CheckWorker from './checker.worker?worker';

/** The checks' worker as started, and its failure: an error before anyone listens is not lost. */
export interface StartedWorker {
  readonly worker: Worker;
  /** Rejects at the worker's first error (its script did not load, or it died). */
  readonly failed: Promise<never>;
}

/**
 * Starts the checks' worker. The page does so first of all, so that the worker's script (a quarter
 * of a megabyte, with the validators) loads and runs beside the page's own modules: started by the
 * studio's module, it was fetched only 0.6 s into start-up, and the map waited for it to read the
 * files. Undefined where no worker can start: the checks then run on the page.
 */
export function startCheckWorker(): StartedWorker | undefined {
  try {
    const worker = new CheckWorker();
    const failed = new Promise<never>((_, reject) => worker.addEventListener('error', (e) => reject(new Error(e.message || 'its script did not load')), { once: true }));
    failed.catch(() => {}); // only the calls racing it care
    return { worker, failed };
  } catch (e) {
    console.warn('Sandtable: no worker for the checks; they run on the page', e);
    return undefined;
  }
}
