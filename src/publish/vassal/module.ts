/**
 * A VASSAL module (.vmod) of a game (issue 17): a zip (fflate) of buildFile.xml (fast-xml-parser's
 * builder), moduledata, the boards and counter images, the charts, and a saved game per scenario.
 * Each hex map is a map window with its board and a grid numbered as printed; every counter of the
 * order of battle is a piece in the palette (its front, its reduced side as a layer flipped with
 * Ctrl+F), by side; each scenario is a predefined setup with its units stacked in their setup hexes;
 * the tables, terrain effects, turn record, reinforcements and provenance key are chart windows;
 * a die roller rolls the game's dice.
 */
import { strToU8, zipSync } from 'fflate';
import { XMLBuilder } from 'fast-xml-parser';
import type { AreaMap, HexMap, OrderOfBattle, Ruleset, Scenario } from '../../generated/documents';
import { areaDrawing } from '../areaDrawing';
import { chartSections, type ChartContent } from '../charts';
import { counterSvg } from '../counterSvg';
import { HtmlFlow } from '../htmlFlow';
import { shapesToSvg } from '../mapDrawing';
import { vassalBoard, type VassalBoard } from './board';
import { addPiece, addStack, obfuscate, pieceState, pieceType, savedGame, type PieceImages } from './encode';

export const VASSAL_VERSION = '3.7.0';

export interface ModuleContent {
  readonly ruleset: Ruleset;
  readonly oob: OrderOfBattle;
  readonly maps: readonly (HexMap | AreaMap)[];
  /** The scenarios to offer as predefined setups, the first the module is named for. */
  readonly scenarios: readonly Scenario[];
  readonly charts: ChartContent;
  readonly version?: string;
}

export interface ModuleResult {
  readonly vmod: Uint8Array;
  readonly pieces: number;
  readonly setups: readonly { readonly name: string; readonly placed: number; readonly unplaced: readonly string[] }[];
  readonly files: readonly string[];
}

const COUNTER = 60;
const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_');
type Attrs = Record<string, string | number | boolean>;
/** An XML element for the builder: attributes prefixed "@_", children by tag, text as "#text". */
const el = (attrs: Attrs, children: Record<string, unknown> = {}, text?: string) => ({ ...Object.fromEntries(Object.entries(attrs).map(([k, v]) => [`@_${k}`, String(v)])), ...children, ...(text !== undefined ? { '#text': text } : {}) });

/** Builds the module, or says why the game's maps cannot be boards. */
export function vassalModule(content: ModuleContent): ModuleResult | { error: string } {
  const { ruleset, oob } = content;
  const version = content.version ?? '1.0';
  const boards: Board[] = [];
  for (const map of content.maps) {
    const board = map.topology === 'area' ? areaBoard(map, ruleset) : vassalBoard(map, ruleset, 36);
    if ('error' in board) return board;
    boards.push({ map, board, image: `${safe(map.id)}.svg`, window: map.name });
  }
  const files: Record<string, Uint8Array> = {};
  for (const b of boards) files[`images/${b.image}`] = strToU8(b.board.svg);

  // Every place on a board (hex, area, zone) and the board it is on.
  const boardAt = new Map(boards.flatMap((b) => [...b.board.centres.keys()].map((place) => [place, b] as const)));

  // Every counter a piece: its images, and its type (its traits) made once for the palette and every setup.
  const pieces = new Map<string, PieceImages & { type: string }>();
  for (const [id, unit] of Object.entries(oob.units)) {
    const svg = (side: 'front' | 'back') => `<svg xmlns="http://www.w3.org/2000/svg" width="${COUNTER}" height="${COUNTER}" viewBox="0 0 ${COUNTER} ${COUNTER}">${counterSvg(oob, unit, side)}</svg>`;
    const front = `${safe(id)}.svg`;
    files[`images/${front}`] = strToU8(svg('front'));
    let back: string | undefined;
    if (unit.back) files[`images/${(back = `${safe(id)}-back.svg`)}`] = strToU8(svg('back'));
    const images: PieceImages = { name: unit.name, front, ...(back ? { back } : {}) };
    pieces.set(id, { ...images, type: pieceType(images) });
  }
  let gpid = 1;
  const slots = (side: string) =>
    Object.entries(oob.units)
      .filter(([, u]) => (u as { side?: string }).side === side)
      .map(([id]) => el({ entryName: pieces.get(id)!.name, gpid: gpid++, width: COUNTER, height: COUNTER }, {}, addPiece(null, pieces.get(id)!.type, pieceState(pieces.get(id)!))));

  // A predefined setup per scenario: its units stacked in their setup hexes, on the map that has the hex.
  const moduledata = strToU8(metadata({ name: ruleset.name, version, description: `${ruleset.name}, made by Sandtable` }, 'module'));
  const setups = content.scenarios.map((s) => {
    const byHex = new Map<string, string[]>();
    const unplaced: string[] = [];
    for (const [unit, at] of Object.entries(s.setup ?? {})) {
      const hex = (at as { hex?: string }).hex ?? (at as { area?: string }).area;
      if (hex && pieces.has(unit) && boardAt.has(hex)) (byHex.get(hex) ?? byHex.set(hex, []).get(hex)!).push(unit);
      else unplaced.push(unit);
    }
    const commands: string[] = [];
    for (const [hex, units] of byHex) {
      const b = boardAt.get(hex)!;
      const at = { map: b.window, ...b.board.centres.get(hex)! };
      for (const u of units) commands.push(addPiece(u, pieces.get(u)!.type, pieceState(pieces.get(u)!, at)));
      commands.push(addStack(`stack-${hex}`, at, units));
    }
    const file = `${safe(s.id)}.vsav`;
    files[file] = zipSync({ savedGame: obfuscate(savedGame(commands)), savedata: strToU8(metadata({ description: s.name, moduleName: ruleset.name, version }, 'save')), moduledata });
    return { name: s.name, file, placed: [...byHex.values()].reduce((n, u) => n + u.length, 0), unplaced };
  });

  // Charts: one HTML window per section.
  const charts = chartSections(content.charts).map((section) => {
    const flow = new HtmlFlow(`${ruleset.name}: ${section.title}`);
    section.draw(flow);
    const file = `${safe(section.title.toLowerCase())}.html`;
    files[file] = strToU8(flow.html());
    return { name: section.title, file };
  });

  const sides = Object.entries(ruleset.sides);
  const palette = sides.map(([id, s]) => el({ divider: 150, entryName: s.name, height: 400, scale: 1.0, width: 300 }, { 'VASSAL.build.widget.PieceSlot': slots(id) }));
  const dice = Object.entries((ruleset as { dice?: Record<string, { sides: number }> }).dice ?? { d6: { sides: 6 } });
  const build = {
    '?xml': el({ version: '1.0', encoding: 'UTF-8', standalone: 'no' }),
    'VASSAL.build.GameModule': el(
      { ModuleOther1: '', ModuleOther2: '', VassalVersion: VASSAL_VERSION, description: `${ruleset.name}, made by Sandtable from its rules data`, name: ruleset.name, nextPieceSlotId: gpid, version },
      {
        'VASSAL.build.module.BasicCommandEncoder': el({}),
        'VASSAL.build.module.Documentation': el({}),
        'VASSAL.build.module.PlayerRoster': el({ buttonKeyStroke: '', buttonText: 'Retire', buttonToolTip: 'Switch sides, become observer, or release faction' }, { entry: sides.map(([, s]) => s.name) }),
        'VASSAL.build.module.GlobalOptions': el({ autoReport: 'Always', centerOnMove: 'Use Preferences Setting', chatterHTMLSupport: 'Always', hotKeysOnClosedWindows: 'Never', inventoryForAll: 'Always', nonOwnerUnmaskable: 'Never', playerIdFormat: '$PlayerName$', promptString: 'Opponents can unmask pieces', sendToLocationMoveTrails: 'Never' }),
        'VASSAL.build.module.Chatter': el({}),
        'VASSAL.build.module.KeyNamer': el({}),
        'VASSAL.build.module.PieceWindow': el({ allowHidingScrollBar: true, defaultWidth: 0, hidden: false, hotkey: '', icon: '', name: 'Counters', scale: 1.0, text: 'Counters', tooltip: 'The counters of the order of battle' }, { 'VASSAL.build.widget.TabWidget': el({ entryName: 'Counters' }, { 'VASSAL.build.widget.ListWidget': palette }) }),
        'VASSAL.build.module.Map': boards.map((b) => mapWindow(b)),
        'VASSAL.build.module.ChartWindow': el({ hotkey: '', icon: '', description: 'The charts and tables, drawn from the rules data', name: 'Charts', text: 'Charts', tooltip: 'Charts and tables' }, { 'VASSAL.build.widget.TabWidget': el({ entryName: 'Charts' }, { 'VASSAL.build.widget.HtmlChart': charts.map((c) => el({ chartName: c.name, fileName: c.file })) }) }),
        'VASSAL.build.module.DiceButton': dice.map(([name, d]) => el({ addToTotal: 0, canDisable: false, hotkey: '', icon: '', keepCount: 1, keepDice: false, keepOption: '>', lockAdd: false, lockDice: false, lockPlus: false, lockSides: false, nDice: 1, nSides: d.sides, name: name, plus: 0, prompt: false, propertyGate: '', reportFormat: `** $name$ = $result$ *** <$PlayerName$>`, reportTotal: false, sortDice: false, text: name, tooltip: `Roll ${name}` })),
        'VASSAL.build.module.PredefinedSetup': setups.map((s) => el({ file: s.file, name: s.name, useFile: true, isMenu: false, description: '' })),
      },
    ),
  };
  files['buildFile.xml'] = strToU8(new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true, suppressBooleanAttributes: false, processEntities: true }).build(build));
  files.moduledata = moduledata;
  return { vmod: zipSync(files, { level: 6 }), pieces: pieces.size, setups: setups.map(({ name, placed, unplaced }) => ({ name, placed, unplaced })), files: Object.keys(files).sort() };
}

/** The module in a line: maps, counters, setups and what each sets up. */
export function moduleSummary(maps: number, r: { pieces: number; setups: readonly { name: string; placed: number; unplaced: readonly string[] }[] }): string {
  const setups = r.setups.map((s) => `${s.name} (${s.placed} units set up${s.unplaced.length ? `; ${s.unplaced.length} not on these maps` : ''})`).join(', ');
  return `VASSAL 3.7 module: ${maps} ${maps === 1 ? 'map' : 'maps'}, ${r.pieces} counters, ${r.setups.length} setups: ${setups}`;
}

/** A named region of an area board (an area or a zone), which VASSAL names in its reports. */
type Region = { readonly name: string; readonly points: readonly { x: number; y: number }[] };
type Board = { map: HexMap | AreaMap; board: Pick<VassalBoard, 'svg' | 'width' | 'height' | 'centres'> & Partial<VassalBoard> & { regions?: ReadonlyMap<string, Region> }; image: string; window: string };

/** An area map's board: its drawing, its areas' and zones' places, and their outlines as VASSAL zones (no grid: pieces go where they are dropped). */
function areaBoard(map: AreaMap, ruleset: Ruleset): Board['board'] {
  const d = areaDrawing(map, ruleset);
  const centres = new Map([...d.places].map(([id, p]) => [id, { x: Math.round(p.x), y: Math.round(p.y) }]));
  return { svg: shapesToSvg(d.shapes(), d.width, d.height), width: Math.ceil(d.width), height: Math.ceil(d.height), centres, regions: d.regions };
}

/** The board's areas and zones as a ZonedGrid, each a Zone whose outline names the location of what stands in it. */
function zonedGrid(regions: ReadonlyMap<string, Region>) {
  const path = (r: Region) => r.points.map((q) => `${Math.round(q.x)},${Math.round(q.y)}`).join(';');
  return { 'VASSAL.build.module.map.boardPicker.board.ZonedGrid': el({}, { 'VASSAL.build.module.map.boardPicker.board.mapgrid.Zone': [...regions.values()].map((r) => el({ highlightProperty: '', locationFormat: '$name$', name: r.name, path: path(r), useHighlight: false, useParentGrid: false })) }) };
}

/** A map window with its board (its grid and numbering for a hex map), and the components a VASSAL map needs to move and stack pieces. */
function mapWindow(b: Board) {
  const { grid, numbering } = b.board;
  return el(
    { allowMultiple: false, backgroundcolor: '255,255,255', buttonName: '', changeFormat: '$message$', color: '0,0,0', createFormat: '$pieceName$ created in $location$ *', edgeHeight: 0, edgeWidth: 0, hideKey: '', hotkey: '', icon: '', launch: false, mapName: b.window, markMoved: 'Always', markUnmovedHotkey: '', markUnmovedIcon: '', markUnmovedReport: '', markUnmovedText: '', markUnmovedTooltip: 'Mark all pieces on this map as not moved', moveKey: '', moveToFormat: '$pieceName$ moves $previousLocation$ -> $location$ *', moveWithinFormat: '$pieceName$ moves $previousLocation$ -> $location$ *', showKey: '', thickness: 3 },
    {
      'VASSAL.build.module.map.BoardPicker': el(
        { addColumnText: 'Add column', addRowText: 'Add row', boardPrompt: 'Select board', slotHeight: 125, slotScale: 0.2, slotWidth: 350, title: 'Choose Boards' },
        {
          'VASSAL.build.module.map.boardPicker.Board': el(
            { image: b.image, name: b.map.name, reversible: false },
            grid && numbering ? {
              'VASSAL.build.module.map.boardPicker.board.HexGrid': el(
                { color: '0,0,0', cornersLegal: false, dotsVisible: false, dx: grid.dx, dy: grid.dy, edgesLegal: false, sideways: grid.sideways, snapTo: true, visible: false, x0: grid.x0, y0: grid.y0 },
                // The board image prints the hex numbers; the numbering names locations in reports and the location finder.
                { 'VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering': el({ color: '0,0,0', first: 'H', fontSize: 9, hDescend: numbering.hDescend, hDrawOff: 0, hLeading: numbering.hLeading, hOff: numbering.hOff, hType: 'N', locationFormat: `${b.board.prefix ?? ''}$gridLocation$`, rotateText: 0, sep: '', stagger: numbering.stagger, vDescend: numbering.vDescend, vDrawOff: 0, vLeading: numbering.vLeading, vOff: numbering.vOff, vType: 'N', visible: false }) },
              ),
            } : b.board.regions ? zonedGrid(b.board.regions) : {},
          ),
        },
      ),
      'VASSAL.build.module.map.StackMetrics': el({ bottom: 40, disabled: false, down: 40, exSepX: 6, exSepY: 18, top: 38, unexSepX: 8, unexSepY: 16, up: 39 }),
      'VASSAL.build.module.map.ForwardToKeyBuffer': el({}),
      'VASSAL.build.module.map.Scroller': el({}),
      'VASSAL.build.module.map.ForwardToChatter': el({}),
      'VASSAL.build.module.map.MenuDisplayer': el({}),
      'VASSAL.build.module.map.MapCenterer': el({}),
      'VASSAL.build.module.map.StackExpander': el({}),
      'VASSAL.build.module.map.PieceMover': el({}),
      'VASSAL.build.module.map.KeyBufferer': el({}),
      'VASSAL.build.module.map.ImageSaver': el({ buttonText: '', canDisable: false, hotkey: '', icon: '/images/camera.gif', propertyGate: '', tooltip: 'Save Map as PNG image' }),
      'VASSAL.build.module.map.CounterDetailViewer': el({ bgColor: '255,255,255', borderWidth: 0, centerAll: false, centerText: false, combineCounterSummary: false, counterReportFormat: '', delay: 700, description: '', display: 'from top-most layer only', emptyHexReportForma: '$LocationName$', enableHTML: true, extraTextPadding: 0, fgColor: '0,0,0', fontSize: 11, graphicsZoom: 1.0, hotkey: '', layerList: '', minDisplayPieces: 2, propertyFilter: '', showDeck: false, showMoveSelectde: false, showNoStack: false, showNonMovable: false, showOverlap: false, showgraph: true, showgraphsingle: false, showtext: true, showtextsingle: true, stretchWidthSummary: false, summaryReportFormat: '$LocationName$', unrotatePieces: false, version: 3, verticalOffset: 0, verticalTopText: 5, zoomlevel: 1.0 }),
      'VASSAL.build.module.map.Zoomer': el({ inButtonText: '', inIconName: '/images/zoomIn.gif', inTooltip: 'Zoom in', outButtonText: '', outIconName: '/images/zoomOut.gif', outTooltip: 'Zoom out', pickButtonText: '', pickIconName: '/images/zoom.png', pickTooltip: 'Select Zoom', zoomLevels: '0.25,0.5,0.75,1.0,1.5,2.0', zoomStart: 3 }),
    },
  );
}

/** A module's or a saved game's metadata, as VASSAL writes them. */
function metadata(m: { name?: string; version: string; description?: string; moduleName?: string }, kind: 'module' | 'save'): string {
  const x = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const body =
    kind === 'module'
      ? `<version>${x(m.version)}</version><VassalVersion>${VASSAL_VERSION}</VassalVersion><name>${x(m.name ?? '')}</name><description>${x(m.description ?? '')}</description>`
      : `<version>${x(m.version)}</version><VassalVersion>${VASSAL_VERSION}</VassalVersion><description>${x(m.description ?? '')}</description><moduleName>${x(m.moduleName ?? '')}</moduleName><moduleVersion>${x(m.version)}</moduleVersion>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<data version="1">${body}</data>\n`;
}
