import { render } from 'solid-js/web';
import { fetchFiles } from './services/api';
import { unsavedTexts } from './services/autosave';
import { openProject, readProject, StudioProvider } from './studio';
import './studio.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

async function start(el: HTMLElement) {
  // The checks' worker starts while the files come, and reads them; the views (the map's Konva
  // among them) load meanwhile, evaluated in a task of their own (with them, the page's first task
  // was a tenth of a second).
  const project = openProject();
  const [files, unsaved] = await Promise.all([fetchFiles(), unsavedTexts().catch(() => [])]);
  el.textContent = `Reading ${files.length} documents…`;
  const views = import('./App');
  await readProject(project, files);
  const { App } = await views;
  await new Promise((next) => setTimeout(next)); // the render in a task of its own
  el.textContent = '';
  render(
    () => (
      <StudioProvider files={files} project={project} unsaved={unsaved}>
        <App />
      </StudioProvider>
    ),
    el,
  );
}

start(root).catch((e: unknown) => {
  root.textContent = `Sandtable could not read the project: ${e instanceof Error ? e.message : String(e)}. Is the dev server running (npm start)?`;
});
