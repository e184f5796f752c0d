import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalDiskStorage, STORED, planSave, privateUploadDir } from './file-storage';

const bytes = (text: string) => Buffer.from(text);

describe('planSave (how both storages name a file and its variants)', () => {
  it('names a new file in its folder, marked with its largest variant, and each variant beside it', () => {
    const plan = planSave('products', 'jpg', [
      { width: 320, data: bytes('a') },
      { width: 480, data: bytes('b') },
    ]);
    expect(plan.stored).toMatch(/^uploads\/products\/[a-f0-9]{32}-v480\.jpg$/);
    expect(plan.stored).toMatch(STORED);
    const stem = plan.stored.slice(0, -'.jpg'.length);
    expect(plan.variants).toEqual([
      { path: `${stem}-320.webp`, data: bytes('a') },
      { path: `${stem}-480.webp`, data: bytes('b') },
    ]);
  });

  it('names a file without variants plainly, and never twice the same', () => {
    const first = planSave('certificates', 'pdf', []);
    expect(first).toEqual({ stored: expect.stringMatching(/^uploads\/certificates\/[a-f0-9]{32}\.pdf$/), variants: [] });
    expect(planSave('certificates', 'pdf', []).stored).not.toBe(first.stored);
  });

  it.each([
    ['a folder that could leave the uploads', '../etc', 'jpg'],
    ['an extension with a dot', 'products', 'tar.gz'],
    ['an upper-case folder', 'Products', 'jpg'],
  ])('refuses %s', (_, folder, extension) => {
    expect(() => planSave(folder, extension, [])).toThrow(`bad storage folder or extension: ${folder} ${extension}`);
  });

  it('refuses variants that skip a standard width, or are not one', () => {
    expect(() => planSave('products', 'jpg', [{ width: 480, data: bytes('b') }])).toThrow('variants must be every standard width');
    expect(() =>
      planSave('products', 'jpg', [
        { width: 320, data: bytes('a') },
        { width: 400, data: bytes('b') },
      ]),
    ).toThrow();
  });
});

describe('LocalDiskStorage.movePrivateFromPublic (custom-design pictures an earlier version kept among the public uploads)', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'shop-private-move-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('moves them beside UPLOAD_DIR, where their links find them, and leaves the public folders alone', async () => {
    // Arrange: two earlier custom-design files and a product picture, all in UPLOAD_DIR
    const uploads = path.join(root, 'uploads');
    const name = `${'a'.repeat(32)}-v800.jpg`;
    mkdirSync(path.join(uploads, 'custom-designs'), { recursive: true });
    mkdirSync(path.join(uploads, 'products'), { recursive: true });
    writeFileSync(path.join(uploads, 'custom-designs', name), 'design');
    writeFileSync(path.join(uploads, 'custom-designs', `${'a'.repeat(32)}-320.webp`), 'variant');
    writeFileSync(path.join(uploads, 'products', `${'b'.repeat(32)}.jpg`), 'product');
    const storage = new LocalDiskStorage(uploads);

    // Act: two servers starting at once
    const moved = await Promise.all([storage.movePrivateFromPublic(), new LocalDiskStorage(uploads).movePrivateFromPublic()]);

    // Assert: each file moved once, none left where UPLOAD_DIR is served, the public picture untouched
    expect(moved[0] + moved[1]).toBe(2);
    expect(existsSync(path.join(uploads, 'custom-designs'))).toBe(false);
    expect(readFileSync(path.join(privateUploadDir(uploads), 'custom-designs', name), 'utf8')).toBe('design');
    expect(readdirSync(path.join(privateUploadDir(uploads), 'custom-designs'))).toHaveLength(2);
    expect(readdirSync(path.join(uploads, 'products'))).toEqual([`${'b'.repeat(32)}.jpg`]);
    expect(await storage.movePrivateFromPublic()).toBe(0);
  });
});
