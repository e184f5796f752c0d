import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SliderImage } from '../src/entities/slider-image.entity';
import { SocialPost } from '../src/entities/social-post.entity';
import { withSqlStatements } from './support/sql-statements';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  CUSTOMER_PASSWORD,
  INR_CUSTOMER_EMAIL,
  type HttpResult,
  type TestServer,
  startTestServer,
} from './support/test-server';

// Back-office slider images and social posts with real uploads, on both transports: GraphQL createSliderImage /
// deleteSliderImage / createSocialPost / updateSocialPost / deleteSocialPost (multipart request spec) and the
// legacy REST rows POST /slider/createslider, DELETE /slider/delete/{sliderId}, POST /admin/instagram-posts,
// PUT and DELETE /admin/instagram-posts/{id}. Files are checked in the upload directory itself.

const CREATE_SLIDE = `mutation CreateSliderImage($image: Upload!) {
  createSliderImage(image: $image) {
    __typename
    ... on SliderImage { id imageUrl }
    ... on ErrorResult { errorCode message }
    ... on InputValidationError { fieldErrors { field message } }
  }
}`;
const DELETE_SLIDE = 'mutation DeleteSliderImage($id: Int!) { deleteSliderImage(id: $id) { id message } }';
const POST_RESULT = `__typename
    ... on SocialPost { id imagePath link }
    ... on ErrorResult { errorCode message }
    ... on InputValidationError { fieldErrors { field message } }`;
const CREATE_POST = `mutation CreateSocialPost($image: Upload!, $link: String!) { createSocialPost(image: $image, link: $link) { ${POST_RESULT} } }`;
const UPDATE_POST = `mutation UpdateSocialPost($id: Int!, $link: String, $image: Upload) { updateSocialPost(id: $id, link: $link, image: $image) { ${POST_RESULT} } }`;
const DELETE_POST = 'mutation DeleteSocialPost($id: Int!) { deleteSocialPost(id: $id) { id message } }';

interface UploadFile {
  data: Buffer;
  name: string;
  type: string;
}

const LINK = 'https://www.instagram.com/p/C0ffee123/';
const NOT_AN_IMAGE: UploadFile = {
  data: Buffer.from('This is a plain text file pretending to be a picture.\n'),
  name: 'holiday.png',
  type: 'image/png',
};

/** Every file under a directory, as relative paths. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe(`admin slider images and social posts [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  let admin: string;
  let customer: string;
  let png: UploadFile;
  let jpeg: UploadFile;
  let webp: UploadFile;
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'shop-admin-uploads-'));
  const slides = () => t.server.dataSource.getRepository(SliderImage);
  const posts = () => t.server.dataSource.getRepository(SocialPost);
  const stored = (storedPath: string) => path.join(uploadDir, storedPath.replace(/^uploads\//, ''));
  /** Rows and files, to check that a refused request left nothing behind. */
  const snapshot = async () => ({
    slides: await slides().find({ order: { id: 'ASC' } }),
    posts: await posts().find({ order: { id: 'ASC' } }),
    files: filesUnder(uploadDir),
  });

  async function send(url: string, method: string, form: FormData, token?: string | null): Promise<HttpResult> {
    const headers: Record<string, string> = { 'apollo-require-preflight': 'true' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(t.url + url, { method, body: form, headers });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return withSqlStatements({ status: response.status, body, headers: response.headers }, response.headers);
  }

  /** A GraphQL multipart request (graphql-multipart-request-spec): each file goes to `variables.<name>`. */
  function gqlUpload(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, UploadFile>,
    token?: string | null,
  ): Promise<HttpResult> {
    const form = new FormData();
    const names = Object.keys(files);
    form.append('operations', JSON.stringify({ query, variables: { ...variables, ...Object.fromEntries(names.map((n) => [n, null])) } }));
    form.append('map', JSON.stringify(Object.fromEntries(names.map((n, i) => [String(i), [`variables.${n}`]]))));
    names.forEach((n, i) => form.append(String(i), new Blob([files[n].data], { type: files[n].type }), files[n].name));
    return send('/graphql', 'POST', form, token);
  }

  /** A legacy multipart form. */
  function restForm(
    method: string,
    url: string,
    fields: Record<string, string>,
    files: Record<string, UploadFile>,
    token?: string | null,
  ): Promise<HttpResult> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const [k, f] of Object.entries(files)) form.append(k, new Blob([f.data], { type: f.type }), f.name);
    return send(url, method, form, token);
  }

  /** The bytes the server serves for a stored path (relative to the API base). */
  async function served(storedPath: string): Promise<{ status: number; data: Buffer }> {
    const response = await fetch(`${t.url}/api/${storedPath}`);
    return { status: response.status, data: Buffer.from(await response.arrayBuffer()) };
  }

  beforeAll(async () => {
    t = await startTestServer({ UPLOAD_DIR: uploadDir });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    customer = await t.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
    const picture = (background: string) => sharp({ create: { width: 8, height: 8, channels: 3, background } });
    png = { data: await picture('#c9a96e').png().toBuffer(), name: 'ring.png', type: 'image/png' };
    jpeg = { data: await picture('#2e4a62').jpeg().toBuffer(), name: 'necklace.jpg', type: 'image/jpeg' };
    webp = { data: await picture('#7a3b3b').webp().toBuffer(), name: 'bangle.webp', type: 'image/webp' };
  });
  afterAll(async () => {
    await t?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  describe('slider images', () => {
    it('GraphQL: stores a real PNG, lists it last among the active slides and serves it back with the same bytes', async () => {
      // Arrange
      const before = await snapshot();
      // Act
      const result = await gqlUpload(CREATE_SLIDE, {}, { image: png }, admin);
      // Assert
      const slide = result.body.data.createSliderImage;
      expect(slide).toEqual({
        __typename: 'SliderImage',
        id: expect.any(Number),
        imageUrl: expect.stringMatching(/^uploads\/slider\/[a-f0-9]{32}\.png$/),
      });
      expect(await slides().findOneByOrFail({ id: slide.id })).toMatchObject({ imageUrl: slide.imageUrl, isActive: true });
      expect(filesUnder(uploadDir)).toEqual([...before.files, path.join('slider', path.basename(slide.imageUrl))].sort());
      const back = await served(slide.imageUrl);
      expect(back.status).toBe(200);
      expect(back.data.equals(png.data)).toBe(true);
      const active = (await t.rest('GET', '/api/slider/active')).body as { sliderId: number }[];
      expect(active.at(-1)?.sliderId).toBe(slide.id);
    });

    it('GraphQL: refuses a text file renamed .png and stores nothing (no row, no file)', async () => {
      const before = await snapshot();
      const result = await gqlUpload(CREATE_SLIDE, {}, { image: NOT_AN_IMAGE }, admin);
      expect(result.body.data.createSliderImage).toEqual({
        __typename: 'InputValidationError',
        errorCode: 'INPUT_VALIDATION_ERROR',
        message: 'The file is not an image',
        fieldErrors: [{ field: 'image', message: 'The file is not an image' }],
      });
      expect(await snapshot()).toEqual(before);
    });

    it('GraphQL: the image is required', async () => {
      const before = await snapshot();
      const result = await t.gql(CREATE_SLIDE, { image: null }, admin);
      expect(result.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(await snapshot()).toEqual(before);
    });

    it('REST: POST /api/slider/createslider stores the file of field imageUrl (201) and serves it back', async () => {
      const before = await snapshot();
      const result = await restForm('POST', '/api/slider/createslider', {}, { imageUrl: jpeg }, admin);
      expect(result).toMatchObject({
        status: 201,
        body: {
          message: 'Image uploaded successfully',
          data: { sliderId: expect.any(Number), imageUrl: expect.stringMatching(/^uploads\/slider\/[a-f0-9]{32}\.jpg$/) },
        },
      });
      const { sliderId, imageUrl } = result.body.data;
      expect(await slides().findOneByOrFail({ id: sliderId })).toMatchObject({ imageUrl, isActive: true });
      expect(filesUnder(uploadDir)).toHaveLength(before.files.length + 1);
      expect((await served(imageUrl)).data.equals(jpeg.data)).toBe(true);
    });

    it.each([
      ['no file', {}, 'Please select an image'],
      ['a text file renamed .png', { imageUrl: NOT_AN_IMAGE }, 'The file is not an image'],
      ['an empty file', { imageUrl: { data: Buffer.alloc(0), name: 'empty.png', type: 'image/png' } }, 'The image is empty'],
      [
        'an SVG',
        {
          imageUrl: {
            data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'),
            name: 'a.svg',
            type: 'image/svg+xml',
          },
        },
        'Only JPEG, PNG, WEBP, GIF images are accepted',
      ],
    ])('REST: POST /api/slider/createslider with %s is 400 with the reason, nothing stored', async (_what, files, message) => {
      const before = await snapshot();
      const result = await restForm('POST', '/api/slider/createslider', {}, files, admin);
      expect(result).toMatchObject({ status: 400, body: { details: message, message } });
      expect(await snapshot()).toEqual(before);
    });

    it('GraphQL deleteSliderImage deletes the row, then its file', async () => {
      const created = (await gqlUpload(CREATE_SLIDE, {}, { image: png }, admin)).body.data.createSliderImage;
      expect(existsSync(stored(created.imageUrl))).toBe(true);
      const result = await t.gql(DELETE_SLIDE, { id: created.id }, admin);
      expect(result.body.data.deleteSliderImage).toEqual({ id: created.id, message: 'Image deleted successfully' });
      expect(await slides().existsBy({ id: created.id })).toBe(false);
      expect(existsSync(stored(created.imageUrl))).toBe(false);
      expect((await served(created.imageUrl)).status).toBe(404);
    });

    it('REST DELETE /api/slider/delete/{sliderId} deletes the row and the file; an unknown id is 404 with the server message', async () => {
      const created = (await restForm('POST', '/api/slider/createslider', {}, { imageUrl: png }, admin)).body.data;
      const result = await t.rest('DELETE', `/api/slider/delete/${created.sliderId}`, undefined, admin);
      expect(result).toMatchObject({ status: 200, body: { message: 'Image deleted successfully' } });
      expect(await slides().existsBy({ id: created.sliderId })).toBe(false);
      expect(existsSync(stored(created.imageUrl))).toBe(false);
      expect(await t.rest('DELETE', `/api/slider/delete/${created.sliderId}`, undefined, admin)).toMatchObject({
        status: 404,
        body: { details: 'Slider image not found', message: 'Slider image not found' },
      });
      expect(await t.gql(DELETE_SLIDE, { id: created.sliderId }, admin)).toMatchObject({
        body: { errors: [{ extensions: { code: 'NOT_FOUND' } }] },
      });
    });

    it('deletes a seeded slide and its seeded file too', async () => {
      const [seeded] = await slides().find({ order: { id: 'ASC' }, take: 1 });
      expect(existsSync(stored(seeded.imageUrl))).toBe(true);
      await t.rest('DELETE', `/api/slider/delete/${seeded.id}`, undefined, admin);
      expect(existsSync(stored(seeded.imageUrl))).toBe(false);
    });
  });

  describe('social posts', () => {
    it.each([
      ['PNG', () => png, 'png'],
      ['JPEG', () => jpeg, 'jpg'],
    ])('GraphQL createSocialPost stores a %s with its link; the storefront lists it first', async (_kind, file, extension) => {
      const before = await snapshot();
      const result = await gqlUpload(CREATE_POST, { link: LINK }, { image: file() }, admin);
      const post = result.body.data.createSocialPost;
      expect(post).toEqual({
        __typename: 'SocialPost',
        id: expect.any(Number),
        imagePath: expect.stringMatching(new RegExp(`^uploads/social/[a-f0-9]{32}\\.${extension}$`)),
        link: LINK,
      });
      expect(await posts().findOneByOrFail({ id: post.id })).toMatchObject({ imagePath: post.imagePath, link: LINK });
      expect(filesUnder(uploadDir)).toHaveLength(before.files.length + 1);
      expect((await served(post.imagePath)).data.equals(file().data)).toBe(true);
      expect((await t.rest('GET', '/api/instagram-posts')).body[0]).toEqual({ id: post.id, imagePath: post.imagePath, link: LINK });
    });

    it.each([
      ['a WebP image (JPEG and PNG only)', () => webp, LINK, [{ field: 'image', message: 'Only JPEG, PNG images are accepted' }]],
      ['a text file renamed .png', () => NOT_AN_IMAGE, LINK, [{ field: 'image', message: 'The file is not an image' }]],
      ['an empty link', () => png, '  ', [{ field: 'link', message: 'Link is required' }]],
      ['a link that is not a URL', () => png, 'instagram post', [{ field: 'link', message: 'Link must be a valid URL (http or https)' }]],
      ['a javascript: link', () => png, 'javascript:alert(1)', [{ field: 'link', message: 'Link must be a valid URL (http or https)' }]],
      [
        'both wrong',
        () => NOT_AN_IMAGE,
        'nope',
        [
          { field: 'image', message: 'The file is not an image' },
          { field: 'link', message: 'Link must be a valid URL (http or https)' },
        ],
      ],
    ])('GraphQL createSocialPost refuses %s and stores nothing', async (_what, file, link, fieldErrors) => {
      const before = await snapshot();
      const result = await gqlUpload(CREATE_POST, { link }, { image: file() }, admin);
      expect(result.body.data.createSocialPost).toEqual({
        __typename: 'InputValidationError',
        errorCode: 'INPUT_VALIDATION_ERROR',
        message: fieldErrors[0].message,
        fieldErrors,
      });
      expect(await snapshot()).toEqual(before);
    });

    it('GraphQL createSocialPost requires the image and the link', async () => {
      const before = await snapshot();
      const noImage = await t.gql(CREATE_POST, { image: null, link: LINK }, admin);
      const noLink = await gqlUpload(CREATE_POST, {}, { image: png }, admin);
      expect(noImage.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(noLink.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(await snapshot()).toEqual(before);
    });

    it('GraphQL updateSocialPost changes the link alone, keeping the image and its file', async () => {
      const post = (await gqlUpload(CREATE_POST, { link: LINK }, { image: png }, admin)).body.data.createSocialPost;
      const result = await t.gql(UPDATE_POST, { id: post.id, link: 'http://example.com/new-post' }, admin);
      expect(result.body.data.updateSocialPost).toEqual({
        __typename: 'SocialPost',
        id: post.id,
        imagePath: post.imagePath,
        link: 'http://example.com/new-post',
      });
      expect(await posts().findOneByOrFail({ id: post.id })).toMatchObject({
        imagePath: post.imagePath,
        link: 'http://example.com/new-post',
      });
      expect(existsSync(stored(post.imagePath))).toBe(true);
    });

    it('GraphQL updateSocialPost with a new image replaces the old one and deletes its file', async () => {
      const post = (await gqlUpload(CREATE_POST, { link: LINK }, { image: png }, admin)).body.data.createSocialPost;
      const before = filesUnder(uploadDir);
      const result = await gqlUpload(UPDATE_POST, { id: post.id }, { image: jpeg }, admin);
      const updated = result.body.data.updateSocialPost;
      expect(updated).toEqual({
        __typename: 'SocialPost',
        id: post.id,
        imagePath: expect.stringMatching(/^uploads\/social\/[a-f0-9]{32}\.jpg$/),
        link: LINK,
      });
      expect(existsSync(stored(post.imagePath))).toBe(false);
      expect((await served(updated.imagePath)).data.equals(jpeg.data)).toBe(true);
      expect(filesUnder(uploadDir)).toHaveLength(before.length);
    });

    it.each([
      ['a bad link', { link: 'ftp://example.com/x' }, {}, 'Link must be a valid URL (http or https)'],
      ['an empty link', { link: '' }, {}, 'Link is required'],
      ['a WebP image', {}, { image: 'webp' }, 'Only JPEG, PNG images are accepted'],
      ['a text file', {}, { image: 'text' }, 'The file is not an image'],
    ])('GraphQL updateSocialPost refuses %s and changes nothing', async (_what, variables, files, message) => {
      const post = (await gqlUpload(CREATE_POST, { link: LINK }, { image: png }, admin)).body.data.createSocialPost;
      const before = await snapshot();
      const upload = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, v === 'webp' ? webp : NOT_AN_IMAGE]));
      const result = await gqlUpload(UPDATE_POST, { id: post.id, ...variables }, upload, admin);
      expect(result.body.data.updateSocialPost).toMatchObject({ __typename: 'InputValidationError', message });
      expect(await snapshot()).toEqual(before);
    });

    it('GraphQL updateSocialPost and deleteSocialPost answer NOT_FOUND for an unknown post', async () => {
      const update = await t.gql(UPDATE_POST, { id: 987654, link: LINK }, admin);
      const remove = await t.gql(DELETE_POST, { id: 987654 }, admin);
      expect(update.body.errors[0]).toMatchObject({ message: 'Post not found', extensions: { code: 'NOT_FOUND' } });
      expect(remove.body.errors[0]).toMatchObject({ message: 'Post not found', extensions: { code: 'NOT_FOUND' } });
    });

    it('GraphQL deleteSocialPost deletes the row, then its file', async () => {
      const post = (await gqlUpload(CREATE_POST, { link: LINK }, { image: png }, admin)).body.data.createSocialPost;
      const result = await t.gql(DELETE_POST, { id: post.id }, admin);
      expect(result.body.data.deleteSocialPost).toEqual({ id: post.id, message: 'Post deleted successfully' });
      expect(await posts().existsBy({ id: post.id })).toBe(false);
      expect(existsSync(stored(post.imagePath))).toBe(false);
    });

    it('REST POST /api/admin/instagram-posts stores the post (201) and answers it', async () => {
      const result = await restForm('POST', '/api/admin/instagram-posts', { link: LINK }, { image: png }, admin);
      expect(result).toMatchObject({
        status: 201,
        body: { id: expect.any(Number), imagePath: expect.stringMatching(/^uploads\/social\/[a-f0-9]{32}\.png$/), link: LINK },
      });
      expect(await posts().findOneByOrFail({ id: result.body.id })).toMatchObject({ imagePath: result.body.imagePath, link: LINK });
      expect((await served(result.body.imagePath)).data.equals(png.data)).toBe(true);
    });

    it.each([
      ['no image', { link: LINK }, {}, 'Please select an image'],
      ['no link', {}, { image: 'png' }, 'Link is required'],
      ['a link that is not a URL', { link: 'www' }, { image: 'png' }, 'Link must be a valid URL (http or https)'],
      ['a GIF', { link: LINK }, { image: 'gif' }, 'Only JPEG, PNG images are accepted'],
    ])('REST POST /api/admin/instagram-posts with %s is 400, nothing stored', async (_what, fields, files, message) => {
      const gif = {
        data: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        name: 'a.gif',
        type: 'image/gif',
      };
      const upload = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, v === 'gif' ? gif : png]));
      const before = await snapshot();
      const result = await restForm('POST', '/api/admin/instagram-posts', fields, upload, admin);
      expect(result).toMatchObject({ status: 400, body: { details: message } });
      expect(await snapshot()).toEqual(before);
    });

    it('REST PUT /api/admin/instagram-posts/{id} edits the link without an image, then replaces the image', async () => {
      const post = (await restForm('POST', '/api/admin/instagram-posts', { link: LINK }, { image: png }, admin)).body;
      const linkOnly = await restForm('PUT', `/api/admin/instagram-posts/${post.id}`, { link: 'https://example.com/edited' }, {}, admin);
      expect(linkOnly).toMatchObject({ status: 200, body: { id: post.id, imagePath: post.imagePath, link: 'https://example.com/edited' } });
      const withImage = await restForm('PUT', `/api/admin/instagram-posts/${post.id}`, {}, { image: jpeg }, admin);
      expect(withImage).toMatchObject({ status: 200, body: { id: post.id, link: 'https://example.com/edited' } });
      expect(withImage.body.imagePath).not.toBe(post.imagePath);
      expect(existsSync(stored(post.imagePath))).toBe(false);
      expect(existsSync(stored(withImage.body.imagePath))).toBe(true);
      expect(await t.rest('PUT', '/api/admin/instagram-posts/987654', { link: LINK }, admin)).toMatchObject({
        status: 404,
        body: { details: 'Post not found' },
      });
      const before = await snapshot();
      expect(await restForm('PUT', `/api/admin/instagram-posts/${post.id}`, { link: 'not a url' }, {}, admin)).toMatchObject({
        status: 400,
        body: { details: 'Link must be a valid URL (http or https)' },
      });
      expect(await snapshot()).toEqual(before);
    });

    it('REST DELETE /api/admin/instagram-posts/{id} deletes the row and its file; unknown is 404', async () => {
      const post = (await restForm('POST', '/api/admin/instagram-posts', { link: LINK }, { image: png }, admin)).body;
      const result = await t.rest('DELETE', `/api/admin/instagram-posts/${post.id}`, undefined, admin);
      expect(result).toMatchObject({ status: 200, body: { message: 'Post deleted successfully', id: post.id } });
      expect(await posts().existsBy({ id: post.id })).toBe(false);
      expect(existsSync(stored(post.imagePath))).toBe(false);
      expect(await t.rest('DELETE', `/api/admin/instagram-posts/${post.id}`, undefined, admin)).toMatchObject({
        status: 404,
        body: { details: 'Post not found' },
      });
    });
  });

  describe('admin only', () => {
    it.each([
      ['createSliderImage', CREATE_SLIDE, {}, true],
      ['deleteSliderImage', DELETE_SLIDE, { id: 1 }, false],
      ['createSocialPost', CREATE_POST, { link: LINK }, true],
      ['updateSocialPost', UPDATE_POST, { id: 1, link: 'https://example.com/hijack' }, false],
      ['deleteSocialPost', DELETE_POST, { id: 1 }, false],
    ])('%s: UNAUTHENTICATED for a guest, FORBIDDEN for a customer, nothing stored or changed', async (_name, query, variables, upload) => {
      const before = await snapshot();
      const call = (token?: string) => (upload ? gqlUpload(query, variables, { image: png }, token) : t.gql(query, variables, token));
      const guest = await call();
      const shopper = await call(customer);
      expect(guest.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(shopper.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['POST', '/api/slider/createslider', 'imageUrl'],
      ['DELETE', '/api/slider/delete/1', null],
      ['POST', '/api/admin/instagram-posts', 'image'],
      ['PUT', '/api/admin/instagram-posts/1', 'image'],
      ['DELETE', '/api/admin/instagram-posts/1', null],
    ])('%s %s: 401 for a guest, 403 for a customer, nothing stored or changed', async (method, url, field) => {
      const before = await snapshot();
      const call = (token?: string) =>
        field ? restForm(method, url, { link: LINK }, { [field]: png }, token) : t.rest(method, url, undefined, token);
      expect(await call()).toMatchObject({ status: 401, body: { details: 'Authentication required' } });
      expect(await call(customer)).toMatchObject({ status: 403, body: { details: 'Administrator access required' } });
      expect(await snapshot()).toEqual(before);
    });
  });
});
