import type { DataSource } from 'typeorm';
import type { InvoicingConfig } from '../../invoicing-config';
import { Order } from '../../entities/order.entity';
import { OrderItem } from '../../entities/order-item.entity';
import { DomainError, DomainErrorCode, notFound } from '../common/domain-error';
import { assertOwnerOrAdmin, requireUser } from '../common/ownership';
import type { RequestContext } from '../common/request-context';
import { issueInvoiceNumber } from './invoice-issue';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceAvailable, invoiceRefusal } from './invoice-rules';
import { invoiceView } from './invoice-view';

/** A rendered invoice: the PDF and the name to save it under. */
export interface InvoiceFile {
  fileName: string;
  pdf: Buffer;
}

/** Tax and commercial invoices of orders (docs/decisions.md#gst-and-invoices). */
export class InvoicesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly seller: InvoicingConfig,
  ) {}

  /**
   * The invoice of an order, for its owner or an admin: NOT_FOUND for an unknown order, FORBIDDEN for
   * someone else's, CONFLICT when the order has none yet (unpaid, cancelled, or placed before breakups were
   * kept). The first call gives the order its number.
   */
  async invoiceOf(ctx: RequestContext, orderId: number): Promise<InvoiceFile> {
    requireUser(ctx);
    const order =
      Number.isSafeInteger(orderId) && orderId > 0 ? await this.dataSource.getRepository(Order).findOneBy({ id: orderId }) : null;
    if (!order) throw notFound('Order not found');
    assertOwnerOrAdmin(ctx, order.userId ?? 0);
    return this.render(order);
  }

  /** The invoice of an order the caller may see (the e-mail job): null when it has none yet. */
  async invoiceForMail(orderId: number): Promise<InvoiceFile | null> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ id: orderId });
    if (!order || !invoiceAvailable(order)) return null;
    return this.render(order);
  }

  private async render(order: Order): Promise<InvoiceFile> {
    if (!invoiceAvailable(order)) throw new DomainError(DomainErrorCode.CONFLICT, invoiceRefusal(order));
    const issued = await issueInvoiceNumber(this.dataSource, order);
    const items = await this.dataSource.getRepository(OrderItem).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    const view = invoiceView({ ...order, ...issued }, items, this.seller);
    const pdf = await renderInvoicePdf(view);
    return { fileName: `invoice-${issued.invoiceNumber.replace(/\//g, '-')}.pdf`, pdf };
  }
}
