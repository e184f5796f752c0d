import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Code and docs cite the docs by anchor (`docs/decisions.md#stock` in a comment, `[x](decisions.md#stock)` in a
// page). A renamed heading breaks such a link silently; this test finds every citation and checks that its
// anchor is a heading (GitHub's slug) or an explicit `<a id>` of the file it names.

const REPO_ROOT = path.resolve(__dirname, '..');
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'dist-server', 'data', 'coverage', 'artifacts', 'fixtures']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|graphql|ya?ml|json|sh|conf|css|html)$|^(Dockerfile|run|\.env\.example)$/;
const THIS_FILE = path.relative(REPO_ROOT, __filename);

/** GitHub's heading slug: markup dropped, lowercase, punctuation but '-' and '_' dropped, each space a '-'. */
export function slugify(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats get -1, -2, … as on GitHub) and `<a id>`s. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = slugify(heading[1]);
      const count = seen.get(slug) ?? 0;
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
      seen.set(slug, count + 1);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1]);
  }
  return anchors;
}

export interface Citation {
  from: string;
  line: number;
  target: string;
  anchor: string;
}

/**
 * The anchors one file cites: `docs/<file>.md#anchor` anywhere (taken from the repository root), and in a
 * Markdown file also its links `](other.md#anchor)` (taken from the file's folder) and `](#anchor)` (itself).
 */
export function citationsIn(file: string, text: string): Citation[] {
  const citations: Citation[] = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    for (const m of content.matchAll(/(?<![\w/.-])(?:\.\.\/)*docs\/([\w-]+\.md)#([\w-]+)/g)) {
      citations.push({ from: file, line, target: `docs/${m[1]}`, anchor: m[2] });
    }
    if (!file.endsWith('.md')) return;
    for (const m of content.matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(m[1])) continue; // another site
      const target = m[1] === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]));
      if (/(^|\/)docs\/[\w-]+\.md$/.test(m[1])) continue; // counted above
      citations.push({ from: file, line, target, anchor: m[2] });
    }
  });
  return citations;
}

function repoFiles(dir = REPO_ROOT): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : repoFiles(full);
    return TEXT_FILE.test(name) ? [path.relative(REPO_ROOT, full).split(path.sep).join('/')] : [];
  });
}

/** The citations whose file is missing or has no such anchor. */
export function brokenCitations(files: Map<string, string>): Citation[] {
  const anchors = new Map<string, Set<string> | null>();
  const anchorsFor = (target: string) => {
    if (!anchors.has(target)) {
      const text = files.get(target);
      anchors.set(target, text === undefined ? null : anchorsOf(text));
    }
    return anchors.get(target);
  };
  return [...files].flatMap(([file, text]) => citationsIn(file, text).filter(({ target, anchor }) => !anchorsFor(target)?.has(anchor)));
}

describe('links to an anchor of the docs', () => {
  it('slugs headings as GitHub does', () => {
    expect(slugify("The owner's way in")).toBe('the-owners-way-in');
    expect(slugify('Credit notes, and when `invoices` are issued')).toBe('credit-notes-and-when-invoices-are-issued');
    expect(slugify('Payments — providers')).toBe('payments--providers');
    expect([...anchorsOf('# A\n## Stock\n```\n## Not a heading\n```\n## Stock\n<a id="kept-name"></a>\n')]).toEqual([
      'a',
      'stock',
      'stock-1',
      'kept-name',
    ]);
  });

  it('finds a citation whose anchor names no heading', () => {
    const files = new Map([
      ['docs/notes.md', '# Notes\n## Stock\nSee [stock](#stock) and [gone](#gone).\n'],
      ['server/src/a.ts', '// docs/notes.md#stock, docs/notes.md#renamed, docs/absent.md#x\n'],
    ]);
    expect(brokenCitations(files).map(({ from, target, anchor }) => `${from} -> ${target}#${anchor}`)).toEqual([
      'docs/notes.md -> docs/notes.md#gone',
      'server/src/a.ts -> docs/notes.md#renamed',
      'server/src/a.ts -> docs/absent.md#x',
    ]);
  });

  it('resolves every anchor the repository cites', () => {
    const files = new Map(
      repoFiles()
        .filter((file) => file !== THIS_FILE)
        .map((file) => [file, readFileSync(path.join(REPO_ROOT, file), 'utf8')] as const),
    );
    const cited = [...files].flatMap(([file, text]) => citationsIn(file, text));
    expect(cited.length).toBeGreaterThan(100);
    expect(brokenCitations(files).map(({ from, line, target, anchor }) => `${from}:${line} -> ${target}#${anchor}`)).toEqual([]);
  });
});
