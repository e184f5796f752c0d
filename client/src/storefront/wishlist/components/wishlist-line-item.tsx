import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { WishlistDrawerLineFragment } from '../wishlist.generated';
import { formatMinorUnits } from '../../../shared/cart/line-money';
import { LineItem, LineUnavailable } from '../../../shared/ui/line-item';

interface WishlistLineItemProps {
  line: WishlistDrawerLineFragment;
  busy: boolean;
  onMoveToCart: () => void;
  onRemove: () => void;
  onOpenProduct: () => void;
}

/** One saved piece: picture, name, options, the price of one piece, Move to Cart and remove. */
export function WishlistLineItem({ line, busy, onMoveToCart, onRemove, onOpenProduct }: WishlistLineItemProps) {
  const name = line.product.name;
  const remove = (
    <Tooltip title="Remove">
      <span>
        <IconButton
          size="small"
          onClick={onRemove}
          disabled={busy}
          aria-label={`Remove ${name} from wishlist`}
          data-testid="wishlist-line-remove"
          sx={{ mt: -0.5, mr: -1, color: 'text.secondary' }}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <LineItem kind="wishlist" line={line} busy={busy} onOpenProduct={onOpenProduct} nameAction={remove}>
      <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="wishlist-line-price">
        {line.total ? formatMinorUnits(line.total.minorUnits, line.total.currencyCode) : 'Price unavailable'}
      </Typography>
      {line.available ? null : <LineUnavailable>Currently unavailable</LineUnavailable>}
      <Box sx={{ mt: 1 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<ShoppingBagOutlinedIcon fontSize="small" />}
          onClick={onMoveToCart}
          disabled={busy || !line.available}
          aria-label={`Move ${name} to cart`}
          data-testid="wishlist-line-move"
        >
          Move to Cart
        </Button>
      </Box>
    </LineItem>
  );
}
