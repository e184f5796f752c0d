/**
 * The responsive variants of an uploaded picture (docs/decisions.md#responsive-pictures), mirrored from the server's
 * server/src/storage/picture-variants.ts (test/picture-variants.spec.ts holds the two together): a
 * picture stored with variants is named `<stem>-v<largest width>.<ext>`, and its WebP variants are
 * `<stem>-v<largest>-<width>.webp` for every standard width up to the largest. Any other URL (a picture
 * stored before variants existed, an external one) has none, and is shown as it is.
 */
export const VARIANT_WIDTHS = [320, 480, 800, 1200] as const;

const MARK = /-v(\d{3,4})\.[a-z0-9]{1,5}$/;

/** The variants a picture URL names, narrowest first; none for an unmarked one. */
export function variantUrls(url: string | null | undefined): { width: number; url: string }[] {
  const match = url ? MARK.exec(url) : null;
  if (!url || !match) return [];
  const largest = Number(match[1]);
  const stem = url.slice(0, url.lastIndexOf('.'));
  return VARIANT_WIDTHS.filter((w) => w <= largest).map((width) => ({ width, url: `${stem}-${width}.webp` }));
}

/** The `srcset` of a picture URL (`…-320.webp 320w, …`), or undefined when it has no variants. */
export function pictureSrcSet(url: string | null | undefined): string | undefined {
  const variants = variantUrls(url);
  return variants.length ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined;
}
