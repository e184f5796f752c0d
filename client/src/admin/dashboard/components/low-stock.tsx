import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { productPartsUrls } from '../../product-parts/product-parts-urls';
import type { DashboardLowStockQuery } from '../dashboard.generated';
import { DashboardPanel } from './dashboard-panel';

type LowStockRow = DashboardLowStockQuery['adminLowStock'][number];

/** Low stock: tracked variants with at most `threshold` pieces left, fewest first; sold-out ones marked. */
export function LowStock({ rows, threshold, loading }: { rows: readonly LowStockRow[]; threshold: number | null; loading: boolean }) {
  let body;
  if (loading) {
    body = Array.from({ length: 3 }, (_, index) => <Skeleton key={index} width="80%" sx={{ my: 1 }} />);
  } else if (rows.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="dashboard-low-stock-empty">
        No tracked variant is low on stock.
      </Typography>
    );
  } else {
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}
            data-testid="dashboard-low-stock-row"
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" component="h3" noWrap>
                {row.productName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[row.purity, row.colorName, row.sizeName].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            <Chip
              size="small"
              sx={{ ml: 'auto' }}
              color={row.stock === 0 ? 'error' : 'warning'}
              label={row.stock === 0 ? 'Sold out' : `${row.stock} left`}
            />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <DashboardPanel
      name="low-stock"
      title={`Low Stock${threshold !== null ? ` (${threshold} or fewer)` : ''}`}
      link={{ to: productPartsUrls.variants(), label: 'Edit stock' }}
    >
      {body}
    </DashboardPanel>
  );
}
