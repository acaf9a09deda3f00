import { createSignal, onCleanup, onMount, Show, type JSX } from 'solid-js';

/**
 * Shows its children a frame after it is made, once the page has painted: the studio's first
 * render, and the style and layout after it, come in two tasks instead of one. For parts of the
 * studio that are not the first thing a designer looks at (the test play panel, the inspector).
 */
export function Later(props: { children: JSX.Element }) {
  const [shown, setShown] = createSignal(false);
  onMount(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame, then a task of its own: a callback of the frame itself would run before its layout.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setShown(true))));
    onCleanup(() => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    });
  });
  return <Show when={shown()}>{props.children}</Show>;
}
