import type { Layer, Stage } from '../konva';
import { createEffect, createMemo, createSignal, getOwner, on, onCleanup, onMount, runWithOwner, Show } from 'solid-js';
import { mapCommands } from '../../document';
import type { HexMap, Ruleset } from '../../generated/documents';
import { parseHex } from '../../hex';
import { calibrate } from '../../hex/calibration';
import { useStudio } from '../studio';
import { docsOf, drawGrid, drawLabels, drawLines, drawTerrain, hexInView } from './drawMap';
import { drawPlaceNames, playCounts, setupCounts } from './placeNames';
import { MapGeometry } from './mapView';
import { MapLegend } from './MapLegend';
import { MiniMap } from './miniMap';
import { ChunkCache, revealInTurn } from './chunkCache';
import { PointerMarks } from './pointerMarks';
import { stageInTasks } from './stageInTasks';
import { fitBox } from './viewport';
import { addDrawing, fitImage, scanImage } from './scanImage';
import { drawPlay } from '../play/drawPlay';
import { drawVariantMarks } from './variantMarks';
import { drawCalibration, drawRoadDraft, errorHexes, outlineHex } from './overlayMarks';
import { mapGestures } from './gestures';
import { drawSetup, dropSetup, setupPayload, setupScenario, SETUP_DRAG } from '../setup/setupLayer';

/** The records the lines' layer (hexsides, roads) and the labels draw, to tell when they changed. */
const linesOf = (m: HexMap) => ({ hexsides: m.hexsides, roads: m.roads, places: m.places, victoryHexes: m.victoryHexes, entries: m.entries, supplySources: m.supplySources });

/**
 * The map stage: terrain drawn in batches and cached per chunk (culled to the viewport), hexsides and
 * roads, labels, units and overlays on their own layers. Pointer to hex and hexside by math.
 */
export function MapStage(props: { file: string }) {
  const studio = useStudio();
  const map = createMemo(() => {
    studio.version();
    const d = studio.store.get(props.file)?.doc as HexMap | undefined;
    return d?.topology === 'hex' ? d : undefined;
  });
  const ruleset = createMemo(() => {
    const m = map();
    studio.version();
    return studio.store.find('ruleset', m?.ruleset)?.doc as Ruleset | undefined;
  });
  // In test play of a scenario on several maps, the maps joined to this one lie beside it: the board.
  const joined = createMemo(
    () => {
      const m = map();
      const maps = studio.play.active() ? studio.play.compiled()?.docs.maps : undefined;
      if (!m || !maps || maps.length < 2 || !maps.some((x) => x.id === m.id)) return [] as HexMap[];
      return maps.filter((x) => x.id !== m.id) as HexMap[];
    },
    [] as HexMap[],
    { equals: (a, b) => a.length === b.length && a.every((x, i) => x === b[i]) },
  );
  let host: HTMLDivElement | undefined;

  // The stage and its layers are made after the studio's first render, a task each (stageInTasks):
  // with the first render they were a tenth of a second before the page could answer a key or paint.
  const owner = getOwner();
  onMount(() => {
    if (!host) return;
    // The scan sits over the terrain at its opacity, under the grid, hexsides and labels: tracing shows both.
    // Five layers (each is a canvas; Konva warns past five): hexsides, roads, grid and labels share
    // one, as they change together only when a designer edits lines or places, never in a brush stroke.
    const cancel = stageInTasks(host, ['terrain', 'background', 'lines', 'units', 'overlay'], (stage, layers) => runWithOwner(owner, () => mount(stage, layers)));
    onCleanup(cancel);
  });
  function mount(stage: Stage, layers: Layer[]) {
    if (!host) return;
    const [terrain, background, lines, units, overlay] = layers as [Layer, Layer, Layer, Layer, Layer];
    // The lines' and the counters' layers come a frame each after the first, the terrain a slice a task.
    const reveal = revealInTurn([lines, units]);
    let geo: MapGeometry | undefined;
    let geoKey = '';
    let lastHexes: HexMap['hexes'] | undefined;
    // The scenario's setup on this map; hidden in test play (which draws its own). Redrawn when the
    // scenario or its order of battle changes, not on every edit (a brush dab changes only the map).
    const setup = createMemo(() => (studio.version(), map() && !studio.play.active() ? setupScenario(studio, map()!.id) : undefined), undefined, { equals: (a, b) => a?.scenario === b?.scenario && a?.oob === b?.oob });
    // Place names go on the counters' layer, under them and set around them (placeNames.ts).
    addDrawing(units, (ctx) => {
      if (!geo || !map()) return;
      const target = setup();
      drawPlaceNames(ctx, geo, docsOf(geo, map()!), stage.scaleX(), hexInView(geo, viewRect()), target ? setupCounts(target.scenario) : playCounts(studio.play.state()));
      if (target) drawSetup(ctx, geo, target, stage.scaleX());
    });
    createEffect(on(setup, () => units.batchDraw()));
    createEffect(on(studio.shownVariant, () => overlay.batchDraw(), { defer: true }));

    const viewRect = () => {
      const s = stage.scaleX();
      return { x0: -stage.x() / s, y0: -stage.y() / s, x1: (-stage.x() + stage.width()) / s, y1: (-stage.y() + stage.height()) / s };
    };
    const world = (clientX: number, clientY: number) => {
      const r = host!.getBoundingClientRect();
      const s = stage.scaleX();
      return { x: (clientX - r.left - stage.x()) / s, y: (clientY - r.top - stage.y()) / s };
    };

    // The scanned map, aligned to the grid by its calibration (or fitted to the map until calibrated).
    const scan = scanImage(
      background,
      () => map()?.background,
      (img, bg) => {
        if (!geo) return undefined;
        const pts = bg.calibration?.points.filter((q): q is typeof q & { hex: string } => q.hex !== undefined);
        const m = pts && pts.length >= 2 ? calibrate(pts.map((p) => ({ x: p.x, y: p.y })), pts.map((p) => geo!.layout.center(parseHex(geo!.g, p.hex)!))) : null;
        return m ?? fitImage(img, { x: 0, y: 0, ...geo.layout.bounds });
      },
      studio.say,
    );
    const placeBackground = scan.place;

    // Pointer and key gestures, a state machine per tool (gestures.ts).
    const gestures = mapGestures({
      studio,
      file: props.file,
      element: host,
      stage,
      geometry: () => geo,
      map,
      ruleset,
      world,
      imageMatrix: scan.matrix,
      redrawView: () => redrawView(),
      drawMarks: () => drawMarks(),
      drawOverlay: () => overlay.batchDraw(),
      settle: () => chunks.settle(),
    });

    // Static lines, labels and the overlay are single shapes that draw what is in view.
    addDrawing(lines, (ctx) => geo && map() && drawLines(ctx, geo, map()!, ruleset(), viewRect()));
    addDrawing(lines, (ctx) => {
      if (!geo || !map()) return;
      if (map()!.background) drawGrid(ctx, geo, viewRect(), stage.scaleX());
      drawLabels(ctx, geo, map()!, stage.scaleX(), viewRect());
    });
    addDrawing(overlay, drawOverlay);

    function drawOverlay(ctx: CanvasRenderingContext2D) {
      if (!geo) return;
      const g = geo;
      const outline = (hex: string | undefined, colour: string, width: number) => outlineHex(ctx, g, hex, colour, width, stage.scaleX());
      if (studio.tool() === 'hexset' && studio.hexSet()) {
        const set = map()?.hexSets?.[studio.hexSet()!];
        for (const h of set?.hexes ?? []) outline(h, set?.colour ?? '#8e44ad', 2.5);
      }
      if (studio.play.active()) {
        drawPlay(ctx, geo, studio.play, stage.scaleX(), outline);
        return;
      }
      if (studio.shownVariant()) drawVariantMarks(ctx, geo, studio.variantEffects(), map()!.id, stage.scaleX());
      for (const hex of problemHexes()) outline(hex, '#c0392b', 3);
      outline(studio.selectedHex(), '#7b1f3a', 3);
      drawCalibration(ctx, studio.calibration(), scan.matrix(), stage.scaleX());
      const road = gestures.roadDraft();
      if (road) drawRoadDraft(ctx, g, road, stage.scaleX());
    }

    // The same hexes after a check that changed other problems: the overlay is not drawn again.
    const problemHexes = createMemo(() => errorHexes(studio.problems(), props.file), undefined, { equals: (a, b) => a !== undefined && a.size === b.size && [...a].every((h) => b.has(h)) });

    /** (Re)builds the chunk shapes when the grid changes. */
    function rebuild(m: HexMap) {
      geo = new MapGeometry(m, joined());
      geoKey = MapGeometry.key(m, joined());
      chunks.reset(geo, (i, ctx) => {
        const c = geo?.chunks[i];
        if (c && map()) drawTerrain(ctx, geo!, map()!, ruleset(), c.hexes, c.x, c.y);
      });
      lastHexes = m.hexes;
      placeBackground();
    }

    const chunks = new ChunkCache(terrain, () => ({ rect: viewRect(), scale: stage.scaleX() }));
    // The hex or brush under the pointer, and the hexside it would draw; none in test play (it draws its own).
    const marks = new PointerMarks(host);
    function drawMarks() {
      const brush = studio.tool() === 'brush' || studio.tool() === 'eraser';
      const hover = gestures.hover();
      const hexes = !hover || !geo || studio.play.active() ? [] : brush ? mapCommands.brushHexes(geo.g, hover, studio.brushSize()) : [hover];
      marks.draw(geo, { scale: stage.scaleX(), x: stage.x(), y: stage.y() }, hexes, studio.play.active() ? undefined : gestures.hoverSide());
    }

    const redrawView = () => {
      chunks.cull(false);
      stage.batchDraw();
      chunks.settle();
      mini.invalidate('view');
      drawMarks();
    };

    const mini = new MiniMap(
      host,
      () => ({ geo, map: map(), ruleset: ruleset(), view: viewRect() }),
      (x, y) => {
        stage.position({ x: stage.width() / 2 - x * stage.scaleX(), y: stage.height() / 2 - y * stage.scaleX() });
        redrawView();
      },
    );

    function fit() {
      if (!geo) return;
      fitBox(stage, geo.bounds);
      redrawView();
    }

    let lastLines: Partial<ReturnType<typeof linesOf>> = {};

    // The store names the paths each edit changed; remember the hexes until the map effect runs.
    // A stroke writes its later dabs into the records its first dab copied (applyChanges), so the
    // named paths, not the records' identity, say what changed while it lasts.
    let knownChanges: string[] | undefined;
    let knownKeys = new Set<string>();
    let lastJoined: unknown;
    // Early: the studio's own listener sets its version, which runs the map's effect at once; the
    // changed paths must be noted before (else each dab would be drawn a dab late).
    // A stroke's commit changes no document (its dabs did, and were drawn): noted, its paths would be
    // repainted by the next stroke's first dab. A cancel (a commit with a new document) is noted.
    let seen: unknown;
    const unsubscribeStore = studio.store.subscribe((e) => {
      if (e.file !== props.file) return;
      const doc = studio.store.get(props.file)?.doc;
      if (e.reason === 'commit' && doc === seen) return;
      seen = doc;
      for (const p of e.changed ?? [[]]) knownKeys.add(p[0] ?? '');
      if (!e.changed || e.changed.some((p) => p.length < 2 && (p.length === 0 || p[0] === 'hexes'))) knownChanges = undefined;
      else knownChanges = [...(knownChanges ?? []), ...e.changed.filter((p) => p[0] === 'hexes').map((p) => p[1]!)];
    }, { early: true });

    // The map's geometry is first built in a task after the stage's canvases are made: together they
    // were one task of 40-63 ms as the studio opened.
    const [canBuild, setCanBuild] = createSignal(false);
    const buildTimer = setTimeout(() => setCanBuild(true));
    // Documents changed: rebuild on a new grid, otherwise repaint only the chunks whose hexes changed.
    createEffect(
      on([map, joined, canBuild], ([m, j, can]) => {
        if (!m || !can) return;
        if (!geo || MapGeometry.key(m, j) !== geoKey) {
          rebuild(m);
          fit();
          // Drawn whole just now: the first brush dab after it need not draw the lines again.
          lastLines = linesOf(m);
          knownKeys = new Set();
          return;
        }
        const fromStroke = knownChanges !== undefined && gestures.active();
        const keys = knownKeys;
        knownKeys = new Set();
        const named = (...k: string[]) => keys.has('') || k.some((x) => keys.has(x));
        let changedHexes: readonly string[] = [];
        if (m.hexes !== lastHexes || knownChanges?.length) {
          // Which hexes changed: from the store's event when it named them, else by comparing records.
          const ids = knownChanges ?? [...new Set([...Object.keys(lastHexes ?? {}), ...Object.keys(m.hexes)])].filter((id) => lastHexes?.[id] !== m.hexes[id]);
          knownChanges = undefined;
          changedHexes = ids;
          const dirty = new Set<number>();
          for (const id of ids) {
            const k = geo.ordinal.get(id);
            if (k !== undefined) dirty.add(geo.chunkOf[k]!);
          }
          for (const c of dirty) chunks.repaint(c);
          lastHexes = m.hexes;
        }
        // Redraw only the layers whose content changed: a brush dab touches terrain, not the thousands of labels.
        const linesChanged = m.hexsides !== lastLines.hexsides || m.roads !== lastLines.roads || named('hexsides', 'roads');
        const labelsChanged = m.places !== lastLines.places || m.victoryHexes !== lastLines.victoryHexes || m.entries !== lastLines.entries || m.supplySources !== lastLines.supplySources || named('places', 'victoryHexes', 'entries', 'supplySources');
        lastLines = linesOf(m);
        // A brush dab paints at once, inside the pointer event; anything else waits for the next frame.
        if (fromStroke) terrain.draw();
        else terrain.batchDraw();
        // The overlay shows no terrain: an edit that named only hexes (a brush dab) leaves it as it is.
        if (keys.size === 0 || keys.has('') || [...keys].some((k) => k !== 'hexes')) overlay.batchDraw();
        if (linesChanged || labelsChanged) lines.batchDraw();
        if (labelsChanged) units.batchDraw();
        // An edit of a joined sheet repaints all of it (a ruleset change: the effect below).
        mini.invalidate(j !== lastJoined ? 'all' : changedHexes);
        lastJoined = j;
      }),
    );
    createEffect(on(ruleset, () => (chunks.forget(), mini.invalidate('all'))));
    createEffect(on([studio.play.version, studio.play.active], () => (overlay.batchDraw(), units.batchDraw())));
    createEffect(on([studio.selectedHex, problemHexes, studio.tool, studio.calibration, studio.hexSet], () => overlay.batchDraw()));
    createEffect(on([studio.tool, studio.brushSize, studio.play.active], drawMarks));
    createEffect(on(studio.fitSeq, () => fit(), { defer: true }));
    createEffect(
      // Again once the geometry is built (a task after the stage): a problem clicked opens its map here.
      on([studio.reveal, canBuild], ([r]) => {
        if (!r?.hex || r.file !== props.file || !geo) return;
        const k = geo.ordinal.get(r.hex);
        if (k === undefined) return;
        studio.selectHex(r.hex);
        const s = Math.max(stage.scaleX(), 1);
        stage.scale({ x: s, y: s });
        stage.position({ x: stage.width() / 2 - geo.cx[k]! * s, y: stage.height() / 2 - geo.cy[k]! * s });
        redrawView();
      }),
    );

    // Units dragged from the setup tray are set up where they are dropped.
    host.addEventListener('dragover', (e) => {
      if (e.dataTransfer?.types.includes(SETUP_DRAG)) e.preventDefault();
    });
    host.addEventListener('drop', (e) => {
      const payload = setupPayload(e);
      const hex = geo?.layout.hexAt(world(e.clientX, e.clientY));
      if (!payload || !hex) return;
      e.preventDefault();
      dropSetup(studio, map()!, hex, payload);
    });
    host.addEventListener('contextmenu', (e) => e.preventDefault());
    const resize = new ResizeObserver(() => {
      const width = host!.clientWidth;
      const height = host!.clientHeight;
      // Its first call, as it starts to observe, finds the size the stage was made with: sizing the
      // stage again would make and clear every layer's canvas a second time.
      if (width === stage.width() && height === stage.height()) return;
      stage.size({ width, height });
      redrawView();
    });
    resize.observe(host);
    // Handles for browser tests and `npm run bench` (read-only use: they measure and aim, never edit).
    (host as HTMLDivElement & { sandtable?: unknown }).sandtable = {
      stage,
      geometry: () => geo,
      fit,
      imageMatrix: scan.matrix,
      /** Draws every terrain chunk uncached, as a full redraw does; returns the milliseconds it took. */
      fullRedraw: () => chunks.fullRedraw(),
      /** Settles the cache now (what happens after a pan or zoom stops). */
      settle: () => (chunks.cull(true, true), stage.draw()),
      /** Whether every chunk in view is drawn (cached at this zoom, none waiting for its slice). */
      drawn: () => chunks.drawn && !reveal.pending(),
      /** How many terrain chunks have been cached again after an edit of their hexes. */
      repainted: () => chunks.repainted,
      /** The terrain cache's canvases now (given back, 0 × 0, once the map is closed). */
      bitmaps: () => chunks.held(),
    };

    onCleanup(() => {
      unsubscribeStore();
      resize.disconnect();
      chunks.dispose();
      reveal.dispose();
      marks.dispose();
      clearTimeout(buildTimer);
      stage.destroy();
    });
  }

  return (
    // The key lies beside the stage's element, not in it: Konva empties the element it draws in.
    <div class="map-wrap">
      <div class="map-stage" ref={(el) => (host = el)} data-testid="map-stage" tabIndex={0} aria-label="Map" />
      <Show when={map()}>{(m) => <MapLegend map={m()} ruleset={ruleset()} />}</Show>
    </div>
  );
}
