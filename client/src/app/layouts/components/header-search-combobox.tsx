import { skipToken, useQuery } from '@apollo/client/react';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { HeaderSearchSuggestionsDocument } from './header-search.generated';
import type { HeaderSearchSuggestionsQuery } from './header-search.generated';
import { apiAssetUrl } from '../../../shared/api/asset-url';
import { formatMoney } from '../../../shared/money/format-money';
import { useShopCurrency } from '../../../shared/money/use-shop-currency';
import { HEADER_SEARCH_HTML_INPUT, HEADER_SEARCH_PLACEHOLDER, SearchInput } from './search-input';

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
 * non-empty after trimming, once typing pauses), and whether an answer for the latest text is still due. Only
 * while the list is open: a results page shows its words in the box, and asking for them as the page loaded was
 * a request nobody saw (whose answer also arrived while the page was hydrating).
 */
function useSuggestions(text: string, listOpen: boolean) {
  const typed = listOpen ? text : '';
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

export interface HeaderSearchComboboxProps {
  text: string;
  setText: (text: string) => void;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Enter with no suggestion highlighted: the results listing for these words. */
  onSearch: (text: string) => void;
  /** A suggestion chosen: its product page. */
  onPick: (productId: number) => void;
  /** Focus the box when it mounts: it replaces the plain box the shopper is in (not a focus the page takes). */
  keepFocus: boolean;
  /** The search button, as the plain box has it. */
  endAdornment: ReactNode;
}

/**
 * The header search's combobox (MUI Autocomplete with Popper): suggestions from `searchSuggestions` as the
 * shopper types (debounced, never for blank text), chosen with the arrow keys and Enter or a click, which
 * opens the product. Its own chunk, swapped in for header-search.tsx's plain box once loaded; the words,
 * the open state and the focus are the header's, so nothing typed is lost in the swap.
 */
export function HeaderSearchCombobox({
  text,
  setText,
  open,
  setOpen,
  onSearch,
  onPick,
  keepFocus,
  endAdornment,
}: HeaderSearchComboboxProps) {
  const typed = text.trim();
  const { options, waiting } = useSuggestions(typed, open);

  return (
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
          if (reason === 'createOption') onSearch(value);
          return;
        }
        if (value) onPick(value.id);
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
          placeholder={HEADER_SEARCH_PLACEHOLDER}
          htmlInput={{ ...HEADER_SEARCH_HTML_INPUT, autoFocus: keepFocus }}
          paddingRight="4px !important"
          endAdornment={endAdornment}
        />
      )}
    />
  );
}
