import { createEffect, createMemo, createSignal, For, on, onCleanup, Show } from 'solid-js';
import { oobCommands } from '../../document';
import type { OrderOfBattle } from '../../generated/documents';
import { runEdit } from '../runEdit';
import { useStudio } from '../studio';
import { changedPaths } from '../variantMarks';
import { counterPreview, counterSheet } from './counterSvg';
import { FormationTree } from './FormationTree';
import { OobGrid } from './OobGrid';
import { PasteDialog } from './PasteDialog';
import { UnitTypes } from './UnitTypes';

const { COLUMNS, cellText, columnByKey, unitConfidence } = oobCommands;
const ANY = '';

/**
 * The order-of-battle editor beside the JSON pane: filters (side, formation, type, provenance,
 * text), sortable columns, multi-select edit, fill down, new units from a type's template, and rows
 * pasted from a spreadsheet. Every change is a named command on the same document.
 */
export function OobPanel(props: { file: string; oob: OrderOfBattle }) {
  const studio = useStudio();
  const [side, setSide] = createSignal(ANY);
  const [formation, setFormation] = createSignal(ANY);
  const [type, setType] = createSignal(ANY);
  const [confidence, setConfidence] = createSignal(ANY);
  const [text, setText] = createSignal('');
  const [sortKey, setSortKey] = createSignal('');
  const [sortDown, setSortDown] = createSignal(false);
  const [selected, setSelected] = createSignal<ReadonlySet<string>>(new Set());
  const [activeColumn, setActiveColumn] = createSignal('name');
  const [pasting, setPasting] = createSignal(false);
  const [showTypes, setShowTypes] = createSignal(false);
  /** The unit classes of the ruleset this order of battle names (a unit type's class is one of them). */
  const unitClasses = createMemo(() => {
    studio.version();
    const r = studio.store.find('ruleset', (props.oob as { ruleset?: string }).ruleset)?.doc as { unitClasses?: object } | undefined;
    return Object.keys(r?.unitClasses ?? {});
  });
  const [newType, setNewType] = createSignal('');
  const [newName, setNewName] = createSignal('');

  // The units' ids in the document's order: the same array while an edit leaves them as they were
  // (a cell edit changes one unit's fields, not which units there are), so what lists them all keeps it.
  const ids = createMemo<string[]>((before) => {
    const keys = Object.keys(props.oob.units);
    return before && keys.length === before.length && keys.every((id, i) => id === before[i]) ? before : keys;
  });
  const rows = createMemo(() => {
    const o = props.oob;
    const q = text().trim().toLowerCase();
    // The filters read once, not per unit: an edit re-runs this over every unit of the document.
    const [sd, fm, ty, cf] = [side(), formation(), type(), confidence()];
    const all = ids();
    let shown = sd === ANY && fm === ANY && ty === ANY && cf === ANY && !q ? all : all.filter((id) => {
      const u = o.units[id]!;
      return (sd === ANY || u.side === sd) && (fm === ANY || u.formation === fm) && (ty === ANY || u.type === ty) && (cf === ANY || unitConfidence(u) === cf) && (!q || id.toLowerCase().includes(q) || u.name.toLowerCase().includes(q));
    });
    const col = columnByKey(sortKey());
    if (col) {
      const num = col.kind === 'int';
      const key = (id: string) => cellText(o.units[id]!, col);
      // The shared list of ids is copied before it is sorted; a filtered one is already the memo's own.
      shown = (shown === all ? [...shown] : shown).sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        const d = num ? (x === '' ? -Infinity : Number(x)) - (y === '' ? -Infinity : Number(y)) : x.localeCompare(y);
        return (sortDown() ? -d : d) || a.localeCompare(b);
      });
    }
    return shown;
  });
  // Rows the shown variant changes.
  const changed = createMemo(() => new Set(changedPaths(studio.variantEffects(), 'oob', props.oob.id).filter((p) => p[0] === 'units').map((p) => p[1]!)));
  // Each formation's units, in the document's order: kept while an edit leaves every unit's formation
  // as it was (a cell edit changes one unit of thousands, and the tree need not be listed again).
  let listed: { keys: string[]; units: OrderOfBattle['units'] } | undefined;
  const unitsOf = createMemo<Map<string, string[]>>((before) => {
    const units = props.oob.units;
    const keys = ids();
    const was = listed;
    listed = { keys, units };
    if (before && was && keys === was.keys && keys.every((id) => units[id] === was.units[id] || units[id]!.formation === was.units[id]!.formation)) return before;
    const out = new Map<string, string[]>();
    for (const id of keys) {
      const f = units[id]!.formation;
      if (!f) continue;
      const list = out.get(f);
      if (list) list.push(id);
      else out.set(f, [id]);
    }
    return out;
  });
  const ordered = () => {
    const picked = selected();
    return rows().filter((id) => picked.has(id));
  };
  const run = (edit: Parameters<typeof runEdit>[3], id: string) => void runEdit(studio, props.file, id, edit);
  const edit = (id: string, key: string, value: string) => run(oobCommands.setColumn(props.oob, selected().has(id) ? ordered() : [id], key, value), 'oob/setColumn');
  const sortBy = (key: string) => {
    if (sortKey() === key) return setSortDown(!sortDown());
    setSortKey(key);
    setSortDown(false);
  };
  const addUnit = () => {
    const t = newType() || Object.keys(props.oob.unitTypes)[0]!;
    const name = newName().trim();
    if (!name) return studio.say('Type the new unit\'s name first');
    setNewName('');
    run(oobCommands.newUnitFromType(props.oob, t, side() || Object.keys(props.oob.sides ?? {})[0]!, name, formation() || undefined), 'oob/newUnit');
  };
  /** Deletes the selected units, saying which other documents still name them (their Problems follow). */
  const deleteSelected = () => {
    const ids = ordered();
    const gone = new Set(ids);
    const named = studio.store.documents().flatMap((d) => {
      if (d.kind !== 'scenario' || !d.doc) return [];
      const sc = d.doc as unknown as { setup?: Record<string, unknown>; reinforcements?: Record<string, { units: string[] }> };
      const n = new Set([...Object.keys(sc.setup ?? {}), ...Object.values(sc.reinforcements ?? {}).flatMap((g) => g.units)].filter((u) => gone.has(u))).size;
      return n ? [`${d.file} names ${n}`] : [];
    });
    const edit = oobCommands.deleteUnits(props.oob, ids);
    if (!runEdit(studio, props.file, 'oob/deleteUnits', edit) || 'error' in edit) return;
    setSelected(new Set<string>());
    if (named.length) studio.say(`${edit.label}; ${named.join(', ')} of them still: see Problems (undo brings them back)`);
  };
  /**
   * The first selected unit's counter, front and back, drawn from its row. Drawn just after the
   * grid's frame (an SVG parse is milliseconds, and the edited cell should show within the frame).
   */
  const [preview, setPreview] = createSignal<string>();
  let previewTimer: ReturnType<typeof setTimeout> | undefined;
  createEffect(
    on([() => ordered()[0], () => props.oob], ([id, oob]) => {
      clearTimeout(previewTimer);
      previewTimer = setTimeout(() => {
        const u = id ? oob.units[id] : undefined;
        setPreview(u ? counterPreview(oob, u) : undefined);
      }, 0);
    }),
  );
  onCleanup(() => clearTimeout(previewTimer));
  const sheetSvg = () => counterSheet(props.oob, selected().size ? ordered() : rows());
  const sheet = () => {
    const url = URL.createObjectURL(new Blob([sheetSvg()], { type: 'image/svg+xml' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${props.oob.id}-counters.svg`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    studio.say(`Counter sheet of ${selected().size || rows().length} units`);
  };
  const printSheet = () => {
    const w = window.open('', '_blank');
    if (!w) return studio.say('The browser blocked the print window');
    w.document.write(`<!doctype html><title>${props.oob.name} counters</title><style>@page{margin:10mm}body{margin:0}</style>${sheetSvg()}`);
    w.document.close();
    w.print();
  };
  const options = (o: Record<string, { name?: string }> | undefined) => Object.entries(o ?? {}).map(([id, v]) => [id, v.name ?? id] as const);

  return (
    <section class="oob-panel" data-testid="oob-panel">
      <div class="oob-tools">
        <select data-testid="oob-filter-side" value={side()} onChange={(e) => setSide(e.currentTarget.value)}>
          <option value="">all sides</option>
          <For each={Object.keys(props.oob.sides ?? {})}>{(s) => <option value={s}>{s}</option>}</For>
        </select>
        <select data-testid="oob-filter-formation" value={formation()} onChange={(e) => setFormation(e.currentTarget.value)}>
          <option value="">all formations</option>
          <For each={options(props.oob.formations as never)}>{([id, n]) => <option value={id}>{n}</option>}</For>
        </select>
        <select data-testid="oob-filter-type" value={type()} onChange={(e) => setType(e.currentTarget.value)}>
          <option value="">all types</option>
          <For each={options(props.oob.unitTypes as never)}>{([id, n]) => <option value={id}>{n}</option>}</For>
        </select>
        <select data-testid="oob-filter-provenance" value={confidence()} onChange={(e) => setConfidence(e.currentTarget.value)}>
          <option value="">any provenance</option>
          <For each={['lost', 'placeholder', 'inferred', 'stated', 'none']}>{(c) => <option value={c}>{c}</option>}</For>
        </select>
        <input data-testid="oob-search" placeholder="find id or name" value={text()} onInput={(e) => setText(e.currentTarget.value)} />
        <span class="oob-count" data-testid="oob-count">
          {rows().length} of {ids().length} units{selected().size ? ` · ${selected().size} selected` : ''}
        </span>
      </div>
      <div class="oob-tools">
        <button data-testid="oob-fill-down" disabled={selected().size < 2} onClick={() => run(oobCommands.fillDown(props.oob, ordered(), activeColumn()), 'oob/fillDown')} title="Copy the first selected row's value of the active column to the other selected rows">
          Fill down {COLUMNS.find((c) => c.key === activeColumn())?.label}
        </button>
        <select value={newType()} onChange={(e) => setNewType(e.currentTarget.value)} title="Unit type template">
          <For each={options(props.oob.unitTypes as never)}>{([id, n]) => <option value={id}>{n}</option>}</For>
        </select>
        <input data-testid="oob-new-name" placeholder="new unit's name" value={newName()} onInput={(e) => setNewName(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && addUnit()} />
        <button data-testid="oob-new" onClick={addUnit}>New unit from type</button>
        <button data-testid="oob-paste" onClick={() => setPasting(true)}>Paste rows…</button>
        <button data-testid="oob-delete" disabled={!selected().size} onClick={deleteSelected} title="Delete the selected units (undo brings them back)">
          Delete {selected().size || ''} selected
        </button>
        <button data-testid="oob-sheet" onClick={sheet} title="Fronts and backs of the selected units (or of every listed unit), backs mirrored to print double-sided">
          Counter sheet ({selected().size || rows().length})
        </button>
        <button onClick={printSheet} title="The sheet in a window of its own, to print or save as PDF">Print…</button>
        <button data-testid="oob-types" classList={{ active: showTypes() }} onClick={() => setShowTypes(!showTypes())} title="The templates new units start from">
          Unit types ({Object.keys(props.oob.unitTypes).length})
        </button>
      </div>
      <Show when={showTypes()}>
        <UnitTypes oob={props.oob} run={run} pick={(t) => (setType(t), setShowTypes(false))} classes={unitClasses()} />
      </Show>
      <Show when={preview()}>{(svg) => <div class="counter-preview" data-testid="counter-preview" innerHTML={svg()} />}</Show>
      <div class="oob-body">
      <FormationTree oob={props.oob} picked={formation()} pick={setFormation} run={run} units={(f) => unitsOf().get(f) ?? []} />
      <OobGrid oob={props.oob} rows={rows()} selected={selected()} select={setSelected} sortKey={sortKey()} sortDown={sortDown()} sortBy={sortBy} activeColumn={activeColumn()} setActiveColumn={setActiveColumn} edit={edit} changed={changed()} />
      </div>
      <Show when={pasting()}>
        <PasteDialog oob={props.oob} close={() => setPasting(false)} apply={(e) => (run(e, 'oob/paste'), setPasting(false))} />
      </Show>
    </section>
  );
}
