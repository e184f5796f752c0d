import type { Crumb } from './components/listing-breadcrumb';

export interface ListingHeading {
  /** Home / … / the current listing. */
  trail: Crumb[];
  /** The page's h1: 'Results for “…”', the chosen subcategory or the category ('' while its name loads). */
  title: string;
  /** The small line above the title. */
  eyebrow: string;
}

interface HeadingSource {
  /** The search text ('' when none). */
  query: string;
  /** null: every category. */
  categoryId: number | null;
  /** The category's name ('' while it loads). */
  categoryName: string;
  /** The one subcategory chosen, if exactly one is. */
  chosenSubcategory: string | undefined;
  /** The listing's own address (the category crumb of a subcategory). */
  pathname: string;
}

/** What the listing is called: a search, one subcategory of a category, or the category itself. */
export function listingHeading({ query, categoryId, categoryName, chosenSubcategory, pathname }: HeadingSource): ListingHeading {
  if (query)
    return {
      trail: [{ label: `Search: ${query}` }],
      title: `Results for “${query}”`,
      eyebrow: categoryId === null ? 'Search' : `Search in ${categoryName}`,
    };
  if (chosenSubcategory)
    return {
      trail: [{ label: categoryName, to: pathname }, { label: chosenSubcategory }],
      title: chosenSubcategory,
      eyebrow: categoryName,
    };
  return { trail: [{ label: categoryName }], title: categoryName, eyebrow: 'The collection' };
}
