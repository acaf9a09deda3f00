import type { Region } from '../layout';
import { LIMITS } from '../layout';

/**
 * A bar between two regions that resizes one of them: drag it, or focus it and use the arrow keys
 * (Shift for bigger steps); double-click or Enter folds the region away and back. `grows` says
 * which way the region grows: +1 when dragging right or down enlarges it, -1 when left or up does.
 */
export function Splitter(props: { region: Region; label: string; vertical: boolean; grows: 1 | -1; size: number; folded: boolean; resize(px: number): void; fold(): void }) {
  let start: { at: number; size: number } | undefined;
  const pos = (e: PointerEvent) => (props.vertical ? e.clientX : e.clientY);
  return (
    <div
      class={`splitter ${props.vertical ? 'vertical' : 'horizontal'}`}
      classList={{ folded: props.folded }}
      role="separator"
      tabIndex={0}
      aria-label={`Resize ${props.label} (double-click to ${props.folded ? 'show' : 'fold'} it)`}
      aria-orientation={props.vertical ? 'vertical' : 'horizontal'}
      aria-valuemin={LIMITS[props.region].min}
      aria-valuemax={LIMITS[props.region].max}
      aria-valuenow={props.folded ? 0 : props.size}
      data-testid={`splitter-${props.region}`}
      title={`Drag to resize ${props.label}; double-click to ${props.folded ? 'show' : 'fold'} it`}
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        e.preventDefault();
        (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
        start = { at: pos(e), size: props.folded ? LIMITS[props.region].min : props.size };
      }}
      onPointerMove={(e) => start && props.resize(start.size + props.grows * (pos(e) - start.at))}
      onPointerUp={() => (start = undefined)}
      onDblClick={() => props.fold()}
      onKeyDown={(e) => {
        const step = e.shiftKey ? 64 : 16;
        const keys: Record<string, number> = props.vertical ? { ArrowRight: step, ArrowLeft: -step } : { ArrowDown: step, ArrowUp: -step };
        if (e.key === 'Enter') props.fold();
        else if (keys[e.key] !== undefined) props.resize(props.size + props.grows * keys[e.key]!);
        else return;
        e.preventDefault();
      }}
    />
  );
}
