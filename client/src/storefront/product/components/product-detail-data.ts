import type { ProductDetailQuery } from '../product.generated';

/** The product the detail page shows, as ProductDetail reads it: the parts of the page take it from here. */
export type ProductDetailData = NonNullable<ProductDetailQuery['product']>;
