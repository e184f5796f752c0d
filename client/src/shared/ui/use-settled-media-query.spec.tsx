import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { MEDIA_SETTLE_MS, useSettledMediaQuery } from './use-settled-media-query';

/** A window whose width the test sets, with the `change` events jsdom's missing matchMedia would send. */
function resizableWindow(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return {
      get matches() {
        return width <= max;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      width = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function Layout() {
  return <p>{useSettledMediaQuery('(max-width:599.95px)') ? 'cards' : 'table'}</p>;
}

describe('useSettledMediaQuery', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('keeps the layout through a window that is phone-sized for a moment', () => {
    // Arrange
    const window = resizableWindow(1366);
    render(<Layout />);

    // Act: 1 × 1 px for 30 ms, as Chromium did when a field took the focus
    window.resize(1);
    act(() => jest.advanceTimersByTime(30));
    const during = screen.getByRole('paragraph').textContent;
    window.resize(1366);
    act(() => jest.advanceTimersByTime(MEDIA_SETTLE_MS * 2));

    // Assert
    expect(during).toBe('table');
    expect(screen.getByText('table')).toBeTruthy();
  });

  it('follows a size the window keeps, once it has kept it', () => {
    // Arrange
    const window = resizableWindow(1366);
    render(<Layout />);

    // Act
    window.resize(390);
    act(() => jest.advanceTimersByTime(MEDIA_SETTLE_MS - 1));
    const before = screen.getByRole('paragraph').textContent;
    act(() => jest.advanceTimersByTime(1));

    // Assert
    expect(before).toBe('table');
    expect(screen.getByText('cards')).toBeTruthy();
  });

  it('starts with the answer of the window it opens in', () => {
    resizableWindow(390);
    render(<Layout />);
    expect(screen.getByText('cards')).toBeTruthy();
  });
});
