import { Brackets, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { inTransaction } from '../../database/transactions';
import { Order } from '../../entities/order.entity';
import { OrderEvent } from '../../entities/order-event.entity';
import { OrderItem, OrderItemType } from '../../entities/order-item.entity';
import { requireAdmin } from '../common/ownership';
import { imageUrlsByColorIds } from '../line-selection/line-pricing';
import { likeContains, searchTerms } from '../common/search-terms';
import { notFound } from '../common/domain-error';
import { InputValidationError, OrderNotFoundError, OrderTransitionError, StaleVersionError } from '../common/error-results';
import { LIST_PAGE, pageWindow } from '../common/paging';
import type { RequestContext } from '../common/request-context';
import { validateInput } from '../common/validation';
import { addHistory, applyAction, lockOrder, stateOf, writeOrder } from './lifecycle/order-lifecycle';
import { OrderAction, actionForStatus, refusal } from './lifecycle/order-transitions';
import type { Courier } from '../../entities/shipment.entity';
import { listCouriers, saveCourier } from './shipments/couriers';
import { SHIP_NEEDS_PARCEL, type ShipResult, courierIdByName, deleteShipment, shipOrder } from './shipments/shipments';
import { expectedVersionSchema, orderNoteSchema, updateOrderStatusSchema } from './orders-admin.validation';

/**
 * The tabs of the back-office orders page (docs/specifications.md#back-office-9-constants,
 * docs/decisions.md#frame-shop-remnants).
 */
export enum OrderKind {
  /** Orders having at least one pre-listed (catalogue) item. */
  REGULAR = 'regular',
  /** Orders having at least one custom (bespoke) item. */
  CUSTOM = 'custom',
}

// The back-office reading of the stored status lives next to the storefront's (order-status.ts).
export { BACK_OFFICE_STATUS_LABELS, backOfficeStatusLabel } from './order-status';

export interface AdminOrderQuery {
  /** Only orders of this tab; every order when absent. */
  kind?: OrderKind | null;
  /** An order number ("1042" or "#1042"), or words that must each appear in the customer's name or e-mail. */
  search?: string | null;
  /** Only orders with this status (1-5); every status when absent. */
  status?: number | null;
  first?: number | null;
  offset?: number | null;
}

export interface AdminOrderPage {
  orders: Order[];
  totalCount: number;
}

/** Every order with its items and the pictures of the ordered colours (the legacy REST list). */
export interface AdminOrdersWithItems {
  orders: { order: Order; items: OrderItem[] }[];
  /** Picture paths by product colour id. */
  images: Map<number, string[]>;
}

/** Back-office orders: list with items (regular or custom), move through the order lifecycle, delete or archive. */
export class OrdersAdminService {
  constructor(
    private readonly dataSource: DataSource,
    /** Sends a refund a cancel asked for, after the cancel committed (domain/payments/refunds.ts send). */
    private readonly sendRefund: (refundId: string) => Promise<unknown> = () => Promise.resolve(),
  ) {}

  /**
   * One page of orders, newest first, with how many there are of that kind. Items, pictures and
   * customers are batched by the caller (GraphQL loaders). Runs for GraphQL `adminOrders`.
   */
  async listOrders(ctx: RequestContext, query: AdminOrderQuery = {}): Promise<AdminOrderPage> {
    requireAdmin(ctx);
    const { take, skip } = pageWindow(query, LIST_PAGE);
    const [orders, totalCount] = await this.ordersQuery(query.kind, query.search, query.status).take(take).skip(skip).getManyAndCount();
    return { orders, totalCount };
  }

  /**
   * Every order of a kind (or all), newest first, with items and pictures: three queries however many
   * orders there are. Runs for REST `GET /order/getallorders`, whose legacy client pages by itself.
   */
  async listOrdersWithItems(ctx: RequestContext, kind?: OrderKind | null): Promise<AdminOrdersWithItems> {
    requireAdmin(ctx);
    const orders = await this.ordersQuery(kind).getMany();
    const items = new Map<number, OrderItem[]>(orders.map((order) => [order.id, []]));
    if (orders.length > 0) {
      const rows = await this.dataSource
        .getRepository(OrderItem)
        .createQueryBuilder('oi')
        .where('oi.orderId IN (:...ids)', { ids: orders.map((order) => order.id) })
        .orderBy('oi.id', 'ASC')
        .getMany();
      for (const row of rows) items.get(row.orderId)?.push(row);
    }
    const colorIds = [...items.values()].flat().flatMap((item) => (item.productColorId === null ? [] : [item.productColorId]));
    const images = await imageUrlsByColorIds(this.dataSource.manager, colorIds);
    return { orders: orders.map((order) => ({ order, items: items.get(order.id) ?? [] })), images };
  }

  /**
   * Moves an order to status 2-5 through the order lifecycle (docs/decisions.md#order-lifecycle): one
   * transaction with the order's row locked; a status the table does not allow from where the order stands
   * (shipping a refunded order, going back to Pending) is OrderTransitionError, a stale `expectedVersion`
   * StaleVersionError, and nothing changes; the status it already has changes nothing either. Cancelling
   * returns the stock and refunds what was paid online (sent once the cancel committed). Shipped (3) is refused
   * with SHIP_NEEDS_PARCEL (the admin records the courier, tracking number and pieces with shipOrder), but for
   * `legacyShip`: the legacy REST path without a courier, which ships without a parcel. Runs for GraphQL
   * `updateOrderStatus` and REST `PUT /order/updatestatus/{orderId}`.
   */
  async updateOrderStatus(
    ctx: RequestContext,
    orderId: number,
    input: unknown,
    options: { legacyShip?: boolean } = {},
  ): Promise<Order | InputValidationError | OrderTransitionError | StaleVersionError> {
    const admin = requireAdmin(ctx);
    const data = validateInput(updateOrderStatusSchema, input);
    if (data instanceof InputValidationError) return data;
    const result = await inTransaction(this.dataSource, async (m) => {
      const order = await lockOrder(m, orderId);
      if (!order) throw notFound('Order not found');
      if (order.status === data.status) {
        if (data.expectedVersion != null && data.expectedVersion !== order.version) return new StaleVersionError(order.version);
        return { order, refundId: null };
      }
      const action = actionForStatus(data.status);
      if (!action) return new OrderTransitionError('An order never goes back to Placed');
      // Shipping records the parcel (shipOrder); only the legacy REST path, whose client sends a number alone, may skip it.
      if (action === OrderAction.SHIP && !options.legacyShip) {
        if (data.expectedVersion != null && data.expectedVersion !== order.version) return new StaleVersionError(order.version);
        return new OrderTransitionError(SHIP_NEEDS_PARCEL);
      }
      return applyAction(m, order, action, { actor: 'admin', userId: admin.id }, data.expectedVersion);
    });
    if (result instanceof OrderTransitionError || result instanceof StaleVersionError) return result;
    if (result.refundId) await this.sendRefund(result.refundId);
    return this.dataSource.getRepository(Order).findOneByOrFail({ id: orderId });
  }

  /**
   * Ships an order with its parcel (courier, tracking number, the pieces sent): shipments/shipments.ts. Runs for
   * GraphQL `shipOrder` and REST `PUT /order/updatestatus/{orderId}` with a courier and a tracking number.
   */
  async shipOrder(ctx: RequestContext, orderId: number, input: unknown): Promise<ShipResult> {
    const admin = requireAdmin(ctx);
    const result = await shipOrder(this.dataSource, orderId, input, { actor: 'admin', userId: admin.id });
    return result instanceof Order ? this.dataSource.getRepository(Order).findOneByOrFail({ id: orderId }) : result;
  }

  /** Every courier, by name (the back office's courier screen and the Ship dialog). */
  async couriers(ctx: RequestContext): Promise<Courier[]> {
    requireAdmin(ctx);
    return listCouriers(this.dataSource.manager);
  }

  /** Adds (id null) or edits a courier: name, tracking link template with {tracking}, active. */
  async saveCourier(ctx: RequestContext, id: number | null, input: unknown): Promise<Courier | InputValidationError> {
    requireAdmin(ctx);
    return inTransaction(this.dataSource, (m) => saveCourier(m, id, input));
  }

  /** The legacy REST courier (a name or an id) as an id; null when no courier has it. */
  async courierIdOf(courier: unknown): Promise<number | null> {
    return courierIdByName(this.dataSource.manager, courier);
  }

  /**
   * Records that the cash of a cash-on-delivery order was handed over (COLLECT_COD of the lifecycle table): its
   * payment reads collected, with a history line, in one transaction under the order's lock. A state the table
   * does not allow it from is OrderTransitionError; an older `expectedVersion` StaleVersionError. Runs for
   * GraphQL `collectCashOnDelivery`.
   */
  async collectCashOnDelivery(
    ctx: RequestContext,
    orderId: number,
    input: unknown,
  ): Promise<Order | InputValidationError | OrderTransitionError | StaleVersionError> {
    const admin = requireAdmin(ctx);
    const data = validateInput(expectedVersionSchema, input);
    if (data instanceof InputValidationError) return data;
    const result = await inTransaction(this.dataSource, async (m) => {
      const order = await lockOrder(m, orderId);
      if (!order) throw notFound('Order not found');
      return applyAction(m, order, OrderAction.COLLECT_COD, { actor: 'admin', userId: admin.id }, data.expectedVersion);
    });
    if (result instanceof OrderTransitionError || result instanceof StaleVersionError) return result;
    return result.order;
  }

  /**
   * Adds an administrator's internal note to the order's history (not shown to the customer). Runs for
   * GraphQL `addOrderNote`.
   */
  async addOrderNote(
    ctx: RequestContext,
    orderId: number,
    input: unknown,
  ): Promise<OrderEvent | InputValidationError | OrderNotFoundError> {
    const admin = requireAdmin(ctx);
    const data = validateInput(orderNoteSchema, input);
    if (data instanceof InputValidationError) return data;
    return inTransaction(this.dataSource, async (m) => {
      const order = Number.isSafeInteger(orderId) && orderId > 0 ? await lockOrder(m, orderId) : null;
      if (!order) return new OrderNotFoundError(orderId);
      return addHistory(m, order, { actor: 'admin', userId: admin.id }, { kind: 'note', note: data.note, customerVisible: false });
    });
  }

  /**
   * "Delete Order": an order with a payment (an attempt paid or refunded, a payment event with money) or an
   * invoice number is kept for the customer and the books, archived (hidden from the back-office lists);
   * one with neither is erased with its items and history, in one transaction with the order's row locked.
   * An unknown order is NOT_FOUND. Runs for GraphQL `deleteOrder` and REST `DELETE /order/delete/{orderId}`.
   */
  async deleteOrder(ctx: RequestContext, orderId: number): Promise<{ id: number; archived: boolean }> {
    const admin = requireAdmin(ctx);
    return inTransaction(this.dataSource, async (m) => {
      const order = await lockOrder(m, orderId);
      if (!order) throw notFound('Order not found');
      if (order.archivedAt) return { id: orderId, archived: true };
      const state = await stateOf(m, order);
      if (refusal(state, OrderAction.DELETE) === null) {
        await deleteShipment(m, orderId);
        await m.getRepository(OrderEvent).delete({ orderId });
        await m.getRepository(OrderItem).delete({ orderId });
        await m.getRepository(Order).delete({ id: orderId });
        return { id: orderId, archived: false };
      }
      const archivedAt = new Date();
      await writeOrder(m, order, { archivedAt });
      await addHistory(m, order, { actor: 'admin', userId: admin.id }, { kind: 'archived', customerVisible: false });
      return { id: orderId, archived: true };
    });
  }

  /**
   * Orders of a kind (an EXISTS on its items, so no order repeats), newest first. A search that is an
   * order number ("#1042" too) also finds that order; otherwise every word must appear in the first name,
   * last name or e-mail of the order (LOWER ... LIKE, wildcards escaped).
   */
  private ordersQuery(kind?: OrderKind | null, search?: string | null, status?: number | null): SelectQueryBuilder<Order> {
    // Archived orders ("deleted" ones kept for the books) are not listed.
    const qb = this.dataSource.getRepository(Order).createQueryBuilder('o').where('o.archivedAt IS NULL');
    if (status !== null && status !== undefined) qb.andWhere('o.status = :status', { status });
    const terms = searchTerms(search);
    if (terms.length > 0) {
      const orderNumber = /^#?(\d{1,9})$/.exec((search ?? '').trim());
      qb.andWhere(
        new Brackets((either) => {
          if (orderNumber) either.orWhere('o.id = :orderNumber', { orderNumber: Number(orderNumber[1]) });
          either.orWhere(
            new Brackets((all) => {
              terms.forEach((term, i) => {
                const param = `term${i}`;
                all.andWhere(
                  new Brackets((or) => {
                    for (const column of ['o.firstName', 'o.lastName', 'o.email']) or.orWhere(`LOWER(${column}) LIKE :${param} ESCAPE '!'`);
                  }),
                  { [param]: likeContains(term) },
                );
              });
            }),
          );
        }),
      );
    }
    if (kind) {
      const items = qb
        .subQuery()
        .select('1')
        .from(OrderItem, 'k')
        .where('k.orderId = o.id')
        .andWhere('k.productType = :productType')
        .getQuery();
      qb.andWhere(`EXISTS ${items}`, { productType: kind === OrderKind.CUSTOM ? OrderItemType.CUSTOM : OrderItemType.PRE_LISTED });
    }
    return qb.orderBy('o.createdAt', 'DESC').addOrderBy('o.id', 'DESC');
  }
}
