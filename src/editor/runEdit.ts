import type { Change } from '../document';
import type { useStudio } from './studio';

/**
 * Runs an edit on a document as one named command and says it in the status bar, or says why not:
 * the command refused it (its reason), or the document's JSON does not parse.
 */
export function runEdit(studio: ReturnType<typeof useStudio>, file: string, command: string, edit: { label: string; changes: Change[] } | { error: string }): boolean {
  if ('error' in edit) return (studio.say(edit.error, 'warn'), false);
  if (!studio.store.execute(file, { id: command, label: edit.label }, edit.changes)) {
    const why = studio.store.get(file)?.unparsable ? 'does not parse' : 'is not a valid document (see Problems)';
    return (studio.say(`The JSON ${why}: fix it (or undo) before editing here, so nothing you typed is lost`, 'warn'), false);
  }
  studio.say(edit.label);
  return true;
}
