import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LocalDiskStorage } from '../../storage/file-storage';
import { DomainError } from '../common/domain-error';
import { checkImage, removeStoredFiles, withStoredImages } from './images';

const png = () =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#c9a96e' } })
    .png()
    .toBuffer();

describe('uploaded images', () => {
  it('accepts a real image by its bytes and names the extension after them', async () => {
    const jpegNamedPng = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect(await checkImage(await png())).toMatchObject({ format: 'png', extension: 'png', width: 4, height: 3 });
    expect(await checkImage(jpegNamedPng)).toMatchObject({ format: 'jpeg', extension: 'jpg' });
  });

  it.each([
    ['a text file', Buffer.from('just some text, renamed to picture.png'), 'The file is not an image'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><script>alert(1)</script></svg>'),
      'Only JPEG, PNG, WEBP, GIF images are accepted',
    ],
    ['an empty file', Buffer.alloc(0), 'The image is empty'],
    ['a file over 5 MB', Buffer.alloc(5 * 1024 * 1024 + 1), 'The image is larger than 5 MB'],
  ])('refuses %s', async (_what, data, message) => {
    await expect(checkImage(data)).rejects.toThrow(new DomainError('INVALID_INPUT' as never, message));
  });

  it('re-encodes: bytes after the image (an HTML polyglot) and EXIF are not kept, the pixels are', async () => {
    const gif = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#c9a96e' } })
      .gif()
      .toBuffer();
    const checked = await checkImage(Buffer.concat([gif, Buffer.from('<script>alert(1)</script>')]));
    expect(checked).toMatchObject({ format: 'gif', width: 6, height: 4 });
    expect(checked.data.includes(Buffer.from('<script'))).toBe(false);
    expect((await sharp(checked.data).raw().toBuffer()).equals(await sharp(gif).raw().toBuffer())).toBe(true);

    const photo = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'AureliaCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' } })
      .toBuffer();
    expect((await sharp((await checkImage(photo)).data).metadata()).exif).toBeUndefined();
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    const bomb = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(checkImage(bomb)).rejects.toThrow('The image has too many pixels (at most 40 megapixels)');
  });

  it('limits formats when asked (social posts: jpeg and png)', async () => {
    const webp = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    await expect(checkImage(webp, 'image', ['jpeg', 'png'])).rejects.toThrow('Only JPEG, PNG images are accepted');
  });

  it('stores under server-chosen names, removes the files when the database write fails, and deletes on request', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-upload-'));
    const storage = new LocalDiskStorage(dir);
    const image = await checkImage(await png());

    await expect(withStoredImages(storage, 'slider', [image, image], async () => Promise.reject(new Error('row refused')))).rejects.toThrow(
      'row refused',
    );
    expect(readdirSync(path.join(dir, 'slider'))).toEqual([]);

    const [stored] = await withStoredImages(storage, 'slider', [image], async (paths) => paths);
    expect(stored).toMatch(/^uploads\/slider\/[a-f0-9]{32}\.png$/);
    expect(readdirSync(path.join(dir, 'slider'))).toHaveLength(1);
    await removeStoredFiles(storage, [stored, 'https://elsewhere.example/x.png', '../../etc/passwd']);
    expect(readdirSync(path.join(dir, 'slider'))).toEqual([]);
  });
});
