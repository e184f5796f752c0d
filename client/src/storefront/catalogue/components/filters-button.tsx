import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';

/** Phones: opens the filter drawer; its badge counts the filters on. */
export function FiltersButton({ filterCount, onClick }: { filterCount: number; onClick: () => void }) {
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      data-testid="open-filters"
      aria-haspopup="dialog"
      startIcon={<TuneIcon />}
      endIcon={
        filterCount ? (
          <Badge badgeContent={filterCount} color="primary" sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />
        ) : undefined
      }
      aria-label={filterCount ? `Filters, ${filterCount} on` : 'Filters'}
    >
      Filters
    </Button>
  );
}
