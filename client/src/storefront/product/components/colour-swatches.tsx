import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useId } from 'react';
import { metalSwatch } from '../../../shared/ui/metal-swatch';
import { OptionLabel } from './option-label';

interface ColourSwatchesProps {
  colours: readonly { id: number; name: string }[];
  selectedId: number | null;
  onChange: (id: number) => void;
}

/** Round metal swatches, one per colour the piece is made in; the chosen one is ringed and named. */
export function ColourSwatches({ colours, selectedId, onChange }: ColourSwatchesProps) {
  const labelId = useId();
  const selected = colours.find((colour) => colour.id === selectedId);
  return (
    <Box>
      <OptionLabel id={labelId} label="Colour" value={selected?.name} />
      <Box role="group" aria-labelledby={labelId} data-testid="product-colours" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {colours.map((colour) => {
          const on = colour.id === selectedId;
          return (
            <ButtonBase
              key={colour.id}
              data-testid="product-colour"
              aria-label={colour.name}
              aria-pressed={on}
              title={colour.name}
              onClick={() => onChange(colour.id)}
              sx={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                border: '2px solid',
                borderColor: on ? 'secondary.main' : 'transparent',
                p: '3px',
                transition: 'border-color 150ms ease',
                '&:hover': { borderColor: on ? 'secondary.main' : 'primary.light' },
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: '100%',
                  height: '100%',
                  borderRadius: '50%',
                  background: metalSwatch(colour.name),
                  boxShadow: 'inset 0 0 0 1px rgba(31,29,26,0.15)',
                }}
              />
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
