import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { outcomeOf } from '../../shared/admin/resource-results';
import { callFailureText } from '../../shared/admin/resource-sources';
import { notify } from '../../shared/ui/notify';
import { ProductStockDocument, ProductStockSaveDocument, type StockCombinationFieldsFragment } from './product-stock.generated';
import { cellKey, changedEntries, stockTextProblem, textOfStock } from './stock-grid';

const typedOf = (combinations: readonly StockCombinationFieldsFragment[]) =>
  Object.fromEntries(combinations.map((combination) => [cellKey(combination), textOfStock(combination.stock)]));

/**
 * The product form's stock grid (components/product-stock-section.tsx): the product's combinations, what the
 * admin typed over them, and one save of the changed counts. Read again after the product's own save, which
 * may add or remove colours, carats or sizes.
 */
export function useProductStock(productId: number, productSaving: boolean) {
  const query = useQuery(ProductStockDocument, { variables: { productId }, fetchPolicy: 'network-only' });
  const [save, saving] = useMutation(ProductStockSaveDocument);
  const combinations = query.data?.adminProductStock.combinations ?? [];
  // What the admin changed since the last load or save; every other count shows as stored.
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const wasSaving = useRef(productSaving);
  useEffect(() => {
    if (wasSaving.current && !productSaving) void query.refetch();
    wasSaving.current = productSaving;
  }, [productSaving, query]);

  const typed = { ...typedOf(combinations), ...edits };
  const entries = changedEntries(combinations, typed);
  const invalid = combinations.some((combination) => stockTextProblem(typed[cellKey(combination)] ?? '') !== null);
  const submit = async () => {
    if (invalid || entries.length === 0 || saving.loading) return;
    setMessage(null);
    try {
      const result = await save({
        variables: { productId, entries },
        // The saved grid replaces the loaded one (it has no id of its own to be merged by).
        update: (cache, { data }) => {
          const saved = data?.setProductStock;
          if (saved?.__typename === 'AdminProductStock') {
            cache.writeQuery({ query: ProductStockDocument, variables: { productId }, data: { adminProductStock: saved } });
          }
        },
      });
      const outcome = outcomeOf(result.data?.setProductStock, 'Failed to save the stock');
      if (!outcome.ok) return setMessage(outcome.message);
      setEdits({});
      notify.success(`Stock saved (${entries.length} ${entries.length === 1 ? 'combination' : 'combinations'})`);
    } catch (error) {
      setMessage(callFailureText(error, 'Failed to save the stock'));
    }
  };
  return {
    loading: query.loading && !query.data,
    loadError: query.error ? callFailureText(query.error, 'The stock could not be loaded.') : null,
    combinations,
    typed,
    entries,
    invalid,
    saving: saving.loading,
    message,
    dismissMessage: () => setMessage(null),
    edit: (key: string, text: string) => setEdits((current) => ({ ...current, [key]: text })),
    submit,
  };
}
