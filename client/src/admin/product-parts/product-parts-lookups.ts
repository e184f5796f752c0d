import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import {
  ProductPartsCaratOptionsDocument,
  ProductPartsColorOptionsDocument,
  ProductPartsProductOptionsDocument,
  ProductPartsSizeOptionsDocument,
  ProductPartsVariantOptionsDocument,
} from '../../graphql/generated/graphql';
import type { OptionsSource, SelectOption } from '../../shared/admin/form-rules';
import { optionsQuery } from '../../shared/admin/resource-sources';

/** The newest products (the API pages its products table at 100). */
export const PRODUCT_OPTIONS = optionsQuery(
  ProductPartsProductOptionsDocument,
  (data) => data.adminProducts.items.map((product) => ({ value: product.id, label: `${product.name} (#${product.id})` })),
  'Failed to fetch products',
);

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
