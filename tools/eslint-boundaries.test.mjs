// The feature boundary as the repository's ESLint config applies it: source text linted as if it
// were a file at the given path (the file need not exist; what it imports must).
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { ROOT } from './importmap.mjs';

let eslint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The lines of `imports` that break the boundary when written in a file at `filePath`. */
async function refused(filePath, imports) {
  const code = `${imports.map((source, i) => `import * as m${i} from '${source}';`).join('\n')}\nexport const all = [${imports.map((_, i) => `m${i}`).join(', ')}];\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => imports[m.line - 1]);
}

describe('features stand alone', () => {
  it('a feature imports shared, its common/, i18n/, styles/ and its own files', async () => {
    const allowed = [
      '@moveable/shared',
      '../common/icons.tsx',
      '../common/spot-list/spot-card.tsx',
      '../../i18n/index.ts',
      '../../styles/spots.css?inline',
      './use-home-spots.ts',
    ];
    expect(await refused('mf-spots/src/features/home/fixture.tsx', allowed)).toEqual([]);
  });

  it('a feature does not import another feature, the app around it or another micro-frontend', async () => {
    const imports = [
      '../detail/spot-detail-page.tsx',
      '../../routes.tsx',
      '../../../test/render-route.tsx',
      '../../../../mf-auth/src/features/common/not-found.tsx',
    ];
    expect(await refused('mf-spots/src/features/home/fixture.tsx', imports)).toEqual(imports);
  });

  it('common/ imports no feature', async () => {
    expect(await refused('mf-spots/src/features/common/fixture.ts', ['../home/home-page.tsx', './ids.ts'])).toEqual(['../home/home-page.tsx']);
  });

  it('tests may also use the test kits and the development servers', async () => {
    const kits = ['@moveable/shared/testing', '../../../test/render-route.tsx', '../../../../tools/dev-geocoder.mjs'];
    expect(await refused('mf-spots/src/features/home/fixture.test.tsx', kits)).toEqual([]);
    expect(await refused('mf-spots/src/features/home/fixture.tsx', kits)).toEqual(kits);
  });

  it('holds for micro-frontends to come', async () => {
    const imports = ['@moveable/shared', '../../../../mf-spots/src/features/common/icons.tsx'];
    expect(await refused('mf-news/src/features/articles/fixture.tsx', imports)).toEqual(imports.slice(1));
  });
});

describe("the API's route folders share through src/domain", () => {
  it('a route folder imports its own files, the contract and what lies outside src/routes', async () => {
    const allowed = ['@moveable/contract', './repository.ts', '../../domain/spots/spot-detail.ts', '../../http/errors.ts', '../../config.ts'];
    expect(await refused('api/src/routes/votes/fixture.ts', allowed)).toEqual([]);
  });

  it('a route folder does not import another one, nor does anything but app.ts', async () => {
    expect(await refused('api/src/routes/votes/fixture.ts', ['../spots/repository.ts'])).toEqual(['../spots/repository.ts']);
    expect(await refused('api/src/domain/fixture.ts', ['../routes/spots/repository.ts'])).toEqual(['../routes/spots/repository.ts']);
    expect(await refused('api/src/app.ts', ['./routes/spots/index.ts'])).toEqual([]);
  });
});
