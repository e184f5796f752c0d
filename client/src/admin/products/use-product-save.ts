import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { ProductsCreateDocument, ProductsDetailsDocument, ProductsUpdateDocument } from './products.generated';
import { outcomeOf } from '../../shared/admin/resource-results';
import { isStaleVersion } from '../../shared/admin/stale-version';
import { useStaleVersion } from '../../shared/admin/use-stale-version';
import { callFailureText } from '../../shared/admin/resource-sources';
import { notify } from '../../shared/ui/notify';
import { type Lookups, type ProductFormValues, buildProductInput, emptyProductValues, productToValues } from './product-form-model';
import { productChanges } from './product-stale';
import { PRODUCT_TEXTS } from './product-texts';

/** The save's answer when another product has the name (AlreadyExistsError on name): the admin may save anyway. */
const DUPLICATE_NAME_ERROR = 'ALREADY_EXISTS_ERROR';

/**
 * Which product the form edits and its one save request: loading a product to edit (its prices start
 * Manual, then `reprice` fills the currencies it has no price for), Cancel, and createProduct /
 * updateProduct with the uploads, whose field errors land under their fields. A save sends the version
 * the product was loaded at; when someone else saved it since, the form keeps the admin's values and
 * offers Reload (useStaleVersion), which loads the stored product and lists what changed.
 */
export function useProductSave(
  form: UseFormReturn<ProductFormValues>,
  { lookups, reprice, onSaved }: { lookups: Lookups | undefined; reprice: () => void; onSaved: () => void },
) {
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const { loaded, setLoaded, stale, reloadStale, fetchProduct } = useProductVersion(form, { lookups, editingId, reprice });
  const { clear: clearStale } = stale;
  const [loadingProduct, setLoadingProduct] = useState(false);
  const [[create], [update]] = [useMutation(ProductsCreateDocument), useMutation(ProductsUpdateDocument)];
  const { reset, getValues, setError, handleSubmit } = form;
  const resetTo = useCallback(
    (next: ProductFormValues, id: number | null, version: number | null = null) => {
      reset(next);
      setFormMessage(null);
      setEditingId(id);
      setLoaded(version === null ? null : { values: next, version });
      clearStale();
    },
    [reset, clearStale, setLoaded],
  );
  const cancel = useCallback(() => resetTo(emptyProductValues(), null), [resetTo]);

  /** Loads a product into the form (the table's edit icon, or ?edit=<id>). */
  const startEdit = useCallback(
    async (id: number) => {
      if (!lookups) return false;
      setLoadingProduct(true);
      setFormMessage(null);
      try {
        const product = await fetchProduct(id);
        if (!product) {
          notify.error(PRODUCT_TEXTS.populateFailed);
          return false;
        }
        resetTo(productToValues(product, lookups), product.id, product.version);
        // A currency without a stored entry starts Auto: price it at once.
        reprice();
        return true;
      } catch {
        notify.error(PRODUCT_TEXTS.populateFailed);
        return false;
      } finally {
        setLoadingProduct(false);
      }
    },
    [fetchProduct, lookups, reprice, resetTo],
  );
  const question = useDuplicateNameQuestion();
  const send = async (confirmDuplicateName: boolean) => {
    setFormMessage(null);
    const { input: built, fieldPath } = buildProductInput(getValues(), editingId !== null);
    const input = { ...built, expectedVersion: loaded?.version, confirmDuplicateName };
    try {
      const result =
        editingId === null
          ? (await create({ variables: { input } })).data?.createProduct
          : (await update({ variables: { id: editingId, input } })).data?.updateProduct;
      const outcome = outcomeOf(result, PRODUCT_TEXTS.saveFailed);
      if (!outcome.ok) {
        if (isStaleVersion(outcome)) return stale.markStale();
        if (outcome.errorCode === DUPLICATE_NAME_ERROR) return question.ask(outcome.message);
        for (const { field, message } of outcome.fieldErrors)
          setError(fieldPath(field) as FieldPath<ProductFormValues>, { type: 'server', message });
        if (outcome.fieldErrors.length === 0) setFormMessage(outcome.message);
        return;
      }
      notify.success(editingId === null ? PRODUCT_TEXTS.added : PRODUCT_TEXTS.updated);
      cancel();
      onSaved();
    } catch (error) {
      setFormMessage(callFailureText(error, PRODUCT_TEXTS.saveFailed));
    }
  };
  return {
    ...{ formMessage, dismissMessage: () => setFormMessage(null), stale, reloadStale },
    ...{ editingId, loadingProduct, startEdit, cancel },
    submit: handleSubmit(() => send(false)),
    duplicate: { ...question, confirm: () => question.confirm(() => send(true)) },
  };
}

/**
 * The server's warning of a name another product has (docs/decisions.md#product-names-and-text-limits), asked as "Save anyway?": the
 * message while asked, and the confirmed save (sent again with confirmDuplicateName) with its busy state.
 */
function useDuplicateNameQuestion() {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    message,
    busy,
    ask: (text: string) => setMessage(text),
    dismiss: () => setMessage(null),
    confirm: async (saveAnyway: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await saveAnyway();
      } finally {
        setBusy(false);
        setMessage(null);
      }
    },
  };
}

/**
 * The version side of the product form (docs/decisions.md#no-lost-updates): the product as loaded (values
 * and version; what a save names and what Reload compares with), the stale-save state, and Reload, which
 * loads the stored product into the form and answers what someone else changed.
 */
function useProductVersion(
  form: UseFormReturn<ProductFormValues>,
  { lookups, editingId, reprice }: { lookups: Lookups | undefined; editingId: number | null; reprice: () => void },
) {
  const client = useApolloClient();
  const [loaded, setLoaded] = useState<{ values: ProductFormValues; version: number } | null>(null);
  const stale = useStaleVersion();
  const { reload } = stale;
  const { getValues, reset } = form;

  /** The stored product, from the network (never a cached copy: the point is to see someone else's save). */
  const fetchProduct = useCallback(
    async (id: number) =>
      (await client.query({ query: ProductsDetailsDocument, variables: { id }, fetchPolicy: 'network-only' })).data?.adminProduct,
    [client],
  );

  const reloadStale = useCallback(
    () =>
      void reload(async () => {
        if (!lookups || editingId === null || !loaded) return null;
        const typed = getValues();
        const product = await fetchProduct(editingId);
        if (!product) return null;
        const fresh = productToValues(product, lookups);
        const changes = productChanges(loaded.values, fresh, typed, lookups);
        reset(fresh);
        setLoaded({ values: fresh, version: product.version });
        reprice();
        return changes;
      }),
    [reload, lookups, editingId, loaded, getValues, fetchProduct, reset, reprice],
  );
  return { loaded, setLoaded, stale, reloadStale, fetchProduct };
}
