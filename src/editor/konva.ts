/**
 * Konva as the studio uses it: its core (stage, layers, shapes, transforms) and the image shape.
 * The package's full entry also loads every other shape, and its text shape makes an
 * `Intl.Segmenter` as its module loads: ICU's break data, 8-18 ms of the studio's start-up.
 */
import Core from 'konva/lib/Core';
import { Image } from 'konva/lib/shapes/Image';

export type { Layer } from 'konva/lib/Layer';
export type { Shape } from 'konva/lib/Shape';
export type { Stage } from 'konva/lib/Stage';

/** The Konva namespace with the image shape registered. */
export const Konva = Object.assign(Core, { Image });
