import { createSignal, For, Show, type JSX } from 'solid-js';
import { victoryCommands } from '../../document';
import type { LocationSet, VpSource } from '../../generated/documents';

const { placesFrom, PLACE_KIND_NAMES, placeKindOf, placeText, sourceInWords } = victoryCommands;
type PlaceKind = Parameters<typeof placesFrom>[0];

/**
 * A number a designer types, committed on Enter or leaving the field; a value the edit refuses goes
 * back to the document's (the status bar says why), so the field never shows what is not there.
 */
export function NumberField(props: { label: string; value: number | undefined; step?: number; testid: string; commit: (n: number | undefined) => boolean }) {
  return (
    <label class="victory-field">
      {props.label}{' '}
      <input
        type="number"
        step={props.step ?? 1}
        data-testid={props.testid}
        value={props.value ?? ''}
        onChange={(e) => {
          const text = e.currentTarget.value.trim();
          if (!props.commit(text === '' ? undefined : Number(text))) e.currentTarget.value = props.value === undefined ? '' : String(props.value);
        }}
      />
    </label>
  );
}

/** A line of text, committed on Enter or leaving the field; refused, it goes back to the document's. */
export function TextField(props: { label: string; value: string | undefined; testid: string; placeholder?: string; commit: (text: string) => boolean }) {
  return (
    <label class="victory-field victory-text">
      {props.label}{' '}
      <input
        type="text"
        data-testid={props.testid}
        placeholder={props.placeholder ?? ''}
        value={props.value ?? ''}
        onChange={(e) => {
          if (!props.commit(e.currentTarget.value)) e.currentTarget.value = props.value ?? '';
        }}
      />
    </label>
  );
}

/**
 * The places a condition or VP source counts: a kind of place (the ones the map has: hexes or
 * areas) and its ids as typed, or, for exit VP, anywhere. A kind picked that needs ids waits for them.
 */
export function PlacesField(props: { value: LocationSet | undefined; kinds: readonly PlaceKind[]; anywhere?: boolean; testid: string; commit: (set: LocationSet | null) => boolean; refuse: (why: string) => void }) {
  const [picked, setPicked] = createSignal<PlaceKind | 'anywhere' | undefined>();
  const kind = () => picked() ?? placeKindOf(props.value) ?? (props.anywhere ? 'anywhere' : 'victoryHexes');
  const send = (k: PlaceKind | 'anywhere', text: string) => {
    if (k === 'anywhere') return props.commit(null);
    const set = placesFrom(k, text);
    if ('error' in set) return (props.refuse(set.error), false);
    return props.commit(set);
  };
  return (
    <span class="victory-places">
      <select
        data-testid={`${props.testid}-kind`}
        value={kind()}
        onChange={(e) => {
          const k = e.currentTarget.value as PlaceKind | 'anywhere';
          setPicked(k);
          // The victory hexes and anywhere need nothing more; the others wait for their ids.
          if ((k === 'victoryHexes' || k === 'anywhere') && send(k, '')) setPicked(undefined);
        }}
      >
        <Show when={props.anywhere}>
          <option value="anywhere">anywhere</option>
        </Show>
        <For each={props.kinds}>{(k) => <option value={k}>{PLACE_KIND_NAMES[k]}</option>}</For>
      </select>
      <Show when={kind() !== 'victoryHexes' && kind() !== 'anywhere'}>
        <input
          type="text"
          data-testid={`${props.testid}-ids`}
          placeholder={kind() === 'edge' ? 'N, S, E or W' : 'ids, apart by spaces'}
          value={picked() ? '' : placeText(props.value)}
          onChange={(e) => {
            if (send(kind() as PlaceKind, e.currentTarget.value)) setPicked(undefined);
            else if (!picked()) e.currentTarget.value = placeText(props.value);
          }}
        />
      </Show>
    </span>
  );
}

/**
 * One VP source, of a VP condition or of an area game's score: in words with its rule, a warning
 * when the game's engine does not score it, its VP, the fields of its kind (`children`), Remove.
 */
export function SourceItem(props: { src: VpSource; played: readonly VpSource['kind'][]; testid: string; vp: (n: number | undefined) => boolean; remove: () => void; children?: JSX.Element }) {
  return (
    <li data-testid={props.testid}>
      <span class="victory-words">{sourceInWords(props.src)}</span>
      <Show when={props.src.rule}>
        <span class="rule-ref"> ({props.src.rule})</span>
      </Show>
      <Show when={!props.played.includes(props.src.kind)}>
        <span class="warn"> — not scored by this game's engine: test play refuses it</span>
      </Show>
      <div class="victory-fields">
        <NumberField label="VP" value={props.src.vp} step={0.5} testid={`${props.testid}-vp`} commit={props.vp} />
        {props.children}
        <button class="link" data-testid={`${props.testid}-remove`} onClick={() => props.remove()}>
          Remove
        </button>
      </div>
    </li>
  );
}
