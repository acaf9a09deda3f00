import { render } from 'solid-js/web';
import { fetchFiles, PROJECT_KEY } from './services/api';
import { autosaveOf } from './services/autosave';
import { startCheckWorker } from './services/startWorker';
import './studio.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Resolves in a task of its own, after what the page has queued. */
const nextTask = () => new Promise<void>((next) => setTimeout(next));

async function start(el: HTMLElement) {
  // The checks' worker starts first: it reads the files, and the map waits for that.
  const worker = startCheckWorker();
  // Then the files are fetched, and the unsaved texts of an earlier session read. Starting the
  // worker, the page's first fetch and the first IndexedDB read each took 5-25 ms of synchronous work
  // on a busy machine, and with this module's evaluation they were one task of 50-90 ms: each now
  // begins a task of its own. Meanwhile the rules engine, then the studio's documents and checks,
  // are imported (the built page preloads their chunks), each module graph evaluated in a task of its
  // own (with this module they were the page's longest task, 55-80 ms). The views (the map's Konva
  // among them) load while the worker reads, evaluated in a task of their own.
  await nextTask();
  const read = fetchFiles();
  await nextTask();
  const autosave = autosaveOf(PROJECT_KEY);
  const fetched = Promise.all([read, autosave.texts().catch(() => [])]);
  await nextTask();
  await import('../engine');
  const { openProject, readProject, StudioProvider } = await import('./studio');
  const project = openProject(worker);
  const [files, unsaved] = await fetched;
  el.textContent = `Reading ${files.length} documents…`;
  const views = import('./App');
  await readProject(project, files);
  const { App } = await views;
  await nextTask(); // the render in a task of its own
  el.textContent = '';
  render(
    () => (
      <StudioProvider files={files} project={project} autosave={autosave} unsaved={unsaved}>
        <App />
      </StudioProvider>
    ),
    el,
  );
}

start(root).catch((e: unknown) => {
  root.textContent = `Sandtable could not read the project: ${e instanceof Error ? e.message : String(e)}. Is the dev server running (npm start)?`;
});
