import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { NO_FILTERS, activePrice, toggleColor, toggleSubcategory } from '../listing-filters';
import type { ListingFilters } from '../listing-filters';
import { priceBandLabel } from '../price-label';
import type { FilterOptions } from './filter-panel';

interface ActiveFiltersProps {
  value: ListingFilters;
  options: FilterOptions | undefined;
  onChange: (next: ListingFilters) => void;
}

/** The filters in force as removable chips, with Clear all; nothing when no filter is on. */
export function ActiveFilters({ value, options, onChange }: ActiveFiltersProps) {
  if (!options) return null;
  const currencyCode = options.priceRange.currencyCode;
  const price = activePrice(value, currencyCode);
  const chips = [
    ...value.subcategoryIds.flatMap((id) => {
      const name = options.subcategories.find((s) => s.id === id)?.name;
      return name
        ? [
            {
              key: `s${id}`,
              label: name,
              remove: () => onChange({ ...value, subcategoryIds: toggleSubcategory(value.subcategoryIds, id) }),
            },
          ]
        : [];
    }),
    ...value.colorIds.flatMap((id) => {
      const name = options.colors.find((c) => c.id === id)?.name;
      return name ? [{ key: `c${id}`, label: name, remove: () => onChange({ ...value, colorIds: toggleColor(value.colorIds, id) }) }] : [];
    }),
    ...(price.minPrice !== null || price.maxPrice !== null
      ? [
          {
            key: 'price',
            label: priceBandLabel(price.minPrice, price.maxPrice, currencyCode),
            remove: () => onChange({ ...value, minPrice: null, maxPrice: null, priceCurrency: null }),
          },
        ]
      : []),
  ];
  if (!chips.length) return null;

  return (
    <Box
      component="ul"
      aria-label="Filters in use"
      data-testid="active-filters"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 3 }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            label={chip.label}
            // The whole chip removes its filter (click, Enter, Delete or Backspace); the label says so.
            onClick={chip.remove}
            onDelete={chip.remove}
            aria-label={`Remove filter ${chip.label}`}
            variant="outlined"
            size="small"
            data-testid="active-filter-chip"
            sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
          />
        </li>
      ))}
      <li>
        <Button
          size="small"
          variant="text"
          onClick={() => onChange(NO_FILTERS)}
          data-testid="clear-filters"
          sx={{ textDecoration: 'underline', letterSpacing: '0.12em', fontSize: '0.72rem' }}
        >
          Clear all
        </Button>
      </li>
    </Box>
  );
}
