import type { Request } from 'express';
import { hintsOf, wantsBrowserRender } from './storefront-renderer';

const request = (headers: Record<string, string>): Request =>
  ({ headers, get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('the hints a page is rendered with', () => {
  it('takes the currency from the shop_currency cookie (an ISO code, else none)', () => {
    expect(hintsOf(request({ cookie: 'a=1; shop_currency=usd' })).currency).toBe('USD');
    expect(hintsOf(request({ cookie: 'shop_currency=' })).currency).toBeNull();
    expect(hintsOf(request({ cookie: 'shop_currency=%3Cscript%3E' })).currency).toBeNull();
    expect(hintsOf(request({ cookie: 'shop_currency=%E0%A4' })).currency).toBeNull();
    expect(hintsOf(request({})).currency).toBeNull();
  });

  it('takes the width from the shop_viewport cookie, else guesses it from the user agent', () => {
    expect(hintsOf(request({ cookie: 'shop_viewport=narrow', 'user-agent': LAPTOP })).wide).toBe(false);
    expect(hintsOf(request({ cookie: 'shop_viewport=wide', 'user-agent': PHONE })).wide).toBe(true);
    expect(hintsOf(request({ 'user-agent': PHONE })).wide).toBe(false);
    expect(hintsOf(request({ 'user-agent': LAPTOP })).wide).toBe(true);
  });

  it('draws in the browser alone only when shop_render=browser', () => {
    expect(wantsBrowserRender(request({ cookie: 'shop_render=browser' }))).toBe(true);
    expect(wantsBrowserRender(request({ cookie: 'shop_render=server' }))).toBe(false);
    expect(wantsBrowserRender(request({}))).toBe(false);
  });
});
