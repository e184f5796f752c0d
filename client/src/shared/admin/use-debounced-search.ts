import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before a list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300;

const same = (a: string, b: string) => a.trim() === b.trim();

/**
 * The search box of every back-office list: it filters as you type, asking once typing pauses
 * (SEARCH_DEBOUNCE_MS), not once per key; Enter asks at once. `committed` is the search the list
 * runs now (its state or the address's ?search=), `commit` starts another. A new committed search
 * from elsewhere (a link, the top-bar search, the back button) replaces what the box shows; our own
 * commit keeps the box as typed (a trailing space included).
 */
export function useDebouncedSearch(committed: string, commit: (text: string) => void, delayMs = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(committed);
  // The search this box asked for last. Not derived from `committed` during render: a router navigation
  // runs in a transition, so a keystroke can render with the old address and would undo the box.
  const asked = useRef(committed);

  // The latest commit, so that a parent's new function does not restart the pause.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  const ask = useCallback((next: string) => {
    asked.current = next;
    commitRef.current(next);
  }, []);

  useEffect(() => {
    if (same(committed, asked.current)) return;
    // A search from elsewhere (a link, the top bar, the back button) replaces what the box shows.
    asked.current = committed;
    setText(committed);
  }, [committed]);

  useEffect(() => {
    if (same(text, asked.current)) return undefined;
    // Enter may have asked already while the pause ran.
    const timer = window.setTimeout(() => same(text, asked.current) || ask(text), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs, ask]);

  const flush = useCallback(() => {
    if (!same(text, asked.current)) ask(text);
  }, [text, ask]);

  return { text, setText, flush };
}
