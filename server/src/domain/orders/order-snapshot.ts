import type { EntityManager } from 'typeorm';
import { readCertifications } from '../../database/product-certificates';
import type { ProductCertificationsView } from '../certificates/certificate-views';
import type { GstState } from '../tax/gst';
import { orderGst, taxClassesOf } from '../tax/order-gst';

/** What of a priced checkout line its tax and certification need. */
export interface SnapshotLine {
  resolved: { product: { id: number } };
  totalMinor: number;
  /** The variant of the chosen options, tracked or not; null when the product has none for them. */
  variant: { id: number } | null;
}

/**
 * What an order keeps beside its amounts (docs/decisions.md#gst-and-invoices): the GST each line and the
 * order contain, at the lines' categories' rates, and each piece's certificate number and HUID. Two reads.
 */
export async function taxAndCertify(
  manager: EntityManager,
  lines: ReadonlyArray<SnapshotLine>,
  order: { currencyCode: string; state: string },
  shopState: GstState,
) {
  const productIds = lines.map((line) => line.resolved.product.id);
  const [taxClasses, certifications] = await Promise.all([taxClassesOf(manager, productIds), readCertifications(manager, productIds)]);
  const gst = orderGst(
    order,
    shopState,
    lines.map((line) => ({ totalMinor: line.totalMinor, taxClass: taxClasses.get(line.resolved.product.id) })),
  );
  return {
    order: gst.order,
    lines: lines.map((line, index) => ({
      ...gst.lines[index],
      ...pieceCertification(certifications.get(line.resolved.product.id), line.variant?.id ?? null),
    })),
  };
}

/** The certificate number and HUID of the piece sold: its variant's where set, else the product's (copied onto the order line). */
function pieceCertification(certification: ProductCertificationsView | undefined, variantId: number | null) {
  const own = certification?.variants.find((variant) => variant.variantId === variantId);
  const certificate = own?.certificate ?? certification?.product?.certificate ?? null;
  const hallmark = own?.hallmark ?? certification?.product?.hallmark ?? null;
  return {
    certificateLab: certificate?.lab ?? null,
    certificateNumber: certificate?.reportNumber ?? null,
    hallmarkPurity: hallmark?.karats ?? null,
    huid: hallmark?.huid ?? null,
  };
}
