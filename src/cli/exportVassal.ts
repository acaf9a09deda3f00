/** npm run export -- --format vmod --scenario <file> --out <file.vmod>: the scenario's game as a VASSAL module (issue 17). */
import path from 'node:path';
import { owedInProject } from '../publish/charts';
import { gameModuleContent } from '../publish/vassal/content';
import { moduleSummary, vassalModule } from '../publish/vassal/module';
import { writeAtomically } from '../server/writeAtomically';
import { fail, type CliIo } from './io';
import { loadInProject } from './scenario';

/** Writes the module of the scenario's game (gameModuleContent), every scenario of the same game a predefined setup. */
export function exportVassal(scenarioFile: string, out: string, io: CliIo): number {
  const { doc, documents } = loadInProject(scenarioFile, io, 'scenario', 'exporting');
  const content = gameModuleContent(documents, doc.doc.id, (printed) => owedInProject(documents, printed));
  if ('error' in content) fail(content.error, 1);
  const r = vassalModule(content);
  if ('error' in r) fail(r.error, 1);
  writeAtomically(path.resolve(io.cwd, out), Buffer.from(r.vmod));
  io.out(`wrote ${out} (${moduleSummary(content.maps.length, r)})`);
  return 0;
}
