import { createVirtualizer, elementScroll } from '@tanstack/solid-virtual';
import { createMemo, createSignal, Index, lazy, Show } from 'solid-js';
import { matchesWords } from '../shared/words';
import { owedKind, problemGroup, problemHex, type Problem, type ProblemGroup } from '../validation';
import { enlargedPanel } from './layout';
import { ProvenanceReport } from './ProvenanceReport';
import { useStudio } from './studio';

/** The Playtest tab's lab, fetched when the tab is first shown (its statistics and plots are no start-up's business). */
const PlaytestLab = lazy(() => import('./lab/PlaytestLab').then((m) => ({ default: m.PlaytestLab })));

/** Opens a problem's document at its place in the text (and its editor at the value), and its hex on the map. */
export function revealProblem(studio: ReturnType<typeof useStudio>, p: Problem): void {
  const hex = problemHex(p);
  studio.show({ file: p.file, offset: p.offset, length: p.length, pointer: p.pointer, ...(hex ? { hex } : {}) });
}

/** The height of a one-line problem row, in px: the estimate the list starts from before it measures. */
const ROW = 22;

/**
 * Problems as a list of buttons: a tag, the place, the message; a click reveals it. Only the rows in
 * view are in the page (TanStack Virtual), so a project with thousands of warnings costs a screenful
 * after each check, not thousands of buttons. A row is measured as drawn: a long message wraps.
 */
export function ProblemRows(props: { problems: readonly Problem[]; tag(p: Problem): string; class(p: Problem): string }) {
  const studio = useStudio();
  // eslint-disable-next-line no-unassigned-vars -- assigned by Solid's ref
  let scroller: HTMLDivElement | undefined;
  let scrolled = false;
  const virtual = createVirtualizer({
    get count() {
      return props.problems.length;
    },
    getScrollElement: () => scroller ?? null,
    estimateSize: () => ROW,
    overscan: 6,
    // The list's size from its ResizeObserver, whose first call comes after the page's layout; until
    // then the panel's height from the studio's layout. Read at once (getBoundingClientRect), it laid
    // out the whole page inside the list's first render: 10-20 ms of the first check's answer.
    initialRect: { width: 0, height: studio.panes.layout().problems },
    observeElementRect: (v, cb) => {
      const el = v.scrollElement;
      if (!el) return;
      const sized = new ResizeObserver(() => {
        const r = el.getBoundingClientRect();
        cb({ width: Math.round(r.width), height: Math.round(r.height) });
      });
      sized.observe(el);
      return () => sized.disconnect();
    },
    // A new list starts at the top: scrolling it there as it is made forced a layout too.
    scrollToFn: (offset, options, v) => {
      if (!scrolled && offset + (options.adjustments ?? 0) === 0) return;
      scrolled = true;
      elementScroll(offset, options, v);
    },
    // A row's height (a long message wraps) is the one its ResizeObserver reports after the page's
    // layout; when a row is first shown it keeps the height known or estimated. Reading it there and
    // then (getBoundingClientRect) laid the page out once per row while the list was being drawn:
    // the first check's answer took 15–20 ms of start-up in layouts.
    measureElement: (el, entry, v) => {
      const box = entry?.borderBoxSize?.[0];
      return box ? Math.round(box.blockSize) : (v.itemSizeCache.get(v.options.getItemKey(v.indexFromElement(el))) ?? ROW);
    },
  });
  return (
    <div class="problem-list" ref={scroller} data-testid="problem-list" aria-rowcount={props.problems.length}>
      <ul style={{ height: `${virtual.getTotalSize()}px` }}>
        <Index each={virtual.getVirtualItems()}>
          {(item) => {
            const p = () => props.problems[item().index]!;
            return (
              <Show when={props.problems[item().index]}>
                <li data-index={item().index} ref={(el) => queueMicrotask(() => el.isConnected && virtual.measureElement(el))} style={{ transform: `translateY(${item().start}px)` }}>
                  <button class={`problem ${props.class(p())}`} onClick={() => revealProblem(studio, p())}>
                    <span class="sev">{props.tag(p())}</span>
                    <span class="where">
                      {p().file}:{p().line}:{p().column}
                    </span>
                    <span class="msg">{p().message}</span>
                  </button>
                </li>
              </Show>
            );
          }}
        </Index>
      </ul>
    </div>
  );
}

/** The problems whose file, place or message holds every word of the filter (any case). */
export function filterProblems(problems: readonly Problem[], filter: string): readonly Problem[] {
  if (!filter.trim()) return problems;
  return problems.filter((p) => matchesWords(`${p.file}:${p.line}:${p.column} ${p.pointer} ${p.code} ${p.message}`, filter));
}

/** Every problem of the project; each reveals its place in the text and, for hexes, on the map. */
export function ProblemsPanel() {
  const studio = useStudio();
  // The switches are remembered with the project's layout: placeholders hidden stay hidden after a
  // reload. A resize keeps the layout's `hidden` list as it was, so it does not sort the list again.
  const hidden = createMemo(() => studio.panes.layout().hidden);
  const shown = (g: ProblemGroup) => !hidden().includes(g);
  // Errors first, then warnings, then the values a designer still owes (placeholders and values the
  // source lost: the Provenance tab's, listed here too), then notes; within each, the open document's,
  // then those of its game (the documents of the same ruleset), then the rest, each in file and line
  // order: a new error is never below hundreds of warnings, a map's missing hexsides are never below
  // its two thousand placeholders, and a project holding several games keeps the one being worked on
  // within the first thousand rows.
  const visible = createMemo(() => {
    const open = studio.openFile();
    const gameOf = (file: string | undefined) => {
      const d = file ? (studio.store.get(file)?.doc as { kind?: string; id?: string; ruleset?: string } | undefined) : undefined;
      return d?.kind === 'ruleset' ? d.id : d?.ruleset;
    };
    const game = gameOf(open);
    const rank = new Map<string, number>();
    const rankOf = (file: string) => {
      let r = rank.get(file);
      if (r === undefined) {
        r = file === open ? 0 : game !== undefined && gameOf(file) === game ? 1 : 2;
        rank.set(file, r);
      }
      return r;
    };
    // One pass into twelve buckets (group by rank); each keeps the problems' file and line order.
    const buckets: Problem[][] = Array.from({ length: 12 }, () => []);
    const groups = { error: 0, warning: 3, owed: 6, info: 9 } as const;
    for (const p of studio.problems()) {
      const g = problemGroup(p);
      if (shown(g)) buckets[groups[g] + rankOf(p.file)]!.push(p);
    }
    return buckets.flat();
  });
  const [filter, setFilter] = createSignal('');
  const listed = createMemo(() => filterProblems(visible(), filter()));
  const counts = studio.problemCounts;
  const toggle = (g: ProblemGroup) => studio.panes.toggleProblems(g);
  const [tab, setTab] = createSignal<'problems' | 'provenance' | 'playtest'>('problems');
  // The lab is mounted when first shown and kept: a batch runs on, and its results stay, behind another tab.
  const [labShown, setLabShown] = createSignal(false);
  return (
    <section class="problems" aria-label={tab() === 'problems' ? 'Problems' : tab() === 'playtest' ? 'Playtest' : 'Provenance report'}>
      <div class="problems-bar">
        <button classList={{ tab: true, active: tab() === 'problems' }} onClick={() => setTab('problems')}>
          <h2>Problems</h2>
        </button>
        <button classList={{ tab: true, active: tab() === 'provenance' }} data-testid="tab-provenance" onClick={() => setTab('provenance')}>
          <h2>Provenance ({counts().owed})</h2>
        </button>
        <button classList={{ tab: true, active: tab() === 'playtest' }} data-testid="tab-playtest" onClick={() => (setTab('playtest'), setLabShown(true))}>
          <h2>Playtest</h2>
        </button>
        <Show when={tab() === 'problems'}>
        <label>
          <input type="checkbox" checked={shown('error')} onChange={() => toggle('error')} /> Errors ({counts().error})
        </label>
        <label>
          <input type="checkbox" checked={shown('warning')} onChange={() => toggle('warning')} /> Warnings ({counts().warning})
        </label>
        <label title="Placeholder values and values the source lost, which a designer still has to enter (the Provenance tab lists them by document)">
          <input type="checkbox" checked={shown('owed')} onChange={() => toggle('owed')} /> Placeholders ({counts().owed})
        </label>
        </Show>
        <Show when={tab() !== 'playtest'}>
        <input class="problem-filter" type="search" placeholder="Filter: file, hex, words…" aria-label="Filter problems" value={filter()} onInput={(e) => setFilter(e.currentTarget.value)} />
        </Show>
        <Show when={filter() && tab() === 'problems'}>
          <span class="muted">{listed().length} shown</span>
        </Show>
        <span class="status" role="status" data-testid="status" data-kind={studio.statusKind()} title={studio.status()}>{studio.status()}</span>
        <button class="enlarge" data-testid="enlarge-panel" aria-pressed={studio.panes.isEnlarged()} title={studio.panes.isEnlarged() ? 'Give the panel back its height' : 'Enlarge the panel'} aria-label={studio.panes.isEnlarged() ? 'Restore the panel\'s height' : 'Enlarge the panel'} onClick={() => studio.panes.enlarge(enlargedPanel(window.innerHeight))}>
          {studio.panes.isEnlarged() ? '▾' : '▴'}
        </button>
      </div>
      <Show when={tab() === 'provenance'}>
        <ProvenanceReport filter={filter()} />
      </Show>
      <Show when={labShown()}>
        <div class="lab-tab" hidden={tab() !== 'playtest'}>
          <PlaytestLab />
        </div>
      </Show>
      <Show when={tab() === 'problems' && listed().length} fallback={<Show when={tab() === 'problems'}><p class="placeholder">{visible().length ? 'No problem matches the filter.' : 'No problems.'}</p></Show>}>
        <ProblemRows problems={listed()} tag={(p) => owedKind(p) ?? p.severity} class={(p) => (owedKind(p) ? `${p.severity} prov-${owedKind(p)}` : p.severity)} />
      </Show>
    </section>
  );
}
