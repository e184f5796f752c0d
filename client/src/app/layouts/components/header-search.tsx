import { skipToken, useQuery } from '@apollo/client/react';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { FormEvent, HTMLAttributes } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HeaderSearchSuggestionsDocument } from './header-search.generated';
import type { HeaderSearchSuggestionsQuery } from './header-search.generated';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { formatMoney } from '../../../shared/money/format-money';
import { useShopCurrency } from '../../../shared/money/use-shop-currency';
import { SearchInput } from './search-input';

type Suggestion = HeaderSearchSuggestionsQuery['searchSuggestions'][number];

const SUGGESTION_COUNT = 8;
const DEBOUNCE_MS = 250;

/** `value` once it has stopped changing for `delayMs`. */
function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const searchResultsPath = (text: string): string => {
  const query = text.trim();
  return query ? `/allproduct/all?query=${encodeURIComponent(query)}` : '/allproduct/all';
};

function SuggestionThumb({ image }: { image: string | null }) {
  const [failed, setFailed] = useState(false);
  const src = failed ? undefined : apiAssetUrl(image);
  return (
    <Box
      sx={{
        width: 48,
        height: 48,
        flexShrink: 0,
        bgcolor: '#f3ede4',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        borderRadius: 0.5,
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          onError={() => setFailed(true)}
          sx={{ width: 48, height: 48, objectFit: 'cover' }}
        />
      ) : (
        <DiamondOutlinedIcon aria-hidden sx={{ fontSize: 22, color: 'primary.light' }} />
      )}
    </Box>
  );
}

// The suggestion list: scrolls within half the screen on phones; at least 360 pixels wide from tablets up.
const popupSlots = {
  listbox: { sx: { maxHeight: { xs: '50vh', md: 420 }, py: 0.5 }, 'aria-label': 'Suggestions' } as object,
  paper: { elevation: 6, sx: { mt: 0.75, border: 1, borderColor: 'divider' } },
  popper: { placement: 'bottom-start', sx: { minWidth: { xs: 'calc(100vw - 32px)', sm: 360 } } } as object,
};

/**
 * The suggestions for the typed text (docs/specifications.md#storefront-5-validation: asked for only when it is
 * non-empty after trimming, once typing pauses), and whether an answer for the latest text is still due.
 */
function useSuggestions(typed: string) {
  const { currencyCode } = useShopCurrency();
  const settled = useDebouncedValue(typed, DEBOUNCE_MS);
  const suggestions = useQuery(
    HeaderSearchSuggestionsDocument,
    settled ? { variables: { query: settled, first: SUGGESTION_COUNT, currencyCode } } : skipToken,
  );
  // Until the next answer arrives the previous list stays, so the list does not flicker per keystroke.
  const options: readonly Suggestion[] = typed ? ((suggestions.data ?? suggestions.previousData)?.searchSuggestions ?? []) : [];
  const waiting = Boolean(typed) && (typed !== settled || suggestions.loading);
  return { options, waiting };
}

/** One suggestion in the list: its picture, its name, and its category and price. */
function renderSuggestion(props: HTMLAttributes<HTMLLIElement>, option: Suggestion) {
  const { key, ...optionProps } = props as typeof props & { key: string };
  const total = option.price?.total;
  return (
    <Box component="li" key={key} {...optionProps} data-testid="search-suggestion" sx={{ gap: 1.5, py: '8px !important' }}>
      <SuggestionThumb image={option.image} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600, fontSize: '0.92rem', lineHeight: 1.3 }} noWrap data-testid="search-suggestion-name">
          {option.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: '0.78rem' }} noWrap>
          {[option.categoryName, total ? formatMoney(total.amount, total.currencyCode) : null].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Header search (ARIA combobox): suggestions from `searchSuggestions` as the shopper types (debounced,
 * never for blank text), chosen with the arrow keys and Enter or a click, which opens the product;
 * Enter without a chosen suggestion, or the search button, opens the results listing.
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
  const typed = text.trim();
  const { options, waiting } = useSuggestions(typed);

  const goToResults = (value: string) => {
    setOpen(false);
    void navigate(searchResultsPath(value));
    onSubmitted?.();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    goToResults(text);
  };

  return (
    <Box component="form" role="search" aria-label="Products" onSubmit={submit} sx={{ width: '100%' }}>
      <Autocomplete<Suggestion, false, false, true>
        freeSolo
        options={options}
        // The server has already matched every word; the client keeps its order.
        filterOptions={(list) => list}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
        value={null}
        inputValue={text}
        onInputChange={(_event, value, reason) => {
          // 'reset' is the input echoing a chosen option: the shopper's own words stay.
          if (reason !== 'reset') setText(value);
        }}
        open={open && Boolean(typed)}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        onChange={(_event, value, reason) => {
          if (typeof value === 'string') {
            // Enter with no suggestion highlighted: the results listing.
            if (reason === 'createOption') goToResults(value);
            return;
          }
          if (!value) return;
          setOpen(false);
          setText('');
          void navigate(`/product/${value.id}`);
          onSubmitted?.();
        }}
        loading={waiting && options.length === 0}
        loadingText="Searching…"
        noOptionsText={`No products found for "${typed}"`}
        blurOnSelect
        handleHomeEndKeys={false}
        data-testid="header-search"
        slotProps={popupSlots}
        renderOption={renderSuggestion}
        renderInput={(params) => (
          <SearchInput
            params={params}
            testId="header-search-input"
            placeholder="Search rings, earrings, necklaces…"
            htmlInput={{ 'aria-label': 'Search products', enterKeyHint: 'search', maxLength: 100 }}
            paddingRight="4px !important"
            endAdornment={
              <InputAdornment position="end">
                <IconButton type="submit" aria-label="Search" size="small" edge="end" data-testid="header-search-submit">
                  <SearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            }
          />
        )}
      />
    </Box>
  );
}
