import { PRIVATE_LINK_SECONDS, PrivatePictures } from './private-pictures';

const STORED = 'uploads/custom-designs/0123456789abcdef0123456789abcdef-v800.png';
const parts = (link: string) => {
  const [, folder, token, name] = /^uploads\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(link)!;
  return { folder, token, name };
};

describe('links to private pictures', () => {
  let now = Date.UTC(2026, 10, 29, 8, 30);
  const pictures = new PrivatePictures('s'.repeat(32), () => now);

  it('open the picture and its variants while they last, one to two hours, for any server with the secret', () => {
    const link = pictures.link(STORED)!;
    const { folder, token, name } = parts(link);
    expect(name).toBe('0123456789abcdef0123456789abcdef-v800.png');
    expect(pictures.open(folder, token, name)).toEqual({ storedPath: STORED, secondsLeft: expect.any(Number) });
    expect(new PrivatePictures('s'.repeat(32), () => now).open(folder, token, name)?.storedPath).toBe(STORED);
    const variant = '0123456789abcdef0123456789abcdef-v800-320.webp';
    expect(pictures.open(folder, token, variant)?.storedPath).toBe(`uploads/custom-designs/${variant}`);
    // The same link all hour (the browser keeps its copy), another the next
    expect(pictures.link(STORED)).toBe(link);
    const secondsLeft = pictures.open(folder, token, name)!.secondsLeft;
    expect(secondsLeft).toBeGreaterThan(PRIVATE_LINK_SECONDS);
    expect(secondsLeft).toBeLessThanOrEqual(2 * PRIVATE_LINK_SECONDS);
    now += secondsLeft * 1000;
    expect(pictures.open(folder, token, name)).toBeNull();
    expect(pictures.link(STORED)).not.toBe(link);
  });

  it('refuse another picture, a changed signature or expiry, another secret and a public folder', () => {
    const { folder, token, name } = parts(pictures.link(STORED)!);
    const [expires, signature] = token.split('.');
    expect(pictures.open(folder, token, 'fedcba9876543210fedcba9876543210-v800.png')).toBeNull();
    expect(pictures.open(folder, `${Number(expires) + 3600}.${signature}`, name)).toBeNull();
    expect(pictures.open(folder, `${expires}.${signature.slice(0, -2)}AA`, name)).toBeNull();
    expect(new PrivatePictures('t'.repeat(32), () => now).open(folder, token, name)).toBeNull();
    expect(pictures.open('products', token, name)).toBeNull();
    expect(pictures.open(folder, token, '../secret.png')).toBeNull();
  });

  it('leave public and external paths as they are', () => {
    expect(pictures.link('uploads/products/0123456789abcdef0123456789abcdef.png')).toBe(
      'uploads/products/0123456789abcdef0123456789abcdef.png',
    );
    expect(pictures.link('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(pictures.link(null)).toBeNull();
  });
});
