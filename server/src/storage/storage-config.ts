/**
 * Where pictures (uploads, the seeded demo pictures and their variants) are kept: the local disk under
 * UPLOAD_DIR (the embedded default), or an S3-compatible bucket when S3_BUCKET is set (AWS S3, MinIO,
 * Cloudflare R2), so that every app server behind a balancer sees the same files (docs/decisions.md#object-storage).
 */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Another service than AWS S3 (http://minio:9000, https://<account>.r2.cloudflarestorage.com); null: AWS. */
      endpoint: string | null;
      /** Bucket in the path (http://host/bucket/key) instead of the host name; true by default with S3_ENDPOINT. */
      forcePathStyle: boolean;
    };

export interface StorageSettings {
  storage: StorageConfig;
  /** A public bucket or CDN that serves the stored paths (`<base>/uploads/…`); null: the app serves them. */
  assetsBaseUrl: string | null;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{2,40}$/;
const BOOLEAN = ['true', 'false', '1', '0'];

const set = (value: string | undefined): string | null => (value === undefined || value.trim() === '' ? null : value.trim());

function httpUrl(value: string): URL | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/**
 * Reads S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE and ASSETS_BASE_URL; the credentials are the
 * AWS SDK's own (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or a role of the machine). Answers the settings,
 * or one line naming the variable that is wrong.
 */
export function parseStorageSettings(env: NodeJS.ProcessEnv): StorageSettings | string {
  const bucket = set(env.S3_BUCKET);
  const region = set(env.S3_REGION);
  const endpoint = set(env.S3_ENDPOINT);
  const pathStyle = set(env.S3_FORCE_PATH_STYLE);
  const assets = set(env.ASSETS_BASE_URL);

  let assetsBaseUrl: string | null = null;
  if (assets) {
    const url = httpUrl(assets);
    if (!url) return `ASSETS_BASE_URL must be an http:// or https:// URL, e.g. https://cdn.example.com (got "${assets}")`;
    // The pages' CSP takes pictures from https: origins only (http/security-headers.ts).
    if (env.NODE_ENV === 'production' && url.protocol !== 'https:')
      return `ASSETS_BASE_URL must be an https:// URL in production (got "${assets}")`;
    assetsBaseUrl = assets.replace(/\/+$/, '');
  }

  if (!bucket) {
    const stray = (['S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const).find((name) => set(env[name]));
    if (stray)
      return `${stray} is set but S3_BUCKET is not: set S3_BUCKET to keep pictures in that bucket, or unset ${stray} to keep them on the local disk`;
    // The app would redirect a CDN that pulls from it back to the CDN: the base URL serves the bucket's objects.
    if (assetsBaseUrl) return 'ASSETS_BASE_URL is set but S3_BUCKET is not: the public base URL serves the pictures of an S3 bucket';
    return { storage: { kind: 'local' }, assetsBaseUrl };
  }
  if (!BUCKET.test(bucket))
    return `S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got "${bucket}")`;
  if (!region)
    return "S3_BUCKET is set but S3_REGION is not: set the bucket's region (e.g. eu-west-1; us-east-1 for MinIO, auto for Cloudflare R2)";
  if (!REGION.test(region)) return `S3_REGION must be a region name such as eu-west-1 (got "${region}")`;
  if (endpoint && !httpUrl(endpoint)) return `S3_ENDPOINT must be an http:// or https:// URL, e.g. http://minio:9000 (got "${endpoint}")`;
  if (pathStyle && !BOOLEAN.includes(pathStyle)) return `S3_FORCE_PATH_STYLE must be true or false (got "${pathStyle}")`;
  const keyId = set(env.AWS_ACCESS_KEY_ID);
  const secret = set(env.AWS_SECRET_ACCESS_KEY);
  if (keyId && !secret)
    return 'AWS_ACCESS_KEY_ID is set but AWS_SECRET_ACCESS_KEY is not: S3 needs both (or neither, with a role of the machine)';
  if (secret && !keyId)
    return 'AWS_SECRET_ACCESS_KEY is set but AWS_ACCESS_KEY_ID is not: S3 needs both (or neither, with a role of the machine)';
  return {
    storage: {
      kind: 's3',
      bucket,
      region,
      endpoint: endpoint ? endpoint.replace(/\/+$/, '') : null,
      forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : endpoint !== null,
    },
    assetsBaseUrl,
  };
}
