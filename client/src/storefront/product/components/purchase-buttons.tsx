import FlashOnOutlinedIcon from '@mui/icons-material/FlashOnOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

// One line on a 390 px phone too: a little less tracking and padding there.
const purchaseButtonSx = { py: 1.6, px: { xs: 1, sm: 2 }, whiteSpace: 'nowrap', letterSpacing: { xs: '0.08em', sm: '0.14em' } } as const;

interface PurchaseButtonsProps {
  purchasable: boolean;
  adding: boolean;
  outOfStock: boolean;
  priced: boolean;
  /** The chosen purity, colour and size when its stock is tracked and low or gone (docs/decisions.md#stock). */
  stock: { status: 'IN_STOCK' | 'LOW_STOCK' | 'SOLD_OUT'; left?: number | null } | null;
  onAddToCart: () => void;
  onBuyNow: () => void;
}

/** Add to Cart and Buy Now, with a line saying why they are disabled when the piece cannot be bought. */
export function PurchaseButtons({ purchasable, adding, outOfStock, priced, stock, onAddToCart, onBuyNow }: PurchaseButtonsProps) {
  return (
    <Box>
      {!outOfStock && stock?.status === 'SOLD_OUT' ? (
        <Typography variant="body2" color="error" data-testid="stock-note" sx={{ mb: 1.5, fontWeight: 600 }}>
          Sold out in this choice. Another purity, colour or size may still be available.
        </Typography>
      ) : null}
      {!outOfStock && stock?.status === 'LOW_STOCK' ? (
        <Typography variant="body2" color="warning.dark" data-testid="stock-note" sx={{ mb: 1.5, fontWeight: 600 }}>
          Only {stock.left} left
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr' }, gap: 1.5 }}>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<ShoppingBagOutlinedIcon />}
          disabled={!purchasable}
          loading={adding}
          onClick={onAddToCart}
          data-testid="add-to-cart"
          sx={purchaseButtonSx}
        >
          Add to Cart
        </Button>
        <Button
          variant="contained"
          color="primary"
          size="large"
          startIcon={<FlashOnOutlinedIcon />}
          disabled={!purchasable}
          onClick={onBuyNow}
          data-testid="buy-now"
          sx={purchaseButtonSx}
        >
          Buy Now
        </Button>
      </Box>
      {outOfStock ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          This piece is out of stock. Save it to your wishlist with the heart to find it again.
        </Typography>
      ) : null}
      {!outOfStock && !priced ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          This piece has no price in your currency yet. Please write to us for a quote.
        </Typography>
      ) : null}
    </Box>
  );
}
