import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { canDecrease, canIncrease } from '../cart-quantity';

interface QuantityStepperProps {
  quantity: number;
  /** Names the buttons for screen readers: 'Decrease quantity of {productName}'. */
  productName: string;
  disabled?: boolean;
  /** The most pieces the line may hold (lineQuantityLimit). */
  max: number;
  onStep: (delta: -1 | 1) => void;
}

/** Minus, the number of pieces, plus: from one piece up to the line's limit. */
export function QuantityStepper({ quantity, productName, disabled = false, max, onStep }: QuantityStepperProps) {
  const buttonSx = { borderRadius: 0, width: 34, height: 34 } as const;
  return (
    <Box
      role="group"
      aria-label={`Quantity of ${productName}`}
      sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <IconButton
        size="small"
        aria-label={`Decrease quantity of ${productName}`}
        data-testid="cart-line-decrease"
        disabled={disabled || !canDecrease(quantity)}
        onClick={() => onStep(-1)}
        sx={buttonSx}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        aria-label={`Quantity ${quantity}`}
        data-testid="cart-line-quantity"
        sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums', opacity: disabled ? 0.6 : 1 }}
      >
        {quantity}
      </Typography>
      <IconButton
        size="small"
        aria-label={`Increase quantity of ${productName}`}
        data-testid="cart-line-increase"
        disabled={disabled || !canIncrease(quantity, max)}
        onClick={() => onStep(1)}
        sx={buttonSx}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
