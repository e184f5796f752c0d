import { describe, expect, it } from '@jest/globals';
import { BRAND } from './palette';

// WCAG 2.2 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

const GROUNDS = { ivory: BRAND.ivory, cream: BRAND.cream, paper: BRAND.paper, white: '#ffffff' };

describe('the palette meets WCAG AA (4.5:1 for text)', () => {
  it.each([
    ['antique gold text (links, eyebrows, prices)', BRAND.gold],
    ['dark gold text (hover, overlines)', BRAND.goldDark],
    ['secondary text', BRAND.stone],
    ['body text', BRAND.charcoal],
  ])('%s on every light ground', (_label, colour) => {
    for (const ground of Object.values(GROUNDS)) expect(contrast(colour, ground)).toBeGreaterThanOrEqual(4.5);
  });

  it('white text on filled gold buttons and badges, and on their hover colour', () => {
    expect(contrast('#ffffff', BRAND.gold)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', BRAND.goldDark)).toBeGreaterThanOrEqual(4.5);
  });

  it('light gold and ivory text on the charcoal footer and top strip', () => {
    expect(contrast(BRAND.goldLight, BRAND.charcoal)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(BRAND.ivory, BRAND.charcoal)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the light metallic accent for ornaments only: it would fail as text', () => {
    // The reason goldAccent is never a text colour (it was the old 3:1 gold).
    expect(contrast(BRAND.goldAccent, BRAND.ivory)).toBeLessThan(4.5);
  });
});
