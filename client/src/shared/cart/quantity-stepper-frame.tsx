import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

interface QuantityStepperFrameProps {
  /** The group's name for screen readers: its own words, or the id of a visible label. */
  groupLabel: { 'aria-label': string } | { 'aria-labelledby': string };
  /** The minus and plus buttons' names, e.g. "Decrease quantity". */
  decreaseLabel: string;
  increaseLabel: string;
  canDecrease: boolean;
  canIncrease: boolean;
  onStep: (delta: -1 | 1) => void;
  /** Small buttons (34 px, the cart line) instead of 44 px ones (the product page). */
  compact?: boolean;
  testIds: { group?: string; decrease: string; increase: string };
  /** The quantity between the buttons: shown, or a field to type it. */
  children: ReactNode;
}

/** Minus, the quantity, plus in one bordered group: the cart line's stepper and the product page's. */
export function QuantityStepperFrame({
  groupLabel,
  decreaseLabel,
  increaseLabel,
  canDecrease,
  canIncrease,
  onStep,
  compact = false,
  testIds,
  children,
}: QuantityStepperFrameProps) {
  const side = compact ? 34 : 44;
  const buttonSize = compact ? 'small' : 'medium';
  const buttonSx = { borderRadius: 0, width: side, height: side } as const;
  return (
    <Box
      role="group"
      {...groupLabel}
      data-testid={testIds.group}
      sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <IconButton
        size={buttonSize}
        aria-label={decreaseLabel}
        data-testid={testIds.decrease}
        disabled={!canDecrease}
        onClick={() => onStep(-1)}
        sx={buttonSx}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      {children}
      <IconButton
        size={buttonSize}
        aria-label={increaseLabel}
        data-testid={testIds.increase}
        disabled={!canIncrease}
        onClick={() => onStep(1)}
        sx={buttonSx}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
