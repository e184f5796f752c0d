import type { EntityManager } from 'typeorm';
import { readCertifications } from '../../database/product-certificates';
import type { ProductCertificationsView } from '../certificates/certificate-views';
import type { GstState } from '../tax/gst';
import { orderGst, taxClassesOf } from '../tax/order-gst';

/** What of a priced checkout line its tax and certification need. */
export interface SnapshotLine {
  resolved: { product: { id: number }; purity: string };
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
      ...pieceCertification(certifications.get(line.resolved.product.id), line.variant?.id ?? null, line.resolved.purity),
    })),
  };
}

/**
 * What the design guarantees for the line sold (docs/decisions.md#shipments-and-one-vocabulary): the lab of its
 * certificate and a BIS hallmark in the purity CHOSEN (a design sold in 18K and 22K is hallmarked 22K when 22K
 * is bought), its variant's where set, else the product's. The HUID and the report number identify one physical
 * piece: they are recorded per piece when the order ships (shipment_pieces), never copied from the design.
 */
function pieceCertification(certification: ProductCertificationsView | undefined, variantId: number | null, purity: string) {
  const own = certification?.variants.find((variant) => variant.variantId === variantId);
  const certificate = own?.certificate ?? certification?.product?.certificate ?? null;
  const hallmark = own?.hallmark ?? certification?.product?.hallmark ?? null;
  const chosenKarats = Number.parseInt(purity, 10);
  return {
    certificateLab: certificate?.lab ?? null,
    certificateNumber: null,
    hallmarkPurity: hallmark ? (Number.isFinite(chosenKarats) ? chosenKarats : hallmark.karats) : null,
    huid: null,
  };
}
