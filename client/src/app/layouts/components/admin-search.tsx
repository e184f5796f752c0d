import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { skipToken, useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { HTMLAttributes, Key, RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminSearchDocument } from './admin-search.generated';
import { LineThumbnail } from '../../../shared/ui/line-thumbnail';
import { ADMIN_PAGES } from '../../admin/admin-features';
import { SearchInput } from './search-input';
import {
  MIN_SEARCH_LENGTH,
  RESULTS_PER_GROUP,
  type SearchGroup,
  type SearchOption,
  matchingPages,
  resultOptions,
} from './admin-search-options';

// Ask the API once typing pauses.
const DEBOUNCE_MS = 250;

const GROUP_ICONS: Record<Exclude<SearchGroup, 'Products'>, typeof SearchIcon> = {
  Pages: ArticleOutlinedIcon,
  Orders: ReceiptLongOutlinedIcon,
  Users: PersonOutlineIcon,
};

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const kbdSx = {
  display: { xs: 'none', md: 'inline-block' },
  fontFamily: 'inherit',
  fontSize: '0.7rem',
  color: 'text.secondary',
  border: '1px solid',
  borderColor: 'divider',
  borderRadius: 0.5,
  px: 0.75,
  lineHeight: 1.6,
} as const;

const popupSlots = {
  popper: { sx: { minWidth: { sm: 420 } }, placement: 'bottom-start' },
  listbox: { sx: { maxHeight: '70vh' } },
} as const;

function renderOption(props: HTMLAttributes<HTMLLIElement> & { key: Key }, option: SearchOption) {
  const { key, ...rest } = props;
  const Icon = option.group === 'Products' ? null : GROUP_ICONS[option.group];
  return (
    <Box
      component="li"
      key={key}
      {...rest}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
      data-testid={`admin-search-option-${option.key}`}
    >
      {Icon ? (
        <Box sx={{ width: 36, height: 36, display: 'grid', placeItems: 'center', flexShrink: 0, color: 'primary.dark' }}>
          <Icon fontSize="small" />
        </Box>
      ) : (
        <LineThumbnail src={option.image} alt="" size={36} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {option.label}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {option.secondary}
        </Typography>
      </Box>
    </Box>
  );
}

/** "/" (outside a field) or Ctrl+K (⌘K) anywhere focuses the search. */
function useFocusShortcut(inputRef: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut =
        (event.key === '/' && !isTyping(event.target)) || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k');
      if (!shortcut) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [inputRef]);
}

function noOptionsMessage(text: string, searching: boolean, failed: boolean): string {
  if (text.length < MIN_SEARCH_LENGTH) return `Type at least ${MIN_SEARCH_LENGTH} characters`;
  if (searching) return 'Searching…';
  if (failed) return 'Search failed. Check the connection and try again.';
  return `No orders, users or products match “${text}”`;
}

/** The typed text, the matching pages and (once typing pauses) the API's results, and what to say when there are none. */
function useAdminSearchResults(input: string) {
  const [term, setTerm] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(input.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input]);

  const asking = term.length >= MIN_SEARCH_LENGTH;
  const { data, loading, error } = useQuery(
    AdminSearchDocument,
    asking ? { variables: { search: term, first: RESULTS_PER_GROUP } } : skipToken,
  );
  const settled = input.trim() === term;
  const options = useMemo(
    () => [...matchingPages(input, ADMIN_PAGES), ...(asking && settled ? resultOptions(data) : [])],
    [asking, data, input, settled],
  );
  const searching = input.trim().length >= MIN_SEARCH_LENGTH && (!settled || loading);
  return { options, searching, noOptionsText: noOptionsMessage(input.trim(), searching, Boolean(error)) };
}

/**
 * The back-office top-bar search: orders by number or customer, users and products (one request to
 * the API), plus the back-office pages, as a combobox. Arrow keys move, Enter opens, Escape closes;
 * "/" or Ctrl+K (⌘K) focuses it from anywhere.
 */
export function AdminSearch() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  useFocusShortcut(inputRef);
  const { options, searching, noOptionsText } = useAdminSearchResults(input);

  return (
    <Autocomplete<SearchOption, false, false, false>
      data-testid="admin-search"
      sx={{ flex: 1, maxWidth: 440 }}
      options={options}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.key}
      isOptionEqualToValue={(option, value) => option.key === value.key}
      filterOptions={(all) => all}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_, option) => {
        if (!option) return;
        setInput('');
        setOpen(false);
        inputRef.current?.blur();
        void navigate(option.to);
      }}
      open={open && input.trim().length > 0}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      autoHighlight
      clearOnBlur={false}
      loading={searching}
      loadingText="Searching…"
      noOptionsText={noOptionsText}
      slotProps={popupSlots}
      renderOption={renderOption}
      renderInput={(params) => (
        <SearchInput
          params={params}
          inputRef={inputRef}
          placeholder="Search orders, users, products…"
          htmlInput={{ 'aria-label': 'Search orders, users and products' }}
          paddingRight="12px !important"
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          endAdornment={
            searching ? (
              <CircularProgress size={16} aria-label="Searching" />
            ) : (
              <Box component="kbd" aria-hidden sx={kbdSx}>
                /
              </Box>
            )
          }
        />
      )}
    />
  );
}
