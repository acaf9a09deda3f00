import { describe, expect, test } from 'vitest';
import { applyAffine, calibrate, invertAffine, type Affine } from './calibration';

const close = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 6);
  expect(a.y).toBeCloseTo(b.y, 6);
};

describe('calibration', () => {
  test('two points give scale, rotation and translation', () => {
    // A scan at half scale, rotated 90°, shifted.
    const truth: Affine = [0, 0.5, -0.5, 0, 100, 20];
    const img = [{ x: 10, y: 10 }, { x: 200, y: 40 }];
    const m = calibrate(img, img.map((p) => applyAffine(truth, p)))!;
    close(applyAffine(m, { x: 77, y: 123 }), applyAffine(truth, { x: 77, y: 123 }));
  });

  test('three points give a full affine (a stretched, sheared scan)', () => {
    const truth: Affine = [1.2, 0.1, 0.3, 0.9, -40, 15];
    const img = [{ x: 0, y: 0 }, { x: 500, y: 30 }, { x: 60, y: 400 }];
    const m = calibrate(img, img.map((p) => applyAffine(truth, p)))!;
    close(applyAffine(m, { x: 321, y: 222 }), applyAffine(truth, { x: 321, y: 222 }));
  });

  test('the inverse undoes it', () => {
    const m: Affine = [1.2, 0.1, 0.3, 0.9, -40, 15];
    close(applyAffine(invertAffine(m)!, applyAffine(m, { x: 5, y: 7 })), { x: 5, y: 7 });
  });

  test('coinciding or collinear points are refused', () => {
    expect(calibrate([{ x: 1, y: 1 }, { x: 1, y: 1 }], [{ x: 0, y: 0 }, { x: 5, y: 5 }])).toBeNull();
    expect(calibrate([{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 2 }], [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }])).toBeNull();
  });
});
