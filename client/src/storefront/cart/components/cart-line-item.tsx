import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CartDrawerLineFragment } from '../../../graphql/generated/graphql';
import { describeLineOptions, formatMinorUnits, pieceMinorUnits } from '../../../shared/cart/line-money';
import { LineThumbnail } from '../../../shared/ui/line-thumbnail';
import { QuantityStepper } from './quantity-stepper';

interface CartLineItemProps {
  line: CartDrawerLineFragment;
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
  const options = describeLineOptions(line);

  return (
    <Box
      component="li"
      data-testid="cart-line"
      data-cart-line-id={line.id}
      data-product-id={line.productId}
      aria-busy={busy}
      sx={{ display: 'flex', gap: 2, py: 2.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Link component={RouterLink} to={`/product/${line.productId}`} onClick={onOpenProduct} tabIndex={-1} aria-hidden>
        <LineThumbnail src={line.image} alt={name} />
      </Link>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Link
          component={RouterLink}
          to={`/product/${line.productId}`}
          onClick={onOpenProduct}
          underline="hover"
          color="text.primary"
          data-testid="cart-line-name"
          sx={{ fontFamily: (theme) => theme.typography.h6.fontFamily, fontSize: '1.1rem', fontWeight: 600, lineHeight: 1.3 }}
        >
          {name}
        </Link>
        {options ? (
          <Typography variant="caption" color="text.secondary" data-testid="cart-line-options">
            {options}
          </Typography>
        ) : null}
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
          <Typography variant="caption" color="error.main" role="note">
            Currently unavailable: remove it to check out.
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <QuantityStepper quantity={line.quantity} productName={name} disabled={busy} onStep={onStep} />
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
      </Box>
    </Box>
  );
}
