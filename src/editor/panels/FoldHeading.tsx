import type { JSX } from 'solid-js';
import type { Section } from '../layout';
import { useStudio } from '../studio';

/** Whether a side bar section is folded to its heading. */
export function isClosed(section: Section): boolean {
  return useStudio().panes.layout().closed.includes(section);
}

/**
 * A side bar section's heading that folds the section to it and back (remembered with the layout),
 * so the explorer above keeps its room when the inspector or the setup tray are not in use.
 */
export function FoldHeading(props: { section: Section; children: JSX.Element }) {
  const studio = useStudio();
  const closed = () => studio.panes.layout().closed.includes(props.section);
  return (
    <h2 class="fold-heading">
      <button aria-expanded={!closed()} data-testid={`fold-${props.section}`} title={closed() ? 'Show this section' : 'Fold this section to its heading'} onClick={() => studio.panes.toggleSection(props.section)}>
        <span class="chevron" aria-hidden="true">{closed() ? '▸' : '▾'}</span> {props.children}
      </button>
    </h2>
  );
}
