import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
import type { StockCombinationFieldsFragment } from '../product-stock.generated';
import { cellKey, stockTextProblem } from '../stock-grid';
import { useProductStock } from '../use-product-stock';
import { EmptyNote, FormSection } from './product-form-parts';

type Combination = StockCombinationFieldsFragment;

/** One combination's row: what it is, and its count (empty: not tracked). */
function StockRow({
  combination,
  text,
  onChange,
  onEnter,
}: {
  combination: Combination;
  text: string;
  onChange: (text: string) => void;
  onEnter: () => void;
}) {
  const problem = stockTextProblem(text);
  const label = `${combination.colorName} · ${combination.purity} · size ${combination.sizeName}`;
  return (
    <Box
      component="li"
      data-testid="products-stock-row"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 0.75, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
        {label}
      </Typography>
      <TextField
        size="small"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event: KeyboardEvent) => {
          // Enter saves the counts, not the product form around them.
          if (event.key === 'Enter') {
            event.preventDefault();
            onEnter();
          }
        }}
        placeholder="Not tracked"
        error={problem !== null}
        helperText={problem ?? undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Stock of ${label}`, 'data-testid': 'products-stock-input' } }}
        sx={{ width: 140, flexShrink: 0 }}
      />
    </Box>
  );
}

/** The grid of a saved product: each combination's count, and one Save for the changed ones. */
function StockGrid({ productId, productSaving }: { productId: number; productSaving: boolean }) {
  const stock = useProductStock(productId, productSaving);
  if (stock.loading) return <CircularProgress size={20} aria-label="Loading the stock" />;
  if (stock.loadError) return <Alert severity="error">{stock.loadError}</Alert>;
  if (stock.combinations.length === 0) {
    return (
      <EmptyNote testId="products-stock-empty">
        Stock is counted per colour, carat and size: give the product at least one of each and save it. Without sizes it is sold without a
        count.
      </EmptyNote>
    );
  }
  const { entries } = stock;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {stock.message ? (
        <Alert severity="error" onClose={stock.dismissMessage} data-testid="products-stock-message">
          {stock.message}
        </Alert>
      ) : null}
      <Box
        component="ul"
        aria-label="Stock per combination"
        sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 420, overflowY: 'auto', pr: 1 }}
      >
        {stock.combinations.map((combination) => {
          const key = cellKey(combination);
          return (
            <StockRow
              key={key}
              combination={combination}
              text={stock.typed[key] ?? ''}
              onChange={(text) => stock.edit(key, text)}
              onEnter={() => void stock.submit()}
            />
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2 }}>
        <Typography variant="caption" color="text.secondary" data-testid="products-stock-changes">
          {entries.length === 0 ? 'No changes' : `${entries.length} changed`}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => void stock.submit()}
          disabled={stock.invalid || entries.length === 0 || stock.saving}
          startIcon={stock.saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="products-stock-save"
        >
          Save stock
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The Stock section of the product form (docs/decisions.md#stock): the pieces on hand of each colour
 * × purity × size, empty for one sold without a count; saved on its own, like the certificate, since a count
 * belongs to saved combinations. The variants page edits the same counts one by one.
 */
export function ProductStockSection({ productId, productSaving }: { productId: number | null; productSaving: boolean }) {
  return (
    <FormSection
      title="Stock"
      hint="Pieces on hand of each colour, purity and size; leave a combination empty to sell it without a count."
      testId="products-stock"
    >
      {productId === null ? (
        <EmptyNote>Save the product first, then count its stock.</EmptyNote>
      ) : (
        <StockGrid key={productId} productId={productId} productSaving={productSaving} />
      )}
    </FormSection>
  );
}
