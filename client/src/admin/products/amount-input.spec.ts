import { describe, expect, it } from '@jest/globals';
import { inputToMinor, minorToInput } from './amount-input';

describe('minor units and input text', () => {
  it('round-trips', () => {
    expect(minorToInput(4_521_050)).toBe('45210.50');
    expect(minorToInput(7)).toBe('0.07');
    expect(inputToMinor('45210.50')).toBe(4_521_050);
    expect(inputToMinor('12')).toBe(1_200);
    expect(inputToMinor('0.125')).toBe(13);
    expect(inputToMinor('abc')).toBeNull();
    expect(inputToMinor('')).toBeNull();
  });
});
