import { batch, createContext, createEffect, createMemo, createSignal, on, onCleanup, useContext, type Accessor, type JSX } from 'solid-js';
import { DocumentStore, resolveMemo, resolveVariant, type ChangeEffect } from '../document';
import type { Scenario } from '../generated/documents';
import { BIG_DOCUMENT_CHARS, compareProblems, loadValidators, problemCounts, tooLargeMessage, type Problem, type ProblemGroup } from '../validation';
import { engineJudge } from './services/engineJudge';
import type { DiskFile } from './services/api';
import { createDiskSync, type Conflict } from './services/diskSync';
import { createPlaySession, type PlaySession } from './play/session';
import { createAreaSession, type AreaSession } from './area/areaSession';
import { changedSince, type Autosave, type Recoverable, type UnsavedText } from './services/autosave';
import { BackgroundCheck, pageWrites } from './services/checker';
import type { StartedWorker } from './services/startWorker';
import { createLayout } from './layout';

/** The map tools (Tiled's keys). */
export type ToolId = 'select' | 'brush' | 'fill' | 'eraser' | 'hexside' | 'road' | 'hexset' | 'calibrate' | 'area' | 'trace';

/** A point clicked on the background while calibrating: image pixels, and the hex number (or the area) once typed. */
export interface CalibrationPoint {
  readonly x: number;
  readonly y: number;
  readonly hex?: string;
}

/** A place to show: a file and a range of its text, or a pointer, and optionally a hex on the map. */
export interface Reveal {
  readonly file: string;
  readonly offset?: number;
  readonly length?: number;
  readonly pointer?: string;
  /** Place a caret (no selection) where this key's record would go in the object at `pointer`. */
  readonly caretKey?: string;
  readonly hex?: string;
  /** Bumped so revealing the same place twice still scrolls. */
  readonly seq: number;
}

/** The kind of a status message, shown by its colour. */
export type StatusKind = 'info' | 'warn' | 'error';

/** Everything the studio's views share. Document edits go through `store`; the rest is session state. */
export interface Studio {
  readonly store: DocumentStore;
  /** Bumped on every document change; read it to re-run when documents change. */
  readonly version: Accessor<number>;
  readonly problems: Accessor<Problem[]>;
  /** The problems counted by group (placeholder and lost values apart), once per check for every view that counts them. */
  readonly problemCounts: Accessor<Record<ProblemGroup, number>>;
  /** A check of the documents is running (its answer replaces `problems`); none has ended yet when `problems` is empty. */
  readonly checking: Accessor<boolean>;
  /** Big files being read off the page at start (or after a change on disk), not yet open. */
  readonly reading: Accessor<readonly string[]>;
  readonly openFile: Accessor<string | undefined>;
  open(file: string): void;
  readonly reveal: Accessor<Reveal | undefined>;
  show(place: Omit<Reveal, 'seq'>): void;
  readonly selectedHex: Accessor<string | undefined>;
  /** The variant whose changes the editors mark (tinted hexes, arrows, highlighted cells and rows), if any. */
  readonly shownVariant: Accessor<string | undefined>;
  showVariant(scenarioId: string | undefined): void;
  /** What the shown variant changes, resolved once per document change (the editors and the map read it). */
  readonly variantEffects: Accessor<readonly ChangeEffect[]>;
  /** The variant file the editors record into (they show it, and their edits become its changes), if any. */
  readonly recording: Accessor<string | undefined>;
  record(variantFile: string | undefined): void;
  selectHex(hex: string | undefined): void;
  readonly tool: Accessor<ToolId>;
  setTool(tool: ToolId): void;
  /** The terrain or feature the brush and fill paint. */
  readonly paint: Accessor<string>;
  setPaint(id: string): void;
  readonly brushSize: Accessor<1 | 2 | 3>;
  setBrushSize(size: 1 | 2 | 3): void;
  readonly hexsideFeature: Accessor<string>;
  setHexsideFeature(id: string): void;
  readonly roadClass: Accessor<string>;
  setRoadClass(id: string): void;
  /** The named hex set the hex-set tool paints. */
  readonly hexSet: Accessor<string | undefined>;
  setHexSet(id: string | undefined): void;
  readonly status: Accessor<string>;
  /** How the status line reads: news (info), a refusal or something to do first (warn), a failure (error). */
  readonly statusKind: Accessor<StatusKind>;
  say(message: string, kind?: StatusKind): void;
  readonly dirtyFiles: Accessor<string[]>;
  save(file?: string): Promise<void>;
  undo(): void;
  redo(): void;
  readonly conflicts: Accessor<Conflict[]>;
  resolveConflict(file: string, keep: 'mine' | 'theirs'): Promise<void>;
  readonly recovery: Accessor<Recoverable[]>;
  recover(): Promise<void>;
  discardRecovery(): void;
  readonly paletteOpen: Accessor<boolean>;
  setPaletteOpen(open: boolean): void;
  /** The kind of document the New dialog makes, while it is open. */
  readonly creating: Accessor<NewKind | undefined>;
  setCreating(kind: NewKind | undefined): void;
  /** The document the Delete dialog asks about, while it is open. */
  readonly deleting: Accessor<string | undefined>;
  setDeleting(file: string | undefined): void;
  /** The document the Rename dialog renames, while it is open. */
  readonly renaming: Accessor<string | undefined>;
  setRenaming(file: string | undefined): void;
  /** The sizes of the studio's regions and which are folded, remembered per project in the browser. */
  readonly panes: ReturnType<typeof createLayout>;
  /** Points clicked on the background in the calibrate tool (session state until applied). */
  readonly calibration: Accessor<CalibrationPoint[]>;
  setCalibration(points: CalibrationPoint[]): void;
  /** Bumped when the map should fit the window. */
  readonly fitSeq: Accessor<number>;
  fit(): void;
  /** The test-play session (the engine on the current, even unsaved, documents). */
  readonly play: PlaySession;
  /** The area-map tools' session state (selected connection, the mark painted, an outline being traced). */
  readonly area: AreaSession;
}

const StudioContext = createContext<Studio>();

/** Brings back a new document that was kept in the browser but never saved (its text must parse). */
function restoreNew(store: DocumentStore, u: UnsavedText): void {
  try {
    const doc = JSON.parse(u.text) as unknown;
    if (doc && typeof doc === 'object' && !Array.isArray(doc)) store.create(u.file, doc as Record<string, unknown>);
  } catch {
    // Unparsable: it stays in browser storage, untouched, rather than being guessed at.
  }
}

/** The documents File › New makes. */
export type NewKind = 'map' | 'oob' | 'scenario';

/** The studio of the enclosing provider; throws outside it (Solid's useX idiom). */
export function useStudio(): Studio {
  const s = useContext(StudioContext);
  if (!s) throw new Error('useStudio() is used outside <StudioProvider>');
  return s;
}

const tooLargeBytes = (f: DiskFile) => /^too-large:(\d+)$/.exec(f.hash)?.[1];

/** A project opened: its documents, and the checks' worker, which read them and holds them. */
export interface OpenedProject {
  readonly store: DocumentStore;
  readonly checks: BackgroundCheck;
}

/**
 * How long the project's first check waits at most for the page to be idle. The check of the whole
 * project (about 0.8 s of the worker's time on the shipped one) started as the page drew the map,
 * and on a two-core machine the two, with the browser's own work, took the map's first drawing
 * from 1.59 to 1.77 s (median of 12 start-ups each, alternated). Where the page is idle at once, it waits for nothing.
 */
const FIRST_CHECK_WAIT_MS = 2000;

/** Resolves when the page is first idle, or after `atMost` ms (where the browser has no idle callbacks, at the next task). */
function pageIdle(atMost: number): Promise<void> {
  return new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: atMost }) : setTimeout(resolve)));
}

/** An empty store, and the checks' worker the page started as it began (none: the checks run on the page). */
export function openProject(worker: StartedWorker | undefined): OpenedProject {
  const store = new DocumentStore([], { judge: engineJudge });
  return { store, checks: new BackgroundCheck(store, worker) };
}

/**
 * Reads the files into the project's store as the studio opens (not those over the size limit,
 * listed without their text, nor big ones, read after the studio is drawn), each in the checks'
 * worker: the page only parses what the worker found sound and runs no schema check (their
 * compiled code was a fifth of the page's memory), and the worker, which must read them anyway,
 * holds them at once.
 */
export async function readProject(project: OpenedProject, files: readonly DiskFile[]): Promise<void> {
  const onOpen = files.filter((f) => !tooLargeBytes(f) && f.text.length < BIG_DOCUMENT_CHARS);
  // Meanwhile the page's own validators (typed text, test play's start check here) are fetched and
  // evaluated in a task of their own: a megabyte of code, with the page's first module they were its longest task.
  await Promise.all([...onOpen.map((f) => project.checks.read(f.file, f.text)), loadValidators()]);
}

/**
 * Creates the studio over the files read from disk (`project` holds those `readProject` read) and
 * offers back any unsaved texts of an earlier session.
 */
export function StudioProvider(props: { files: readonly DiskFile[]; project: OpenedProject; autosave: Autosave; unsaved: readonly UnsavedText[]; children: JSX.Element }) {
  // A file over the size limit is listed by the server without its text (issue 18: the studio called
  // it empty): it is a Problem of its own, as validate says it, and never a document (nor saved over).
  const tooLarge = props.files.flatMap((f) => {
    const bytes = tooLargeBytes(f);
    return bytes ? [{ file: f.file, pointer: '', line: 1, column: 1, offset: 0, length: 0, severity: 'error' as const, code: 'json/too-large', message: tooLargeMessage(Number(bytes)) }] : [];
  });
  // Big files are read in the check's worker, after the studio is drawn (issue 18: a 15 MB map froze it).
  const big = props.files.filter((f) => !tooLargeBytes(f) && f.text.length >= BIG_DOCUMENT_CHARS);
  const { store, checks } = props.project;
  const autosave = props.autosave;
  onCleanup(() => checks.dispose());
  const [reading, setReading] = createSignal<readonly string[]>([]);
  const loading = new Map<string, Promise<void>>();
  /** Reads a file from disk into the store, as a reload: in the checks' worker, as the studio opened (a big one is said to be reading). */
  const loadFile = (file: string, text: string): Promise<void> => {
    if (text.length >= BIG_DOCUMENT_CHARS) setReading((r) => [...r.filter((f) => f !== file), file]);
    const done = (loading.get(file) ?? Promise.resolve())
      .then(() => checks.read(file, text))
      .catch((e: unknown) => void say(`${file} could not be read: ${e instanceof Error ? e.message : String(e)}`, 'error'))
      .finally(() => {
        if (loading.get(file) !== done) return;
        loading.delete(file);
        setReading((r) => r.filter((f) => f !== file));
      });
    loading.set(file, done);
    return done;
  };
  const hashes = new Map(props.files.map((f) => [f.file, f.hash]));
  const [version, setVersion] = createSignal(0);
  const [openFile, setOpenFile] = createSignal<string | undefined>(props.files.find((f) => f.file.endsWith('ardennes44-east.map.json'))?.file ?? props.files.find((f) => f.file.endsWith('.map.json'))?.file ?? props.files[0]?.file);
  const [reveal, setReveal] = createSignal<Reveal>();
  const [selectedHex, selectHex] = createSignal<string>();
  const [shownVariant, showVariant] = createSignal<string>();
  const [recording, setRecording] = createSignal<string>();
  const record = (file: string | undefined) => {
    if (!store.recordInto(file)) return say(`${file} cannot be recorded into: it is not a variant whose base scenario is open`, 'warn');
    setRecording(file);
  };
  // Only the changes a document change touched are applied again (the same change objects are reused).
  const effectsMemo = resolveMemo();
  const variantEffects = createMemo((): readonly ChangeEffect[] => {
    const id = shownVariant();
    if (!id) return [];
    version();
    const docs = store.documents({ own: true });
    const variant = docs.find((d) => d.kind === 'scenario' && d.doc?.id === id)?.doc as unknown as Scenario | undefined;
    if (!variant?.variantOf) return [];
    const r = resolveVariant((kind, did) => docs.find((d) => d.kind === kind && d.doc?.id === did)?.doc, variant, effectsMemo);
    return 'error' in r ? [] : r.effects;
  });
  // Select, not a brush: the first click on the map (to close a menu, to look) must change nothing.
  const [tool, setTool] = createSignal<ToolId>('select');
  const [paint, setPaint] = createSignal('forest');
  const [brushSize, setBrushSize] = createSignal<1 | 2 | 3>(1);
  const [hexsideFeature, setHexsideFeature] = createSignal('river');
  const [roadClass, setRoadClass] = createSignal('primary');
  const [hexSet, setHexSet] = createSignal<string>();
  const [status, setStatus] = createSignal('');
  const [statusKind, setStatusKind] = createSignal<StatusKind>('info');
  const say = (message: string, kind: StatusKind = 'info') => {
    setStatus(message);
    setStatusKind(kind);
  };
  const [paletteOpen, setPaletteOpen] = createSignal(false);
  const [creating, setCreating] = createSignal<NewKind>();
  const [deleting, setDeleting] = createSignal<string>();
  const [renaming, setRenaming] = createSignal<string>();
  const [fitSeq, setFitSeq] = createSignal(0);
  const [calibration, setCalibration] = createSignal<CalibrationPoint[]>([]);
  // A deletion still to make: the file is still on disk. A text still to restore: it differs from the disk's.
  const diskText = (file: string) => store.get(file)?.text ?? big.find((b) => b.file === file)?.text;
  const stillUnsaved = props.unsaved.filter((u) => (u.deleted ? diskText(u.file) !== undefined : diskText(u.file) !== u.text));
  const [recovery, setRecovery] = createSignal<Recoverable[]>(
    stillUnsaved.map((u) => {
      const since = changedSince(u, hashes.get(u.file));
      return since ? { ...u, since } : u;
    }),
  );
  let seq = 0;

  // Every change is kept in the browser until saved, so a crash or a closed tab loses nothing: each
  // edit is written to IndexedDB once the check after it has run (a stroke when it ends: its dabs
  // are not yet an edit), by the checks' worker, which holds the document and makes its text there;
  // and as the page is hidden or goes away every unsaved text is written synchronously too.
  const pending = new Set<string>();
  /** Writes what is pending; `now`: the page writes what the worker does not hold yet (else it waits for the next check). */
  const flushAutosave = (now: boolean) => {
    const deleted = new Set(store.deletedFiles());
    for (const file of [...pending]) {
      if (deleted.has(file)) {
        // Deleted here (or renamed away) and still on disk: recovery deletes it again.
        pending.delete(file);
        void autosave.keep({ file, text: '', deleted: true, baseHash: hashes.get(file), at: Date.now() });
        continue;
      }
      if (!store.isDirty(file)) {
        pending.delete(file);
        void autosave.forget(file);
        continue;
      }
      const asked = { baseHash: hashes.get(file), at: Date.now() };
      const keeper = checks.keeper(file, { ...asked, project: autosave.project });
      if (!keeper && !now) continue;
      pending.delete(file);
      // The document's own text: a target of a recorded variant shows the variant, but keeps its own.
      void autosave.keepFrom(keeper ?? pageWrites, { file, ...asked }, () => store.ownText(file));
    }
  };
  // Validation runs when the user pauses, not on every dab of a stroke: a 15,000-hex map takes
  // tens of milliseconds to check, and a brush must paint within a frame.
  const [checked, setChecked] = createSignal(0);
  /** Bumped on every change except the dabs of a stroke (the dirty marker waits for the commit). */
  const [settled, setSettled] = createSignal(0);
  let validateTimer: ReturnType<typeof setTimeout> | undefined;
  const scheduleValidation = (reason: string) => {
    clearTimeout(validateTimer);
    validateTimer = setTimeout(() => setChecked((n) => n + 1), reason === 'stroke' ? 250 : 60);
  };
  const unsubscribe = store.subscribe((e) => {
    setVersion((v) => v + 1);
    if (!store.get(e.file)) {
      // A document undone away (a new variant): stop recording into it, and leave it for a scenario;
      // a document renamed to another file (or back, on undo): follow it there.
      if (e.file === store.recording) record(undefined);
      if (e.file === openFile()) setOpenFile(e.movedTo ?? store.documents().find((d) => d.kind === 'scenario')?.file ?? store.documents()[0]?.file);
    }
    if (e.reason !== 'stroke') pending.add(e.file);
    scheduleValidation(e.reason);
    if (e.reason !== 'stroke') setSettled((n) => n + 1);
  });
  const lastMoment = () => {
    if (document.visibilityState === 'visible' && !leaving) return;
    flushAutosave(true);
    autosave.keepNow([
      ...store.documents().flatMap((d) => (store.isDirty(d.file) ? [{ file: d.file, text: store.ownText(d.file)!, baseHash: hashes.get(d.file), at: Date.now() }] : [])),
      ...store.deletedFiles().map((file) => ({ file, text: '', deleted: true as const, baseHash: hashes.get(file), at: Date.now() })),
    ]);
  };
  let leaving = false;
  const onPageHide = () => {
    leaving = true;
    lastMoment();
  };
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', lastMoment);
  onCleanup(() => {
    unsubscribe();
    clearTimeout(validateTimer);
    window.removeEventListener('pagehide', onPageHide);
    document.removeEventListener('visibilitychange', lastMoment);
  });

  // The check runs in a worker (BackgroundCheck); its latest answer is what Problems shows.
  const [foundProblems, setFound] = createSignal<Problem[]>([]);
  const [checking, setChecking] = createSignal(true);
  let checksAsked = 0;
  createEffect(
    on(checked, () => {
      setChecking(true);
      const asked = ++checksAsked;
      const run = () =>
        void checks.check().then((r) => {
          // The worker now holds the documents this check sent: it writes their autosave copies.
          flushAutosave(false);
          if (!r) return; // a later check was asked for: its answer is the one to show
          // Shown in a task of its own: reading the worker's message (thousands of problems) and
          // drawing the list, the map's outlines and the counts were one task of 40-57 ms at start-up.
          setTimeout(() => {
            if (asked !== checksAsked) return;
            batch(() => {
              setFound(r);
              setChecking(false);
            });
          });
        });
      if (asked > 1) return run();
      // The first waits for the page to be idle; a check asked for meanwhile (a big file read, an
      // edit) runs at once and stands for it. Run after that one, the first would be the later
      // check to the worker, and each answer would be dropped as the other's stale one.
      void pageIdle(FIRST_CHECK_WAIT_MS).then(() => asked === checksAsked && run());
    }),
  );
  const problems = createMemo(() => {
    const found = foundProblems();
    // The engine's judgements (stacking, playtests that do not replay) come with the check's answer (engineJudge).
    return tooLarge.length ? [...found, ...tooLarge].sort(compareProblems) : found;
  });
  const countedProblems = createMemo(() => problemCounts(problems()));
  // Unsaved files, Save, and changes made on disk by someone else (diskSync.ts).
  const disk = createDiskSync({ store, hashes, autosave, say, loadFile, settled });

  for (const f of big) {
    say(`Reading ${f.file} (${(f.text.length / 1e6).toFixed(1)} MB) in the background…`);
    void loadFile(f.file, f.text).then(() => say(`Read ${f.file}`));
  }

  const studio: Studio = {
    store,
    version,
    problems,
    problemCounts: countedProblems,
    checking,
    reading,
    openFile,
    open: (file) => {
      setOpenFile(file);
      selectHex(undefined);
    },
    reveal,
    show: (place) => {
      if (place.file !== openFile()) setOpenFile(place.file);
      setReveal({ ...place, seq: ++seq });
    },
    selectedHex,
    selectHex,
    shownVariant,
    showVariant,
    variantEffects,
    recording,
    record,
    tool,
    setTool,
    paint,
    setPaint,
    brushSize,
    setBrushSize,
    hexsideFeature,
    setHexsideFeature,
    roadClass,
    setRoadClass,
    hexSet,
    setHexSet,
    status,
    statusKind,
    say,
    dirtyFiles: disk.dirtyFiles,
    save: disk.save,
    undo: () => say(store.undo() ? `Undid ${store.redoLabel}` : 'Nothing to undo'),
    redo: () => say(store.redo() ? `Redid ${store.undoLabel}` : 'Nothing to redo'),
    conflicts: disk.conflicts,
    resolveConflict: disk.resolveConflict,
    recovery,
    recover: async () => {
      // A big file still being read comes back once it is open (its text restored over the disk's).
      await Promise.all(recovery().map((u) => loading.get(u.file)));
      // Texts first, deletions last: a rename's new file and the documents naming it come back before its old file goes.
      const texts = recovery().filter((u) => !u.deleted);
      for (const u of texts) {
        if (store.get(u.file)) store.restore(u.file, u.text);
        else restoreNew(store, u); // a new file (a variant) never saved: it comes back unsaved
      }
      const refused = recovery()
        .filter((x) => x.deleted && store.get(x.file))
        .flatMap((u) => {
          const r = store.remove(u.file);
          return r.ok ? [] : [r.reason];
        });
      if (refused.length) say(`Recovered the unsaved texts; not deleted again: ${refused.join('; ')}`, 'warn');
      else say(`Recovered unsaved changes to ${recovery().length} file(s); save to keep them`);
      setRecovery([]);
    },
    discardRecovery: () => {
      for (const u of recovery()) void autosave.forget(u.file);
      setRecovery([]);
    },
    paletteOpen,
    setPaletteOpen,
    creating,
    setCreating,
    deleting,
    setDeleting,
    renaming,
    setRenaming,
    // Remembered under the project's key; until this version, under its rulesets' ids (renaming one lost it).
    panes: createLayout(autosave.project, store.documents().filter((d) => d.kind === 'ruleset').map((d) => String(d.doc?.id)).sort().join('+') || 'project'),
    fitSeq,
    fit: () => setFitSeq((n) => n + 1),
    play: createPlaySession(),
    area: createAreaSession(),
    calibration,
    setCalibration,
  };
  // Like tldraw's window.editor: a handle for debugging in the console and for browser tests to read state.
  (window as unknown as { sandtable?: Studio }).sandtable = studio;
  return <StudioContext.Provider value={studio}>{props.children}</StudioContext.Provider>;
}
