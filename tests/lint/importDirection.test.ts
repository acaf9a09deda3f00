import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function messages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => m.message);
}

describe('lint enforces the import direction of DESIGN.md, saying why', () => {
  test.each([
    ['src/validation/x.ts', "import { loadDocument } from '../document';"],
    ['src/hex/x.ts', "import { parseJson } from '../validation/parseJson';"],
    ['src/engine/x.ts', "import { validateProject } from '../validation';"],
    ['src/document/x.ts', "import { render } from 'solid-js/web';"],
    ['src/engine/x.ts', "import Konva from 'konva';"],
    ['src/cli/x.ts', "import { App } from '../editor/App';"],
    ['src/editor/x.ts', "import { internals } from '../engine/state';"],
    ['src/engine/systems/hexOdds/x.ts', "import { move } from '../areaImpulse/move';"],
    ['src/engine/systems/areaImpulse/rules/x.ts', "import { odds } from '../../hexOdds/rules/odds';"],
    ['src/engine/core/x.ts', "import { hexOdds } from '../systems/hexOdds';"],
    ['src/editor/x.ts', "import { battle } from '../engine/systems/areaImpulse/battle';"],
  ])('%s: %s is refused', async (file, code) => {
    const found = await messages(file, `${code}\nexport const used = 1;\n`);
    expect(found.some((m) => m.includes('DESIGN.md (Layout): imports flow generated, shared -> hex -> validation -> document -> editor'))).toBe(true);
  });

  test.each([
    ['src/document/x.ts', "import { parseJson } from '../validation';"],
    ['src/validation/x.ts', "import { neighbours } from '../hex';"],
    ['src/editor/x.ts', "import { api } from '../engine/index';"],
    ['src/editor/x.ts', "import { loadProject } from '../document';"],
    ['src/engine/systems/hexOdds/x.ts', "import { seedRng } from '../../core/rng';"],
    ['src/engine/systems/areaImpulse/x.ts', "import { neighbours } from '../../../hex';"],
  ])('%s: %s is allowed', async (file, code) => {
    const found = await messages(file, `${code}\nexport const used = [api, parseJson, neighbours, loadProject].length;\n`.replace(/\[.*\]/, '[]'));
    expect(found.filter((m) => m.includes('DESIGN.md'))).toEqual([]);
  });

  test('pure folders cannot touch the DOM', async () => {
    const found = await messages('src/validation/x.ts', 'export const w = window.innerWidth;\n');
    expect(found.some((m) => m.includes('has no DOM'))).toBe(true);
  });
});
