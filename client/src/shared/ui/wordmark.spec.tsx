import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderInShop } from '../../test-support/render';
import { Wordmark } from './wordmark';

describe('the wordmark', () => {
  it('is a link named by the words it shows, then where it leads (label in name, WCAG 2.5.3)', () => {
    renderInShop(<Wordmark />);
    const link = screen.getByRole('link', { name: /^AURELIA LAB DIAMONDS\s*, home$/ });
    expect(link.getAttribute('aria-label')).toBeNull();
    expect(link.getAttribute('href')).toBe('/');
  });
});
