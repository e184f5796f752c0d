// Text search of the listings (catalogue and back-office lists): the words of a query and LIKE patterns.

const MAX_SEARCH_TERMS = 8;

/** The words of a search text, lower-cased; blank text gives none. */
export function searchTerms(text: string | null | undefined): string[] {
  return (text ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS);
}

// '!' is the LIKE escape character: a backslash would need different literals on SQLite and MariaDB.
export const likeContains = (term: string): string => `%${term.replace(/[!%_]/g, (c) => `!${c}`)}%`;
