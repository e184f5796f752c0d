import FormControl from '@mui/material/FormControl';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'sx' | 'size' | 'error' | 'disabled' | 'fullWidth'> {
  /** The field's outer box (the FormControl), as TextField's `sx`. */
  sx?: SxProps<Theme>;
  /** The input box's own styles, as TextField's `slotProps.input.sx`. */
  inputSx?: SxProps<Theme>;
  testId?: string;
  size?: 'small' | 'medium';
  error?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
}

/**
 * An outlined text box without a label: what `<TextField variant="outlined">` draws (the same FormControl with
 * `MuiTextField-root` and OutlinedInput inside), for the header search and the footer's newsletter, which are
 * in every storefront page's first load. TextField itself imports Select (with Menu, Popover and Modal), the
 * filled and standard inputs, InputLabel and FormHelperText for its other uses: ~12 KB gzip that the first
 * view never draws (docs/decisions.md#start-up-javascript). Forms with labels keep TextField.
 */
export function OutlinedField({ sx, inputSx, testId, size, error, disabled, fullWidth = true, ...input }: OutlinedFieldProps) {
  return (
    <FormControl
      className="MuiTextField-root"
      data-testid={testId}
      variant="outlined"
      size={size}
      error={error}
      disabled={disabled}
      fullWidth={fullWidth}
      sx={sx}
    >
      <OutlinedInput {...input} fullWidth={fullWidth} sx={inputSx} />
    </FormControl>
  );
}
