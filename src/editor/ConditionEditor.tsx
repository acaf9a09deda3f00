import { For, Show, type JSX } from 'solid-js';
import { conditionEdits as ce, victoryCommands } from '../document';
import type { Condition } from '../generated/documents';

type Made = Condition | undefined | { error: string };

interface NodeProps {
  readonly root: Condition;
  readonly path: ce.NodePath;
  readonly facts: readonly ce.FactChoice[];
  readonly testid: string;
  /** Commits the condition an edit made, or says why it was refused; whether it was made. */
  readonly apply: (made: Made) => boolean;
  /** Whether the whole condition may go (a VP source's; not a row's). */
  readonly optional: boolean;
}

/** A field's test id: the editor's, then the node's place ("-all-1"). */
const id = (p: NodeProps, field: string) => `${p.testid}${p.path.map((k) => `-${k}`).join('')}-${field}`;

/**
 * A condition on facts, edited in place: each test's fact (among those the engine computes where
 * the condition stands), its comparison and what it is compared with; groups of all or any of
 * them; "not"; tests and groups added and removed. Every change commits the whole condition as one
 * named, undoable edit; a refused one leaves the fields as the document has them.
 */
export function ConditionEditor(props: { value: Condition | undefined; facts: readonly ce.FactChoice[]; testid: string; optional?: boolean; commit: (next: Condition | undefined) => boolean; refuse: (why: string) => void }) {
  const apply = (made: Made) => {
    if (made && 'error' in made) return (props.refuse(made.error), false);
    if (!made && !props.optional) return (props.refuse('this condition cannot be left empty'), false);
    return props.commit(made as Condition | undefined);
  };
  return (
    <span class="condition-editor" data-testid={props.testid}>
      <Show
        when={props.value}
        fallback={
          <Show when={props.facts.length} fallback={<span class="muted">none (the engine reads no condition here)</span>}>
            <button class="link" data-testid={`${props.testid}-add`} onClick={() => apply(ce.leaf(props.facts[0]!))}>
              + only when…
            </button>
          </Show>
        }
      >
        {(root) => <ConditionNode root={root()} path={[]} facts={props.facts} testid={props.testid} apply={apply} optional={!!props.optional} />}
      </Show>
    </span>
  );
}

function ConditionNode(props: NodeProps): JSX.Element {
  const node = () => ce.nodeAt(props.root, props.path) ?? {};
  const group = (): 'all' | 'any' | undefined => (node().all ? 'all' : node().any ? 'any' : undefined);
  const tools = (
    <>
      <button class="link" data-testid={id(props, 'not')} title="Negate: holds when this does not" onClick={() => props.apply(ce.toggleNot(props.root, props.path))}>
        {node().not ? 'un-not' : 'not'}
      </button>{' '}
      <Show when={props.path.length || props.optional}>
        <button class="link" data-testid={id(props, 'remove')} title="Remove" aria-label="Remove" onClick={() => props.apply(ce.removeAt(props.root, props.path))}>
          ✕
        </button>
      </Show>
    </>
  );
  const add = (node: Condition) => props.apply(ce.addTo(props.root, props.path, node));
  return (
    <Show
      when={!node().not}
      fallback={
        <span class="condition-group">
          not ( <ConditionNode {...props} path={[...props.path, 'not']} /> ) {tools}
        </span>
      }
    >
      <Show when={group()} fallback={<Test {...props} tools={tools} />}>
        {(key) => (
          <span class="condition-group">
            <select data-testid={id(props, 'group')} value={key()} onChange={(e) => props.apply(ce.setGroupOp(props.root, props.path, e.currentTarget.value as 'all'))}>
              <option value="all">all of</option>
              <option value="any">any of</option>
            </select>{' '}
            (
            <For each={node()[key()]}>
              {(_, i) => (
                <>
                  {i() ? (key() === 'all' ? ' and ' : ' or ') : ''}
                  <ConditionNode {...props} path={[...props.path, key(), i()]} />
                </>
              )}
            </For>
            ){' '}
            <Show when={props.facts[0]}>
              {(first) => (
                <>
                  <button class="link" data-testid={id(props, 'add')} title="Add a test to this group" onClick={() => add(ce.leaf(first()))}>
                    + test
                  </button>{' '}
                  <button class="link" data-testid={id(props, 'add-group')} title={`Add a group (${key() === 'all' ? 'any' : 'all'} of tests) to this one`} onClick={() => add({ [key() === 'all' ? 'any' : 'all']: [ce.leaf(first())] } as Condition)}>
                    + group
                  </button>{' '}
                </>
              )}
            </Show>
            {tools}
          </span>
        )}
      </Show>
    </Show>
  );
}

/** One test of a fact: the fact, then what its type takes, then "and…" (at the top) and the node's tools. */
function Test(props: NodeProps & { tools: JSX.Element }): JSX.Element {
  const node = () => ce.nodeAt(props.root, props.path) ?? {};
  const fact = () => props.facts.find((f) => f.id === node().fact);
  const value = () => (Array.isArray(node().value) ? (node().value as unknown[]).join(', ') : String(node().value ?? ''));
  const set = (change: { op?: string; value?: string; compareTo?: string | undefined; holds?: boolean }) => {
    const n = node();
    const right = 'compareTo' in change ? change : change.value !== undefined ? { value: change.value } : n.compareTo !== undefined ? { compareTo: n.compareTo } : { value: value() };
    return props.apply(ce.setTest(props.root, props.path, props.facts, { fact: n.fact ?? '', op: change.op ?? n.op, ...right, ...(change.holds !== undefined ? { holds: change.holds } : {}) }));
  };
  return (
    <span class="condition-test">
      <select data-testid={id(props, 'fact')} title={fact()?.description ?? 'not a fact the engine computes here'} value={node().fact ?? ''} onChange={(e) => props.apply(ce.setFact(props.root, props.path, props.facts, e.currentTarget.value))}>
        <Show when={!fact()}>
          <option value={node().fact ?? ''}>{node().fact} (not computed here)</option>
        </Show>
        <For each={props.facts}>{(f) => <option value={f.id}>{f.id}</option>}</For>
      </select>{' '}
      {/* A fact the engine does not compute here has nothing to pick a comparison from: its own shows as written, kept when a fact of its type replaces it. */}
      <Show when={fact()} fallback={<span class="muted" data-testid={id(props, 'as-written')}>{ce.whenInWords(node()).slice((node().fact ?? '').length).trim()}</span>}>
        {(f) => (
          <Show
            when={f().type !== 'boolean'}
            fallback={
              <select data-testid={id(props, 'holds')} value={node().op === 'eq' && node().value === false ? 'no' : 'yes'} onChange={(e) => set({ holds: e.currentTarget.value === 'yes' })}>
                <option value="yes">holds</option>
                <option value="no">does not hold</option>
              </select>
            }
          >
            <select data-testid={id(props, 'op')} value={node().op ?? ''} onChange={(e) => set({ op: e.currentTarget.value })}>
              <For each={ce.OPS[f().type]}>{(op) => <option value={op}>{victoryCommands.OP_WORDS[op]}</option>}</For>
            </select>{' '}
            <select data-testid={id(props, 'right')} title="What it is compared with: a value, or another fact" value={node().compareTo ?? ''} onChange={(e) => set(e.currentTarget.value ? { compareTo: e.currentTarget.value } : { compareTo: undefined, value: value() || '0' })}>
              <option value="">a value</option>
              <For each={props.facts.filter((o) => o.type === f().type && o.id !== node().fact)}>{(o) => <option value={o.id}>{o.id}</option>}</For>
            </select>
            <Show when={node().compareTo === undefined}>
              {' '}
              <input
                type={f().type === 'number' ? 'number' : 'text'}
                class="condition-value"
                data-testid={id(props, 'value')}
                value={value()}
                onChange={(e) => {
                  if (!set({ value: e.currentTarget.value })) e.currentTarget.value = value();
                }}
              />
            </Show>
          </Show>
        )}
      </Show>{' '}
      <Show when={!props.path.length && props.facts.length}>
        <button class="link" data-testid={id(props, 'and')} title="Add a test: this one and the new one must both hold" onClick={() => props.apply(ce.addTo(props.root, [], ce.leaf(props.facts[0]!)))}>
          + and
        </button>{' '}
      </Show>
      {props.tools}
    </span>
  );
}

/**
 * A condition on a table row of its own, under the row it belongs to: a group of tests is wider
 * than the table's columns, so it spans them (`span`), after an empty first cell when `indent`.
 */
export function ConditionRow(props: { span: number; indent?: boolean; class?: string; children: JSX.Element }): JSX.Element {
  return (
    <tr class={props.class}>
      {props.indent ? <td /> : null}
      <td colSpan={props.span}>when {props.children}</td>
    </tr>
  );
}
