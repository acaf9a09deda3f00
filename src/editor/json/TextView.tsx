import { createEffect, createMemo, createSignal, For, Index, on, onCleanup, onMount, Show } from 'solid-js';
import { DocumentText, type Severity } from '../../validation';
import { useStudio } from '../studio';
import { jsonTokens } from './jsonTokens';
import { revealRange } from './revealRange';

/** The line height of both views, so Monaco opens on the very lines the text view showed. */
export const LINE_HEIGHT = 18;

/**
 * Where the designer started to use the text view: the scroll, and where they clicked (line and
 * column, 1-based). Without a click (Tab, typing), the editor selects what was last revealed.
 */
export interface TextPlace {
  readonly scrollTop: number;
  readonly caret?: { readonly line: number; readonly column: number };
}

/**
 * The open document's JSON, read-only and light: only the lines in view are in the page, coloured
 * as Monaco colours JSON, with problems marked in the gutter and reveals (a hex selected, a problem
 * clicked) scrolled to and highlighted. It is what the JSON pane shows until the designer clicks in
 * it, tabs to it or types: `use` then opens the editor (Monaco, fetched and made only then) at
 * that place, and what is typed meanwhile (`typed`) goes into it. The studio starts without Monaco's megabyte and its long first layout.
 */
export function TextView(props: { use(at: TextPlace): void; opening: boolean; typed(text: string): void }) {
  const studio = useStudio();
  const textOf = () => studio.store.get(studio.openFile() ?? '')?.text ?? '';
  const [text, setText] = createSignal(textOf());
  createEffect(on(studio.openFile, () => setText(textOf()), { defer: true }));
  // After the views repaint (a macrotask), as Monaco does: a visual edit's text is made on demand.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = studio.store.subscribe((e) => {
    if (e.reason === 'stroke' || e.file !== studio.openFile()) return;
    timer ??= setTimeout(() => {
      timer = undefined;
      setText(textOf());
    }, 0);
  });
  onCleanup(() => {
    unsubscribe();
    clearTimeout(timer);
  });
  const lines = createMemo(() => text().split('\n'));
  // Placing a reveal parses the text into a tree once a version, not once a hex clicked.
  const located = createMemo(() => new DocumentText(studio.openFile() ?? '', text()));

  // Lines with problems: the worst severity, and the messages for the mark's tooltip.
  const marks = createMemo(() => {
    const out = new Map<number, { severity: Severity; messages: string[] }>();
    const file = studio.openFile();
    for (const p of studio.problems()) {
      if (p.file !== file) continue;
      const m = out.get(p.line);
      if (!m) out.set(p.line, { severity: p.severity, messages: [p.message] });
      else {
        if (rank(p.severity) > rank(m.severity)) m.severity = p.severity;
        m.messages.push(p.message);
      }
    }
    return out;
  });

  // Only the lines in view (and a few either side) are in the page. Every line is LINE_HEIGHT tall,
  // so which ones is arithmetic on the scroll (a measuring virtualiser makes a record per line:
  // 40 ms at start for a 7,000-line map).
  // eslint-disable-next-line no-unassigned-vars -- assigned by Solid's ref
  let scroller: HTMLDivElement | undefined;
  const [scrollTop, setScrollTop] = createSignal(0);
  const [height, setHeight] = createSignal(600);
  onMount(() => {
    const observer = new ResizeObserver(() => setHeight(scroller?.clientHeight ?? 600));
    if (scroller) observer.observe(scroller);
    onCleanup(() => observer.disconnect());
  });
  const inView = createMemo(() => {
    const from = Math.max(0, Math.floor(scrollTop() / LINE_HEIGHT) - OVERSCAN);
    const to = Math.min(lines().length, Math.ceil((scrollTop() + height()) / LINE_HEIGHT) + OVERSCAN);
    return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
  });
  const scrollToLine = (line: number) => {
    if (scroller) scroller.scrollTop = Math.max(0, (line - 1) * LINE_HEIGHT - (scroller.clientHeight - LINE_HEIGHT) / 2);
  };

  // A reveal: the lines of its range highlighted, the first scrolled to the middle.
  const [shown, setShown] = createSignal<{ from: number; to: number }>();
  createEffect(
    on(studio.reveal, (r) => {
      if (!r || r.file !== studio.openFile()) return;
      const doc = located();
      const range = revealRange(doc, r);
      if (!range) return;
      const from = doc.locate(range.offset).line;
      const to = doc.locate(range.offset + Math.max(0, range.length - 1)).line;
      setShown({ from, to });
      scrollToLine(from);
    }),
  );

  const place = (e?: PointerEvent): TextPlace => {
    const scrollTop = scroller?.scrollTop ?? 0;
    const row = (e?.target as Element | undefined)?.closest<HTMLElement>('[data-line]');
    return row ? { scrollTop, caret: { line: Number(row.dataset.line), column: columnAt(row, e!.clientX, e!.clientY) } } : { scrollTop };
  };

  return (
    <div
      class="json-text"
      ref={scroller}
      onScroll={() => setScrollTop(scroller?.scrollTop ?? 0)}
      tabIndex={0}
      role="textbox"
      aria-readonly="true"
      aria-multiline="true"
      aria-label="JSON text (click to edit)"
      data-testid="json-text"
      onPointerDown={(e) => e.button === 0 && props.use(place(e))}
      onFocus={() => props.use(place())}
      onKeyDown={(e) => {
        props.use(place());
        // What is typed while the editor opens is typed into it once open, not lost.
        if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
          e.preventDefault();
          props.typed(e.key);
        } else if (e.key === 'Enter') {
          e.preventDefault();
          props.typed('\n');
        }
      }}
    >
      <div class="json-text-lines" style={{ height: `${lines().length * LINE_HEIGHT}px` }}>
        <Index each={inView()}>
          {(index) => {
            const n = () => index() + 1;
            const mark = () => marks().get(n());
            const lit = () => {
              const s = shown();
              return s !== undefined && n() >= s.from && n() <= s.to;
            };
            return (
              <div class="jt-line" classList={{ lit: lit() }} data-line={n()} style={{ transform: `translateY(${index() * LINE_HEIGHT}px)` }}>
                <span class={`jt-num ${mark()?.severity ?? ''}`} title={mark()?.messages.join('\n')}>
                  {n()}
                </span>
                <span class="jt-code">
                  <For each={jsonTokens((lines()[index()] ?? '').replace(/\r$/, ''))}>{(t) => <span class={`jt-${t.kind}`}>{t.text}</span>}</For>
                </span>
              </div>
            );
          }}
        </Index>
      </div>
      <Show when={props.opening}>
        <div class="json-text-opening" role="status">
          Opening the editor…
        </div>
      </Show>
    </div>
  );
}

const OVERSCAN = 12;
const rank = (s: Severity) => (s === 'error' ? 2 : s === 'warning' ? 1 : 0);

/** The 1-based column under a point in a line's code (its characters counted up to the caret there). */
function columnAt(row: HTMLElement, x: number, y: number): number {
  const code = row.querySelector('.jt-code');
  const caret = document.caretRangeFromPoint?.(x, y);
  if (!code || !caret || !code.contains(caret.startContainer)) return 1;
  let column = 1;
  const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node === caret.startContainer) return column + caret.startOffset;
    column += node.textContent?.length ?? 0;
  }
  return column;
}
