import { Konva, type Layer, type Shape } from '../konva';
import { createEffect, on } from 'solid-js';
import type { Background } from '../../generated/documents';
import type { Affine } from '../../hex/calibration';
import { imageUrl } from '../services/api';

/** Scales an image into a box of world coordinates (the scan before it is calibrated). */
export function fitImage(img: HTMLImageElement, box: { x: number; y: number; width: number; height: number }): Affine {
  const s = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
  return [s, 0, 0, s, box.x, box.y];
}

/**
 * A map's scanned background on a layer, loaded when the document names a new image and placed by
 * `place` (its calibration, or fitted until calibrated; undefined while the map cannot say yet).
 * Hex and area stages share it; each knows how its calibration points map to the world.
 */
export function scanImage(layer: Layer, background: () => Background | undefined, place: (img: HTMLImageElement, bg: Background) => Affine | undefined, say: (message: string) => void) {
  const image = new Konva.Image({ image: undefined, listening: false });
  layer.add(image);
  let matrix: Affine = [1, 0, 0, 1, 0, 0];
  let loaded = '';
  function placeScan() {
    const bg = background();
    const img = image.image() as HTMLImageElement | undefined;
    // The layer (the image's only) is hidden while it shows no scan: a shown canvas costs the
    // compositor a full copy at every frame it is drawn (software compositing), even when empty.
    layer.visible(!!bg && !!img);
    const m = bg && img ? place(img, bg) : undefined;
    if (bg && img && m) {
      matrix = m;
      image.setAttrs({ ...new Konva.Transform([...m]).decompose(), opacity: bg.opacity ?? 0.6, image: img });
    }
    layer.batchDraw();
  }
  createEffect(
    on(background, (bg) => {
      if (bg && bg.image !== loaded) {
        loaded = bg.image;
        const img = new Image();
        img.onload = () => (image.image(img), placeScan());
        img.onerror = () => say(`The background ${bg.image} could not be loaded`);
        img.src = imageUrl(`data/${bg.image}`);
      }
      if (!bg) loaded = '';
      placeScan();
    }),
  );
  return { matrix: () => matrix, place: placeScan };
}

/** A shape that draws itself with a plain canvas function (no hit testing: pointers are resolved by geometry). */
export function addDrawing(layer: Layer, draw: (ctx: CanvasRenderingContext2D) => void): Shape {
  const shape = new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (ctx) => draw(ctx._context) });
  layer.add(shape);
  return shape;
}
