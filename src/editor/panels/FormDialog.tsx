import type { JSX } from 'solid-js';

/**
 * A modal form over the studio: a click outside it or Escape closes it, and submitting it (Enter or
 * its submit button) calls `submit`, never a page load.
 */
export function FormDialog(props: { label: string; class?: string; submit: () => void; close: () => void; children: JSX.Element }) {
  return (
    <div class="palette-backdrop" onClick={() => props.close()}>
      <form
        class={`dialog${props.class ? ` ${props.class}` : ''}`}
        role="dialog"
        aria-label={props.label}
        onClick={(e) => e.stopPropagation()}
        onSubmit={(e) => {
          e.preventDefault();
          props.submit();
        }}
        onKeyDown={(e) => e.key === 'Escape' && props.close()}
      >
        {props.children}
      </form>
    </div>
  );
}
