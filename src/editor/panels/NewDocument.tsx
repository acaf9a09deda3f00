import { createMemo, createSignal, For, Show, type JSX } from 'solid-js';
import { newDocuments } from '../../document';
import type { Ruleset } from '../../generated/documents';
import { useStudio, type NewKind } from '../studio';
import { FormDialog } from './FormDialog';

const TITLE: Record<NewKind, string> = { map: 'New map', oob: 'New order of battle', scenario: 'New scenario' };
const EXAMPLE: Record<NewKind, string> = { map: 'e.g. West map', oob: 'e.g. Order of battle', scenario: 'e.g. The first day' };

/** File › New: a map (its grid as printed), an order of battle or a scenario of one of the project's rulesets. */
export function NewDocumentDialog() {
  const studio = useStudio();
  // Keyed: a form per kind asked for, its kind fixed for its life (read after it closes, too).
  return (
    <Show when={studio.creating()} keyed>
      {(kind) => <NewDocumentForm kind={kind} close={() => studio.setCreating(undefined)} />}
    </Show>
  );
}

function NewDocumentForm(props: { kind: NewKind; close(): void }) {
  const studio = useStudio();
  const rulesets = createMemo(() => (studio.version(), studio.store.documents().flatMap((d) => (d.kind === 'ruleset' && d.doc ? [d.doc as unknown as Ruleset] : []))));
  // The open document's game first: a new map beside the map being worked on is of its ruleset.
  const open = studio.openFile() ? (studio.store.get(studio.openFile()!)?.doc as { kind?: string; id?: string; ruleset?: string } | undefined) : undefined;
  const [rulesetId, setRulesetId] = createSignal((open?.kind === 'ruleset' ? open.id : open?.ruleset) ?? rulesets()[0]?.id ?? '');
  const ruleset = () => rulesets().find((r) => r.id === rulesetId()) ?? rulesets()[0];
  const terrains = () => Object.entries(ruleset()?.terrainTypes ?? {});
  const [name, setName] = createSignal('');
  const [named, setNamed] = createSignal(false);
  // A ruleset with terrain types is played on hexes; one without, on areas (Tigers in the Mist).
  // Each choice below that follows the ruleset is the designer's once made, its ruleset's until then.
  const [topologyChosen, setTopology] = createSignal<'hex' | 'area'>();
  const topology = () => topologyChosen() ?? (terrains().length ? 'hex' : 'area');
  const grid = {
    firstColumn: createSignal('1'),
    lastColumn: createSignal('30'),
    firstRow: createSignal('1'),
    lastRow: createSignal('20'),
    columnDigits: createSignal('2'),
    rowDigits: createSignal('2'),
    orientation: createSignal<'flat' | 'pointy'>('flat'),
    stagger: createSignal<'odd' | 'even'>('even'),
    columnsIncrease: createSignal<'right' | 'left'>('right'),
    rowsIncrease: createSignal<'down' | 'up'>('down'),
    prefix: createSignal(''),
    hexSizeKm: createSignal(''),
  };
  const [terrainChosen, setTerrain] = createSignal<string>();
  const terrain = () => terrainChosen() ?? terrains().find(([id]) => id === 'clear')?.[0] ?? terrains()[0]?.[0] ?? '';
  // A scenario's documents are its ruleset's; its turns, the ruleset's calendar (the whole of it at first).
  const documents = createMemo(() => (studio.version(), studio.store.documents().flatMap((d) => (d.doc && d.kind ? [{ kind: d.kind, id: String(d.doc.id), name: String(d.doc.name ?? d.doc.id), ruleset: (d.doc as { ruleset?: string }).ruleset }] : []))));
  const ofRuleset = (kind: string) => documents().filter((d) => d.kind === kind && d.ruleset === ruleset()?.id);
  const turns = () => ruleset()?.calendar?.turnOrder ?? [];
  const [maps, setMaps] = createSignal<string[] | undefined>();
  const [oob, setOob] = createSignal<string>();
  const [firstTurn, setFirstTurn] = createSignal<string>();
  const [lastTurn, setLastTurn] = createSignal<string>();
  const scenario = () => ({ maps: maps() ?? ofRuleset('map').slice(0, 1).map((d) => d.id), oob: oob() ?? ofRuleset('oob')[0]?.id ?? '', firstTurn: firstTurn() ?? turns()[0] ?? '', lastTurn: lastTurn() ?? turns().at(-1) ?? '' });
  const num = (text: string) => (text.trim() === '' ? NaN : Number(text));
  const taken = (id: string) => studio.store.documents().some((d) => d.kind === props.kind && d.doc?.id === id) || !!studio.store.get(newDocuments.fileFor(props.kind, id));
  // The document as the form stands, or what is wrong with it (field by field), worked out as it is typed.
  const made = createMemo(() => {
    const r = ruleset();
    if (!r) return { problems: [{ field: 'ruleset', message: 'the project has no ruleset to make it for' }] };
    if (props.kind === 'oob') return newDocuments.newOob(name(), r, taken);
    if (props.kind === 'scenario') return newDocuments.newScenario(name(), r, scenario(), documents(), taken);
    if (topology() === 'area') return newDocuments.newAreaMap(name(), r, taken);
    const g = grid;
    const size = g.hexSizeKm[0]().trim();
    const spec = {
      columns: { first: num(g.firstColumn[0]()), last: num(g.lastColumn[0]()) },
      rows: { first: num(g.firstRow[0]()), last: num(g.lastRow[0]()) },
      orientation: g.orientation[0](),
      stagger: g.stagger[0](),
      columnsIncrease: g.columnsIncrease[0](),
      rowsIncrease: g.rowsIncrease[0](),
      columnDigits: num(g.columnDigits[0]()),
      rowDigits: num(g.rowDigits[0]()),
      ...(g.prefix[0]().trim() ? { prefix: g.prefix[0]().trim() } : {}),
      ...(size ? { hexSizeKm: num(size) } : {}),
    };
    return newDocuments.newHexMap(name(), r, spec, terrain(), taken);
  });
  // The name's problem waits until a name was typed or Create pressed: an empty form is not an error.
  const problems = () => ('problems' in made() ? (made() as { problems: newDocuments.FieldProblem[] }).problems : []).filter((p) => p.field !== 'name' || named());
  const wrong = (field: string) => problems().some((p) => p.field === field);
  const create = () => {
    setNamed(true);
    const m = made();
    if ('problems' in m) return;
    if (!studio.store.create(m.file, m.doc as unknown as Record<string, unknown>)) return studio.say(`${m.file} exists already`, 'warn');
    props.close();
    studio.open(m.file);
    studio.say(`${TITLE[props.kind]} ${m.file}: unsaved until you save it (Ctrl+S); Undo takes it away`);
  };
  const field = (label: string, key: keyof typeof grid, attrs: JSX.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <label>
      {label}
      <input aria-label={label} aria-invalid={wrong(fieldOf(key))} value={grid[key][0]()} onInput={(e) => (grid[key][1] as (v: string) => void)(e.currentTarget.value)} {...attrs} />
    </label>
  );
  const choice = <T extends string>(label: string, key: keyof typeof grid, options: [T, string][]) => (
    <label>
      {label}
      <select aria-label={label} value={grid[key][0]()} onChange={(e) => (grid[key][1] as (v: string) => void)(e.currentTarget.value)}>
        <For each={options}>{([v, text]) => <option value={v}>{text}</option>}</For>
      </select>
    </label>
  );
  const turnChoice = (label: string, value: () => string, set: (v: string) => void) => (
    <label>
      {label}
      <select aria-label={label} aria-invalid={wrong(label === 'First turn' ? 'firstTurn' : 'lastTurn')} value={value()} onChange={(e) => set(e.currentTarget.value)}>
        <For each={turns()}>{(t) => <option value={t}>{ruleset()?.calendar?.turns?.[t]?.label ?? t}</option>}</For>
      </select>
    </label>
  );
  return (
    <FormDialog label={TITLE[props.kind]} class="new-document" submit={create} close={props.close}>
      <h2>{TITLE[props.kind]}</h2>
      <label>
        Name
        <input
          aria-label="Name"
          aria-invalid={wrong('name')}
          ref={(el) => queueMicrotask(() => el.focus())}
          placeholder={EXAMPLE[props.kind]}
          value={name()}
          onInput={(e) => {
            setName(e.currentTarget.value);
            setNamed(true);
          }}
        />
      </label>
      <label>
        Ruleset
        <select
          aria-label="Ruleset"
          value={ruleset()?.id ?? ''}
          onChange={(e) => {
            setRulesetId(e.currentTarget.value);
            // Another game: its own documents and turns.
            setMaps(undefined);
            setTopology(undefined);
            for (const reset of [setTerrain, setOob, setFirstTurn, setLastTurn]) reset(undefined);
          }}
        >
          <For each={rulesets()}>{(r) => <option value={r.id}>{r.name}</option>}</For>
        </select>
      </label>
      <Show when={props.kind === 'map'}>
        <label>
          Map
          <select aria-label="Kind of map" value={topology()} onChange={(e) => setTopology(e.currentTarget.value as 'hex' | 'area')}>
            <option value="hex" disabled={!terrains().length}>
              Hex grid
            </option>
            <option value="area">Areas and roads</option>
          </select>
        </label>
        <Show when={topology() === 'hex'}>
          <fieldset>
            <legend>The grid as printed</legend>
            {field('First column', 'firstColumn', { inputMode: 'numeric', size: 5 })}
            {field('Last column', 'lastColumn', { inputMode: 'numeric', size: 5 })}
            {field('First row', 'firstRow', { inputMode: 'numeric', size: 5 })}
            {field('Last row', 'lastRow', { inputMode: 'numeric', size: 5 })}
            {field('Column digits', 'columnDigits', { inputMode: 'numeric', size: 2 })}
            {field('Row digits', 'rowDigits', { inputMode: 'numeric', size: 2 })}
            {field('Prefix', 'prefix', { size: 4, placeholder: 'none' })}
            {field('Km a hex', 'hexSizeKm', { inputMode: 'decimal', size: 5, placeholder: 'unknown' })}
            {choice('Hexes', 'orientation', [['flat', 'flat-topped, in columns'], ['pointy', 'pointy-topped, in rows']])}
            {choice('Shifted half a hex', 'stagger', [['even', 'even columns (rows)'], ['odd', 'odd columns (rows)']])}
            {choice('Columns run', 'columnsIncrease', [['right', 'left to right'], ['left', 'right to left']])}
            {choice('Rows run', 'rowsIncrease', [['down', 'top to bottom'], ['up', 'bottom to top']])}
            <label>
              Default terrain
              <select aria-label="Default terrain" value={terrain()} onChange={(e) => setTerrain(e.currentTarget.value)}>
                <For each={terrains()}>{([id, t]) => <option value={id}>{t.name ?? id}</option>}</For>
              </select>
            </label>
          </fieldset>
        </Show>
      </Show>
      <Show when={props.kind === 'scenario'}>
        <fieldset>
          <legend>Played on</legend>
          <For each={ofRuleset('map')} fallback={<p class="hint">No map of this ruleset yet.</p>}>
            {(m) => (
              <label>
                {m.name}
                <input type="checkbox" aria-label={`Map ${m.name}`} checked={scenario().maps.includes(m.id)} onChange={(e) => setMaps(e.currentTarget.checked ? [...scenario().maps, m.id] : scenario().maps.filter((x) => x !== m.id))} />
              </label>
            )}
          </For>
        </fieldset>
        <label>
          Order of battle
          <select aria-label="Order of battle" aria-invalid={wrong('oob')} value={scenario().oob} onChange={(e) => setOob(e.currentTarget.value)}>
            <For each={ofRuleset('oob')}>{(d) => <option value={d.id}>{d.name}</option>}</For>
          </select>
        </label>
        {turnChoice('First turn', () => scenario().firstTurn, setFirstTurn)}
        {turnChoice('Last turn', () => scenario().lastTurn, setLastTurn)}
      </Show>
      <Show when={problems().length}>
        <ul class="field-problems" role="alert" data-testid="new-document-problems">
          <For each={problems()}>{(p) => <li>{p.message}</li>}</For>
        </ul>
      </Show>
      <p class="hint">{'file' in made() ? `It will be saved as ${(made() as { file: string }).file}.` : ''}</p>
      <div class="buttons">
        <button type="button" onClick={() => props.close()}>
          Cancel
        </button>
        <button type="submit" disabled={problems().length > 0}>
          Create
        </button>
      </div>
    </FormDialog>
  );
}

/** The problem field a form field answers for (a span's two ends are one field). */
function fieldOf(key: string): string {
  return key === 'firstColumn' || key === 'lastColumn' ? 'columns' : key === 'firstRow' || key === 'lastRow' ? 'rows' : key;
}
