import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { WishlistDrawerLineFragment } from '../../../graphql/generated/graphql';
import { describeLineOptions, formatMinorUnits } from '../../../shared/cart/line-money';
import { LineThumbnail } from '../../../shared/ui/line-thumbnail';

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
  const options = describeLineOptions(line);
  return (
    <Box
      component="li"
      data-testid="wishlist-line"
      data-wishlist-line-id={line.id}
      data-product-id={line.productId}
      aria-busy={busy}
      sx={{ display: 'flex', gap: 2, py: 2.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Link component={RouterLink} to={`/product/${line.productId}`} onClick={onOpenProduct} tabIndex={-1} aria-hidden>
        <LineThumbnail src={line.image} alt={name} />
      </Link>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Link
            component={RouterLink}
            to={`/product/${line.productId}`}
            onClick={onOpenProduct}
            underline="hover"
            color="text.primary"
            data-testid="wishlist-line-name"
            sx={{ fontFamily: (theme) => theme.typography.h6.fontFamily, fontSize: '1.1rem', fontWeight: 600, lineHeight: 1.3 }}
          >
            {name}
          </Link>
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
        </Box>
        {options ? (
          <Typography variant="caption" color="text.secondary" data-testid="wishlist-line-options">
            {options}
          </Typography>
        ) : null}
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="wishlist-line-price">
          {line.total ? formatMinorUnits(line.total.minorUnits, line.total.currencyCode) : 'Price unavailable'}
        </Typography>
        {line.available ? null : (
          <Typography variant="caption" color="error.main" role="note">
            Currently unavailable
          </Typography>
        )}
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
      </Box>
    </Box>
  );
}
