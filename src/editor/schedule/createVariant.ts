import { newDocuments, variantCommands } from '../../document';
import type { Scenario } from '../../generated/documents';
import type { Studio } from '../studio';

/** Makes a new variant of a scenario (a copy naming it as its base), opens it and records edits into it. */
export function createVariant(studio: Studio, scenario: Scenario): void {
  const taken = (id: string) => studio.store.documents().some((d) => d.doc?.id === id);
  const { id, doc } = variantCommands.newVariant(scenario, taken);
  const file = newDocuments.fileFor('scenario', id);
  if (!studio.store.create(file, doc as unknown as Record<string, unknown>)) return studio.say(`${file} exists already`, 'warn');
  studio.open(file);
  studio.record(file);
  studio.say(`New variant ${file}, recording: edits in the editors become its changes (unsaved: Ctrl+S writes it)`);
}
