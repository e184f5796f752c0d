import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ComponentProps } from 'react';
import { NO_FILTERS } from '../listing-filters';
import type { ListingFilters } from '../listing-filters';
import { FilterPanel } from './filter-panel';

type PanelProps = Omit<ComponentProps<typeof FilterPanel>, 'value' | 'onChange' | 'idPrefix'>;

interface FilterDrawerProps extends PanelProps {
  open: boolean;
  onClose: () => void;
  value: ListingFilters;
  /** Apply Filters: the drawer's choices replace the listing's. */
  onApply: (filters: ListingFilters) => void;
}

// Mounted only while the drawer is open, so every opening starts from the filters in force.
function DrawerBody({ value, onApply, onClose, ...panel }: Omit<FilterDrawerProps, 'open'>) {
  const [draft, setDraft] = useState<ListingFilters>(value);
  const titleId = useId();

  return (
    <Box
      role="dialog"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      data-testid="filter-drawer"
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2.5,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          id={titleId}
          component="h2"
          sx={{ fontSize: '0.85rem', fontWeight: 700, letterSpacing: '0.2em', textTransform: 'uppercase' }}
        >
          Filters
        </Typography>
        <IconButton aria-label="Close filters" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2.5 }}>
        <FilterPanel {...panel} value={draft} onChange={setDraft} idPrefix="drawer" />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 2fr',
          gap: 1.5,
          p: 2,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Button variant="outlined" onClick={() => setDraft(NO_FILTERS)} data-testid="drawer-clear-filters">
          Clear
        </Button>
        <Button variant="contained" onClick={() => onApply(draft)} data-testid="apply-filters">
          Apply Filters
        </Button>
      </Box>
    </Box>
  );
}

/** The filter panel of small screens: a drawer sliding in from the left, applied with Apply Filters. */
export function FilterDrawer({ open, ...rest }: FilterDrawerProps) {
  return (
    <Drawer anchor="left" open={open} onClose={rest.onClose} slotProps={{ paper: { sx: { width: 'min(88vw, 380px)' } } }}>
      {open ? <DrawerBody {...rest} /> : null}
    </Drawer>
  );
}
