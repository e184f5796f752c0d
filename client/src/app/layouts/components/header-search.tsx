import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** Header search: submits to the listing with ?query=. Suggestions arrive in a later issue. */
export function HeaderSearch({ onSubmitted, autoFocus = false }: { onSubmitted?: () => void; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get('query') ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? `/allproduct/all?query=${encodeURIComponent(query)}` : '/allproduct/all');
    onSubmitted?.();
  };

  return (
    <form role="search" onSubmit={submit} style={{ width: '100%' }}>
      <TextField
        data-testid="header-search-input"
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search rings, earrings, necklaces…"
        autoFocus={autoFocus}
        slotProps={{
          htmlInput: { 'aria-label': 'Search products', enterKeyHint: 'search' },
          input: {
            sx: { borderRadius: 999, pr: 0.5, bgcolor: 'background.default' },
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" aria-label="Search" size="small" edge="end">
                  <SearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </form>
  );
}
