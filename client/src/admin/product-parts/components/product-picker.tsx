import { skipToken, useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type HTMLAttributes, type Key, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { ProductPartsProductSearchDocument } from '../product-parts.generated';
import { type SelectOption, type SelectPickerProps, field } from '../../../shared/admin/form-rules';
import { CHOSEN_PRODUCT } from '../product-parts-lookups';
import { chosenProductId, productChoices, productSearchVariables } from '../product-search';

// Ask the API once typing pauses.
const DEBOUNCE_MS = 250;

/**
 * The server search behind the picker: what is typed is asked for once typing pauses, only while the
 * list is open. `failed` is the search's or the chosen product's failure; `retry` asks both again.
 */
function useProductSearch(chosen: ReturnType<SelectPickerProps['spec']['options']['useOptions']>) {
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(typed.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const { data, loading, error, refetch } = useQuery(
    ProductPartsProductSearchDocument,
    open ? { variables: productSearchVariables(term) } : skipToken,
  );
  const results = useMemo(() => (data ? productChoices(data.adminProduct, data.adminProducts.items) : []), [data]);
  const searching = open && (typed.trim() !== term || (loading && !data));
  const failed = error ? 'Failed to fetch products' : chosen.error;
  const retry = () => {
    if (error) void refetch().catch(() => undefined);
    if (chosen.error) chosen.retry();
  };
  const noOptionsText = error ? 'Failed to fetch products' : typed.trim() ? `No products match “${typed.trim()}”` : 'No products yet.';
  return { typed, setTyped, open, setOpen, results, searching, failed, retry, noOptionsText };
}

/** One choice of the list: the product's name, and its number under it. */
function ProductOption({
  props,
  option,
  testId,
}: {
  props: HTMLAttributes<HTMLLIElement> & { key: Key };
  option: SelectOption;
  testId: string;
}) {
  const { key, ...rest } = props;
  const name = option.label.replace(/ \(#\d+\)$/, '');
  return (
    <Box component="li" key={key} {...rest} data-testid={`${testId}-option-${option.value}`}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          Product #{option.value}
        </Typography>
      </Box>
    </Box>
  );
}

/** Under the field: its error, else a failed load with Retry, else the hint. */
function pickerHelperText(fieldError: string | undefined, failed: string | null, retry: () => void, hint: string): ReactNode {
  if (fieldError !== undefined) return fieldError;
  if (!failed) return `${hint} · type a name or #number`;
  return (
    <>
      {failed}.{' '}
      <Button size="small" onClick={retry} sx={{ minWidth: 0, p: 0, verticalAlign: 'baseline' }}>
        Retry
      </Button>
    </>
  );
}

/**
 * The Product field of the parts forms: a combobox searching the whole catalogue on the server by
 * name words or product number (a select of the newest 100 could not reach older products). Arrow
 * keys move, Enter chooses, Escape closes; a row being edited shows its current product.
 */
export function ProductPicker({ spec, control, hint, testId, disabled }: SelectPickerProps) {
  const chosen = spec.options.useOptions(control);
  const search = useProductSearch(chosen);
  const { setTyped, setOpen, searching } = search;
  const [picked, setPicked] = useState<SelectOption | null>(null);
  const { field, fieldState } = useController({ name: spec.name, control });

  const id = chosenProductId(field.value);
  const value: SelectOption | null =
    id === null
      ? null
      : picked?.value === id
        ? picked
        : (chosen.options.find((option) => option.value === id) ?? { value: id, label: `Product #${id}` });
  // The chosen product stays listed, so the combobox always holds one of its options.
  const options = value && !search.results.some((option) => option.value === value.value) ? [value, ...search.results] : search.results;
  return (
    <Autocomplete<SelectOption, false, false, false>
      data-testid={testId}
      options={options}
      value={value}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.value}
      isOptionEqualToValue={(option, current) => option.value === current.value}
      filterOptions={(all) => all}
      onChange={(_, option) => {
        setPicked(option);
        field.onChange(option ? String(option.value) : '');
      }}
      onInputChange={(_, text, reason) => setTyped(reason === 'input' ? text : '')}
      open={search.open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onBlur={field.onBlur}
      autoHighlight
      disabled={disabled}
      loading={searching}
      loadingText="Searching…"
      noOptionsText={search.noOptionsText}
      renderOption={(props, option) => <ProductOption key={props.key} props={props} option={option} testId={testId} />}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          name={field.name}
          label={spec.label}
          required
          placeholder="Search by name or product number"
          error={Boolean(fieldState.error) || search.failed !== null}
          helperText={pickerHelperText(fieldState.error?.message, search.failed, search.retry, hint)}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {searching ? <CircularProgress size={16} aria-label="Searching products" /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

/** The field every product part starts with: its product, found with the picker. */
export const PRODUCT_FIELD = field.select('productId', 'Product', CHOSEN_PRODUCT, {
  emptyText: 'Add a product first.',
  picker: ProductPicker,
});
