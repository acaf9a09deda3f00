import type { Stage } from '../konva';

/** Zooms a stage by one wheel notch at a point of the screen, keeping that point still (8× to 0.05×). */
export function zoomAt(stage: Stage, pointer: { x: number; y: number }, deltaY: number): void {
  const old = stage.scaleX();
  const next = Math.min(8, Math.max(0.05, old * (deltaY < 0 ? 1.15 : 1 / 1.15)));
  const anchor = { x: (pointer.x - stage.x()) / old, y: (pointer.y - stage.y()) / old };
  stage.scale({ x: next, y: next });
  stage.position({ x: pointer.x - anchor.x * next, y: pointer.y - anchor.y * next });
}

/** Scales and centres a stage on a box of world coordinates. */
export function fitBox(stage: Stage, box: { x: number; y: number; width: number; height: number }): void {
  const s = Math.min(stage.width() / box.width, stage.height() / box.height) * 0.96;
  stage.scale({ x: s, y: s });
  stage.position({ x: (stage.width() - box.width * s) / 2 - box.x * s, y: (stage.height() - box.height * s) / 2 - box.y * s });
}
