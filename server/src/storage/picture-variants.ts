/**
 * Responsive variants of a stored picture (docs/decisions.md#responsive-pictures): WebP copies at a few widths, made once when the
 * picture is stored. Their names follow from the original's, so a client builds a `srcset` from the
 * stored path alone (client/src/shared/ui/responsive-picture.ts mirrors this; test/picture-variants.spec.ts
 * holds the two together). A picture with variants carries `-v<largest width>` before its extension:
 *   uploads/products/3f2a…-v800.jpg  ->  uploads/products/3f2a…-v800-320.webp, …-480.webp, …-800.webp
 * A path without the mark (stored before variants existed, or narrower than the smallest width) has none.
 */
export const VARIANT_WIDTHS = [320, 480, 800, 1200] as const;
export const VARIANT_EXTENSION = 'webp';

export interface PictureVariant {
  width: number;
  data: Buffer;
}

/** The widths made for a picture `width` px wide: every standard width narrower than it (never upscaled). */
export function variantWidthsFor(width: number): number[] {
  return VARIANT_WIDTHS.filter((w) => w < width);
}

/** `<stem>.<extension>`, marked `-v<largest>` when it has variants. */
export function markedName(stem: string, extension: string, widths: readonly number[]): string {
  return widths.length ? `${stem}-v${Math.max(...widths)}.${extension}` : `${stem}.${extension}`;
}

const MARK = /-v(\d{3,4})\.[a-z0-9]{1,5}$/;

/** The variants a stored path names (none for an unmarked one), narrowest first. */
export function variantPaths(storedPath: string): { width: number; path: string }[] {
  const match = MARK.exec(storedPath);
  if (!match) return [];
  const largest = Number(match[1]);
  const stem = storedPath.slice(0, storedPath.lastIndexOf('.'));
  return VARIANT_WIDTHS.filter((w) => w <= largest).map((width) => ({ width, path: `${stem}-${width}.${VARIANT_EXTENSION}` }));
}
