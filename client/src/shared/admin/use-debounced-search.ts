import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before a list asks the server again. */
export const SEARCH_DEBOUNCE_MS = 300;

const same = (a: string, b: string) => a.trim() === b.trim();

/**
 * The search box of every back-office list: it filters as you type, asking once typing pauses
 * (SEARCH_DEBOUNCE_MS), not once per key; Enter asks at once. `committed` is the search the list
 * runs now (its state or the address's ?search=), `commit` starts another. A new committed search
 * from elsewhere (a link, the top-bar search) replaces what the box shows; our own commit keeps the
 * box as typed (a trailing space included).
 */
export function useDebouncedSearch(committed: string, commit: (text: string) => void, delayMs = SEARCH_DEBOUNCE_MS) {
  const [draft, setDraft] = useState({ committed, text: committed });
  let text = draft.text;
  if (draft.committed !== committed) {
    // Derived state (react.dev "storing information from previous renders"): set during render, no effect.
    text = same(draft.text, committed) ? draft.text : committed;
    setDraft({ committed, text });
  }

  // The latest commit, so that a parent's new function does not restart the pause.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (same(text, committed)) return undefined;
    const timer = window.setTimeout(() => commitRef.current(text), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, committed, delayMs]);

  const setText = useCallback((next: string) => setDraft((current) => ({ ...current, text: next })), []);
  const flush = useCallback(() => {
    if (!same(text, committed)) commitRef.current(text);
  }, [text, committed]);

  return { text, setText, flush };
}
