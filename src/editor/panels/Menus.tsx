import { createMemo, createSignal, For, onCleanup, onMount, Show } from 'solid-js';
import { ACTIONS, type Action } from '../actions';
import { useStudio } from '../studio';
import { matchesWords } from '../../shared/words';
import { paletteEntries } from './paletteEntries';

const MENUS = ['File', 'Edit', 'View', 'Tools'] as const;

/** One action as a menu item or palette row: its label and its first shortcut. */
function ActionButton(props: { action: Action; onRun: (a: Action) => void; role?: 'menuitem'; disabled?: boolean }) {
  const studio = useStudio();
  return (
    <button role={props.role} disabled={props.disabled} onClick={() => props.onRun(props.action)}>
      <span>{props.action.label(studio)}</span>
      <kbd>{props.action.shortcuts?.[0] ?? ''}</kbd>
    </button>
  );
}

/**
 * The menu bar, built from the action registry. An open menu closes on Escape or on a click
 * anywhere else, and that click does nothing else (it lands on a backdrop, not on the map: the
 * first click after opening a menu must not paint).
 */
export function Menus() {
  const studio = useStudio();
  const [open, setOpen] = createSignal<string>();
  const run = (a: Action) => {
    setOpen(undefined);
    if (a.enabled?.(studio) ?? true) a.run(studio);
  };
  onMount(() => {
    // Capture: Escape closes the menu before any tool or editor sees it (a tool would cancel a stroke).
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !open()) return;
      e.preventDefault();
      e.stopPropagation();
      setOpen(undefined);
    };
    window.addEventListener('keydown', onKey, true);
    onCleanup(() => window.removeEventListener('keydown', onKey, true));
  });
  const dismiss = (e: Event) => {
    e.preventDefault();
    e.stopPropagation();
    setOpen(undefined);
  };
  return (
    <nav class="menus" aria-label="Menus">
      <Show when={open()}>
        <div class="menu-backdrop" data-testid="menu-backdrop" onPointerDown={dismiss} onClick={dismiss} onContextMenu={dismiss} />
      </Show>
      <For each={MENUS}>
        {(menu) => (
          <div class="menu">
            <button aria-haspopup="menu" aria-expanded={open() === menu} onClick={() => setOpen(open() === menu ? undefined : menu)}>
              {menu}
            </button>
            <Show when={open() === menu}>
              <ul role="menu">
                <For each={ACTIONS.filter((a) => a.menu === menu)}>
                  {(a) => (
                    <li role="none">
                      <ActionButton action={a} role="menuitem" disabled={!(a.enabled?.(studio) ?? true)} onRun={run} />
                    </li>
                  )}
                </For>
              </ul>
            </Show>
          </div>
        )}
      </For>
    </nav>
  );
}

/** The command palette (Ctrl+Shift+P): every action, filtered as you type. */
export function CommandPalette() {
  const studio = useStudio();
  const [query, setQuery] = createSignal('');
  const [index, setIndex] = createSignal(0);
  // Commands whose label holds every word typed, then the documents and the hex it names.
  const matches = createMemo(() => [...ACTIONS.filter((a) => matchesWords(a.label(studio), query()) && (a.enabled?.(studio) ?? true)), ...paletteEntries(studio, query())]);
  const close = () => {
    studio.setPaletteOpen(false);
    setQuery('');
    setIndex(0);
  };
  const run = (a: Action | undefined) => {
    close();
    a?.run(studio);
  };
  return (
    <Show when={studio.paletteOpen()}>
      <div class="palette-backdrop" onClick={close}>
        <div class="palette" role="dialog" aria-label="Command palette" onClick={(e) => e.stopPropagation()}>
          <input
            ref={(el) => queueMicrotask(() => el.focus())}
            placeholder="Type a command, a document (oob, west map…) or a hex (go to hex 2020)"
            value={query()}
            onInput={(e) => {
              setQuery(e.currentTarget.value);
              setIndex(0);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') close();
              else if (e.key === 'ArrowDown') setIndex((i) => Math.min(i + 1, matches().length - 1));
              else if (e.key === 'ArrowUp') setIndex((i) => Math.max(i - 1, 0));
              else if (e.key === 'Enter') run(matches()[index()]);
            }}
          />
          <ul>
            <For each={matches()}>
              {(a, i) => (
                <li classList={{ current: i() === index() }}>
                  <ActionButton action={a} onRun={run} />
                </li>
              )}
            </For>
          </ul>
        </div>
      </div>
    </Show>
  );
}
