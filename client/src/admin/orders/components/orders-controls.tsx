import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { OrderKind } from '../../../graphql/generated/graphql';
import { ORDER_STATUSES } from '../order-display';

// The orders table's own controls: the Regular / Custom tabs, the status filter and numbered pages.

export function OrderKindTabs({ kind, onChange }: { kind: OrderKind; onChange: (kind: OrderKind) => void }) {
  return (
    <Tabs
      value={kind}
      onChange={(_, value: OrderKind) => onChange(value)}
      aria-label="Order kind"
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ px: { xs: 0, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="REGULAR" label="Regular Orders" data-testid="orders-tab-regular" />
      <Tab value="CUSTOM" label="Custom Orders" data-testid="orders-tab-custom" />
    </Tabs>
  );
}

export function OrderStatusFilter({ status, onChange }: { status: number | null; onChange: (status: number | null) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={status ?? 'all'}
      onChange={(event) => onChange(event.target.value === 'all' ? null : Number(event.target.value))}
      slotProps={{ htmlInput: { 'data-testid': 'orders-status-filter' } }}
      sx={{ flex: '0 1 200px', minWidth: 160 }}
    >
      <MenuItem value="all">All statuses</MenuItem>
      {ORDER_STATUSES.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Numbered pages (1-based, as the address says them). */
export function OrderPages({ page, pageCount, onChange }: { page: number; pageCount: number; onChange: (page: number) => void }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Pagination
        count={pageCount}
        page={Math.min(page, pageCount)}
        onChange={(_, next) => onChange(next)}
        color="primary"
        shape="rounded"
        siblingCount={0}
        getItemAriaLabel={(type, item, selected) =>
          type === 'page' ? `${selected ? 'Page' : 'Go to page'} ${item}` : `Go to ${type} page`
        }
        data-testid="orders-pagination"
      />
    </Box>
  );
}
