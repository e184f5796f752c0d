import { describe, expect, it } from '@jest/globals';
import { postLinkLabel } from './post-link';

describe('postLinkLabel', () => {
  it('shows the path of a post, without the host and the trailing slash', () => {
    expect(postLinkLabel('https://www.instagram.com/p/aurelia-bridal/')).toBe('/p/aurelia-bridal');
    expect(postLinkLabel('https://instagram.com/reel/C8xYz')).toBe('/reel/C8xYz');
  });

  it('keeps a query that may be all that tells two links apart', () => {
    expect(postLinkLabel('https://www.instagram.com/p/abc/?img_index=2')).toBe('/p/abc?img_index=2');
  });

  it('shows a bare host as written, less the scheme', () => {
    expect(postLinkLabel('https://www.instagram.com/')).toBe('instagram.com');
    expect(postLinkLabel('not a url')).toBe('not a url');
  });
});
