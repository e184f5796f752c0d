import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
import { OptionLabel } from './option-label';

interface PurityPickerProps {
  purities: readonly { productCaratId: number; purity: string }[];
  selectedId: number | null;
  onChange: (productCaratId: number) => void;
}

/** One button per purity (14K, 18K …); choosing one re-prices the page with that purity's price. */
export function PurityPicker({ purities, selectedId, onChange }: PurityPickerProps) {
  const labelId = useId();
  return (
    <Box>
      <OptionLabel id={labelId} label="Purity" />
      <ToggleButtonGroup
        exclusive
        value={selectedId}
        aria-labelledby={labelId}
        data-testid="product-purities"
        // A second press of the chosen purity answers null: keep the choice.
        onChange={(_, value: number | null) => {
          if (value !== null) onChange(value);
        }}
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiToggleButtonGroup-grouped': { border: '1px solid', borderColor: 'divider', borderRadius: '2px !important', m: 0 },
        }}
      >
        {purities.map((option) => (
          <ToggleButton
            key={option.productCaratId}
            value={option.productCaratId}
            data-testid="product-purity"
            sx={{
              minWidth: 64,
              px: 2,
              py: 0.9,
              fontSize: '0.85rem',
              letterSpacing: '0.08em',
              color: 'text.primary',
              '&.Mui-selected, &.Mui-selected:hover': {
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                borderColor: 'secondary.main',
              },
            }}
          >
            {option.purity}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
