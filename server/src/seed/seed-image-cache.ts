import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { REPO_ROOT } from '../config';
import { makeVariants } from '../domain/uploads/images';
import type { PlacedFile } from '../storage/file-storage';
import { markedName, VARIANT_WIDTHS, variantPaths } from '../storage/picture-variants';

/**
 * Rendered pictures and their responsive variants are cached by name outside the upload folder, so a
 * fresh database (every test file, every new clone after the first start) copies files instead of
 * rendering or resizing them again.
 */
const CACHE_DIR = path.join(
  process.env.SEED_IMAGE_CACHE ?? path.join(REPO_ROOT, 'data', 'seed-image-cache'),
  // Keyed by the renderer's own source and the variant widths, so a change to either never serves stale pictures.
  createHash('sha1')
    .update(readFileSync(require.resolve('./images')))
    .update(`variants:${VARIANT_WIDTHS.join(',')}:webp:marked`)
    .digest('hex')
    .slice(0, 10),
);

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Writes `data` to `file` through a temporary name: rename is atomic, so a parallel seed (another test worker) sees all or nothing. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/**
 * Renders a picture and its variants into the cache, the original under its marked name (e.g.
 * hero-1-v1200.webp) and last, so its presence means every variant is there; answers that name.
 */
async function renderIntoCache(folder: string, name: string, render: () => Promise<Buffer>): Promise<string> {
  await mkdir(folder, { recursive: true });
  const data = await render();
  const { width = 0 } = await sharp(data).metadata();
  const variants = await makeVariants({ data, format: 'webp', width });
  const marked = markedName(
    name,
    'webp',
    variants.map((v) => v.width),
  );
  const stem = path.join(folder, marked.slice(0, -'.webp'.length));
  for (const variant of variants) await writeAtomically(`${stem}-${variant.width}.webp`, variant.data);
  await writeAtomically(path.join(folder, marked), data);
  return marked;
}

/** The cached picture's marked name, found by its possible names (a few stats: no image is opened on a warm start). */
async function cachedName(folder: string, name: string): Promise<string | undefined> {
  const candidates = [[], ...VARIANT_WIDTHS.map((w) => VARIANT_WIDTHS.filter((v) => v <= w))].map((widths) =>
    markedName(name, 'webp', widths),
  );
  const found = await Promise.all(candidates.map((candidate) => exists(path.join(folder, candidate))));
  return candidates.find((_, i) => found[i]);
}

/**
 * Renders uploads/<folder>/<name>-v<largest>.webp and its variants once into the cache, and answers the
 * stored path (named as storage/picture-variants.ts says) with the cached files to place there
 * (FileStorage.place: a hard link on the local disk, an upload of what is missing to S3).
 */
export async function cachedImage(
  folder: string,
  name: string,
  render: () => Promise<Buffer>,
): Promise<{ stored: string; files: PlacedFile[] }> {
  const cacheFolder = path.join(CACHE_DIR, folder);
  const marked = (await cachedName(cacheFolder, name)) ?? (await renderIntoCache(cacheFolder, name, render));
  const stored = `uploads/${folder}/${marked}`;
  const files = [stored, ...variantPaths(stored).map((v) => v.path)].map((storedPath) => ({
    storedPath,
    localFile: path.join(cacheFolder, path.basename(storedPath)),
  }));
  return { stored, files };
}
