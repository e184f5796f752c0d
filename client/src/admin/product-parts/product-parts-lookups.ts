import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import {
  ProductPartsCaratOptionsDocument,
  ProductPartsChosenProductDocument,
  ProductPartsColorOptionsDocument,
  ProductPartsSizeOptionsDocument,
  ProductPartsVariantOptionsDocument,
} from './product-parts.generated';
import type { OptionsSource, SelectOption } from '../../shared/admin/form-rules';
import { optionsQuery } from '../../shared/admin/resource-sources';
import { chosenProductId, productOption } from './product-search';

/**
 * The product a form holds, as the one choice: the product picker (components/product-picker.tsx)
 * shows it while the admin has not searched, e.g. an older product's row being edited.
 */
export const CHOSEN_PRODUCT: OptionsSource = {
  useOptions(control?: Control<FieldValues>) {
    const productId = chosenProductId(useWatch({ control, name: 'productId' }));
    const { data, loading, error, refetch } = useQuery(ProductPartsChosenProductDocument, {
      variables: { id: productId ?? 0 },
      skip: productId === null,
    });
    const options = useMemo<SelectOption[]>(
      () => (productId !== null && data?.adminProduct ? [productOption(data.adminProduct)] : []),
      [data, productId],
    );
    const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);
    return { options, loading: loading && !data, error: error ? 'Failed to fetch products' : null, retry };
  },
};

/** Carats with their metal type; the server refuses one of another metal than the product's. */
export const CARAT_OPTIONS = optionsQuery(
  ProductPartsCaratOptionsDocument,
  (data) => data.carats.map((carat) => ({ value: carat.id, label: `${carat.value}K · ${carat.metalType.name}` })),
  'Failed to fetch carats',
);

export const SIZE_OPTIONS = optionsQuery(
  ProductPartsSizeOptionsDocument,
  (data) => data.sizes.map((size) => ({ value: size.id, label: size.name })),
  'Failed to fetch sizes',
);

/** The colours or carats of the product chosen in the same form: nothing until a product is chosen. */
function productOptions(pick: 'colors' | 'carats', failedText: string): OptionsSource {
  return {
    useOptions(control?: Control<FieldValues>) {
      const productText = useWatch({ control, name: 'productId' }) as string | undefined;
      const productId = Number(productText);
      const skip = !productText || !Number.isInteger(productId);
      const { data, loading, error, refetch } = useQuery(ProductPartsVariantOptionsDocument, {
        variables: { productId },
        skip,
      });
      const options = useMemo<SelectOption[]>(() => {
        if (skip || !data) return [];
        return pick === 'colors'
          ? data.adminProductColors.map((color) => ({ value: color.id, label: color.name }))
          : data.adminProductCarats.map((carat) => ({ value: carat.id, label: carat.purity }));
      }, [data, skip]);
      const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);
      return { options, loading: loading && !data, error: error ? failedText : null, retry };
    },
  };
}

export const PRODUCT_COLOR_OPTIONS = productOptions('colors', 'Failed to fetch product colours');
export const PRODUCT_CARAT_OPTIONS = productOptions('carats', 'Failed to fetch product carats');

export const CATALOGUE_COLOR_OPTIONS = optionsQuery(
  ProductPartsColorOptionsDocument,
  (data) => data.colors.map((color) => ({ value: color.id, label: color.name })),
  'Failed to fetch colors',
);
