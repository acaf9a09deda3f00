/**
 * The map's pointer and key gestures, one small state machine per tool: pan (middle or right
 * button, or Space held), select, calibrate, brush and eraser strokes, flood fill, hexsides, roads,
 * hex sets, and test play's press and release. A stroke is one undoable edit, named as it grows;
 * Escape cancels it. MapStage gives the stage and what to redraw; this owns only the gesture.
 */
import { createEffect, on, onCleanup } from 'solid-js';
import type { Stage } from '../konva';
import { mapCommands, type Stroke } from '../../document';
import type { HexMap, Ruleset } from '../../generated/documents';
import { neighbours } from '../../hex';
import { applyAffine, invertAffine, type Affine } from '../../hex/calibration';
import type { Studio } from '../studio';
import type { MapGeometry } from './mapView';
import { showHex } from './showHex';
import { zoomAt } from './viewport';

/** A gesture in progress on the map. */
type Gesture =
  | { kind: 'pan'; x: number; y: number; sx: number; sy: number }
  | { kind: 'paint'; stroke: Stroke; done: Set<string>; label: (n: number) => string; erase: boolean }
  | { kind: 'hexside'; stroke: Stroke; done: Set<string>; remove: boolean }
  | { kind: 'road'; path: string[] }
  | { kind: 'hexset'; stroke: Stroke; done: Set<string>; remove: boolean; set: string }
  | { kind: 'play' };

/** The tools that change the map's hexes record, for which it is copied ahead (store.warm). */
const PAINTING: ReadonlySet<string> = new Set(['brush', 'eraser', 'fill']);

/** What the gestures act on and redraw, from the map stage. */
export interface GestureHost {
  readonly studio: Studio;
  readonly file: string;
  readonly element: HTMLDivElement;
  readonly stage: Stage;
  geometry(): MapGeometry | undefined;
  map(): HexMap | undefined;
  ruleset(): Ruleset | undefined;
  /** The map point under a pointer. */
  world(clientX: number, clientY: number): { x: number; y: number };
  /** The scanned map's placement, for calibration points picked on it. */
  imageMatrix(): Affine;
  /** After a pan or zoom: what is in view. */
  redrawView(): void;
  /** The hex or brush under the pointer. */
  drawMarks(): void;
  /** The overlay (a road being drawn, test play's hover). */
  drawOverlay(): void;
  /** A pan has stopped: cache the terrain at rest. */
  settle(): void;
}

/** Listens on the stage's element (and the window, for Space and Escape) until the owner is cleaned up. */
export function mapGestures(h: GestureHost) {
  const { studio, file, element, stage } = h;
  let gesture: Gesture | undefined;
  let hover: string | undefined;
  let hoverSide: string | undefined;
  let spaceDown = false;

  const ed = () => ({ m: h.map()!, r: h.ruleset() });
  function paintAt(g: Extract<Gesture, { kind: 'paint' }>, hex: string) {
    const geo = h.geometry();
    if (!geo) return;
    const fresh = mapCommands.brushHexes(geo.g, hex, studio.brushSize()).filter((x) => !g.done.has(x));
    if (!fresh.length) return;
    fresh.forEach((x) => g.done.add(x));
    const { m, r } = ed();
    const edit = g.erase ? mapCommands.eraseHexes(m, fresh) : mapCommands.paintTerrain(m, r, fresh, studio.paint());
    g.stroke.update(edit.changes, g.label(g.done.size));
  }
  function sideAt(g: Extract<Gesture, { kind: 'hexside' }>, side: string) {
    if (g.done.has(side)) return;
    g.done.add(side);
    const { m, r } = ed();
    g.stroke.update(mapCommands.setHexsideFeature(m, r, side, studio.hexsideFeature(), g.remove).changes, `${g.remove ? 'Remove' : 'Draw'} ${studio.hexsideFeature()} ×${g.done.size}`);
  }
  function setAt(g: Extract<Gesture, { kind: 'hexset' }>, hex: string) {
    if (g.done.has(hex)) return;
    g.done.add(hex);
    const m = h.map()!;
    const edit = mapCommands.paintHexSet(m, g.set, [hex], g.remove);
    const setName = m.hexSets?.[g.set]?.name ?? g.set;
    g.stroke.update(edit.changes, `${g.remove ? 'Remove' : 'Add'} ${g.done.size} hex${g.done.size === 1 ? '' : 'es'} ${g.remove ? 'from' : 'to'} ${setName}`);
  }

  /**
   * A press starts the tool's gesture, or does its one-click edit (select, calibrate, fill). The
   * gesture is set before its first step, so the map draws a stroke's first dab at once, as it does the next.
   */
  const onDown = (e: PointerEvent) => {
    const geo = h.geometry();
    const m = h.map();
    if (!geo || !m) return;
    element.setPointerCapture(e.pointerId);
    if (e.button === 1 || spaceDown || e.button === 2) {
      gesture = { kind: 'pan', x: e.clientX, y: e.clientY, sx: stage.x(), sy: stage.y() };
      return;
    }
    const p = h.world(e.clientX, e.clientY);
    const hex = geo.hexAt(p);
    if (studio.play.active()) {
      // Test play: the map is the board (select, drag to move, pick attackers and a target).
      gesture = { kind: 'play' };
      studio.play.press(hex ?? undefined);
      return;
    }
    const tool = studio.tool();
    if (tool !== 'select' && studio.store.isDraft(file)) {
      studio.say(`The JSON ${studio.store.get(file)?.unparsable ? 'does not parse' : 'is not a valid map'}: fix it (or undo) before editing the map, so nothing you typed is lost`, 'warn');
      return;
    }
    if (tool === 'calibrate') {
      if (!m.background) return studio.say('Load a scanned map first (Load scan…)', 'warn');
      const inv = invertAffine(h.imageMatrix());
      if (!inv) return;
      const ip = applyAffine(inv, p);
      studio.setCalibration([...studio.calibration(), { x: ip.x, y: ip.y }].slice(-3));
      return;
    }
    if (tool === 'select') {
      studio.selectHex(hex ?? undefined);
      if (hex) showHex(studio, file, m.hexes, hex);
      return;
    }
    if (!hex) return;
    if (tool === 'fill') {
      const edit = mapCommands.floodFill(m, h.ruleset(), hex, studio.paint());
      studio.store.execute(file, { id: 'map/fill', label: edit.label }, edit.changes);
      warmHexes();
      return;
    }
    if (tool === 'brush' || tool === 'eraser') {
      const erase = tool === 'eraser';
      const name = (h.ruleset()?.terrainTypes?.[studio.paint()]?.name ?? studio.paint()).toLowerCase();
      const label = (n: number) => (erase ? `Erase ×${n}` : `Paint ${name} ×${n}`);
      gesture = { kind: 'paint', stroke: studio.store.beginStroke(file, { id: erase ? 'map/erase' : 'map/paintTerrain', label: label(0) }), done: new Set(), label, erase };
      paintAt(gesture, hex);
      return;
    }
    if (tool === 'hexside') {
      const side = geo.layout.hexsideAt(p);
      if (!side) return;
      const remove = !!m.hexsides?.[side.id]?.features?.includes(studio.hexsideFeature() as never);
      gesture = { kind: 'hexside', stroke: studio.store.beginStroke(file, { id: 'map/hexside', label: 'Draw hexside' }), done: new Set(), remove };
      sideAt(gesture, side.id);
      return;
    }
    if (tool === 'road') gesture = { kind: 'road', path: [hex] };
    if (tool === 'hexset') {
      const set = studio.hexSet();
      if (!set || !m.hexSets?.[set]) return studio.say('Choose or add a hex set first', 'warn');
      const remove = m.hexSets[set]!.hexes.includes(hex as never);
      gesture = { kind: 'hexset', stroke: studio.store.beginStroke(file, { id: 'map/paintHexSet', label: 'Paint hex set' }), done: new Set(), remove, set };
      setAt(gesture, hex);
    }
  };

  const onMove = (e: PointerEvent) => {
    const geo = h.geometry();
    if (!geo) return;
    if (gesture?.kind === 'pan') {
      stage.position({ x: gesture.sx + e.clientX - gesture.x, y: gesture.sy + e.clientY - gesture.y });
      h.redrawView();
      return;
    }
    const p = h.world(e.clientX, e.clientY);
    const hex = geo.hexAt(p) ?? undefined;
    const side = studio.tool() === 'hexside' ? geo.layout.hexsideAt(p)?.id : undefined;
    if (hex !== hover || side !== hoverSide) {
      hover = hex;
      hoverSide = side;
      element.dataset.hoverHex = hex ?? '';
      if (studio.play.active()) {
        studio.play.hover(hex);
        h.drawOverlay();
      }
      h.drawMarks();
    }
    if (!hex) return;
    if (gesture?.kind === 'paint') paintAt(gesture, hex);
    else if (gesture?.kind === 'hexside' && side) sideAt(gesture, side);
    else if (gesture?.kind === 'hexset') setAt(gesture, hex);
    else if (gesture?.kind === 'road') {
      const last = gesture.path[gesture.path.length - 1]!;
      if (hex !== last && neighbours(geo.g, last).some((n) => n.hex === hex)) {
        if (gesture.path[gesture.path.length - 2] === hex) gesture.path.pop(); // backing up
        else gesture.path.push(hex);
        h.drawOverlay();
      }
    }
  };

  // The hexes record copied while the page is idle, for the next brush stroke's first dab, flood
  // fill, or undo of either (store.warm), a slice at a time while the idle period lasts; on a page
  // never idle, a slice within half a second each. Copied in the task after a dab's frame instead,
  // it dropped a frame after every stroke on a 15,000-hex map, and copied whole in one idle
  // callback, a frame now and then.
  let warming: number | undefined;
  function warmHexes() {
    if (warming !== undefined || typeof requestIdleCallback !== 'function') return;
    warming = requestIdleCallback(
      (idle) => {
        warming = undefined;
        if (gesture || !PAINTING.has(studio.tool())) return;
        if (!studio.store.warm(file, 'hexes', () => idle.timeRemaining() > 3)) warmHexes();
      },
      { timeout: 500 },
    );
  }
  createEffect(on(studio.tool, (tool) => PAINTING.has(tool) && warmHexes()));

  const onUp = () => {
    const g = gesture;
    gesture = undefined;
    if (g?.kind === 'play') studio.play.release(hover);
    if (g?.kind === 'paint' || g?.kind === 'hexside' || g?.kind === 'hexset') {
      g.stroke.commit();
      if (g.kind === 'paint') warmHexes();
    } else if (g?.kind === 'pan') h.settle();
    else if (g?.kind === 'road' && g.path.length > 1) {
      const edit = mapCommands.layRoad(h.map()!, h.ruleset(), g.path, studio.roadClass());
      studio.store.execute(file, { id: 'map/layRoad', label: edit.label }, edit.changes);
      studio.say(edit.label);
    }
    // The road being laid is drawn on the overlay; the marks follow the pointer on their own.
    if (g?.kind === 'road') h.drawOverlay();
  };

  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const r = element.getBoundingClientRect();
    zoomAt(stage, { x: e.clientX - r.left, y: e.clientY - r.top }, e.deltaY);
    h.redrawView();
  };

  const onKey = (e: KeyboardEvent) => {
    const typing = e.target instanceof Element && !!e.target.closest('input, textarea, select, .monaco-editor');
    if (e.code === 'Space' && !typing) {
      spaceDown = e.type === 'keydown';
      element.style.cursor = spaceDown ? 'grab' : '';
      if (spaceDown) e.preventDefault();
    }
    if (e.type === 'keydown' && e.key === 'Escape') {
      if (gesture?.kind === 'paint' || gesture?.kind === 'hexside' || gesture?.kind === 'hexset') gesture.stroke.cancel();
      if (gesture) studio.say('Cancelled');
      gesture = undefined;
      h.drawOverlay();
    }
  };

  element.addEventListener('pointerdown', onDown);
  element.addEventListener('pointermove', onMove);
  element.addEventListener('pointerup', onUp);
  element.addEventListener('pointercancel', onUp);
  element.addEventListener('wheel', onWheel, { passive: false });
  window.addEventListener('keydown', onKey);
  window.addEventListener('keyup', onKey);
  onCleanup(() => {
    if (warming !== undefined) cancelIdleCallback(warming);
    window.removeEventListener('keydown', onKey);
    window.removeEventListener('keyup', onKey);
  });

  return {
    /** Whether a gesture is in progress (a stroke's dabs are drawn at once). */
    active: () => gesture !== undefined,
    /** The hex under the pointer, and the hexside the hexside tool would draw there. */
    hover: () => hover,
    hoverSide: () => hoverSide,
    /** The road being drawn, hex by hex, while its gesture lasts. */
    roadDraft: (): readonly string[] | undefined => (gesture?.kind === 'road' ? gesture.path : undefined),
  };
}
