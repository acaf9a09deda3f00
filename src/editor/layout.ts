import { createSignal, type Accessor } from 'solid-js';
import { PROBLEM_GROUPS, type ProblemGroup } from '../validation';

/** The studio's arrangement: the sizes of its regions and which are folded away. Session state, never a document. */
export interface Layout {
  /** The side column (explorer, test play, inspector), px. */
  readonly side: number;
  /** The Problems panel, px. */
  readonly problems: number;
  /** The JSON pane beside the map or editor, px. */
  readonly json: number;
  readonly folded: { readonly side: boolean; readonly problems: boolean; readonly json: boolean };
  /** The side bar's sections folded to their heading (test play, inspector, setup). */
  readonly closed: readonly Section[];
  /** The groups of problems the Problems tab hides (its switches). */
  readonly hidden: readonly ProblemGroup[];
}

/** The side bar's foldable sections. */
export const SECTIONS = ['play', 'inspector', 'setup'] as const;
export type Section = (typeof SECTIONS)[number];

export type Region = keyof Layout['folded'];

export const DEFAULT_LAYOUT: Layout = { side: 270, problems: 200, json: 380, folded: { side: false, problems: false, json: false }, closed: [], hidden: [] };

/** The smallest and largest size of each region, px: a region is folded rather than squeezed below its least. */
export const LIMITS: Record<Region, { min: number; max: number }> = { side: { min: 180, max: 560 }, problems: { min: 80, max: 700 }, json: { min: 240, max: 1400 } };

/** How tall the bottom panel is made when enlarged, for a window `viewport` px tall: room for the playtest's plots, the map still in view. */
export const enlargedPanel = (viewport: number) => Math.round(viewport * 0.6);

const clamp = (r: Region, v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(Math.min(LIMITS[r].max, Math.max(LIMITS[r].min, v))) : fallback);

/** A layout read back from storage: anything missing, mistyped or out of range falls back to the default, never throws. */
export function readLayout(text: string | null): Layout {
  let v: Partial<Layout> & { folded?: Partial<Layout['folded']> } = {};
  try {
    const parsed = JSON.parse(text ?? '{}') as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) v = parsed as typeof v;
  } catch {
    // A damaged entry: the default layout.
  }
  const f: Partial<Layout['folded']> = v.folded && typeof v.folded === 'object' ? v.folded : {};
  return {
    side: clamp('side', v.side, DEFAULT_LAYOUT.side),
    problems: clamp('problems', v.problems, DEFAULT_LAYOUT.problems),
    json: clamp('json', v.json, DEFAULT_LAYOUT.json),
    folded: { side: f.side === true, problems: f.problems === true, json: f.json === true },
    closed: Array.isArray(v.closed) ? SECTIONS.filter((x) => (v.closed as unknown[]).includes(x)) : [],
    hidden: Array.isArray(v.hidden) ? PROBLEM_GROUPS.filter((x) => (v.hidden as unknown[]).includes(x)) : [],
  };
}

/** A project's layout and what changes it. */
export interface Panes {
  readonly layout: Accessor<Layout>;
  resize(r: Region, px: number): void;
  fold(r: Region, folded?: boolean): void;
  /** Makes the bottom panel `px` tall (playtest plots, a long list of problems), or gives it back the height it had. */
  enlarge(px: number): void;
  /** Whether the bottom panel is enlarged, and not resized or folded since. */
  isEnlarged(): boolean;
  toggleSection(s: Section): void;
  /** Hides a group of problems in the Problems tab, or shows it again. */
  toggleProblems(g: ProblemGroup): void;
  reset(): void;
}

/**
 * The layout of one project, remembered in the browser under its key (a layout arranged for one
 * project is not imposed on another opened at the same address). `formerly`: the key it was kept
 * under before projects had keys of their own (their rulesets' ids), read when there is none under
 * this one, so an arranged layout survives the change.
 */
export function createLayout(project: string, formerly?: string): Panes {
  const key = `sandtable-layout:${project}`;
  const stored = (() => {
    try {
      return localStorage.getItem(key) ?? (formerly === undefined ? null : localStorage.getItem(`sandtable-layout:${formerly}`));
    } catch {
      return null; // storage refused (a private window): the default, not remembered
    }
  })();
  const [layout, set] = createSignal<Layout>(readLayout(stored));
  const keep = (l: Layout) => {
    set(l);
    try {
      localStorage.setItem(key, JSON.stringify(l));
    } catch {
      // Not remembered; the layout still applies to this session.
    }
  };
  // The bottom panel enlarged (enlarge), and the height it had before: what the next call restores,
  // unless the panel was resized or folded since (it is then enlarged again).
  let enlarged: { from: number; to: number } | undefined;
  // The layout is read first, always: a view asking before any enlarging then follows the signal.
  const isEnlarged = () => {
    const l = layout();
    return !!enlarged && l.problems === enlarged.to && !l.folded.problems;
  };
  return {
    layout,
    isEnlarged,
    enlarge: (px) => {
      const l = layout();
      if (isEnlarged()) {
        const from = enlarged!.from;
        enlarged = undefined;
        return keep({ ...l, problems: from });
      }
      enlarged = { from: l.problems, to: clamp('problems', px, l.problems) };
      keep({ ...l, problems: enlarged.to, folded: { ...l.folded, problems: false } });
    },
    resize: (r, px) => keep({ ...layout(), [r]: clamp(r, px, layout()[r]), folded: { ...layout().folded, [r]: false } }),
    fold: (r, folded) => keep({ ...layout(), folded: { ...layout().folded, [r]: folded ?? !layout().folded[r] } }),
    toggleSection: (x) => keep({ ...layout(), closed: layout().closed.includes(x) ? layout().closed.filter((c) => c !== x) : [...layout().closed, x] }),
    toggleProblems: (g) => keep({ ...layout(), hidden: layout().hidden.includes(g) ? layout().hidden.filter((h) => h !== g) : [...layout().hidden, g] }),
    reset: () => keep(DEFAULT_LAYOUT),
  };
}
