import Typography from '@mui/material/Typography';
import { QuantityStepperFrame } from '../../../shared/cart/quantity-stepper-frame';
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
  return (
    <QuantityStepperFrame
      groupLabel={{ 'aria-label': `Quantity of ${productName}` }}
      decreaseLabel={`Decrease quantity of ${productName}`}
      increaseLabel={`Increase quantity of ${productName}`}
      canDecrease={!disabled && canDecrease(quantity)}
      canIncrease={!disabled && canIncrease(quantity, max)}
      onStep={onStep}
      compact
      testIds={{ decrease: 'cart-line-decrease', increase: 'cart-line-increase' }}
    >
      <Typography
        component="output"
        aria-live="polite"
        aria-label={`Quantity ${quantity}`}
        data-testid="cart-line-quantity"
        sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums', opacity: disabled ? 0.6 : 1 }}
      >
        {quantity}
      </Typography>
    </QuantityStepperFrame>
  );
}
