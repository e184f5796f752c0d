import { SHOP_DESCRIPTION, pageTitle } from '@shop/contracts';
import { useLayoutEffect } from 'react';

/** At most ~160 characters (what result pages show), cut at a word; the server's summary() does the same. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

// Marks the tags this component renders; any other <title> or description (the server's, in index.html, or
// one made by a document.title assignment) goes when a page renders its own, so the head never holds two.
const OWN = 'data-page-head';

/**
 * The page's <title> and description, rendered where the page is (React 19 puts them in <head> and takes
 * them out when the page goes). Render exactly one per page. Until the first one renders, the head the server
 * put into index.html stays (a product's name shows while its data loads). special case: headOnce
 * (server/src/http/storefront-pages/special-cases.ts)
 */
export function PageHead({ title, description }: { title: string; description?: string | null }) {
  useLayoutEffect(() => {
    for (const stale of document.head.querySelectorAll(`title:not([${OWN}]), meta[name="description"]:not([${OWN}])`)) stale.remove();
  }, []);
  return (
    <>
      <title {...{ [OWN]: '' }}>{pageTitle(title)}</title>
      <meta {...{ [OWN]: '' }} name="description" content={summary(description || '') || SHOP_DESCRIPTION} />
    </>
  );
}
