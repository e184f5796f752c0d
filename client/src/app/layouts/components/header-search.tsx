import { ALL_JEWELLERY_PATH, productPath } from '@shop/contracts';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { Suspense, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { OutlinedField } from '../../../shared/ui/outlined-field';
import { lazyNamed } from '../../../shared/lazy/lazy-named';
import { HEADER_SEARCH_HTML_INPUT, HEADER_SEARCH_PLACEHOLDER } from './search-input';

// The combobox (Autocomplete, Popper and popper.js, ~20 KB gzip) is fetched once the page has hydrated and then
// replaces the plain box, which looks the same and already searches on Enter: not start-up JavaScript.
const HeaderSearchCombobox = lazyNamed(() => import('./header-search-combobox'), 'HeaderSearchCombobox');

const searchResultsPath = (text: string): string => {
  const query = text.trim();
  return query ? `${ALL_JEWELLERY_PATH}?query=${encodeURIComponent(query)}` : ALL_JEWELLERY_PATH;
};

const submitButton = (
  <InputAdornment position="end">
    <IconButton type="submit" aria-label="Search" size="small" edge="end" data-testid="header-search-submit">
      <SearchIcon fontSize="small" />
    </IconButton>
  </InputAdornment>
);

/** Whether the combobox's code has arrived; its fetch starts when the header mounts in the browser. */
function useComboboxLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    HeaderSearchCombobox.preload().then(
      () => {
        if (current) setLoaded(true);
      },
      // Offline or a failed deploy: the plain box keeps searching on Enter, without suggestions.
      (error: unknown) => console.warn('[header-search] suggestions failed to load', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}

/**
 * Header search (ARIA combobox, header-search-combobox.tsx): suggestions as the shopper types, chosen with
 * the arrow keys and Enter or a click, which opens the product; Enter without a chosen suggestion, or the
 * search button, opens the results listing. Drawn by the server, and hydrated, as the plain box.
 */
export function HeaderSearch({ onSubmitted }: { onSubmitted?: () => void }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const urlQuery = searchParams.get('query') ?? '';
  const [text, setText] = useState(urlQuery);
  // A new search in the address bar (results page, Back) shows its words in the box.
  const [shownQuery, setShownQuery] = useState(urlQuery);
  if (urlQuery !== shownQuery) {
    setShownQuery(urlQuery);
    setText(urlQuery);
  }
  const [open, setOpen] = useState(false);
  const loaded = useComboboxLoaded();
  // If the shopper is in the plain box when the combobox arrives, the combobox takes the focus (and opens on
  // what was typed).
  const [takeFocus, setTakeFocus] = useState(false);

  const goToResults = (value: string) => {
    setOpen(false);
    void navigate(searchResultsPath(value));
    onSubmitted?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    goToResults(text);
  };

  const plainBox = (
    <OutlinedField
      testId="header-search-input"
      size="small"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        setOpen(true);
      }}
      onFocus={() => setTakeFocus(true)}
      onBlur={() => setTakeFocus(false)}
      placeholder={HEADER_SEARCH_PLACEHOLDER}
      inputProps={HEADER_SEARCH_HTML_INPUT}
      inputSx={{ borderRadius: 999, bgcolor: 'background.default', pr: '4px !important' }}
      endAdornment={submitButton}
    />
  );

  return (
    <Box component="form" role="search" aria-label="Products" onSubmit={submit} sx={{ width: '100%' }}>
      {loaded ? (
        <Suspense fallback={plainBox}>
          <HeaderSearchCombobox
            text={text}
            setText={setText}
            open={open}
            setOpen={setOpen}
            onSearch={goToResults}
            onPick={(productId) => {
              setOpen(false);
              setText('');
              void navigate(productPath(productId));
              onSubmitted?.();
            }}
            keepFocus={takeFocus}
            endAdornment={submitButton}
          />
        </Suspense>
      ) : (
        plainBox
      )}
    </Box>
  );
}
