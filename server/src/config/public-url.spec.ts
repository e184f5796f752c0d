import { ConfigError, loadConfig } from '.';
import { publicOriginSettings } from './public-url';

// PUBLIC_URL is a general setting (every absolute link, the payment return URLs): read in its own section.
describe('the public URL', () => {
  it('reads PUBLIC_URL without its trailing slash, and takes an empty one as unset', () => {
    expect(publicOriginSettings({ PUBLIC_URL: 'https://shop.example.com/' }, '0.0.0.0').publicUrl).toBe('https://shop.example.com');
    expect(publicOriginSettings({ PUBLIC_URL: '' }, '0.0.0.0').publicUrl).toBeNull();
  });

  it.each([
    [
      { PUBLIC_URL: 'shop.example.com' },
      'PUBLIC_URL must be the shop\'s http(s) address, e.g. https://shop.example.com (got "shop.example.com")',
    ],
    [
      { PUBLIC_URL: 'ftp://shop.example.com' },
      'PUBLIC_URL must be the shop\'s http(s) address, e.g. https://shop.example.com (got "ftp://shop.example.com")',
    ],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => publicOriginSettings(env, '0.0.0.0')).toThrow(new ConfigError(message));
    expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'j'.repeat(32), ...env })).toThrow(new ConfigError(message));
  });
});
