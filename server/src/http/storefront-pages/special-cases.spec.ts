import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SPECIAL_CASES } from './special-cases';

const ROOT = path.resolve(__dirname, '../../../..');

/** Every source file under `dir` (specs included: a spec names no case). */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(spec|generated)\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

const MARKER = /special case: (\w+)/g;

describe("the server render's special cases (special-cases.ts)", () => {
  it('are each applied where the list says: read from SPECIAL_CASES by the server, named in a comment by the client', () => {
    const missing: string[] = [];
    for (const [id, entry] of Object.entries(SPECIAL_CASES)) {
      for (const file of entry.where) {
        const source = readFileSync(path.join(ROOT, file), 'utf8');
        const read = source.includes('SPECIAL_CASES') && new RegExp(`\\b${id}\\b`).test(source);
        if (!read && !source.includes(`special case: ${id}`)) missing.push(`${id} in ${file}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('are the only ones: every case a file names is in the list, and is applied only where the list says', () => {
    const strays: string[] = [];
    for (const file of [...sources('server/src'), ...sources('client/src')]) {
      for (const [, id] of readFileSync(path.join(ROOT, file), 'utf8').matchAll(MARKER)) {
        const entry = (SPECIAL_CASES as Record<string, { where: readonly string[] }>)[id];
        if (!entry?.where.includes(file) && !file.endsWith('special-cases.ts')) strays.push(`${id} in ${file}`);
      }
    }
    expect(strays).toEqual([]);
  });
});
