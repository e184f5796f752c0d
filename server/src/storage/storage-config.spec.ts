import { parseStorageSettings } from './storage-config';

describe('parseStorageSettings', () => {
  it('keeps pictures on the local disk without S3_BUCKET (blank counts as unset)', () => {
    expect(parseStorageSettings({})).toEqual({ storage: { kind: 'local' }, assetsBaseUrl: null });
    expect(parseStorageSettings({ S3_BUCKET: ' ', ASSETS_BASE_URL: '' })).toEqual({ storage: { kind: 'local' }, assetsBaseUrl: null });
  });

  it('reads the bucket, region and endpoint; path-style by default with an endpoint only', () => {
    expect(parseStorageSettings({ S3_BUCKET: 'shop-pictures', S3_REGION: 'eu-west-1' })).toEqual({
      storage: { kind: 's3', bucket: 'shop-pictures', region: 'eu-west-1', endpoint: null, forcePathStyle: false },
      assetsBaseUrl: null,
    });
    expect(
      parseStorageSettings({
        S3_BUCKET: 'shop',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: 'http://minio:9000/',
        ASSETS_BASE_URL: 'https://cdn.example.com/shop/',
      }),
    ).toEqual({
      storage: { kind: 's3', bucket: 'shop', region: 'us-east-1', endpoint: 'http://minio:9000', forcePathStyle: true },
      assetsBaseUrl: 'https://cdn.example.com/shop',
    });
    expect(
      parseStorageSettings({
        S3_BUCKET: 'shop',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com',
        S3_FORCE_PATH_STYLE: 'false',
      }),
    ).toMatchObject({
      storage: { forcePathStyle: false },
    });
  });

  it.each([
    [{ S3_BUCKET: 'shop' }, 'S3_BUCKET is set but S3_REGION is not'],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ENDPOINT is set but S3_BUCKET is not'],
    [{ S3_REGION: 'eu-west-1' }, 'S3_REGION is set but S3_BUCKET is not'],
    [{ ASSETS_BASE_URL: 'https://cdn.example.com' }, 'ASSETS_BASE_URL is set but S3_BUCKET is not'],
    [{ S3_BUCKET: 'Shop_Pictures', S3_REGION: 'eu-west-1' }, 'S3_BUCKET must be a bucket name'],
    [{ S3_BUCKET: 'shop', S3_REGION: 'Europe West' }, 'S3_REGION must be a region name'],
    [{ S3_BUCKET: 'shop', S3_REGION: 'us-east-1', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http:// or https:// URL'],
    [{ S3_BUCKET: 'shop', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [{ S3_BUCKET: 'shop', S3_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'key' }, 'AWS_ACCESS_KEY_ID is set but AWS_SECRET_ACCESS_KEY is not'],
    [
      { S3_BUCKET: 'shop', S3_REGION: 'us-east-1', AWS_SECRET_ACCESS_KEY: 'secret' },
      'AWS_SECRET_ACCESS_KEY is set but AWS_ACCESS_KEY_ID is not',
    ],
    [
      { S3_BUCKET: 'shop', S3_REGION: 'us-east-1', ASSETS_BASE_URL: 'cdn.example.com' },
      'ASSETS_BASE_URL must be an http:// or https:// URL',
    ],
    [
      { NODE_ENV: 'production', S3_BUCKET: 'shop', S3_REGION: 'us-east-1', ASSETS_BASE_URL: 'http://cdn.example.com' },
      'ASSETS_BASE_URL must be an https:// URL in production',
    ],
  ])('refuses %j with one line', (env, line) => {
    const answer = parseStorageSettings(env);
    expect(typeof answer).toBe('string');
    expect(answer).toContain(line);
    expect(answer).not.toContain('\n');
  });
});
