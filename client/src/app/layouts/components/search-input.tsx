import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { OutlinedField } from '../../../shared/ui/outlined-field';

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

/**
 * The rounded search box of the shop header and of the admin bar (the input of their Autocomplete). An
 * OutlinedField rather than a TextField: the header's box is in the storefront's first load.
 */
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
    <OutlinedField
      {...params.slotProps.input}
      id={params.id}
      disabled={params.disabled}
      fullWidth={params.fullWidth}
      inputRef={inputRef}
      testId={testId}
      size="small"
      placeholder={placeholder}
      inputProps={{ ...params.slotProps.htmlInput, ...htmlInput }}
      inputSx={{ borderRadius: 999, bgcolor: 'background.default', pr: paddingRight }}
      {...(startAdornment ? { startAdornment } : {})}
      endAdornment={endAdornment}
    />
  );
}

/** The header search box's hint and its input's own attributes, the same before and after its combobox loads. */
export const HEADER_SEARCH_PLACEHOLDER = 'Search rings, earrings, necklaces…';
export const HEADER_SEARCH_HTML_INPUT = { 'aria-label': 'Search products', enterKeyHint: 'search', maxLength: 100 } as const;
