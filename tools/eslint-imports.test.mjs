// The repository-wide import rules of eslint.config.mjs, applied to source text as if it were a
// file at the given path: packages meet through public entries, and the browser never imports
// the contract's schemas.
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { ROOT } from './importmap.mjs';

let eslint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

const RULES = ['no-restricted-imports', '@typescript-eslint/no-restricted-imports'];

/** The import lines refused by the import rules when written in a file at `filePath`. */
async function refused(filePath, lines) {
  const code = `${lines.join('\n')}\nexport {};\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => RULES.includes(m.ruleId)).map((m) => lines[m.line - 1]);
}

describe('packages meet through their public entries', () => {
  it("refuses a package's files by name or by path, anywhere", async () => {
    const lines = [
      "import { negotiateLocale } from '@moveable/shared/src/rules/locale.ts';",
      "import { listSpots } from '../api/src/routes/spots/repository.ts';",
      "import { PLATFORMS } from '../../contract/src/rules/platform.ts';",
    ];
    expect(await refused('bench/fixture.ts', lines.slice(0, 2))).toEqual(lines.slice(0, 2));
    expect(await refused('shared/src/fixture.ts', lines.slice(2))).toEqual(lines.slice(2));
    expect(await refused('mf-spots/src/features/home/fixture.ts', [lines[0]])).toEqual([lines[0]]);
  });

  it('allows the public entries and exported subpaths', async () => {
    const lines = [
      "import { listSpots } from '@moveable/api/bench-kit';",
      "import { negotiateLocale } from '@moveable/contract';",
      "import { useApi } from '@moveable/shared';",
    ];
    expect(await refused('bench/fixture.ts', lines.slice(0, 2))).toEqual([]);
    expect(await refused('mf-spots/src/features/home/fixture.ts', lines.slice(1))).toEqual([]);
  });
});

describe('the browser takes types and constants from the contract, not its schemas', () => {
  it('refuses schemas and the route table in browser code, allows types and constants', async () => {
    const lines = [
      "import { spotDetailSchema } from '@moveable/contract';",
      "import { apiRoutes } from '@moveable/contract';",
      "import { MAX_TITLE, type SpotDetail } from '@moveable/contract';",
      "import type { spotPageSchema } from '@moveable/contract';",
    ];
    expect(await refused('mf-spots/src/features/home/fixture.ts', lines)).toEqual(lines.slice(0, 2));
    expect(await refused('shared/src/runtime/fixture.ts', lines)).toEqual(lines.slice(0, 2));
  });

  it('tests and the server may use the schemas', async () => {
    const line = "import { spotDetailSchema } from '@moveable/contract';";
    expect(await refused('mf-spots/src/features/home/fixture.test.ts', [line])).toEqual([]);
    expect(await refused('api/src/routes/spots/fixture.ts', [line])).toEqual([]);
  });
});
