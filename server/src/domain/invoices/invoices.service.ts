import { type DataSource, IsNull } from 'typeorm';
import { shipmentOf } from '../orders/shipments/shipments';
import type { InvoicingConfig } from '../../config/invoicing';
import { CreditNote } from '../../entities/credit-note.entity';
import { Order } from '../../entities/order.entity';
import { OrderItem } from '../../entities/order-item.entity';
import { DomainError, DomainErrorCode, notFound } from '../common/domain-error';
import { assertOwnerOrAdmin, requireUser } from '../common/ownership';
import type { RequestContext } from '../common/request-context';
import { issueInvoiceNumber } from './invoice-issue';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceAvailable, invoiceRefusal } from './invoice-rules';
import { invoiceView } from './invoice-view';
import { creditNoteView } from './credit-note-view';

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
   * someone else's, CONFLICT when the order has none (unpaid, cancelled before it was invoiced, or placed
   * before breakups were kept). An order confirmed before invoices were issued at confirmation gets its number
   * on this first call (the fallback of invoice-issue.ts); a cancelled or refunded order keeps its invoice.
   */
  async invoiceOf(ctx: RequestContext, orderId: number): Promise<InvoiceFile> {
    return this.render(await this.visibleOrder(ctx, orderId));
  }

  /**
   * A credit note of an order (docs/decisions.md#credit-notes), for the order's owner or an admin: as for the
   * invoice, NOT_FOUND for an unknown order and FORBIDDEN for someone else's; NOT_FOUND too for an unknown note
   * or one of another order, so a note is only ever reached through the order it belongs to.
   */
  async creditNoteOf(ctx: RequestContext, orderId: number, creditNoteId: number): Promise<InvoiceFile> {
    const order = await this.visibleOrder(ctx, orderId);
    const note =
      Number.isSafeInteger(creditNoteId) && creditNoteId > 0
        ? await this.dataSource.getRepository(CreditNote).findOneBy({ id: creditNoteId, orderId: order.id })
        : null;
    if (!note) throw notFound('Credit note not found');
    return this.renderCreditNote(order, note);
  }

  /**
   * The credit note a refund or cancellation e-mail carries (the e-mail job): the note of that refund, or, with
   * `refundId` null, the order's note issued without a refund (a cash-on-delivery order's cancellation). Null
   * when there is none (an order never invoiced, or a refund whose note is not there).
   */
  async creditNoteForMail(orderId: number, refundId: string | null): Promise<InvoiceFile | null> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ id: orderId });
    if (!order) return null;
    const note = await this.dataSource
      .getRepository(CreditNote)
      .findOne({ where: { orderId, refundId: refundId ?? IsNull() }, order: { id: 'DESC' } });
    return note ? this.renderCreditNote(order, note) : null;
  }

  private async visibleOrder(ctx: RequestContext, orderId: number): Promise<Order> {
    requireUser(ctx);
    const order =
      Number.isSafeInteger(orderId) && orderId > 0 ? await this.dataSource.getRepository(Order).findOneBy({ id: orderId }) : null;
    if (!order) throw notFound('Order not found');
    assertOwnerOrAdmin(ctx, order.userId ?? 0);
    return order;
  }

  private async renderCreditNote(order: Order, note: CreditNote): Promise<InvoiceFile> {
    // A note exists only for an order with its invoice number (credit-notes.ts), which is never taken away.
    const invoiced = { ...order, invoiceNumber: order.invoiceNumber!, invoicedAt: order.invoicedAt! };
    const items = await this.dataSource.getRepository(OrderItem).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    const pdf = await renderInvoicePdf(creditNoteView(note, invoiced, items, this.seller));
    return { fileName: `credit-note-${note.number.replace(/\//g, '-')}.pdf`, pdf };
  }

  /** The invoice of an order (the e-mail job): null when it has none yet. */
  async invoiceForMail(orderId: number): Promise<InvoiceFile | null> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ id: orderId });
    if (!order || !invoiceAvailable(order)) return null;
    return this.render(order);
  }

  private async render(order: Order): Promise<InvoiceFile> {
    if (!invoiceAvailable(order)) throw new DomainError(DomainErrorCode.CONFLICT, invoiceRefusal(order));
    const issued = await issueInvoiceNumber(this.dataSource, order);
    const items = await this.dataSource.getRepository(OrderItem).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    // The pieces actually sent (HUID, report number) once the order shipped (docs/decisions.md#shipments-and-one-vocabulary).
    const pieces = (await shipmentOf(this.dataSource.manager, order.id))?.pieces ?? [];
    const view = invoiceView({ ...order, ...issued }, items, this.seller, pieces);
    const pdf = await renderInvoicePdf(view);
    return { fileName: `invoice-${issued.invoiceNumber.replace(/\//g, '-')}.pdf`, pdf };
  }
}
