import { originOf } from './public-origin';

const DEV = { publicUrl: null, allowedHosts: ['localhost', '127.0.0.1', '[::1]', 'shop.test'] };
const at = (host: string | undefined, protocol = 'http') => originOf(DEV, { protocol, host, localPort: 4000 });

describe('the origin of the URLs the server writes', () => {
  it('is PUBLIC_URL whenever it is set, whatever the Host header says', () => {
    const settings = { publicUrl: 'https://shop.example.com', allowedHosts: ['localhost'] };
    for (const host of ['evil.example', 'localhost:4000', undefined]) {
      expect(originOf(settings, { protocol: 'http', host, localPort: 4000 })).toBe('https://shop.example.com');
    }
  });

  it('without PUBLIC_URL, keeps a Host whose name is allowed, with its port and the request protocol', () => {
    expect(at('localhost:5173')).toBe('http://localhost:5173');
    expect(at('127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
    expect(at('[::1]:4000')).toBe('http://[::1]:4000');
    expect(at('Shop.Test', 'https')).toBe('https://shop.test');
  });

  it('without PUBLIC_URL, never takes a Host that is not allowed or is not a bare host: localhost on the port reached', () => {
    for (const host of [
      'evil.example',
      'evil.example:4000',
      'evil.example/x?',
      'localhost/x?',
      'localhost@evil.example',
      'localhost.evil.example',
      'evil.example#localhost',
      'localhost:4000/reset-password?token=',
      '',
      undefined,
    ]) {
      expect(at(host)).toBe('http://localhost:4000');
    }
  });

  it('without PUBLIC_URL, takes only http or https from a forwarded protocol (X-Forwarded-Proto is the caller’s too)', () => {
    expect(at('localhost:4000', 'https://evil.example/?')).toBe('http://localhost:4000');
    expect(at('evil.example', 'javascript')).toBe('http://localhost:4000');
    expect(at('localhost:4000', 'https')).toBe('https://localhost:4000');
  });
});
