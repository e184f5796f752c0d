import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../server/src/config';

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
interface PageWeight {
  files: (Sizes & { file: string; kind: 'js' | 'css'; adminMarkers: string[] })[];
  js: Sizes;
  css: Sizes;
  budgetKb: { js: number; css: number };
}

const SCRIPT = path.join(REPO_ROOT, 'client', 'scripts', 'page-weight.mjs');
const ASSETS = path.join(REPO_ROOT, 'client', 'dist', 'assets');

// The script is ESM; it runs in its own Node process (npm test builds client/dist first).
const measure = (): PageWeight =>
  JSON.parse(execFileSync(process.execPath, [SCRIPT, '--json'], { cwd: REPO_ROOT, encoding: 'utf8' })) as PageWeight;

describe('the storefront first load (npm run size over client/dist)', () => {
  let weight: PageWeight;

  beforeAll(() => {
    weight = measure();
    console.log(`storefront first load: JS ${weight.js.gzip} KB gzip (${weight.js.brotli} KB brotli), CSS ${weight.css.gzip} KB gzip`);
  });

  it('is the entry script, its stylesheet and the chunks they import statically', () => {
    const names = weight.files.map((f) => path.basename(f.file));
    expect(names.some((name) => /^index-.*\.js$/.test(name))).toBe(true);
    expect(names.some((name) => /^index-.*\.css$/.test(name))).toBe(true);
    expect(names.some((name) => name.startsWith('vendor-react-'))).toBe(true);
    // Pages other than home are lazy: none of their chunks is in the first load.
    expect(names.filter((name) => /-view-/.test(name))).toEqual([]);
  });

  it('contains no back-office code, which does exist in a lazy chunk', () => {
    // Arrange: the markers really are in the build (else the check below proves nothing).
    const adminChunks = readdirSync(ASSETS).filter(
      (name) => name.endsWith('.js') && readFileSync(path.join(ASSETS, name), 'utf8').includes('admin-layout'),
    );
    expect(adminChunks.length).toBeGreaterThan(0);
    // Assert
    expect(weight.files.filter((f) => f.adminMarkers.length > 0)).toEqual([]);
    expect(weight.files.map((f) => path.basename(f.file))).not.toEqual(expect.arrayContaining(adminChunks));
  });

  it('stays within its budget', () => {
    expect(weight.js.gzip).toBeLessThanOrEqual(weight.budgetKb.js);
    expect(weight.css.gzip).toBeLessThanOrEqual(weight.budgetKb.css);
  });

  it('ships a Brotli twin for every first-load file over 1 KB, and no source-map reference', () => {
    for (const f of weight.files) {
      const name = path.basename(f.file);
      if (f.raw > 1) expect(readdirSync(ASSETS)).toContain(`${name}.br`);
      expect(readFileSync(path.join(ASSETS, name), 'utf8')).not.toMatch(/sourceMappingURL=/);
    }
  });
});
