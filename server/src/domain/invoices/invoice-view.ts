import type { InvoicingConfig } from '../../config/invoicing';
import { CertificateLab } from '../../entities/product-certificate.entity';
import { type Order, PaymentMethod, PaymentStatus } from '../../entities/order.entity';
import type { OrderItem } from '../../entities/order-item.entity';
import type { ShipmentPiece } from '../../entities/shipment.entity';
import { labName } from '../certificates/certificate-views';
import { trackingId } from '../orders/order-status';
import { addressLines, orderLineDetails } from '../common/order-print';
import { purityLabel } from '../pricing/carat-price';
import { type InvoiceKind, invoiceKindOf } from './invoice-rules';

/** One line of an invoice: amounts in integer minor units of the invoice's currency. */
export interface InvoiceLineView {
  description: string;
  /** Purity, colour, size. */
  details: string;
  /** "IGI certified · Report LG123456789", "BIS hallmarked 18K · HUID AB12C3": what identifies the piece. */
  identifiers: string[];
  hsnCode: string;
  quantity: number;
  /** One piece, GST included. */
  unitMinor: number;
  /** Null on a credit note of an order whose lines had different rates. */
  gstRate: number | null;
  taxableMinor: number;
  gstMinor: number;
  totalMinor: number;
}

/** Everything an invoice shows (the PDF renders it; tests read it back from the PDF's text). */
export interface InvoiceView {
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
  orderId: number;
  orderNumber: string;
  orderedAt: Date;
  currencyCode: string;
  seller: { legalName: string; address: string[]; gstin: string | null; state: string };
  buyer: { name: string; address: string[]; email: string; phone: string };
  /** "27-Maharashtra"; null on a commercial invoice. */
  placeOfSupply: string | null;
  lines: InvoiceLineView[];
  taxableMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  totalMinor: number;
  paymentMethod: 'online' | 'cod';
  paid: boolean;
  /** Set on a credit note (docs/decisions.md#credit-notes): the invoice it corrects, and why. */
  correction?: { invoiceNumber: string; invoicedAt: Date; reason: string; refund: boolean };
}

/** A piece sent for an order line (shipment_pieces): what identifies that one article. */
export type SentPiece = Pick<ShipmentPiece, 'orderItemId' | 'huid' | 'certificateNumber'>;

/**
 * How an order line reads on its invoice (docs/decisions.md#shipments-and-one-vocabulary): what the design
 * guarantees (its certificate's lab, the BIS hallmark of the purity chosen), then each piece actually sent
 * once the order shipped (its HUID and report number). A design's own HUID or report number is never printed:
 * they identify one physical article, not every piece sold from the design.
 */
export function pieceIdentifiers(
  item: Pick<OrderItem, 'id' | 'certificateLab' | 'hallmarkPurity'>,
  pieces: readonly SentPiece[] = [],
): string[] {
  const identifiers: string[] = [];
  if (item.certificateLab) {
    const lab = Object.values(CertificateLab).includes(item.certificateLab as CertificateLab)
      ? labName(item.certificateLab as CertificateLab)
      : item.certificateLab;
    identifiers.push(`${lab} certified`);
  }
  if (item.hallmarkPurity != null) identifiers.push(`BIS hallmarked ${purityLabel(item.hallmarkPurity)}`);
  for (const piece of pieces.filter((sent) => sent.orderItemId === item.id)) {
    const parts = [piece.huid ? `HUID ${piece.huid}` : null, piece.certificateNumber ? `Report ${piece.certificateNumber}` : null];
    if (parts.some(Boolean)) identifiers.push(`Piece sent: ${parts.filter(Boolean).join(' · ')}`);
  }
  return identifiers;
}

export function invoiceView(
  order: Order & { invoiceNumber: string; invoicedAt: Date },
  items: OrderItem[],
  seller: InvoicingConfig,
  pieces: readonly SentPiece[] = [],
): InvoiceView {
  const name = `${order.firstName} ${order.lastName}`.trim();
  return {
    kind: invoiceKindOf(order.currencyCode),
    number: order.invoiceNumber,
    issuedAt: order.invoicedAt,
    orderId: order.id,
    orderNumber: trackingId(order.id),
    orderedAt: order.createdAt,
    currencyCode: order.currencyCode,
    seller: {
      legalName: seller.legalName,
      address: seller.address,
      gstin: seller.gstin,
      state: `${seller.state.code}-${seller.state.name}`,
    },
    buyer: {
      name,
      address: addressLines(order),
      email: order.email,
      phone: order.phone,
    },
    placeOfSupply: order.placeOfSupply,
    lines: items.map((item) => ({
      description: item.productName,
      details: orderLineDetails(item),
      identifiers: pieceIdentifiers(item, pieces),
      hsnCode: item.hsnCode ?? '',
      quantity: item.quantity,
      unitMinor: item.unitPriceMinor + item.stoneChargeMinor + item.labourChargeMinor,
      gstRate: item.gstRate,
      taxableMinor: item.taxableMinor ?? item.totalMinor,
      gstMinor: item.gstMinor,
      totalMinor: item.totalMinor,
    })),
    taxableMinor: order.taxableMinor ?? order.totalMinor,
    cgstMinor: order.cgstMinor,
    sgstMinor: order.sgstMinor,
    igstMinor: order.igstMinor,
    totalMinor: order.totalMinor,
    paymentMethod: order.paymentMethod === PaymentMethod.COD ? 'cod' : 'online',
    paid: order.paymentStatus === PaymentStatus.PAID,
  };
}
