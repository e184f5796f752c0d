import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { useId, useState } from 'react';
import { parseQuantity, stepQuantity } from '../../../shared/cart/quantity';
import { QuantityStepperFrame } from '../../../shared/cart/quantity-stepper-frame';
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
      <QuantityStepperFrame
        groupLabel={{ 'aria-labelledby': labelId }}
        decreaseLabel="Decrease quantity"
        increaseLabel="Increase quantity"
        canDecrease={value > 1}
        canIncrease={value < max}
        onStep={(delta) => onChange(stepQuantity(value, delta, max))}
        testIds={{ group: 'product-quantity', decrease: 'quantity-decrease', increase: 'quantity-increase' }}
      >
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
      </QuantityStepperFrame>
    </Box>
  );
}
