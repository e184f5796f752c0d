import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CartContentsLineFragment } from '../../../shared/cart/cart.generated';
import { formatMinorUnits, pieceMinorUnits } from '../../../shared/cart/line-money';
import { lineQuantityLimit } from '../../../shared/cart/quantity';
import { LineItem, LineUnavailable } from '../../../shared/ui/line-item';
import { QuantityStepper } from './quantity-stepper';

interface CartLineItemProps {
  line: CartContentsLineFragment;
  /** A quantity change or removal of this line is being sent. */
  busy: boolean;
  onStep: (delta: -1 | 1) => void;
  onRemove: () => void;
  /** Follows the product link (closes the drawer). */
  onOpenProduct: () => void;
}

/** One cart line: picture, name, options, the price of one piece, quantity, line total and Remove. */
export function CartLineItem({ line, busy, onStep, onRemove, onOpenProduct }: CartLineItemProps) {
  const name = line.product.name;
  const piece = pieceMinorUnits({ price: line.unitPrice, stoneCharge: line.stoneCharge, labourCharge: line.labourCharge });
  const currency = line.lineTotal?.currencyCode ?? line.unitPrice?.currencyCode;

  return (
    <LineItem kind="cart" line={line} busy={busy} onOpenProduct={onOpenProduct}>
      <Typography variant="body2" color="text.secondary" data-testid="cart-line-piece-price">
        {piece !== null && currency ? (
          <>
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {formatMinorUnits(piece, currency)}
            </Box>{' '}
            each
          </>
        ) : (
          'Price unavailable'
        )}
      </Typography>
      {line.available ? null : (
        <LineUnavailable>
          {line.stock.status === 'SOLD_OUT'
            ? 'Sold out: remove it to check out.'
            : line.stock.left !== null && line.quantity > line.stock.left
              ? `Only ${line.stock.left} left: lower the quantity to check out.`
              : 'Currently unavailable: remove it to check out.'}
        </LineUnavailable>
      )}
      {line.available && line.stock.status === 'LOW_STOCK' ? (
        <Typography variant="body2" color="warning.dark" data-testid="cart-line-stock">
          Only {line.stock.left} left
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <QuantityStepper quantity={line.quantity} productName={name} disabled={busy} max={lineQuantityLimit(line.stock)} onStep={onStep} />
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="cart-line-total">
          {line.lineTotal ? formatMinorUnits(line.lineTotal.minorUnits, line.lineTotal.currencyCode) : '—'}
        </Typography>
      </Box>
      <Box>
        <Button
          size="small"
          color="inherit"
          startIcon={<DeleteOutlineIcon fontSize="small" />}
          onClick={onRemove}
          disabled={busy}
          aria-label={`Remove ${name} from cart`}
          data-testid="cart-line-remove"
          sx={{ ml: -1, color: 'text.secondary', letterSpacing: '0.08em' }}
        >
          Remove
        </Button>
      </Box>
    </LineItem>
  );
}
