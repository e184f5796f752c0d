import type { DataSource, EntityManager } from 'typeorm';
import { inTransaction } from '../../database/transactions';
import { insertOne } from '../../database/insert-one';
import { inUserTransaction } from '../../database/user-transaction';
import { Order, OrderSource, OrderStatus, PaymentMethod, PaymentStatus, QuoteStatus } from '../../entities/order.entity';
import { OrderItem, OrderItemType } from '../../entities/order-item.entity';
import type { FileStorage } from '../../storage/file-storage';
import { type DeliveryRegion, codRefusal, deliveryRegion } from '../addresses/delivery-address';
import { DomainError, DomainErrorCode, notFound } from '../common/domain-error';
import { InputValidationError, QuoteStateError } from '../common/error-results';
import { assertOwnerOrAdmin, requireAdmin, requireUser } from '../common/ownership';
import type { RateLimits } from '../common/rate-limits';
import type { RequestContext } from '../common/request-context';
import { fieldError, validateInput } from '../common/validation';
import { loadOwner } from '../line-selection/line-pricing';
import { issueInvoiceIn } from '../invoices/invoice-issue';
import { notify } from '../notifications/notify';
import { type Actor, addHistory, lockOrder, writeOrder } from '../orders/lifecycle/order-lifecycle';
import { deliveryDetails } from '../orders/order-views';
import { inrValueOf } from '../pricing/inr-value';
import { toMinorUnits } from '../pricing/money';
import { DEFAULT_GST_RATE, DEFAULT_HSN_CODE, type GstState } from '../tax/gst';
import { orderGst } from '../tax/order-gst';
import { type CheckedImage, checkImage, withStoredImages } from '../uploads/images';
import { type CustomDesignRequestData, acceptQuoteSchema, customDesignRequestSchema, quoteSchema } from './custom-designs.validation';

/** A bespoke piece is jewellery of precious metal: 3 %, HSN 7113 (it has no category to take a rate from). */
const JEWELLERY_TAX = { gstRate: DEFAULT_GST_RATE, hsnCode: DEFAULT_HSN_CODE };

/** Where reference pictures of custom design requests are stored. */
export const CUSTOM_DESIGN_FOLDER = 'custom-designs';

/** The product name a custom item carries, shown wherever order lines are listed. */
export const CUSTOM_DESIGN_NAME = 'Custom design';

/** A custom design request: its order and its one custom item. */
export interface CustomDesignOrder {
  order: Order;
  item: OrderItem;
}

const STEP_MESSAGES: Record<QuoteStatus, string> = {
  [QuoteStatus.REQUESTED]: 'This request has no quote yet',
  [QuoteStatus.QUOTED]: 'This request is quoted and waits for the shopper',
  [QuoteStatus.ACCEPTED]: 'This quote was already accepted',
  [QuoteStatus.DECLINED]: 'This quote was declined',
};

/**
 * Custom designs (docs/decisions.md#custom-designs): a signed-in shopper asks for a bespoke piece
 * (an order with one custom item, total 0, quote REQUESTED); the back-office quotes a price (QUOTED, again
 * while the shopper has not answered); the shopper accepts it (ACCEPTED: the total becomes the quote and the
 * order is paid like any other) or declines it (DECLINED). Each step is one conditional UPDATE in one
 * transaction, so two answers at once move it once and the other is told where it stands.
 */
export class CustomDesignsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly rateLimits: RateLimits,
    /** The shop's state: an accepted quote's GST is CGST + SGST for a delivery there, else IGST. */
    private readonly shopState: GstState,
  ) {}

  /**
   * Stores a request of the signed-in shopper in their account currency, with its reference picture (optional,
   * checked by its bytes and stored before the transaction, removed again if it fails). Every problem of the
   * form comes back in one InputValidationError, with nothing stored. Counts against the shopper's order
   * budget. Runs for GraphQL `requestCustomDesign`.
   */
  async requestDesign(ctx: RequestContext, input: unknown, picture: Buffer | null): Promise<CustomDesignOrder | InputValidationError> {
    const user = requireUser(ctx);
    await this.rateLimits.consume('ordersPerUser', String(user.id));
    const data = validateInput(customDesignRequestSchema, input);
    let checked: CheckedImage | null = null;
    let pictureError = null;
    if (picture) {
      try {
        checked = await checkImage(picture, 'picture');
      } catch (error) {
        if (!(error instanceof DomainError && error.code === DomainErrorCode.INVALID_INPUT)) throw error;
        pictureError = fieldError('picture', error.message);
      }
    }
    if (data instanceof InputValidationError || pictureError) {
      const fieldErrors = [...(data instanceof InputValidationError ? data.fieldErrors : []), ...(pictureError ? [pictureError] : [])];
      return new InputValidationError(fieldErrors);
    }
    return withStoredImages(this.storage, CUSTOM_DESIGN_FOLDER, checked ? [checked] : [], ([imageUrl]) =>
      inUserTransaction(this.dataSource, user.id, async (m) => {
        const { currency } = await loadOwner(m, ctx, user.id);
        // As at checkout: where it goes depends on the account's currency (addresses/delivery-address.ts).
        const region = deliveryRegion(currency.code, data);
        if (region instanceof InputValidationError) return region;
        const order = requestOrder(m, user.id, currency.code, { ...data, ...region });
        Object.assign(order, await inrValueOf(m, currency.code, 0));
        order.id = await insertOne(m, Order, order);
        const item = requestItem(m, order.id, data, imageUrl ?? null);
        item.id = await insertOne(m, OrderItem, item);
        // "We received your request", committed with it (docs/decisions.md#e-mails-that-lead-back).
        await notify(m, { kind: 'custom-design-requested', orderId: order.id });
        return { order, item };
      }),
    );
  }

  /**
   * The back-office names a price (and a note) for a request that is REQUESTED or QUOTED (a new quote replaces
   * one the shopper has not answered); an accepted, declined or cancelled request is refused with a
   * QuoteStateError, a catalogue order or an unknown id is NOT_FOUND. Runs for GraphQL `quoteCustomOrder`.
   */
  async quote(ctx: RequestContext, orderId: number, input: unknown): Promise<Order | InputValidationError | QuoteStateError> {
    const admin = requireAdmin(ctx);
    const data = validateInput(quoteSchema, input);
    if (data instanceof InputValidationError) return data;
    return inTransaction(this.dataSource, async (m) => {
      const order = await findRequest(m, orderId, true);
      const moved = await m
        .createQueryBuilder()
        .update(Order)
        .set({ quoteStatus: QuoteStatus.QUOTED, quoteMinor: toMinorUnits(data.amount), quoteNote: data.note, updatedAt: new Date() })
        .where('id = :orderId AND status <> :cancelled AND quoteStatus IN (:...open)', {
          orderId,
          cancelled: OrderStatus.CANCELLED,
          open: [QuoteStatus.REQUESTED, QuoteStatus.QUOTED],
        })
        .execute();
      if (!moved.affected) return refusal(order, 'quote');
      await quoteHistory(m, order, { actor: 'admin', userId: admin.id }, QuoteStatus.QUOTED, toMinorUnits(data.amount), data.note);
      // "Your quote is ready", with the amount, the note and the way to answer it, in the quote's transaction.
      await notify(m, { kind: 'custom-quote-ready', orderId });
      return reread(m, orderId);
    });
  }

  /**
   * The shopper takes the quote: in one conditional UPDATE the order's total becomes the quote, with the payment
   * method chosen (ONLINE: payment pending, paid as any online order; COD: cash on delivery); the custom item is
   * priced at the quote. Only a QUOTED, not cancelled request of the caller (an admin may act for anyone; someone
   * else's is FORBIDDEN) moves; otherwise a QuoteStateError says where it stands. Runs for `acceptCustomQuote`.
   */
  async accept(ctx: RequestContext, orderId: number, input: unknown): Promise<CustomDesignOrder | InputValidationError | QuoteStateError> {
    const data = validateInput(acceptQuoteSchema, input);
    if (data instanceof InputValidationError) return data;
    return this.answer(ctx, orderId, async (m, order) => {
      const cod = data.paymentMethod === 'cod';
      const codRefused = codRefusal(order.country, cod);
      if (codRefused) return codRefused;
      const quoteMinor = order.quoteMinor ?? 0;
      // The quote is tax-inclusive, like every price: it contains jewellery's GST (docs/decisions.md#gst-and-invoices).
      const gst = orderGst(order, this.shopState, [{ totalMinor: quoteMinor, taxClass: JEWELLERY_TAX }]);
      const update = {
        ...gst.order,
        quoteStatus: QuoteStatus.ACCEPTED,
        // Shipping and tax stay 0 (the storefront's checkout formula): the quote is what the shopper pays.
        subtotalMinor: quoteMinor,
        totalMinor: quoteMinor + order.shippingMinor + order.taxMinor,
        paymentMethod: cod ? PaymentMethod.COD : PaymentMethod.ONLINE,
        paymentStatus: cod ? PaymentStatus.COD : PaymentStatus.PENDING,
        // Its worth in rupees is fixed now, when the price is agreed (docs/decisions.md#delivery-addresses).
        ...(await inrValueOf(m, order.currencyCode, quoteMinor + order.shippingMinor + order.taxMinor)),
      };
      const moved = await moveQuoted(m, orderId, update, quoteMinor);
      if (!moved) return false;
      await m
        .getRepository(OrderItem)
        .update({ orderId, productType: OrderItemType.CUSTOM }, { unitPriceMinor: quoteMinor, totalMinor: quoteMinor, ...gst.lines[0] });
      // Cash on delivery: the sale is confirmed now, so its invoice is issued in this transaction (docs/decisions.md#credit-notes).
      if (cod) await issueInvoiceIn(m, order);
      // "Quote accepted": the order's confirmation at the agreed price (Pay now when paid online), committed with it.
      await notify(m, { kind: 'custom-quote-accepted', orderId });
      return true;
    });
  }

  /** The shopper turns the quote down (DECLINED); as `accept` for who may and when. Runs for `declineCustomQuote`. */
  async decline(ctx: RequestContext, orderId: number): Promise<CustomDesignOrder | QuoteStateError | InputValidationError> {
    return this.answer(ctx, orderId, async (m, order) => {
      const moved = await moveQuoted(m, orderId, { quoteStatus: QuoteStatus.DECLINED }, order.quoteMinor ?? 0);
      if (moved) await notify(m, { kind: 'custom-quote-declined', orderId });
      return moved;
    });
  }

  private async answer(
    ctx: RequestContext,
    orderId: number,
    move: (m: EntityManager, order: Order) => Promise<boolean | InputValidationError>,
  ): Promise<CustomDesignOrder | QuoteStateError | InputValidationError> {
    const user = requireUser(ctx);
    return inUserTransaction(this.dataSource, user.id, async (m) => {
      const order = await findRequest(m, orderId, true);
      // An order whose account was deleted (userId null) is the back-office's alone.
      assertOwnerOrAdmin(ctx, order.userId ?? 0);
      const moved = await move(m, order);
      if (moved instanceof InputValidationError) return moved;
      if (!moved) return refusal(order, 'answer');
      const answered = await reread(m, orderId);
      const by = { actor: user.id === order.userId ? ('customer' as const) : ('admin' as const), userId: user.id };
      // The answer in the order's history, as the back-office's timeline shows it: who, what, and how it is paid.
      const note =
        answered.quoteStatus === QuoteStatus.ACCEPTED
          ? `Accepted; to be paid ${answered.paymentMethod === PaymentMethod.COD ? 'in cash on delivery' : 'online'}`
          : 'Declined';
      await quoteHistory(m, order, by, answered.quoteStatus ?? QuoteStatus.QUOTED, answered.quoteMinor, note);
      const [updated, item] = await Promise.all([reread(m, orderId), m.getRepository(OrderItem).findOneByOrFail({ orderId })]);
      return { order: updated, item };
    });
  }
}

/** The order row of a new request: the delivery details, nothing owed (an open quote is not payable). */
function requestOrder(m: EntityManager, userId: number, currencyCode: string, data: CustomDesignRequestData & DeliveryRegion): Order {
  const now = new Date();
  return m.getRepository(Order).create({
    userId,
    ...deliveryDetails(data),
    country: data.country,
    currencyCode,
    // Nothing is owed until a quote is accepted; isPayable refuses an open quote.
    subtotalMinor: 0,
    shippingMinor: 0,
    taxMinor: 0,
    totalMinor: 0,
    paymentMethod: PaymentMethod.ONLINE,
    paymentStatus: PaymentStatus.PENDING,
    status: OrderStatus.PENDING,
    source: OrderSource.BUY_NOW,
    stockReservation: null,
    idempotencyKey: null,
    requestHash: null,
    quoteStatus: QuoteStatus.REQUESTED,
    quoteMinor: null,
    quoteNote: null,
    // No GST breakup and no invoice until a quote is accepted (docs/decisions.md#gst-and-invoices).
    taxableMinor: null,
    placeOfSupply: null,
    invoiceNumber: null,
    invoicedAt: null,
    createdAt: now,
    updatedAt: now,
  });
}

/** The one custom item of a new request: what the shopper asked for, priced 0 until the quote is accepted. */
function requestItem(m: EntityManager, orderId: number, data: CustomDesignRequestData, imageUrl: string | null): OrderItem {
  return m.getRepository(OrderItem).create({
    orderId,
    productType: OrderItemType.CUSTOM,
    productId: null,
    productCaratId: null,
    productColorId: null,
    productSizeId: null,
    productVariantId: null,
    productName: CUSTOM_DESIGN_NAME,
    purity: data.purity,
    colorName: null,
    sizeName: null,
    quantity: 1,
    unitPriceMinor: 0,
    stoneChargeMinor: 0,
    labourChargeMinor: 0,
    totalMinor: 0,
    imageUrl,
    customSize: data.customSize,
    material: data.material,
    instructions: data.instructions,
    width: data.width,
    height: data.height,
    stone: data.stone,
    caratWish: data.caratWish,
    budgetMinor: data.budget === null ? null : toMinorUnits(data.budget),
    // Its GST is stored when the quote is accepted; a bespoke piece has no certificate to copy yet.
    gstRate: 0,
    hsnCode: null,
    taxableMinor: null,
    gstMinor: 0,
    certificateLab: null,
    certificateNumber: null,
    hallmarkPurity: null,
    huid: null,
  });
}

/**
 * A custom design request by order id; NOT_FOUND for an unknown id or a catalogue order. `lock`: its row is locked
 * for the transaction (the order lifecycle's rule for every change of an order).
 */
async function findRequest(m: EntityManager, orderId: number, lock = false): Promise<Order> {
  const valid = Number.isInteger(orderId) && orderId > 0;
  const order = !valid ? null : lock ? await lockOrder(m, orderId) : await m.getRepository(Order).findOneBy({ id: orderId });
  if (!order || order.quoteStatus === null) throw notFound('Custom design request not found');
  return order;
}

/** A quote step's history line, and the order's version bumped (docs/decisions.md#order-lifecycle). */
async function quoteHistory(m: EntityManager, order: Order, by: Actor, to: QuoteStatus, amountMinor: number | null, note: string | null) {
  await writeOrder(m, order, {});
  await addHistory(m, order, by, { kind: 'quote', fromState: order.quoteStatus, toState: to, amountMinor, note, customerVisible: true });
}

const reread = (m: EntityManager, orderId: number) => m.getRepository(Order).findOneByOrFail({ id: orderId });

/** Moves a QUOTED, not cancelled request whose quote is still `quoteMinor` (the one the shopper saw); answers whether it moved. */
async function moveQuoted(m: EntityManager, orderId: number, set: Record<string, unknown>, quoteMinor: number): Promise<boolean> {
  const moved = await m
    .createQueryBuilder()
    .update(Order)
    .set({ ...set, updatedAt: new Date() })
    .where('id = :orderId AND status <> :cancelled AND quoteStatus = :quoted AND quoteMinor = :quoteMinor', {
      orderId,
      cancelled: OrderStatus.CANCELLED,
      quoted: QuoteStatus.QUOTED,
      quoteMinor,
    })
    .execute();
  return Boolean(moved.affected);
}

/** Why a step did not move the request, from the state it was read in. */
function refusal(order: Order, step: 'quote' | 'answer'): QuoteStateError {
  if (order.status === OrderStatus.CANCELLED) return new QuoteStateError('This request is cancelled');
  const status = order.quoteStatus ?? QuoteStatus.REQUESTED;
  if (step === 'answer' && status === QuoteStatus.QUOTED)
    return new QuoteStateError('The quote changed meanwhile; please look at it again');
  return new QuoteStateError(STEP_MESSAGES[status]);
}
