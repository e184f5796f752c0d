import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useId, useState } from 'react';
import { parseQuantity, stepQuantity } from '../../../shared/cart/quantity';
import { OptionLabel } from './option-label';

interface QuantityStepperProps {
  value: number;
  /** The most pieces of the chosen variant a line may hold (lineQuantityLimit). */
  max: number;
  onChange: (quantity: number) => void;
}

/**
 * Minus, a typed quantity and plus. Typed text becomes a quantity when the field is left (or Enter):
 * a positive whole number, else 1 (docs/specifications.md#storefront-5-validation); minus never goes below 1, plus never above the line's limit.
 */
export function QuantityStepper({ value, max, onChange }: QuantityStepperProps) {
  const labelId = useId();
  // What the shopper is typing; null when the field shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    onChange(parseQuantity(draft, max));
    setDraft(null);
  };

  return (
    <Box>
      <OptionLabel id={labelId} label="Quantity" />
      <Box
        role="group"
        aria-labelledby={labelId}
        data-testid="product-quantity"
        sx={{ display: 'inline-flex', alignItems: 'center', border: '1px solid', borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <IconButton
          aria-label="Decrease quantity"
          data-testid="quantity-decrease"
          disabled={value <= 1}
          onClick={() => onChange(stepQuantity(value, -1, max))}
          sx={{ borderRadius: 0, width: 44, height: 44 }}
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <InputBase
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            // A valid number re-prices at once; anything else waits for the field to be left.
            if (/^\s*\d+\s*$/.test(text) && Number(text) >= 1) onChange(parseQuantity(text, max));
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
          inputProps={{
            'aria-label': 'Quantity',
            'data-testid': 'quantity-input',
            inputMode: 'numeric',
            autoComplete: 'off',
            style: { textAlign: 'center' },
          }}
          sx={{ width: 52, fontWeight: 600, '& input': { p: 0, height: 44 } }}
        />
        <IconButton
          aria-label="Increase quantity"
          data-testid="quantity-increase"
          disabled={value >= max}
          onClick={() => onChange(stepQuantity(value, 1, max))}
          sx={{ borderRadius: 0, width: 44, height: 44 }}
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
