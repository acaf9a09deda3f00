import { createMemo, createSignal } from 'solid-js';
import { loadProject } from '../document';
import type { Problem } from '../validation';
import { DocumentView } from './DocumentView';
import { Explorer } from './Explorer';
import { ProblemsPanel } from './ProblemsPanel';
import { projectFiles } from './projectFiles';

/** The studio shell: project explorer, the open document, and the Problems panel. */
export function App() {
  // Loading is parse -> migrate -> validate, exactly as in the CLI.
  const project = loadProject(projectFiles);
  const initial = project.results.find((r) => r.file.endsWith('ardennes44.rules.json'))?.file ?? project.results[0]?.file;
  const [selected, setSelected] = createSignal<string | undefined>(initial);
  const [focus, setFocus] = createSignal<Problem | undefined>();
  const current = createMemo(() => project.results.find((r) => r.file === selected()));
  const reveal = (p: Problem) => {
    setSelected(p.file);
    setFocus(p);
  };
  const open = (file: string) => {
    setSelected(file);
    setFocus(undefined);
  };
  return (
    <div class="studio">
      <header class="titlebar">
        <span class="brand">Sandtable</span>
        <span class="project">Ardennes '44 project</span>
        <span class="summary" data-testid="summary">
          {project.results.length} documents · {project.problems.filter((p) => p.severity === 'error').length} errors ·{' '}
          {project.problems.filter((p) => p.severity === 'warning').length} warnings
        </span>
      </header>
      <Explorer results={project.results} problems={project.problems} selected={selected()} onOpen={open} />
      <main class="document">
        <DocumentView result={current()} focus={focus()} problems={project.problems.filter((p) => p.file === selected())} />
      </main>
      <ProblemsPanel problems={project.problems} onReveal={reveal} />
    </div>
  );
}
