import { describe, expect, it } from '@jest/globals';
import { meanLuminance, relativeLuminance, toneForLuminance } from './slide-tone';

const pixels = (...colours: [number, number, number, number?][]) => colours.flatMap(([r, g, b, a = 255]) => [r, g, b, a]);

describe('hero slide tone', () => {
  it('computes WCAG relative luminance', () => {
    expect(relativeLuminance(0, 0, 0)).toBe(0);
    expect(relativeLuminance(255, 255, 255)).toBeCloseTo(1, 5);
    // WCAG's worked value for mid grey #777777.
    expect(relativeLuminance(0x77, 0x77, 0x77)).toBeCloseTo(0.184, 3);
  });

  it('reads a navy picture as dark and a cream one as light', () => {
    // Arrange: the ground colours of the seeded slides (navy, cream).
    const navy = pixels([0x0d, 0x16, 0x26], [0x1d, 0x31, 0x50]);
    const cream = pixels([0xe9, 0xd6, 0xb4], [0xf6, 0xea, 0xd3]);
    // Act / Assert
    expect(toneForLuminance(meanLuminance(navy))).toBe('dark');
    expect(toneForLuminance(meanLuminance(cream))).toBe('light');
  });

  it('counts transparent pixels as the light page behind them, and no pixels as light', () => {
    expect(meanLuminance(pixels([0, 0, 0, 0]))).toBe(1);
    expect(meanLuminance([])).toBe(1);
    expect(toneForLuminance(meanLuminance(pixels([0, 0, 0, 255], [0, 0, 0, 0])))).toBe('light');
  });
});
