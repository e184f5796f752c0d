// The certificates and hallmarks of many products, read by ONE statement per tick (docs/decisions.md#certificates).
import DataLoader from 'dataloader';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { type ProductCertificationsView, certificationView } from '../domain/certificates/certificate-views';
import { ProductCertificate } from '../entities/product-certificate.entity';

/**
 * Every product's certificate row and its variants' overrides (with the variant joined for its size, colour
 * and carat), one IN (...) query for all the products of a tick. A variant's missing part falls back to
 * the product row's.
 */
export function certificationsLoader(ds: DataSource) {
  return new DataLoader<number, ProductCertificationsView>(async (productIds) => {
    const answers = await readCertifications(ds.manager, productIds);
    return productIds.map((id) => answers.get(id)!);
  });
}

/** The certifications of products by id (an empty one for a product without any), in one IN (...) query. */
export async function readCertifications(
  manager: EntityManager,
  productIds: readonly number[],
): Promise<Map<number, ProductCertificationsView>> {
  const answers = new Map<number, ProductCertificationsView>(productIds.map((id) => [id, { rows: [], product: null, variants: [] }]));
  if (productIds.length === 0) return answers;
  const rows = await manager.getRepository(ProductCertificate).find({
    where: { productId: In([...new Set(productIds)]) },
    relations: { variant: true },
    order: { productId: 'ASC', variantKey: 'ASC' },
  });
  // Ordered by variantKey, so each product's own row (key 0) comes before its variants' overrides.
  for (const row of rows) {
    const answer = answers.get(row.productId)!;
    const view = certificationView(row);
    answer.rows.push(view);
    if (row.variantId === null) {
      answer.product = view;
    } else if (row.variant) {
      answer.variants.push({
        variantId: row.variantId,
        sizeId: row.variant.sizeId,
        productColorId: row.variant.productColorId,
        productCaratId: row.variant.productCaratId,
        certificate: view.certificate ?? answer.product?.certificate ?? null,
        hallmark: view.hallmark ?? answer.product?.hallmark ?? null,
      });
    }
  }
  return answers;
}
