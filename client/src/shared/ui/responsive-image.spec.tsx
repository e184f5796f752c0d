import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { pictureSrcSet } from '../api/picture-variants';
import { ResponsiveImage } from './responsive-image';

const MARKED = '/api/uploads/products/0123456789abcdef0123456789abcdef-v800.jpg';

describe('responsive pictures', () => {
  it('name the variants of a marked picture, narrowest first, up to its largest width', () => {
    expect(pictureSrcSet(MARKED)).toBe(
      [320, 480, 800].map((w) => `/api/uploads/products/0123456789abcdef0123456789abcdef-v800-${w}.webp ${w}w`).join(', '),
    );
    expect(pictureSrcSet('/api/uploads/slider/hero-1-v1200.webp')).toContain('/api/uploads/slider/hero-1-v1200-1200.webp 1200w');
  });

  it('name none for a picture stored before variants, an external one or nothing', () => {
    expect(pictureSrcSet('/api/uploads/slider/hero-1.webp')).toBeUndefined();
    expect(pictureSrcSet('/api/uploads/products/0123456789abcdef0123456789abcdef.png')).toBeUndefined();
    expect(pictureSrcSet('https://cdn.example/ring.jpg')).toBeUndefined();
    expect(pictureSrcSet(undefined)).toBeUndefined();
  });

  it('render srcset and sizes, lazily by default, and the opening picture at high priority', () => {
    render(
      <>
        <ResponsiveImage src={MARKED} alt="Lazy ring" width={800} height={800} sizes="50vw" />
        <ResponsiveImage src={MARKED} alt="Main ring" width={800} height={800} sizes="100vw" priority="high" />
      </>,
    );
    const lazy = screen.getByRole('img', { name: 'Lazy ring' });
    expect(lazy.getAttribute('srcset')).toBe(pictureSrcSet(MARKED));
    expect(lazy.getAttribute('sizes')).toBe('50vw');
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.getAttribute('decoding')).toBe('async');
    expect([lazy.getAttribute('width'), lazy.getAttribute('height')]).toEqual(['800', '800']);
    const main = screen.getByRole('img', { name: 'Main ring' });
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('loading')).not.toBe('lazy');
  });

  it('show a picture without variants as it is, and fall back to the original when a variant fails', () => {
    const onError = jest.fn();
    render(
      <>
        <ResponsiveImage src="/api/uploads/slider/hero-1.webp" alt="Old slide" width={1920} height={1080} sizes="100vw" />
        <ResponsiveImage src={MARKED} alt="Ring" width={800} height={800} sizes="50vw" onError={onError} />
      </>,
    );
    const old = screen.getByRole('img', { name: 'Old slide' });
    expect(old.getAttribute('src')).toBe('/api/uploads/slider/hero-1.webp');
    expect(old.hasAttribute('srcset')).toBe(false);
    expect(old.hasAttribute('sizes')).toBe(false);

    fireEvent.error(screen.getByRole('img', { name: 'Ring' }));
    const ring = screen.getByRole('img', { name: 'Ring' });
    expect(ring.hasAttribute('srcset')).toBe(false);
    expect(ring.getAttribute('src')).toBe(MARKED);
    expect(onError).not.toHaveBeenCalled();
    fireEvent.error(ring);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
