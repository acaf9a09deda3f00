import { createEffect, createMemo, createSignal, onCleanup, onMount, Show } from 'solid-js';
import type { AreaMap, HexMap, OrderOfBattle, Ruleset, Scenario } from '../generated/documents';
import { AreaInspector, AreaLegend, AreaToolbar } from './area/AreaPanels';
import { AreaStage } from './area/AreaStage';
import { actionFor } from './actions';
import { Explorer } from './Explorer';
import { JsonPane } from './json/JsonPane';
import { MapStage } from './map/MapStage';
import { OobPanel } from './oob/OobPanel';
import { ConflictDialog, RecordingBanner, RecoveryBanner } from './panels/Banners';
import { Inspector } from './panels/Inspector';
import { Later } from './panels/Later';
import { CommandPalette, Menus } from './panels/Menus';
import { DeleteDocumentDialog } from './panels/DeleteDocument';
import { RenameDocumentDialog } from './panels/RenameDocument';
import { NewDocumentDialog } from './panels/NewDocument';
import { Splitter } from './panels/Splitter';
import { Toolbar } from './panels/Toolbar';
import { PlayPanel } from './play/PlayPanel';
import { ScenarioPanel } from './schedule/ScenarioPanel';
import { SetupTray } from './setup/SetupTray';
import { TablesPanel } from './tables/TablesPanel';
import { ProblemsPanel } from './ProblemsPanel';
import { PROJECT_FOLDER } from './services/api';
import { useStudio } from './studio';

/** What a draft means for the designer: what the views show meanwhile, and whether it can be saved. */
function draftNote(d: { kind?: string; doc?: object; unparsable: boolean }): string {
  const what = d.unparsable ? 'does not parse' : `is not a valid ${d.kind ?? 'document'} (see Problems)`;
  const shown = d.doc ? 'the editors show its last good version' : 'the editors show nothing of it until it is';
  return `The text ${what}: ${shown}, and visual edits wait${d.unparsable ? '; saving waits until it parses' : ''}.`;
}

/** The studio: menus and tools, explorer and inspector, the map, the JSON pane and the Problems panel. */
export function App() {
  const studio = useStudio();
  const open = createMemo(() => {
    studio.version();
    const file = studio.openFile();
    return file ? studio.store.get(file) : undefined;
  });
  const hexMap = createMemo(() => (open()?.doc?.topology === 'hex' ? (open()!.doc as unknown as HexMap) : undefined));
  const areaMap = createMemo(() => (open()?.doc?.kind === 'map' && open()?.doc?.topology === 'area' ? (open()!.doc as unknown as AreaMap) : undefined));
  const scenarioDoc = createMemo(() => (open()?.doc?.kind === 'scenario' ? (open()!.doc as unknown as Scenario) : undefined));
  const oobDoc = createMemo(() => (open()?.doc?.kind === 'oob' ? (open()!.doc as unknown as OrderOfBattle) : undefined));
  const rulesetDoc = createMemo(() => (open()?.doc?.kind === 'ruleset' ? (open()!.doc as unknown as Ruleset) : undefined));
  const ruleset = createMemo(() => {
    studio.version();
    const id = (open()?.doc as { ruleset?: string } | undefined)?.ruleset;
    return studio.store.find('ruleset', id)?.doc as Ruleset | undefined;
  });

  onMount(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = actionFor(e);
      if (!action || !(action.enabled?.(studio) ?? true)) return;
      e.preventDefault();
      action.run(studio);
    };
    // Leaving with unsaved work: it is in browser storage, but say so.
    const onLeave = (e: BeforeUnloadEvent) => {
      if (studio.dirtyFiles().length) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('beforeunload', onLeave);
    onCleanup(() => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('beforeunload', onLeave);
    });
  });

  const panes = studio.panes;
  const L = panes.layout;
  // The title names the project's games (its rulesets) and its folder: two clones open side by side are told apart.
  const games = createMemo(() => {
    studio.version();
    const names = studio.store.documents().flatMap((d) => (d.kind === 'ruleset' && typeof d.doc?.name === 'string' ? [d.doc.name] : []));
    return names.length ? names.join(' · ') : 'No ruleset yet';
  });
  createEffect(() => (document.title = `${games()}${PROJECT_FOLDER ? ` — ${PROJECT_FOLDER}` : ''} · Sandtable`));
  // Monaco (4 MB of script) is fetched when the JSON pane is first shown: never, while it stays folded.
  const [jsonShown, setJsonShown] = createSignal(!L().folded.json);
  createEffect(() => !L().folded.json && setJsonShown(true));
  return (
    <div
      class="studio"
      classList={{ 'has-map': !!hexMap() || !!areaMap(), 'fold-side': L().folded.side, 'fold-json': L().folded.json, 'fold-problems': L().folded.problems }}
      style={{ '--side-w': `${L().folded.side ? 0 : L().side}px`, '--problems-h': `${L().folded.problems ? 34 : L().problems}px`, '--json-w': `${L().json}px` }}
    >
      <header class="titlebar">
        <span class="brand">Sandtable</span>
        <Menus />
        <span class="project" data-testid="project" title={PROJECT_FOLDER ? `The project in the folder ${PROJECT_FOLDER}: its games (rulesets)` : 'The project\'s games (rulesets)'}>
          {games()}
          <Show when={PROJECT_FOLDER}>
            <span class="folder"> — {PROJECT_FOLDER}</span>
          </Show>
        </span>
        <span class="summary" data-testid="summary">
          {(studio.version(), studio.store.documents().length)} documents
          {studio.reading().length ? ` · reading ${studio.reading().length} more` : ''}
          {/* Before the first check ends there are no counts to give, only that it runs. */}
          {studio.checking() && !studio.problems().length ? '' : ` · ${counted(studio.problemCounts().error, 'error')} · ${counted(studio.problemCounts().warning, 'warning')}${studio.problemCounts().owed ? ` · ${counted(studio.problemCounts().owed, 'placeholder')}` : ''}`}
          {studio.checking() ? ' · checking…' : ''}
          {studio.dirtyFiles().length ? ` · ${studio.dirtyFiles().length} unsaved` : ''}
        </span>
      </header>
      <div class="banners">
        <RecoveryBanner />
        <RecordingBanner />
      </div>
      <Show when={hexMap()}>{(m) => <Toolbar ruleset={ruleset()} file={studio.openFile()!} map={m()} />}</Show>
      <Show when={areaMap()}>{(m) => <AreaToolbar ruleset={ruleset()} file={studio.openFile()!} map={m()} />}</Show>
      <aside class="side">
        {/* The explorer and Problems come a frame after the map's first render: the first render was one task of 20-60 ms. */}
        <Later>
          <Explorer />
        </Later>
        <Later>
          <PlayPanel />
          <Show when={hexMap()}>{(m) => <Inspector file={studio.openFile()!} map={m()} ruleset={ruleset()} />}</Show>
          <Show when={hexMap()}>{(m) => <SetupTray map={m()} />}</Show>
          <Show when={areaMap()}>{(m) => <AreaInspector file={studio.openFile()!} map={m()} ruleset={ruleset()} />}</Show>
          <Show when={areaMap()}>{(m) => <SetupTray map={m()} />}</Show>
        </Later>
      </aside>
      <Splitter region="side" label="the side bar" vertical grows={1} size={L().side} folded={L().folded.side} resize={(px) => panes.resize('side', px)} fold={() => panes.fold('side')} />
      <main class="center">
        <Show when={hexMap()} keyed={false}>
          <Show when={studio.openFile()} keyed>
            {(file) => <MapStage file={file} />}
          </Show>
        </Show>
        <Show when={areaMap()} keyed={false}>
          <div class="area-wrap">
            <Show when={studio.openFile()} keyed>
              {(file) => <AreaStage file={file} />}
            </Show>
            <AreaLegend map={areaMap()!} ruleset={ruleset()} />
          </div>
        </Show>
        <Show when={rulesetDoc()}>{(r) => <TablesPanel file={studio.openFile()!} ruleset={r()} />}</Show>
        <Show when={oobDoc()}>{(o) => <OobPanel file={studio.openFile()!} oob={o()} />}</Show>
        <Show when={scenarioDoc()}>{(s) => <ScenarioPanel file={studio.openFile()!} scenario={s()} />}</Show>
        <Splitter region="json" label="the JSON pane" vertical grows={-1} size={L().json} folded={L().folded.json} resize={(px) => panes.resize('json', px)} fold={() => panes.fold('json')} />
        <div class="json-wrap">
          <div class="doc-header">
            <span class="doc-file" data-testid="open-file">{studio.openFile()}</span>
            <Show when={open()?.draft}>
              <span class="draft" data-testid="draft-note">{draftNote(open()!)}</span>
            </Show>
          </div>
          <Show when={jsonShown()}>
            <Later>
              <JsonPane />
            </Later>
          </Show>
        </div>
      </main>
      <Splitter region="problems" label="Problems" vertical={false} grows={-1} size={L().problems} folded={L().folded.problems} resize={(px) => panes.resize('problems', px)} fold={() => panes.fold('problems')} />
      <Later>
        <ProblemsPanel />
      </Later>
      <CommandPalette />
      <NewDocumentDialog />
      <DeleteDocumentDialog />
      <RenameDocumentDialog />
      <ConflictDialog />
    </div>
  );
}

/** "1 error", "2 errors". */
const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
