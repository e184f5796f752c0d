import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { currencySymbol } from '../../../shared/money/format-money';
import type { PriceRange } from '../listing-filters';
import { formatWhole, priceStep } from '../price-label';

interface PriceRangeFilterProps {
  range: PriceRange;
  minPrice: number | null;
  maxPrice: number | null;
  /** A bound the shopper settled on (slider released, field left or Enter); null ends are open. */
  onChange: (minPrice: number | null, maxPrice: number | null) => void;
}

const parseAmount = (text: string): number | null => {
  const digits = text.replace(/[^\d.]/g, '');
  if (!digits) return null;
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
};

interface PriceFieldProps {
  bound: 'Min' | 'Max';
  text: string;
  onText: (text: string) => void;
  currencyCode: string;
  symbol: string;
  onCommit: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** One end of the band as an exact amount (price-min / price-max), committed when left or on Enter. */
function PriceField({ bound, text, onText, currencyCode, symbol, onCommit, onKeyDown }: PriceFieldProps) {
  const end = bound === 'Min' ? 'Minimum' : 'Maximum';
  return (
    <TextField
      size="small"
      label={bound}
      value={text}
      onChange={(event) => onText(event.target.value)}
      onBlur={onCommit}
      onKeyDown={onKeyDown}
      data-testid={`price-${bound.toLowerCase()}`}
      slotProps={{
        htmlInput: { inputMode: 'numeric', 'aria-label': `${end} price in ${currencyCode}` },
        input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
      }}
    />
  );
}

/**
 * The price band: a two-thumb slider over the shop's span (1200-250000 rupees, or its equivalent in
 * the shopper's currency) and two fields for exact amounts. The parent re-mounts it (key) when the
 * committed band changes, so the local drafts always start from what applies.
 */
export function PriceRangeFilter({ range, minPrice, maxPrice, onChange }: PriceRangeFilterProps) {
  const [value, setValue] = useState<[number, number]>([minPrice ?? range.min, maxPrice ?? range.max]);
  const [minText, setMinText] = useState(String(minPrice ?? range.min));
  const [maxText, setMaxText] = useState(String(maxPrice ?? range.max));
  const symbol = currencySymbol(range.currencyCode);
  const atTop = (amount: number) => amount >= range.max;

  const commit = (low: number, high: number) => onChange(low, high);

  const commitFields = () => {
    const low = parseAmount(minText) ?? range.min;
    const high = parseAmount(maxText) ?? range.max;
    if (low === value[0] && high === value[1]) return;
    commit(low, high);
  };

  const onFieldKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitFields();
    }
  };

  const fieldProps = { currencyCode: range.currencyCode, symbol, onCommit: commitFields, onKeyDown: onFieldKey };

  return (
    <Box data-testid="price-filter" sx={{ px: 0.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite" data-testid="price-filter-band">
        {formatWhole(value[0], range.currencyCode)} – {formatWhole(value[1], range.currencyCode)}
        {atTop(value[1]) ? '+' : ''}
      </Typography>
      <Box sx={{ px: 1.25 }}>
        <Slider
          value={value}
          min={range.min}
          max={range.max}
          step={priceStep(range)}
          disableSwap
          onChange={(_event, next) => {
            const [low, high] = next;
            setValue([low, high]);
            setMinText(String(low));
            setMaxText(String(high));
          }}
          onChangeCommitted={(_event, next) => {
            const [low, high] = next;
            commit(low, high);
          }}
          getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
          getAriaValueText={(amount) => formatWhole(amount, range.currencyCode) + (atTop(amount) ? ' and above' : '')}
          data-testid="price-slider"
          sx={{ color: 'primary.main' }}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: 1 }}>
        <PriceField bound="Min" text={minText} onText={setMinText} {...fieldProps} />
        <Typography aria-hidden color="text.secondary">
          –
        </Typography>
        <PriceField bound="Max" text={maxText} onText={setMaxText} {...fieldProps} />
      </Box>
    </Box>
  );
}
