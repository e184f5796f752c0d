import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { copyLocalPictures } from '../src/storage/copy-local';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '../src/http/serve-uploads';
import { type UploadFile, filesUnder, gqlUpload } from './admin-products.helpers';
import { runServerScript } from './support/run-script';
import { newShopper } from './support/shop-fixtures';
import { S3RVER_CREDENTIALS, type TestBucket, startTestBucket } from './support/s3-bucket';
import { type ServerProcess, startServerProcess } from './support/server-process';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer, databaseUrlOf, startTestServer } from './support/test-server';

// Object storage (issue 21): with S3_BUCKET the shop keeps uploads, the seeded pictures and their variants
// in an S3-compatible bucket, here a real S3-protocol server (s3rver) started by the test and read back
// through a client of the test's own. Two app servers on one database and one bucket serve each other's
// uploads with no file on either's disk; a delete removes the objects; ASSETS_BASE_URL sends picture
// requests to the public bucket; `npm run storage:copy` moves local pictures there, once; a wrong S3
// setting stops the start with one line.

const BUCKET = 'shop-pictures';

const CREATE_SLIDE = `mutation CreateSliderImage($image: Upload!) { createSliderImage(image: $image) {
  __typename ... on SliderImage { id imageUrl } ... on InputValidationError { message }
} }`;
const DELETE_SLIDE = 'mutation DeleteSliderImage($id: Int!) { deleteSliderImage(id: $id) { id message } }';
const SLIDES = '{ sliderImages { id imageUrl } }';
const REQUEST_DESIGN = `mutation RequestDesign($input: CustomDesignInput!, $picture: Upload) {
  requestCustomDesign(input: $input, picture: $picture) { __typename ... on Order { items { customDesign { imageUrl } } } } }`;
const DESIGN_INPUT = {
  material: 'Yellow gold',
  purity: '18K',
  customSize: '14',
  instructions: 'Like the picture, with a thinner band.',
  firstName: 'Anika',
  lastName: 'Rao',
  email: 'anika.rao@example.com',
  phone: '+919811122233',
  address: '12 Lavelle Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
};

async function jpegFile(width: number, background: string): Promise<UploadFile> {
  const data = await sharp({ create: { width, height: Math.round(width / 2), channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { data, name: 'slide.jpg', type: 'image/jpeg' };
}

describe(`S3 object storage [${process.env.TEST_DB_KIND}]`, () => {
  // The first server's UPLOAD_DIR, which must stay empty: the bucket is the only copy.
  const localUploads = mkdtempSync(path.join(os.tmpdir(), 'shop-s3-local-'));
  let bucket: TestBucket;
  let endpoint: string;
  let client: S3Client;
  let s3Env: Record<string, string>;
  let t: TestServer;
  let second: ServerProcess;
  let admin: string;
  const saved = { ...process.env };

  const objectKeys = async (prefix: string) => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
    return (listed.Contents ?? []).map((o) => o.Key).sort();
  };
  const objectBytes = async (key: string) => {
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  };
  const fetchFrom = async (baseUrl: string, storedPath: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}/api/${storedPath}`, { headers, redirect: 'manual' });
    return { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    bucket = await startTestBucket(BUCKET);
    ({ endpoint, env: s3Env } = bucket);
    client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: S3RVER_CREDENTIALS.AWS_ACCESS_KEY_ID, secretAccessKey: S3RVER_CREDENTIALS.AWS_SECRET_ACCESS_KEY },
    });
    // The in-process server's S3 client reads its credentials from the environment, as in production.
    Object.assign(process.env, S3RVER_CREDENTIALS);
    t = await startTestServer({ ...s3Env, UPLOAD_DIR: localUploads });
    admin = await t.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    // A second app server, a process of its own, on the same database and bucket, with an empty disk of its own.
    second = await startServerProcess({ ...s3Env, DATABASE_URL: databaseUrlOf(t) });
  }, 180_000);

  afterAll(async () => {
    await second?.close();
    await t?.close();
    client?.destroy();
    await bucket?.close();
    process.env = saved;
    rmSync(localUploads, { recursive: true, force: true });
  });

  it('the seeded pictures and their variants are objects in the bucket, not files on the disk', async () => {
    const slides = (await t.gql(SLIDES)).body.data.sliderImages as { imageUrl: string }[];
    expect(slides.length).toBeGreaterThan(0);
    const first = slides[0].imageUrl;
    expect(first).toMatch(/^uploads\/slider\/hero-\d-v1200\.webp$/);
    const stem = first.slice(0, -'.webp'.length);
    expect(await objectKeys(stem)).toEqual([first, ...[320, 480, 800, 1200].map((w) => `${stem}-${w}.webp`)].sort());
    expect(filesUnder(localUploads)).toEqual([]);
  });

  it('an admin upload lands in the bucket with its variants; the shop serves the same bytes with the upload headers', async () => {
    const file = await jpegFile(1000, '#c9a96e');
    const created = (await gqlUpload(t, CREATE_SLIDE, { image: null }, { image: file }, admin)).body.data.createSliderImage;
    expect(created).toMatchObject({
      __typename: 'SliderImage',
      imageUrl: expect.stringMatching(/^uploads\/slider\/[a-f0-9]{32}-v800\.jpg$/),
    });
    const stored: string = created.imageUrl;
    const stem = stored.slice(0, -'.jpg'.length);
    expect(await objectKeys(stem)).toEqual([stored, `${stem}-320.webp`, `${stem}-480.webp`, `${stem}-800.webp`].sort());

    const inBucket = await objectBytes(stored);
    expect(await sharp(inBucket).metadata()).toMatchObject({ format: 'jpeg', width: 1000, height: 500 });
    const answer = await fetchFrom(t.url, stored);
    expect(answer.status).toBe(200);
    expect(answer.data.equals(inBucket)).toBe(true);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('content-length')).toBe(String(inBucket.length));
    expect(answer.headers.get('cache-control')).toBe('public, max-age=2592000, immutable');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe(UPLOAD_CONTENT_SECURITY_POLICY);
    expect(answer.headers.get('last-modified')).toBeTruthy();
    const etag = answer.headers.get('etag');
    expect(etag).toBeTruthy();

    // A conditional request for what the browser has: 304, no body.
    const again = await fetchFrom(t.url, stored, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.data.length).toBe(0);
    const variant = await fetchFrom(t.url, `${stem}-480.webp`);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(variant.data).metadata()).width).toBe(480);
    // No file on this server's disk: the bucket is the only copy.
    expect(filesUnder(localUploads)).toEqual([]);

    // A missing picture and a path that is no stored file are the same JSON 404 as from the disk.
    for (const missing of ['uploads/slider/0123456789abcdef0123456789abcdef.jpg', 'uploads/slider/..%2F..%2Fsecret', 'uploads/slider']) {
      const gone = await fetchFrom(t.url, missing);
      expect({ missing, status: gone.status, body: JSON.parse(gone.data.toString()) }).toEqual({
        missing,
        status: 404,
        body: { details: 'Not found' },
      });
      expect(gone.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("a second app server serves the first one's upload, and the first serves the second's", async () => {
    const fromFirst = (await gqlUpload(t, CREATE_SLIDE, { image: null }, { image: await jpegFile(600, '#7a8aa0') }, admin)).body.data
      .createSliderImage.imageUrl as string;
    const onSecond = await fetchFrom(second.url, fromFirst);
    expect(onSecond.status).toBe(200);
    expect(onSecond.data.equals(await objectBytes(fromFirst))).toBe(true);

    const secondAdmin = await second.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const fromSecond = (await gqlUpload(second, CREATE_SLIDE, { image: null }, { image: await jpegFile(700, '#3c6e47') }, secondAdmin)).body
      .data.createSliderImage.imageUrl as string;
    const onFirst = await fetchFrom(t.url, fromSecond);
    expect(onFirst.status).toBe(200);
    expect(await sharp(onFirst.data).metadata()).toMatchObject({ format: 'jpeg', width: 700 });
    expect(onFirst.data.equals(await objectBytes(fromSecond))).toBe(true);
    // The same ETag from both servers: a browser's cached copy is good behind any of them.
    expect((await fetchFrom(second.url, fromFirst)).headers.get('etag')).toBe((await fetchFrom(t.url, fromFirst)).headers.get('etag'));
  });

  it('deleting a slide deletes its picture and variants from the bucket; neither server serves it any more', async () => {
    const created = (await gqlUpload(t, CREATE_SLIDE, { image: null }, { image: await jpegFile(900, '#a0522d') }, admin)).body.data
      .createSliderImage as { id: number; imageUrl: string };
    const stem = created.imageUrl.slice(0, -'.jpg'.length);
    expect(await objectKeys(stem)).toHaveLength(4);

    const deleted = await second.gql(DELETE_SLIDE, { id: created.id }, await second.login(ADMIN_EMAIL, ADMIN_PASSWORD));
    expect(deleted.body.data.deleteSliderImage).toMatchObject({ id: created.id });
    expect(await objectKeys(stem)).toEqual([]);
    expect((await fetchFrom(t.url, created.imageUrl)).status).toBe(404);
    expect((await fetchFrom(second.url, `${stem}-320.webp`)).status).toBe(404);
  });

  it('with ASSETS_BASE_URL a picture request is a permanent redirect to the public bucket, which has the bytes', async () => {
    const slides = (await t.gql(SLIDES)).body.data.sliderImages as { imageUrl: string }[];
    const stored = slides[0].imageUrl;
    const publicBase = `${endpoint}/${BUCKET}`;
    const cdn = await startTestServer({ ...s3Env, DATABASE_URL: databaseUrlOf(t), ASSETS_BASE_URL: `${publicBase}/` });
    try {
      const answer = await fetchFrom(cdn.url, stored);
      expect(answer.status).toBe(301);
      expect(answer.headers.get('location')).toBe(`${publicBase}/${stored}`);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=2592000, immutable');
      const fromBucket = await fetch(answer.headers.get('location')!);
      expect(fromBucket.status).toBe(200);
      expect(fromBucket.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await fromBucket.arrayBuffer()).equals(await objectBytes(stored))).toBe(true);
      // Anything that is not a stored file's path stays the app's JSON 404.
      expect((await fetchFrom(cdn.url, 'uploads/..%2Fshop.sqlite')).status).toBe(404);
    } finally {
      await cdn.close();
    }
  });

  // Issue 27: a shopper's custom-design picture was public (`public, immutable`), in the public part of the bucket.
  it("keeps a custom design's picture under private/, out of the public bucket's reach; the app serves its link, private", async () => {
    // Arrange: a shopper's request with a picture
    const shopper = await newShopper(t, 'S3Designer');
    const requested = await gqlUpload(
      t,
      REQUEST_DESIGN,
      { input: DESIGN_INPUT, picture: null },
      { picture: { ...(await jpegFile(900, '#b08d57')), name: 'idea.jpg' } },
      shopper.token,
    );
    const link: string = requested.body.data.requestCustomDesign.items[0].customDesign.imageUrl;
    const [, , , name] = /^uploads\/custom-designs\/(\d+)\.([\w-]+)\/([a-f0-9]{32}-v800\.jpg)$/.exec(link)!;
    const stem = name.slice(0, -'.jpg'.length);
    const cdn = await startTestServer({
      ...s3Env,
      DATABASE_URL: databaseUrlOf(t),
      JWT_SECRET: t.jwtSecret,
      ASSETS_BASE_URL: `${endpoint}/${BUCKET}/`,
    });
    try {
      // Act
      const fromApp = await fetchFrom(t.url, link);
      const fromCdnServer = await fetchFrom(cdn.url, link);
      const storedPathOnCdnServer = await fetchFrom(cdn.url, `uploads/custom-designs/${name}`);
      const publicBucketUrl = await fetch(`${endpoint}/${BUCKET}/uploads/custom-designs/${name}`);
      await publicBucketUrl.arrayBuffer();
      // Assert: in the bucket under private/ only, with its variants
      expect(await objectKeys('uploads/custom-designs/')).toEqual([]);
      expect(await objectKeys(`private/custom-designs/${stem}`)).toEqual(
        [`private/custom-designs/${name}`, ...['320', '480', '800'].map((w) => `private/custom-designs/${stem}-${w}.webp`)].sort(),
      );
      for (const answer of [fromApp, fromCdnServer]) {
        expect(answer.status).toBe(200);
        expect(answer.data.equals(await objectBytes(`private/custom-designs/${name}`))).toBe(true);
        expect(answer.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
        expect(answer.headers.get('location')).toBeNull();
      }
      expect(storedPathOnCdnServer.status).toBe(404);
      expect(storedPathOnCdnServer.headers.get('location')).toBeNull();
      expect(publicBucketUrl.status).toBe(404);
    } finally {
      await cdn.close();
    }
  });

  it("moves a custom design's picture that an earlier version kept under uploads/ to private/ as a server starts", async () => {
    // Arrange: an earlier version's object, public, where the public bucket serves it
    const name = `${'c'.repeat(32)}-v800.jpg`;
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#b08d57' } })
      .jpeg()
      .toBuffer();
    await client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: `uploads/custom-designs/${name}`, Body: bytes, ContentType: 'image/jpeg' }),
    );

    // Act: a server starts on the bucket
    const next = await startTestServer({ ...s3Env, DATABASE_URL: databaseUrlOf(t) });
    try {
      // Assert: under private/ only, private, and no longer on the public bucket's path
      expect(await objectKeys('uploads/custom-designs/')).toEqual([]);
      expect((await objectBytes(`private/custom-designs/${name}`)).equals(bytes)).toBe(true);
      const moved = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `private/custom-designs/${name}` }));
      expect(moved.CacheControl).toBe('private, no-store');
      await moved.Body!.transformToByteArray();
      const publicBucketUrl = await fetch(`${endpoint}/${BUCKET}/uploads/custom-designs/${name}`);
      await publicBucketUrl.arrayBuffer();
      expect(publicBucketUrl.status).toBe(404);
    } finally {
      await next.close();
    }
  });

  it('npm run storage:copy copies the local pictures to the bucket, then finds them there and copies nothing', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-storage-copy-'));
    try {
      const uploads = path.join(dataDir, 'uploads');
      mkdirSync(path.join(uploads, 'products'), { recursive: true });
      const picture = (await jpegFile(300, '#123456')).data;
      writeFileSync(path.join(uploads, 'products', 'fedcba9876543210fedcba9876543210.jpg'), picture);
      writeFileSync(path.join(uploads, 'products', 'ring-1-v320-320.webp'), Buffer.from('a variant'));
      // Not a stored file: left alone.
      writeFileSync(path.join(uploads, 'products', '.DS_Store'), 'x');
      const env = { ...s3Env, NODE_ENV: 'test', DATA_DIR: dataDir };

      const first = await runServerScript('storage-copy-cli.ts', env);
      expect(first.output).toContain(
        `Storage copy: 2 file(s) copied to the S3 bucket ${BUCKET} at ${endpoint}, 0 already there with the same size`,
      );
      expect(first.code).toBe(0);
      expect((await objectBytes('uploads/products/fedcba9876543210fedcba9876543210.jpg')).equals(picture)).toBe(true);
      expect((await objectBytes('uploads/products/ring-1-v320-320.webp')).toString()).toBe('a variant');
      expect(await objectKeys('uploads/products/.')).toEqual([]);

      const again = await runServerScript('storage-copy-cli.ts', env);
      expect(again.output).toContain('Storage copy: 0 file(s) copied');
      expect(again.output).toContain('2 already there with the same size');
      expect(again.code).toBe(0);

      // A local file that differs in size from its object is copied again.
      writeFileSync(path.join(uploads, 'products', 'ring-1-v320-320.webp'), Buffer.from('a longer variant'));
      const changed = await runServerScript('storage-copy-cli.ts', env);
      expect(changed.output).toContain('Storage copy: 1 file(s) copied');
      expect((await objectBytes('uploads/products/ring-1-v320-320.webp')).toString()).toBe('a longer variant');

      await expect(copyLocalPictures({ uploadDir: uploads, storage: { kind: 'local' } })).rejects.toThrow('S3_BUCKET is not set');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it.each([
    [{ S3_REGION: '' }, 'Configuration error: S3_BUCKET is set but S3_REGION is not'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'Configuration error: S3_ENDPOINT must be an http:// or https:// URL'],
    [{ S3_BUCKET: 'Shop_Pictures' }, 'Configuration error: S3_BUCKET must be a bucket name'],
    [{ AWS_SECRET_ACCESS_KEY: '' }, 'Configuration error: AWS_ACCESS_KEY_ID is set but AWS_SECRET_ACCESS_KEY is not'],
    [{ S3_BUCKET: 'no-such-bucket' }, 'Cannot start: cannot use the S3 bucket no-such-bucket at'],
  ])(
    'a wrong S3 setting (%j) stops the start with one line',
    async (wrong, line) => {
      const env: Record<string, string> = { ...s3Env, ...wrong };
      const started = startServerProcess(env);
      await expect(started).rejects.toThrow(line);
      await started.catch((error: Error) => {
        const lines = error.message.split('\n').filter((l) => l.includes(line));
        expect(lines).toHaveLength(1);
      });
    },
    120_000,
  );
});
