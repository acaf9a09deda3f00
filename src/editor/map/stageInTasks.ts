import { Konva, type Layer, type Stage } from '../konva';

/**
 * Makes a Konva stage and its layers a task each, then hands them over. Each layer is a canvas the
 * size of the stage, and making one (its context, its bitmap) is several milliseconds: the stage
 * and its five layers in one task were the longest task of the studio's start-up (40-76 ms), and the
 * page could neither paint nor answer a key meanwhile. Layers are added in the order given, so they
 * stack in that order. Returns the cancel: a stage made but not yet handed over is destroyed.
 */
export function stageInTasks(host: HTMLDivElement, names: readonly string[], ready: (stage: Stage, layers: Layer[]) => void): () => void {
  let stage: Stage | undefined;
  const layers: Layer[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const steps: (() => void)[] = [
    () => (stage = new Konva.Stage({ container: host, width: host.clientWidth || 800, height: host.clientHeight || 600 })),
    ...names.map((name) => () => {
      const layer = new Konva.Layer({ name, listening: false });
      stage!.add(layer);
      layers.push(layer);
    }),
  ];
  const step = () => {
    steps.shift()!();
    if (steps.length) timer = setTimeout(step);
    else {
      timer = undefined;
      ready(stage!, layers);
    }
  };
  timer = setTimeout(step);
  return () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    stage?.destroy();
  };
}
