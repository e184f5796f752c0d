import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { NOT_AN_IMAGE, type UploadFile, filesUnder, gqlUpload, restForm } from './admin-products.helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, startTestServer } from './support/test-server';

// Uploads are re-encoded before they are stored (docs/decisions.md#uploads): an image with HTML/JS
// appended (a GIF polyglot) is stored without it and stays the same picture, EXIF (GPS) is dropped,
// animation is kept, a decompression bomb and a file that is no image are refused with their reason;
// served uploads say nosniff and carry a sandboxing CSP, and a missing one is a JSON 404 naming no path.

const CREATE_SLIDE = `mutation CreateSliderImage($image: Upload!) { createSliderImage(image: $image) {
  __typename ... on SliderImage { id imageUrl } ... on InputValidationError { message fieldErrors { field message } }
} }`;
const CREATE_POST = `mutation CreateSocialPost($image: Upload!, $link: String!) { createSocialPost(image: $image, link: $link) {
  __typename ... on SocialPost { id imagePath } ... on InputValidationError { message }
} }`;

const PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';
const GIF_TRAILER = 0x3b;

describe(`uploads hardening [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let gif: Buffer;
  let polyglot: UploadFile;
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-hardening-'));

  const served = async (storedPath: string) => {
    const response = await fetch(`${t.url}/api/${storedPath}`);
    return { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) };
  };
  const slide = async (file: UploadFile) => (await gqlUpload(t, CREATE_SLIDE, {}, { image: file }, admin)).body.data.createSliderImage;

  /** The served file is the polyglot's picture only: a GIF that ends at its trailer, same size, no HTML left. */
  async function expectCleanGif(storedPath: string) {
    const back = await served(storedPath);
    expect(back.status).toBe(200);
    expect(back.data.includes(Buffer.from('<script'))).toBe(false);
    expect(back.data.at(-1)).toBe(GIF_TRAILER);
    expect(await sharp(back.data).metadata()).toMatchObject({ format: 'gif', width: 20, height: 10 });
    // The same picture: every pixel as in the original GIF.
    const [before, after] = await Promise.all([gif, back.data].map((b) => sharp(b).raw().toBuffer()));
    expect(after.equals(before)).toBe(true);
  }

  beforeAll(async () => {
    t = await startTestServer({ UPLOAD_DIR: uploadDir });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    gif = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#c9a96e' } })
      .gif()
      .toBuffer();
    polyglot = { data: Buffer.concat([gif, Buffer.from(PAYLOAD)]), name: 'ring.gif', type: 'image/gif' };
  });
  afterAll(async () => {
    await t?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('a GIF with HTML/JS appended passes as the same GIF; the check still sees the payload in the upload', async () => {
    // The attack as sent: sharp reads it as a valid GIF, and the HTML is in the bytes.
    expect(await sharp(polyglot.data).metadata()).toMatchObject({ format: 'gif', width: 20, height: 10 });
    expect(polyglot.data.includes(Buffer.from('<script'))).toBe(true);
  });

  it('GraphQL upload: the polyglot is stored without the trailing HTML, still the same 20 x 10 GIF', async () => {
    const created = await slide(polyglot);
    expect(created).toMatchObject({ __typename: 'SliderImage', imageUrl: expect.stringMatching(/^uploads\/slider\/[a-f0-9]{32}\.gif$/) });
    await expectCleanGif(created.imageUrl);
  });

  it('REST upload (POST /slider/createslider): the polyglot is stored without the trailing HTML', async () => {
    const result = await restForm(t, 'POST', '/api/slider/createslider', {}, { imageUrl: polyglot }, admin);
    expect(result.status).toBe(201);
    await expectCleanGif(result.body.data.imageUrl);
  });

  it('drops EXIF, GPS included, from a JPEG', async () => {
    // Arrange: a photo that says where it was taken
    const photo = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#2e4a62' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'AureliaCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 52/1 0/1' },
      })
      .toBuffer();
    const exifIn = (await sharp(photo).metadata()).exif;
    expect(exifIn?.includes(Buffer.from('AureliaCam'))).toBe(true);
    // Act
    const result = await gqlUpload(
      t,
      CREATE_POST,
      { link: 'https://www.instagram.com/p/exif-test/' },
      { image: { data: photo, name: 'shop.jpg', type: 'image/jpeg' } },
      admin,
    );
    // Assert
    const post = result.body.data.createSocialPost;
    expect(post.__typename).toBe('SocialPost');
    const back = await served(post.imagePath);
    const meta = await sharp(back.data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 16, height: 12 });
    expect(meta.exif).toBeUndefined();
    expect(back.data.includes(Buffer.from('AureliaCam'))).toBe(false);
  });

  it('keeps an animated GIF animated, and scales a picture over 4000 px down to fit', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 12, height: 8, channels: 3, background: colour } })
        .raw()
        .toBuffer();
    const frames = Buffer.concat(await Promise.all(['#f00', '#0f0', '#00f'].map(frame)));
    const animated = await sharp(frames, { raw: { width: 12, height: 24, channels: 3, pageHeight: 8 } })
      .gif({ loop: 0 })
      .toBuffer();
    const stored = await slide({ data: animated, name: 'sparkle.gif', type: 'image/gif' });
    expect(await sharp((await served(stored.imageUrl)).data).metadata()).toMatchObject({ format: 'gif', width: 12, height: 8, pages: 3 });

    const wide = await sharp({ create: { width: 6000, height: 3000, channels: 3, background: '#dcdcdc' } })
      .jpeg()
      .toBuffer();
    const big = await slide({ data: wide, name: 'panorama.jpg', type: 'image/jpeg' });
    expect(await sharp((await served(big.imageUrl)).data).metadata()).toMatchObject({ format: 'jpeg', width: 4000, height: 2000 });
  });

  it('stores WebP variants of a picture at the standard widths below its own, served like it, and deletes them with it', async () => {
    const photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#2e4a62' } })
      .jpeg()
      .toBuffer();
    const stored = await slide({ data: photo, name: 'banner.jpg', type: 'image/jpeg' });
    expect(stored.imageUrl).toMatch(/^uploads\/slider\/[a-f0-9]{32}-v800\.jpg$/);
    const stem = stored.imageUrl.slice(0, -'.jpg'.length);
    for (const width of [320, 480, 800]) {
      const variant = await served(`${stem}-${width}.webp`);
      expect(variant.status).toBe(200);
      expect(variant.headers.get('content-type')).toBe('image/webp');
      expect(variant.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await sharp(variant.data).metadata()).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
    // Never upscaled: no copy wider than the picture.
    expect((await served(`${stem}-1200.webp`)).status).toBe(404);
    expect(filesUnder(uploadDir).filter((file) => file.includes(path.basename(stem)))).toHaveLength(4);

    const deleted = await t.gql('mutation ($id: Int!) { deleteSliderImage(id: $id) { id } }', { id: stored.id }, admin);
    expect(deleted.body.data.deleteSliderImage).toEqual({ id: stored.id });
    expect(filesUnder(uploadDir).filter((file) => file.includes(path.basename(stem)))).toEqual([]);
    expect((await served(`${stem}-480.webp`)).status).toBe(404);
  });

  it('refuses a decompression bomb (a small PNG of 64 megapixels) with the reason, storing nothing', async () => {
    // Arrange: 8000 x 8000 of one colour compresses to a few hundred KB
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = filesUnder(uploadDir);
    // Act
    const gql = await slide({ data: bomb, name: 'bomb.png', type: 'image/png' });
    const rest = await restForm(
      t,
      'POST',
      '/api/slider/createslider',
      {},
      { imageUrl: { data: bomb, name: 'bomb.png', type: 'image/png' } },
      admin,
    );
    // Assert
    const reason = 'The image has too many pixels (at most 40 megapixels)';
    expect(gql).toEqual({ __typename: 'InputValidationError', message: reason, fieldErrors: [{ field: 'image', message: reason }] });
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body)).toContain(reason);
    expect(filesUnder(uploadDir)).toEqual(before);
  });

  it('still answers a text file named .png with the server message, on both transports', async () => {
    expect(await slide(NOT_AN_IMAGE)).toMatchObject({ __typename: 'InputValidationError', message: 'The file is not an image' });
    const rest = await restForm(t, 'POST', '/api/slider/createslider', {}, { imageUrl: NOT_AN_IMAGE }, admin);
    expect(rest.status).toBe(400);
    expect(rest.body.details).toBe('The file is not an image');
  });

  it('refuses a picture over 5 MB in plain words on both transports, for the slider, a category and a product colour, storing nothing', async () => {
    // Arrange: 24.6 MB, as in the walkthrough (issue 16, item 8); the size is refused before any decoding.
    const huge: UploadFile = { data: Buffer.alloc(Math.round(24.6 * 1024 * 1024), 0x89), name: 'huge.png', type: 'image/png' };
    const before = filesUnder(uploadDir);
    const plain = 'The image is larger than 5 MB';
    // Act
    const gqlSlide = await gqlUpload(t, CREATE_SLIDE, {}, { image: huge }, admin);
    const gqlColour = await gqlUpload(
      t,
      'mutation ($input: ProductInput!) { createProduct(input: $input) { __typename } }',
      {
        input: {
          name: 'Huge Picture Ring',
          description: 'Its picture is too large.',
          weightInGrams: 2,
          metalTypeId: 1,
          subcategoryId: 1,
          colors: [{ colorId: 1, images: [null] }],
        },
      },
      { 'input.colors.0.images.0': huge },
      admin,
    );
    const restSlide = await restForm(t, 'POST', '/api/slider/createslider', {}, { imageUrl: huge }, admin);
    const restCategory = await restForm(t, 'POST', '/api/createcategory', { name: 'Huge' }, { image: huge }, admin);
    // Assert: the refusal says what is wrong and names the field; no byte counts, no "truncated".
    expect(gqlSlide.body.errors).toEqual([
      expect.objectContaining({ message: plain, extensions: { code: 'BAD_USER_INPUT', field: 'image' } }),
    ]);
    expect(gqlColour.body.errors).toEqual([
      expect.objectContaining({ message: plain, extensions: { code: 'BAD_USER_INPUT', field: 'colors.0.images.0' } }),
    ]);
    for (const rest of [restSlide, restCategory]) expect([rest.status, rest.body.details]).toEqual([400, plain]);
    expect(filesUnder(uploadDir)).toEqual(before);
  });

  it('serves uploads with nosniff and a sandboxing Content-Security-Policy', async () => {
    const created = await slide({ data: gif, name: 'plain.gif', type: 'image/gif' });
    const back = await served(created.imageUrl);
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('image/gif');
    expect(back.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = back.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp.split(';').map((d) => d.trim())).toContain('sandbox');
  });

  it.each([
    ['a missing file', '/api/uploads/slider/0123456789abcdef0123456789abcdef.png'],
    ['a missing folder', '/api/uploads/nowhere/picture.png'],
    ['a folder', '/api/uploads/slider/'],
    ['a dot file', '/api/uploads/.hidden'],
    ['an escaping path', '/api/uploads/..%2F..%2Fetc%2Fpasswd'],
  ])('answers %s with a JSON 404 that names no path', async (_what, url) => {
    const response = await fetch(t.url + url);
    const text = await response.text();
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(text)).toEqual({ details: 'Not found' });
    expect(text).not.toContain(uploadDir);
    expect(text).not.toMatch(/ENOENT|\/tmp\//);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
