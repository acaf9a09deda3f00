import type { Scenario } from '../generated/documents';
import { exportPrintMap, exportPrintScenario, exportTiled, exportVassalModule, openMap } from './publish/exportMap';
import { enlargedPanel } from './layout';
import { createVariant } from './schedule/createVariant';
import type { Studio, ToolId } from './studio';

/** One user action, registered once: menus, shortcuts and the command palette all come from this list. */
export interface Action {
  readonly id: string;
  readonly menu: 'File' | 'Edit' | 'View' | 'Tools';
  /** The label, possibly naming what it acts on ("Undo Paint forest ×37"). */
  label(s: Studio): string;
  /** Mod = Ctrl (Cmd on macOS). Single keys apply only when no text field has focus. */
  readonly shortcuts?: readonly string[];
  run(s: Studio): void;
  enabled?(s: Studio): boolean;
}

const tool = (id: ToolId, name: string, key: string): Action => ({
  id: `tools/${id}`,
  menu: 'Tools',
  label: () => name,
  shortcuts: [key],
  run: (s) => s.setTool(id),
});

/** Every action of the studio. */
export const ACTIONS: readonly Action[] = [
  { id: 'file/newMap', menu: 'File', label: () => 'New map… (its grid as printed)', run: (s) => s.setCreating('map'), enabled: (s) => hasRuleset(s) },
  { id: 'file/newOob', menu: 'File', label: () => 'New order of battle…', run: (s) => s.setCreating('oob'), enabled: (s) => hasRuleset(s) },
  { id: 'file/newScenario', menu: 'File', label: () => 'New scenario… (its maps, order of battle and turns)', run: (s) => s.setCreating('scenario'), enabled: (s) => hasRuleset(s) },
  { id: 'file/open', menu: 'File', label: () => 'Open a document… (type its name)', shortcuts: ['Mod+P'], run: (s) => s.setPaletteOpen(true) },
  {
    id: 'file/newVariant',
    menu: 'File',
    label: (s) => `New variant${openScenario(s) ? ` of ${openScenario(s)!.name}` : ' (open a scenario first)'}`,
    run: (s) => createVariant(s, openScenario(s)!),
    enabled: (s) => !!openScenario(s),
  },
  { id: 'file/exportTiled', menu: 'File', label: (s) => `Export ${openMap(s) ? openMap(s)!.map.name : 'the open map'} as a Tiled map (.tmj in a zip)`, run: (s) => void exportTiled(s), enabled: (s) => !!openMap(s) },
  { id: 'file/exportPrint', menu: 'File', label: (s) => `Export ${openMap(s) ? openMap(s)!.map.name : 'the open map'} for print (PDF, A4 sheets)`, run: (s) => void exportPrintMap(s), enabled: (s) => !!openMap(s) },
  { id: 'file/exportPrintScenario', menu: 'File', label: (s) => `Export ${openScenarioOrVariant(s)?.name ?? 'the open scenario'} as print-and-play (PDF: map, counters, charts)`, run: (s) => void exportPrintScenario(s, openScenarioOrVariant(s)!), enabled: (s) => !!openScenarioOrVariant(s) },
  { id: 'file/exportVassal', menu: 'File', label: (s) => `Export ${openScenarioOrVariant(s)?.name ?? 'the open scenario'}'s game as a VASSAL module`, run: (s) => void exportVassalModule(s, openScenarioOrVariant(s)!), enabled: (s) => !!openScenarioOrVariant(s) },
  { id: 'file/rename', menu: 'File', label: (s) => `Rename ${s.openFile() ?? 'the open document'}… (its id, its file, and every reference to it)`, shortcuts: ['F2'], run: (s) => s.setRenaming(s.openFile()), enabled: (s) => (s.version(), !!s.openFile() && typeof s.store.get(s.openFile()!)?.doc?.id === 'string') },
  { id: 'file/delete', menu: 'File', label: (s) => `Delete ${s.openFile() ?? 'the open document'}…`, run: (s) => s.setDeleting(s.openFile()), enabled: (s) => (s.version(), !!s.openFile() && !!s.store.get(s.openFile()!)) },
  { id: 'file/saveOne', menu: 'File', label: (s) => `Save ${s.openFile() ?? 'the open document'}`, run: (s) => void s.save(s.openFile()), enabled: (s) => (s.version(), !!s.openFile() && s.dirtyFiles().includes(s.openFile()!)) },
  { id: 'file/save', menu: 'File', label: (s) => (s.dirtyFiles().length ? `Save all (${s.dirtyFiles().length} changed)` : 'Save all'), shortcuts: ['Mod+S'], run: (s) => void s.save() },
  { id: 'edit/undo', menu: 'Edit', label: (s) => (s.store.undoLabel ? `Undo ${s.store.undoLabel}` : 'Undo'), shortcuts: ['Mod+Z'], run: (s) => s.undo(), enabled: (s) => (s.version(), !!s.store.undoLabel) },
  { id: 'edit/redo', menu: 'Edit', label: (s) => (s.store.redoLabel ? `Redo ${s.store.redoLabel}` : 'Redo'), shortcuts: ['Mod+Shift+Z', 'Mod+Y'], run: (s) => s.redo(), enabled: (s) => (s.version(), !!s.store.redoLabel) },
  { id: 'view/palette', menu: 'View', label: () => 'Command palette…', shortcuts: ['Mod+Shift+P', 'F1'], run: (s) => s.setPaletteOpen(true) },
  { id: 'view/fit', menu: 'View', label: () => 'Fit map to window', shortcuts: ['Mod+0'], run: (s) => s.fit() },
  { id: 'view/side', menu: 'View', label: (s) => (s.panes.layout().folded.side ? 'Show the side bar' : 'Fold the side bar'), shortcuts: ['Mod+B'], run: (s) => s.panes.fold('side') },
  { id: 'view/json', menu: 'View', label: (s) => (s.panes.layout().folded.json ? 'Show the JSON pane' : 'Fold the JSON pane'), shortcuts: ['Mod+Shift+J'], run: (s) => s.panes.fold('json') },
  { id: 'view/problems', menu: 'View', label: (s) => (s.panes.layout().folded.problems ? 'Show Problems' : 'Fold Problems'), shortcuts: ['Mod+J'], run: (s) => s.panes.fold('problems') },
  { id: 'view/enlargePanel', menu: 'View', label: (s) => (s.panes.isEnlarged() ? 'Restore the bottom panel\'s height' : 'Enlarge the bottom panel (Problems, Provenance, Playtest)'), run: (s) => s.panes.enlarge(enlargedPanel(window.innerHeight)) },
  { id: 'view/resetLayout', menu: 'View', label: () => 'Reset the layout', run: (s) => s.panes.reset() },
  tool('select', 'Select', 'S'),
  tool('brush', 'Terrain brush', 'B'),
  tool('fill', 'Flood fill', 'F'),
  tool('eraser', 'Eraser', 'E'),
  tool('hexside', 'Hexside (rivers, lakes, wooded rough)', 'H'),
  tool('road', 'Road', 'R'),
  tool('hexset', 'Hex set (setup areas, regions)', 'A'),
  tool('calibrate', 'Calibrate background', 'C'),
  tool('area', 'New area (area maps)', 'N'),
  tool('trace', 'Trace an area outline (area maps)', 'T'),
  { id: 'tools/brush1', menu: 'Tools', label: () => 'Brush size 1', shortcuts: ['1'], run: (s) => s.setBrushSize(1) },
  { id: 'tools/brush2', menu: 'Tools', label: () => 'Brush size 2', shortcuts: ['2'], run: (s) => s.setBrushSize(2) },
  { id: 'tools/brush3', menu: 'Tools', label: () => 'Brush size 3', shortcuts: ['3'], run: (s) => s.setBrushSize(3) },
];

/** Whether the project has a ruleset a new map or order of battle can be of. */
const hasRuleset = (s: Studio) => (s.version(), s.store.documents().some((d) => d.kind === 'ruleset' && d.doc));

/** The open document when it is a scenario or a variant of one. */
function openScenarioOrVariant(s: Studio): Scenario | undefined {
  const d = s.openFile() ? s.store.get(s.openFile()!)?.doc : undefined;
  return d?.kind === 'scenario' ? (d as unknown as Scenario) : undefined;
}

/** The open document when it is a scenario that is not itself a variant (a variant's variant is not made). */
function openScenario(s: Studio): Scenario | undefined {
  const d = openScenarioOrVariant(s);
  return d && !(d as { variantOf?: string }).variantOf ? d : undefined;
}

/** The shortcut a key event spells, e.g. "Mod+Shift+Z" or "B". */
export function shortcutOf(e: KeyboardEvent): string {
  const key = e.key.length === 1 ? e.key.toUpperCase() : e.key;
  return [(e.ctrlKey || e.metaKey) && 'Mod', e.altKey && 'Alt', e.shiftKey && (e.key.length > 1 || e.ctrlKey || e.metaKey) && 'Shift', key].filter(Boolean).join('+');
}

/** The action bound to a key event, if any; single keys are ignored while typing in a field or the JSON pane. */
export function actionFor(e: KeyboardEvent): Action | undefined {
  const combo = shortcutOf(e);
  const typing = e.target instanceof Element && !!e.target.closest('input, textarea, select, .monaco-editor');
  return ACTIONS.find((a) => a.shortcuts?.includes(combo) && (!typing || combo.startsWith('Mod+') || combo === 'F1'));
}
