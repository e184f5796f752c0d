import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LISTING_SORTS, SORT_LABELS } from '../listing-filters';
import type { ListingSort } from '../listing-filters';

/** Newest, price low to high, price high to low. */
export function SortSelect({ value, onChange }: { value: ListingSort; onChange: (sort: ListingSort) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={value}
      onChange={(event) => onChange(event.target.value as ListingSort)}
      data-testid="listing-sort"
      fullWidth={false}
      // As tall as the Filters button beside it on phones (a 44 px touch target).
      sx={{ minWidth: { xs: 0, sm: 220 }, width: { xs: '100%', sm: 'auto' }, '& .MuiInputBase-root': { minHeight: { xs: 44, md: 40 } } }}
    >
      {LISTING_SORTS.map((sort) => (
        <MenuItem key={sort} value={sort} data-testid={`sort-option-${sort}`}>
          {SORT_LABELS[sort]}
        </MenuItem>
      ))}
    </TextField>
  );
}
