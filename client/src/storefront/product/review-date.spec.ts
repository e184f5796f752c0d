import { describe, expect, it } from '@jest/globals';
import { reviewDate } from './components/product-info-sections';

describe('review dates', () => {
  it('are the shop’s (India’s) date, whatever the zone that draws them: the server’s HTML and the browser agree', () => {
    // 19:00 UTC on 26 November is 00:30 on 27 November in India.
    expect(reviewDate.format(new Date('2026-11-26T19:00:00Z'))).toBe('27 November 2026');
    expect(reviewDate.format(new Date('2026-11-26T18:29:00Z'))).toBe('26 November 2026');
  });
});
