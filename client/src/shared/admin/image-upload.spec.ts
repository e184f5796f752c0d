import { describe, expect, it } from '@jest/globals';
import {
  IMAGE_UPLOAD,
  SOCIAL_POST_UPLOAD,
  acceptOf,
  imageFileProblem,
  imageRuleHint,
  inspectImageFiles,
  sniffImageType,
} from './image-upload';

// The back-office's one upload rule (issue 16, item 8): the declared type, the first bytes, the size.
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const GIF_HEAD = [...Buffer.from('GIF89a')];
const WEBP_HEAD = [...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBP')];
const file = (bytes: number[] | string, name: string, type: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

describe('the back-office upload rule', () => {
  it('tells JPEG, PNG, GIF and WebP by their first bytes, and anything else apart', () => {
    expect(
      [PNG_HEAD, JPEG_HEAD, GIF_HEAD, WEBP_HEAD, [...Buffer.from('Just some text')]].map((h) => sniffImageType(new Uint8Array(h))),
    ).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'other']);
  });

  it('refuses a text file renamed fake.png once its bytes were read, though the browser calls it image/png', async () => {
    const fake = file('Just some text that claims to be a picture.\n', 'fake.png', 'image/png');
    const real = file(PNG_HEAD, 'real.png', 'image/png');
    expect(imageFileProblem(fake)).toBeNull();
    await inspectImageFiles([fake, real]);
    expect(imageFileProblem(fake)).toBe('The file is not an image');
    expect(imageFileProblem(real)).toBeNull();
  });

  it('refuses a declared type the field does not take, and a JPEG named .png passes as the image it is', async () => {
    const gif = file(GIF_HEAD, 'post.gif', 'image/gif');
    const misnamed = file(JPEG_HEAD, 'photo.png', 'image/png');
    await inspectImageFiles([gif, misnamed]);
    expect(imageFileProblem(gif, SOCIAL_POST_UPLOAD, 'Image')).toBe('Please choose an image file (JPEG or PNG)');
    expect(imageFileProblem(file('x', 'notes.txt', 'text/plain'))).toBe('Please choose an image file (JPEG, PNG, WebP or GIF)');
    expect(imageFileProblem(misnamed)).toBeNull();
    // No type from the system: the name says it.
    expect(imageFileProblem(file(JPEG_HEAD, 'photo.JPG', ''), SOCIAL_POST_UPLOAD)).toBeNull();
  });

  it('refuses a file over the server’s 5 MB, at 5 MB + 1 byte', async () => {
    const at = (size: number) => file([...PNG_HEAD, ...new Array<number>(size - PNG_HEAD.length).fill(0)], 'big.png', 'image/png');
    const [limit, over] = [at(5 * 1024 * 1024), at(5 * 1024 * 1024 + 1)];
    await inspectImageFiles([limit, over]);
    expect(imageFileProblem(limit)).toBeNull();
    expect(imageFileProblem(over, IMAGE_UPLOAD, 'The image')).toBe('The image must be at most 5 MB');
  });

  it('hints and accepts what it checks', () => {
    expect(imageRuleHint(IMAGE_UPLOAD)).toBe('JPEG, PNG, WebP or GIF image, up to 5 MB');
    expect(acceptOf(SOCIAL_POST_UPLOAD)).toBe('image/jpeg,image/png,.jpg,.jpeg,.png');
  });
});
