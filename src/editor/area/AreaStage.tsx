import { Konva, type Layer } from '../konva';
import { createEffect, createMemo, on, onCleanup, onMount } from 'solid-js';
import { areaCommands, type Stroke } from '../../document';
import type { AreaMap, Point, Ruleset } from '../../generated/documents';
import { applyAffine, calibrate, invertAffine } from '../../hex/calibration';
import { fitBox, zoomAt } from '../map/viewport';
import { addDrawing, fitImage, scanImage } from '../map/scanImage';
import { setupPayload, SETUP_DRAG } from '../setup/setupLayer';
import { useStudio } from '../studio';
import { connectionAt, cornerAt, mapBounds, nodeAt, nodeCentre } from './areaShapes';
import { dropOnArea, playPiles, problemPlaces, setupPiles } from './areaLayers';
import { drawAreaMap, drawPiles, outlineNode } from './drawArea';

/** A gesture in progress on an area map. */
type Gesture =
  | { kind: 'pan'; x: number; y: number; sx: number; sy: number }
  | { kind: 'move'; id: string; last: Point; stroke: Stroke }
  | { kind: 'corner'; id: string; index: number; stroke: Stroke }
  | { kind: 'connect'; from: string; to: Point }
  | { kind: 'mark'; stroke: Stroke; done: Set<string>; remove: boolean; label?: string };

/**
 * The area-map stage (Tigers in the Mist): the scan, the map (roads by class, river crossings and
 * bridges, boundaries, areas and zones with their marks), counters (the setup, or test play), and
 * the tools' overlay, on the same Konva layers as the hex stage. Pointer to area and road by geometry.
 */
export function AreaStage(props: { file: string }) {
  const studio = useStudio();
  const map = createMemo(() => {
    studio.version();
    const d = studio.store.get(props.file)?.doc as AreaMap | undefined;
    return d?.topology === 'area' ? d : undefined;
  });
  const ruleset = createMemo(() => (studio.version(), studio.store.find('ruleset', map()?.ruleset)?.doc as Ruleset | undefined));
  const problems = createMemo(() => problemPlaces(studio.problems(), props.file));
  let host: HTMLDivElement | undefined;

  onMount(() => {
    if (!host) return;
    const stage = new Konva.Stage({ container: host, width: host.clientWidth || 800, height: host.clientHeight || 600 });
    const layers = ['background', 'map', 'units', 'overlay'].map((name) => new Konva.Layer({ name, listening: false }));
    const [background, mapLayer, units, overlay] = layers as [Layer, Layer, Layer, Layer];
    for (const l of layers) stage.add(l);
    let gesture: Gesture | undefined;
    let hover: string | undefined;
    let spaceDown = false;
    let fitted = false;
    const scale = () => stage.scaleX();
    const world = (clientX: number, clientY: number): Point => {
      const r = host!.getBoundingClientRect();
      return { x: (clientX - r.left - stage.x()) / scale(), y: (clientY - r.top - stage.y()) / scale() };
    };
    const sideColour = (side: string) => ruleset()?.sides[side]?.colour ?? '#999999';
    const areaPlay = () => (studio.play.active() && studio.play.mapId() === map()?.id ? studio.play.area : undefined);

    // The scanned map, placed by its calibration (image pixels to area positions), or fitted until calibrated.
    const scan = scanImage(
      background,
      () => map()?.background,
      (img, bg) => {
        const m = map()!;
        const pts = (bg.calibration?.points ?? []).filter((q) => q.area && (m.areas[q.area] || m.zones?.[q.area]));
        return (pts.length >= 2 ? calibrate(pts, pts.map((q) => nodeCentre(m, q.area!))) : null) ?? fitImage(img, mapBounds(m));
      },
      studio.say,
    );

    addDrawing(mapLayer, (ctx) => {
      const m = map();
      if (!m) return;
      const ap = areaPlay();
      const s = ap?.state();
      const repairs = s?.repairs ?? {};
      drawAreaMap(ctx, m, ruleset(), {
        scale: scale(),
        sideColour,
        ...(s ? { control: s.control, bridge: (id: string) => (s.blown.includes(id) ? ((repairs[id] ?? 0) > 0 ? 'repairing' : 'blown') : 'intact') } : {}),
        ...(studio.selectedHex() ? { selected: studio.selectedHex()! } : {}),
        ...(studio.area.connection() ? { selectedConnection: studio.area.connection()! } : {}),
        problems: ap ? new Set() : problems(),
      });
    });
    addDrawing(units, (ctx) => {
      const m = map();
      const ap = areaPlay();
      if (m) drawPiles(ctx, m, ap ? playPiles(ap) : setupPiles(studio, m), Object.keys(ruleset()?.sides ?? {}), scale());
    });
    addDrawing(overlay, drawOverlay);

    function drawOverlay(ctx: CanvasRenderingContext2D) {
      const m = map();
      if (!m) return;
      const w = (n: number) => n / scale();
      const ap = areaPlay();
      if (ap) {
        for (const r of ap.reach()) outlineNode(ctx, m, r.to, '#1f8a4c', w(3), 'rgba(46, 204, 113, 0.18)');
        const from = ap.stack()[0] ? (ap.state()?.units[ap.stack()[0]!]?.loc as { at?: string } | undefined)?.at : undefined;
        if (from) outlineNode(ctx, m, from, '#f1c40f', w(4));
        const path = ap.reach().find((r) => r.to === ap.hovered())?.path;
        if (from && path) {
          ctx.beginPath();
          [from, ...path].map((n) => nodeCentre(m, n)).forEach((q, i) => (i ? ctx.lineTo(q.x, q.y) : ctx.moveTo(q.x, q.y)));
          ctx.strokeStyle = 'rgba(241, 196, 15, 0.9)';
          ctx.lineWidth = w(6);
          ctx.stroke();
        }
        const battle = ap.state()?.pending?.kind === 'battle' ? (ap.state()!.pending as { battle: { area: string } }).battle.area : undefined;
        if (battle) outlineNode(ctx, m, battle, '#c0392b', w(5));
      }
      if (hover) outlineNode(ctx, m, hover, 'rgba(0,0,0,0.55)', w(2));
      if (gesture?.kind === 'connect') {
        const a = nodeCentre(m, gesture.from);
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(gesture.to.x, gesture.to.y);
        ctx.strokeStyle = 'rgba(192, 57, 43, 0.7)';
        ctx.lineWidth = w(4);
        ctx.stroke();
      }
      const selectedOutline = studio.selectedHex() ? m.areas[studio.selectedHex()!]?.outline : undefined;
      if (studio.tool() === 'select' && selectedOutline) {
        ctx.fillStyle = '#7b1f3a';
        for (const q of selectedOutline) ctx.fillRect(q.x - w(4), q.y - w(4), w(8), w(8));
      }
      const trace = studio.area.tracing();
      if (trace.length) {
        ctx.beginPath();
        trace.forEach((q, i) => (i ? ctx.lineTo(q.x, q.y) : ctx.moveTo(q.x, q.y)));
        ctx.strokeStyle = '#e67e22';
        ctx.lineWidth = w(2);
        ctx.stroke();
        ctx.fillStyle = '#e67e22';
        for (const q of trace) ctx.fillRect(q.x - w(3), q.y - w(3), w(6), w(6));
      }
      studio.calibration().forEach((cp, i) => {
        const q = applyAffine(scan.matrix(), cp);
        ctx.beginPath();
        ctx.arc(q.x, q.y, w(8), 0, Math.PI * 2);
        ctx.strokeStyle = '#e67e22';
        ctx.lineWidth = w(2);
        ctx.stroke();
        ctx.fillStyle = '#e67e22';
        ctx.font = `${w(12)}px sans-serif`;
        ctx.fillText(`${i + 1}${cp.hex ? ` ${cp.hex}` : ''}`, q.x + w(12), q.y - w(8));
      });
    }

    const redraw = () => stage.batchDraw();
    function fit() {
      const m = map();
      if (!m) return;
      fitBox(stage, mapBounds(m));
      redraw();
    }
    createEffect(
      on(map, (m) => {
        if (m && !fitted) {
          fitted = true;
          fit();
        }
        scan.place();
        redraw();
      }),
    );
    createEffect(on([studio.play.version, studio.play.active, problems, studio.selectedHex, studio.area.connection, studio.area.tracing, studio.calibration, studio.tool, studio.version], redraw));
    createEffect(on(studio.fitSeq, fit, { defer: true }));
    createEffect(
      on(studio.reveal, (r) => {
        const m = map();
        const id = r?.file === props.file ? /^\/(areas|zones|connections)\/([^/]+)/.exec(r.pointer ?? '') : null;
        if (!m || !id) return;
        if (id[1] === 'connections') studio.area.selectConnection(id[2]);
        else studio.selectHex(id[2]);
        // Brought into view only when it is out of view: a click on the map must not move the map.
        const c = id[1] === 'connections' && m.connections[id[2]!] ? nodeCentre(m, m.connections[id[2]!]!.between[0]) : nodeCentre(m, id[2]!);
        const sx = c.x * scale() + stage.x(), sy = c.y * scale() + stage.y();
        if (sx > 20 && sy > 20 && sx < stage.width() - 20 && sy < stage.height() - 20) return;
        stage.position({ x: stage.width() / 2 - c.x * scale(), y: stage.height() / 2 - c.y * scale() });
        redraw();
      }),
    );

    // ---------------------------------------------------------------- pointer gestures
    // After the edit's text is in place (a new record is revealed once it exists).
    const showJson = (pointer: string) => setTimeout(() => studio.show({ file: props.file, pointer }), 0);
    function select(p: Point) {
      const m = map()!;
      const node = nodeAt(m, p);
      const conn = node ? undefined : connectionAt(m, p, 8);
      studio.selectHex(node);
      studio.area.selectConnection(conn);
      if (node) showJson(`/${m.areas[node] ? 'areas' : 'zones'}/${node}`);
      else if (conn) showJson(`/connections/${conn}`);
      return node;
    }

    const onDown = (e: PointerEvent) => {
      const m = map();
      if (!m) return;
      host!.setPointerCapture(e.pointerId);
      if (e.button === 1 || e.button === 2 || spaceDown) {
        gesture = { kind: 'pan', x: e.clientX, y: e.clientY, sx: stage.x(), sy: stage.y() };
        return;
      }
      const p = world(e.clientX, e.clientY);
      const node = nodeAt(m, p);
      const ap = areaPlay();
      if (ap) return ap.press(node);
      const tool = studio.tool();
      if (tool !== 'select' && studio.store.isDraft(props.file)) return studio.say('The JSON is not a valid map: fix it (or undo) before editing the map, so nothing you typed is lost', 'warn');
      if (tool === 'calibrate') {
        if (!m.background) return studio.say('Load a scanned map first (Load scan…)');
        const inv = invertAffine(scan.matrix());
        if (inv) studio.setCalibration([...studio.calibration(), applyAffine(inv, p)].slice(-3));
        return;
      }
      if (tool === 'trace') {
        if (!studio.selectedHex() || !m.areas[studio.selectedHex()!]) return studio.say('Select the area to trace first (Select tool), then click its corners on the scan');
        if (e.detail >= 2) return finishTrace();
        studio.area.setTracing([...studio.area.tracing(), p]);
        return;
      }
      if (tool === 'area') {
        if (node) return void select(p);
        const edit = areaCommands.addArea(m, p);
        studio.store.execute(props.file, { id: 'area/add', label: edit.label }, edit.changes);
        studio.selectHex(edit.id);
        studio.area.selectConnection(undefined);
        showJson(`/areas/${edit.id}`);
        return studio.say(`${edit.label}: name it in the inspector`);
      }
      if (tool === 'road') {
        if (node) gesture = { kind: 'connect', from: node, to: p };
        else select(p);
        return;
      }
      if (tool === 'hexset') {
        const mark = studio.area.mark();
        if (!mark) return studio.say('Choose a mark to paint first (a flag or an area set)');
        if (!node) return;
        const remove = areaCommands.hasMark(m, node, mark);
        gesture = { kind: 'mark', stroke: studio.store.beginStroke(props.file, { id: 'area/mark', label: 'Mark areas' }), done: new Set(), remove };
        markAt(gesture, node);
        return;
      }
      // Select: a corner of the selected outline reshapes it; an area moves with the pointer.
      const corner = cornerAt(m, studio.selectedHex(), p, 7 / scale());
      if (corner !== undefined) {
        gesture = { kind: 'corner', id: studio.selectedHex()!, index: corner, stroke: studio.store.beginStroke(props.file, { id: 'area/reshape', label: 'Reshape' }) };
        return;
      }
      const picked = select(p);
      if (picked) gesture = { kind: 'move', id: picked, last: p, stroke: studio.store.beginStroke(props.file, { id: 'area/move', label: `Move ${areaCommands.nodeName(m, picked)}` }) };
    };

    function markAt(g: Extract<Gesture, { kind: 'mark' }>, node: string) {
      if (g.done.has(node)) return;
      g.done.add(node);
      const edit = areaCommands.paintMark(map()!, ruleset(), [...g.done].slice(-1), studio.area.mark()!, g.remove);
      const total = areaCommands.paintMark(map()!, ruleset(), [...g.done], studio.area.mark()!, g.remove);
      g.stroke.update(edit.changes, total.label);
      g.label = total.label;
    }

    function finishTrace() {
      const m = map();
      const id = studio.selectedHex();
      const pts = studio.area.tracing();
      if (!m || !id) return;
      const edit = areaCommands.setOutline(m, id, pts);
      if ('error' in edit) return studio.say(edit.error, 'warn');
      studio.store.execute(props.file, { id: 'area/trace', label: edit.label }, edit.changes);
      studio.area.setTracing([]);
      studio.say(edit.label);
    }

    const onMove = (e: PointerEvent) => {
      const m = map();
      if (!m) return;
      if (gesture?.kind === 'pan') {
        stage.position({ x: gesture.sx + e.clientX - gesture.x, y: gesture.sy + e.clientY - gesture.y });
        return redraw();
      }
      const p = world(e.clientX, e.clientY);
      const node = nodeAt(m, p);
      if (node !== hover) {
        hover = node;
        host!.dataset.hoverArea = node ?? '';
        areaPlay()?.hover(node);
        overlay.batchDraw();
      }
      if (gesture?.kind === 'move') {
        const edit = areaCommands.moveNode(m, gesture.id, p.x - gesture.last.x, p.y - gesture.last.y);
        gesture.last = p;
        gesture.stroke.update(edit.changes, edit.label);
      } else if (gesture?.kind === 'corner') gesture.stroke.update(areaCommands.moveCorner(m, gesture.id, gesture.index, p).changes, `Reshape ${m.areas[gesture.id]?.name ?? gesture.id}`);
      else if (gesture?.kind === 'connect') {
        gesture.to = p;
        overlay.batchDraw();
      } else if (gesture?.kind === 'mark' && node) markAt(gesture, node);
    };

    const onUp = (e: PointerEvent) => {
      const g = gesture;
      gesture = undefined;
      const m = map();
      if (!g || !m) return;
      if (g.kind === 'move' || g.kind === 'corner' || g.kind === 'mark') g.stroke.commit();
      if (g.kind === 'mark' && g.label) studio.say(g.label);
      if (g.kind === 'connect') {
        const to = nodeAt(m, world(e.clientX, e.clientY));
        if (to && to !== g.from) {
          const edit = areaCommands.connect(m, ruleset(), g.from, to, studio.roadClass());
          if ('error' in edit) studio.say(edit.error, 'warn');
          else {
            studio.store.execute(props.file, { id: 'area/connect', label: edit.label }, edit.changes);
            studio.selectHex(undefined);
            studio.area.selectConnection(edit.id);
            showJson(`/connections/${edit.id}`);
            studio.say(edit.label);
          }
        }
      }
      overlay.batchDraw();
    };

    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = host!.getBoundingClientRect();
      zoomAt(stage, { x: e.clientX - r.left, y: e.clientY - r.top }, e.deltaY);
      redraw();
    };

    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof Element && !!e.target.closest('input, textarea, select, .monaco-editor');
      if (typing) return;
      if (e.code === 'Space') {
        spaceDown = e.type === 'keydown';
        host!.style.cursor = spaceDown ? 'grab' : '';
        if (spaceDown) e.preventDefault();
      }
      if (e.type !== 'keydown') return;
      if (e.key === 'Escape') {
        if (gesture?.kind === 'move' || gesture?.kind === 'corner' || gesture?.kind === 'mark') gesture.stroke.cancel();
        if (gesture || studio.area.tracing().length) studio.say('Cancelled');
        gesture = undefined;
        studio.area.setTracing([]);
        overlay.batchDraw();
      } else if (e.key === 'Enter' && studio.tool() === 'trace' && studio.area.tracing().length) finishTrace();
      else if (e.key === 'Backspace' && studio.tool() === 'trace' && studio.area.tracing().length) studio.area.setTracing(studio.area.tracing().slice(0, -1));
    };

    host.addEventListener('pointerdown', onDown);
    host.addEventListener('pointermove', onMove);
    host.addEventListener('pointerup', onUp);
    host.addEventListener('pointercancel', onUp);
    host.addEventListener('wheel', onWheel, { passive: false });
    host.addEventListener('dragover', (e) => e.dataTransfer?.types.includes(SETUP_DRAG) && e.preventDefault());
    host.addEventListener('drop', (e) => {
      const payload = setupPayload(e);
      const m = map();
      const node = m ? nodeAt(m, world(e.clientX, e.clientY)) : undefined;
      if (!payload || !m) return;
      e.preventDefault();
      if (!node) return studio.say('Drop units on an area or a zone');
      dropOnArea(studio, m, node, payload);
    });
    host.addEventListener('contextmenu', (e) => e.preventDefault());
    window.addEventListener('keydown', onKey);
    window.addEventListener('keyup', onKey);
    const resize = new ResizeObserver(() => {
      stage.size({ width: host!.clientWidth, height: host!.clientHeight });
      redraw();
    });
    resize.observe(host);
    // Handles for browser tests: where an area or a road is on the screen (they aim; they never edit).
    (host as HTMLDivElement & { sandtable?: unknown }).sandtable = {
      stage,
      fit,
      screenOf: (p: Point) => ({ x: p.x * scale() + stage.x(), y: p.y * scale() + stage.y() }),
      imageMatrix: scan.matrix,
    };

    onCleanup(() => {
      resize.disconnect();
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('keyup', onKey);
      stage.destroy();
    });
  });

  return <div class="map-stage area-stage" ref={(el) => (host = el)} data-testid="area-stage" tabIndex={0} aria-label="Area map" />;
}
