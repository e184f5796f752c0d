import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface SearchInputProps {
  /** What the Autocomplete hands renderInput: kept whole, the box only adds to it. */
  params: AutocompleteRenderInputParams;
  placeholder: string;
  /** The input element's own attributes on top of the Autocomplete's: its accessible name and any hints. */
  htmlInput: InputHTMLAttributes<HTMLInputElement>;
  /** The room on the right for what ends the box. */
  paddingRight: string;
  startAdornment?: ReactNode;
  endAdornment: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
}

/** The rounded search box of the shop header and of the admin bar (the input of their Autocomplete). */
export function SearchInput({
  params,
  placeholder,
  htmlInput,
  paddingRight,
  startAdornment,
  endAdornment,
  inputRef,
  testId,
}: SearchInputProps) {
  return (
    <TextField
      {...params}
      inputRef={inputRef}
      data-testid={testId}
      size="small"
      placeholder={placeholder}
      slotProps={{
        ...params.slotProps,
        htmlInput: { ...params.slotProps.htmlInput, ...htmlInput },
        input: {
          ...params.slotProps.input,
          sx: { borderRadius: 999, bgcolor: 'background.default', pr: paddingRight },
          ...(startAdornment ? { startAdornment } : {}),
          endAdornment,
        },
      }}
    />
  );
}
