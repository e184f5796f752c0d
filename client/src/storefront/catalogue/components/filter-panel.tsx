import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StatusMessage } from '../../../shared/ui/status-message';
import { normalisePrice, toggleColor, toggleSubcategory } from '../listing-filters';
import type { ListingFilters, PriceRange } from '../listing-filters';
import { metalSwatch } from '../../../shared/ui/metal-swatch';
import { PriceRangeFilter } from './price-range-filter';

export interface FilterOptions {
  subcategories: readonly { id: number; name: string; categoryId: number }[];
  colors: readonly { id: number; name: string }[];
  priceRange: PriceRange;
}

interface FilterPanelProps {
  options: FilterOptions | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Category names, to group the subcategories of every category under their category. */
  categories?: readonly { id: number; name: string }[];
  groupByCategory: boolean;
  value: ListingFilters;
  onChange: (next: ListingFilters) => void;
  /** Distinguishes the ids of the sidebar's and the drawer's copies. */
  idPrefix: string;
}

const labelSx = { mr: 0, '& .MuiFormControlLabel-label': { fontSize: '0.92rem' } } as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Accordion
      defaultExpanded
      disableGutters
      elevation={0}
      square
      slotProps={{ heading: { component: 'h3' } }}
      sx={{ bgcolor: 'transparent', borderBottom: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        id={`${id}-header`}
        aria-controls={`${id}-content`}
        expandIcon={<ExpandMoreIcon />}
        sx={{ px: 0, minHeight: 52, '& .MuiAccordionSummary-content': { my: 1.5 } }}
      >
        <Typography sx={{ fontSize: '0.78rem', fontWeight: 700, letterSpacing: '0.18em', textTransform: 'uppercase' }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} sx={{ px: 0, pt: 0, pb: 2.5 }}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
}

function OptionsSkeleton({ rows }: { rows: number }) {
  return (
    <Box aria-hidden>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} sx={{ my: 1, width: `${60 + ((index * 13) % 30)}%` }} />
      ))}
    </Box>
  );
}

type Subcategories = FilterOptions['subcategories'];

/** The subcategories under their category's name (or in one untitled group), then any the categories do not name. */
function subcategoryGroups(subcategories: Subcategories, categories: FilterPanelProps['categories'], groupByCategory: boolean) {
  const groups: { key: number; title: string | null; items: Subcategories }[] = groupByCategory
    ? (categories ?? [])
        .map((category) => ({ key: category.id, title: category.name, items: subcategories.filter((s) => s.categoryId === category.id) }))
        .filter((group) => group.items.length > 0)
    : [{ key: 0, title: null, items: subcategories }];
  // Subcategories of a category the list does not name yet still show, ungrouped.
  const grouped = new Set(groups.flatMap((group) => group.items.map((item) => item.id)));
  const ungrouped = subcategories.filter((s) => !grouped.has(s.id));
  if (ungrouped.length) groups.push({ key: -1, title: null, items: ungrouped });
  return groups;
}

interface OptionListProps {
  value: ListingFilters;
  onChange: (next: ListingFilters) => void;
}

function SubcategoryOptions({
  subcategories,
  categories,
  groupByCategory,
  value,
  onChange,
}: OptionListProps & { subcategories: Subcategories; categories: FilterPanelProps['categories']; groupByCategory: boolean }) {
  const groups = subcategoryGroups(subcategories, categories, groupByCategory);
  const allChosen = value.subcategoryIds.length === 0;
  return (
    <FormGroup role="group" aria-label="Subcategories" data-testid="subcategory-filter">
      <FormControlLabel
        sx={labelSx}
        control={
          <Checkbox
            size="small"
            checked={allChosen}
            onChange={() => onChange({ ...value, subcategoryIds: toggleSubcategory(value.subcategoryIds, 'all') })}
          />
        }
        label="ALL PRODUCT"
      />
      {groups.map((group) => (
        <Box key={group.key} role={group.title ? 'group' : undefined} aria-label={group.title ?? undefined}>
          {group.title ? (
            <Typography variant="overline" component="p" color="text.secondary" sx={{ mt: 1, lineHeight: 2, fontSize: '0.66rem' }}>
              {group.title}
            </Typography>
          ) : null}
          {group.items.map((subcategory) => (
            <FormControlLabel
              key={subcategory.id}
              sx={{ ...labelSx, display: 'flex' }}
              control={
                <Checkbox
                  size="small"
                  checked={value.subcategoryIds.includes(subcategory.id)}
                  onChange={() => onChange({ ...value, subcategoryIds: toggleSubcategory(value.subcategoryIds, subcategory.id) })}
                />
              }
              label={subcategory.name}
            />
          ))}
        </Box>
      ))}
    </FormGroup>
  );
}

const swatchSx = {
  width: 16,
  height: 16,
  borderRadius: '50%',
  boxShadow: 'inset 0 0 0 1px rgba(31,29,26,0.18)',
} as const;

function ColorOptions({ colors, value, onChange }: OptionListProps & { colors: FilterOptions['colors'] }) {
  return (
    <FormGroup role="group" aria-label="Color" data-testid="color-filter">
      {colors.map((color) => (
        <FormControlLabel
          key={color.id}
          sx={labelSx}
          control={
            <Checkbox
              size="small"
              checked={value.colorIds.includes(color.id)}
              onChange={() => onChange({ ...value, colorIds: toggleColor(value.colorIds, color.id) })}
            />
          }
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
              <Box component="span" aria-hidden sx={{ ...swatchSx, background: metalSwatch(color.name) }} />
              {color.name}
            </Box>
          }
        />
      ))}
    </FormGroup>
  );
}

/**
 * The listing's filters: Subcategories (ALL PRODUCT exclusive, docs/specifications.md#storefront-4-states), Color and Price, each a
 * collapsible section. Presentational: the sidebar applies every change at once, the phone drawer
 * keeps a draft until Apply Filters.
 */
export function FilterPanel({
  options,
  loading,
  failed,
  onRetry,
  categories,
  groupByCategory,
  value,
  onChange,
  idPrefix,
}: FilterPanelProps) {
  if (failed && !options) {
    return (
      <StatusMessage tone="error" onRetry={onRetry} testId="filter-options-error">
        Failed to load filter options. Please try again.
      </StatusMessage>
    );
  }

  const range = options?.priceRange;

  return (
    <Box data-testid="filter-panel">
      <Section id={`${idPrefix}-subcategories`} title="Subcategories">
        {loading && !options ? (
          <OptionsSkeleton rows={5} />
        ) : (
          <SubcategoryOptions
            subcategories={options?.subcategories ?? []}
            categories={categories}
            groupByCategory={groupByCategory}
            value={value}
            onChange={onChange}
          />
        )}
      </Section>

      <Section id={`${idPrefix}-colors`} title="Color">
        {loading && !options ? (
          <OptionsSkeleton rows={3} />
        ) : (
          <ColorOptions colors={options?.colors ?? []} value={value} onChange={onChange} />
        )}
      </Section>

      <Section id={`${idPrefix}-price`} title="Price">
        {range ? (
          <PriceRangeFilter
            key={`${range.currencyCode}:${value.minPrice ?? ''}:${value.maxPrice ?? ''}`}
            range={range}
            minPrice={value.priceCurrency === range.currencyCode ? value.minPrice : null}
            maxPrice={value.priceCurrency === range.currencyCode ? value.maxPrice : null}
            onChange={(low, high) => onChange({ ...value, ...normalisePrice(low, high, range) })}
          />
        ) : (
          <OptionsSkeleton rows={2} />
        )}
      </Section>
    </Box>
  );
}
