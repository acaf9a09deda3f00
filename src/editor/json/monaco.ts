/**
 * Monaco, bundled from npm with its workers (STACK.md): the slim editor API, the JSON language, and
 * Sandtable's schemas for completion and hover. Loaded lazily so the map paints first.
 */
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';
import { DOCUMENT_KINDS, DOCUMENT_SCHEMAS, SHARED_SCHEMAS } from '../../validation';

self.MonacoEnvironment = {
  getWorker: (_id: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

const BASE = 'https://sandtable.invalid/schemas/';
const FILE_SUFFIX: Record<string, string> = { ruleset: 'rules', map: 'map', oob: 'oob', scenario: 'scenario', playtest: 'playtest' };
/** The schemas as Monaco sees them: same files, `$id` dropped so relative `$ref`s resolve against the registered URI. */
const withoutId = (s: object) => {
  const { $id: _id, ...rest } = s as { $id?: string };
  return rest;
};
jsonDefaults.setDiagnosticsOptions({
  // Ajv and the semantic checks are the authority: their problems become markers (one list, no duplicates).
  validate: false,
  enableSchemaRequest: false,
  schemas: [
    ...SHARED_SCHEMAS.map((s) => ({ uri: BASE + (s as { $id: string }).$id, schema: withoutId(s) })),
    ...DOCUMENT_KINDS.map((kind) => ({ uri: `${BASE}${kind}.schema.json`, fileMatch: [`*.${FILE_SUFFIX[kind]}.json`], schema: withoutId(DOCUMENT_SCHEMAS[kind]) })),
  ],
});
// Off the features whose answers Sandtable does not use, each a parse and a message per edit for
// the worker and the page: diagnostics (Ajv's are shown), colour swatches, the outline, and folding
// ranges (the editor folds by indentation).
jsonDefaults.setModeConfiguration({ ...jsonDefaults.modeConfiguration, diagnostics: false, colors: false, documentSymbols: false, foldingRanges: false });

// The JSON mode is set up (its chunk fetched, its brackets and indent rules registered) on the first
// JSON model, after the model exists: Monaco then parses the whole text's brackets again, a second
// 60-170 ms task for a 15,000-hex map just after the pane opened. An empty model asks for it first,
// and the studio's models are made once it is in place (`loadedMonaco`).
let modeSetUp: Promise<void> | undefined;
let modeFailed = false;
const setUpMode = () => {
  monaco.editor.createModel('', 'json').dispose();
  return import('monaco-editor/languages/features/json/jsonMode').then((mode) => {
    // The language's own fetch of the mode failed with the first of ours: it is set up here instead.
    if (modeFailed) mode.setupMode(jsonDefaults);
    // Past the promise reactions of the language's own import, which set the mode up.
    return new Promise<void>((resolve) => setTimeout(resolve));
  });
};

/** Monaco, once its JSON mode is in place (asked again after a failed fetch). */
export const loadedMonaco = (): Promise<typeof monaco> =>
  (modeSetUp ??= setUpMode().catch((e: unknown) => {
    modeSetUp = undefined;
    modeFailed = true;
    throw e;
  })).then(() => monaco);
