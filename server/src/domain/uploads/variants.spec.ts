import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LocalDiskStorage } from '../../storage/file-storage';
import { checkImage, removeStoredFiles, withStoredImages } from './images';

const picture = (width: number, height: number, format: 'jpeg' | 'png' | 'gif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#c9a96e' } })
    .toFormat(format)
    .toBuffer();

async function store(width: number, height: number, format?: 'jpeg' | 'png' | 'gif') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-variants-'));
  const storage = new LocalDiskStorage(dir);
  const image = await checkImage(await picture(width, height, format));
  const [stored] = await withStoredImages(storage, 'products', [image], async (paths) => paths);
  const folder = path.join(dir, 'products');
  return { storage, stored, folder, files: () => readdirSync(folder).sort() };
}

const sizeOf = async (file: string) => {
  const { format, width, height } = await sharp(file).metadata();
  return { format, width, height };
};

describe('responsive variants of a stored picture', () => {
  it('an upload gets WebP copies at every standard width below its own, named after it', async () => {
    const { stored, folder, files } = await store(1000, 750);
    expect(stored).toMatch(/^uploads\/products\/[a-f0-9]{32}-v800\.jpg$/);
    const stem = path.basename(stored, '.jpg');
    expect(files()).toEqual([`${stem}-320.webp`, `${stem}-480.webp`, `${stem}-800.webp`, `${stem}.jpg`]);
    for (const width of [320, 480, 800]) {
      expect(await sizeOf(path.join(folder, `${stem}-${width}.webp`))).toEqual({ format: 'webp', width, height: (width * 3) / 4 });
    }
    // The original is kept as it was checked: the client's fallback and the lightbox's full size.
    expect(await sizeOf(path.join(folder, `${stem}.jpg`))).toEqual({ format: 'jpeg', width: 1000, height: 750 });
  });

  it('never upscales: a picture narrower than the smallest width gets none, and keeps an unmarked name', async () => {
    const small = await store(300, 300, 'png');
    expect(small.stored).toMatch(/^uploads\/products\/[a-f0-9]{32}\.png$/);
    expect(small.files()).toEqual([path.basename(small.stored)]);

    const exact = await store(480, 600);
    expect(exact.stored).toMatch(/-v320\.jpg$/);
    expect(exact.files()).toHaveLength(2);
  });

  it('an animated-capable GIF is stored as it is, without variants', async () => {
    const { stored, files } = await store(900, 900, 'gif');
    expect(stored).toMatch(/^uploads\/products\/[a-f0-9]{32}\.gif$/);
    expect(files()).toEqual([path.basename(stored)]);
  });

  it('deleting a picture deletes its variants; a refused write leaves none behind', async () => {
    const { storage, stored, folder, files } = await store(1600, 900);
    expect(files()).toHaveLength(5);
    await removeStoredFiles(storage, [stored]);
    expect(files()).toEqual([]);

    const image = await checkImage(await picture(1600, 900));
    await expect(withStoredImages(storage, 'products', [image], () => Promise.reject(new Error('row refused')))).rejects.toThrow(
      'row refused',
    );
    expect(readdirSync(folder)).toEqual([]);
  });
});
