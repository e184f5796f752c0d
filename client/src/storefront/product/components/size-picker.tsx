import StraightenIcon from '@mui/icons-material/Straighten';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ringSizeGuide } from '../ring-size';
import { RingSizeGuideDialog } from './ring-size-guide-dialog';

interface SizePickerProps {
  sizes: readonly { id: number; name: string }[];
  selectedId: number | null;
  onChange: (id: number) => void;
}

/** The size dropdown (native, so phones show their own picker), with the ring-size guide for rings. */
export function SizePicker({ sizes, selectedId, onChange }: SizePickerProps) {
  const [guideOpen, setGuideOpen] = useState(false);
  const guide = ringSizeGuide(sizes);
  const isRing = guide.length > 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
      <TextField
        select
        label={isRing ? 'Ring size' : 'Size'}
        value={selectedId ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'size-select' } }}
        sx={{ minWidth: 200, flex: { xs: '1 1 200px', sm: '0 0 auto' } }}
        size="small"
      >
        {sizes.map((size) => (
          <option key={size.id} value={size.id}>
            {size.name}
          </option>
        ))}
      </TextField>
      {isRing ? (
        <>
          <Button
            variant="text"
            size="small"
            startIcon={<StraightenIcon />}
            onClick={() => setGuideOpen(true)}
            aria-haspopup="dialog"
            data-testid="ring-size-guide-open"
            sx={{ textDecoration: 'underline', textUnderlineOffset: 4 }}
          >
            Ring size guide
          </Button>
          <RingSizeGuideDialog
            open={guideOpen}
            onClose={() => setGuideOpen(false)}
            sizes={guide}
            selectedId={selectedId}
            onSelect={(id) => {
              onChange(id);
              setGuideOpen(false);
            }}
          />
        </>
      ) : null}
    </Box>
  );
}
