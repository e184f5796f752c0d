import { Brackets, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { inTransaction } from '../../database/transactions';
import { Order, OrderStatus, StockReservation } from '../../entities/order.entity';
import { OrderItem, OrderItemType } from '../../entities/order-item.entity';
import { requireAdmin } from '../common/ownership';
import { imageUrlsByColorIds } from '../line-selection/line-pricing';
import { likeContains, searchTerms } from '../common/search-terms';
import { notFound } from '../common/domain-error';
import { InputValidationError } from '../common/error-results';
import { LIST_PAGE, pageWindow } from '../common/paging';
import { changeStatus } from '../common/status-change';
import type { RequestContext } from '../common/request-context';
import { validateInput } from '../common/validation';
import { returnStock } from '../inventory/inventory';
import { notify } from '../notifications/notify';
import { updateOrderStatusSchema } from './orders-admin.validation';

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

/** Back-office orders: list with items (regular or custom), set any status 1-5, delete. */
export class OrdersAdminService {
  constructor(private readonly dataSource: DataSource) {}

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
   * Sets an order's status to any of 1-5, whatever it was (docs/decisions.md#order-status: no transition
   * rule). A status out of range is an InputValidationError; an unknown order NOT_FOUND. Cancelling (5)
   * returns the order's reserved pieces to stock, once (docs/decisions.md#stock); a cancelled order set back
   * to another status does not take them again. Runs for GraphQL `updateOrderStatus` and REST
   * `PUT /order/updatestatus/{orderId}`.
   */
  async updateOrderStatus(ctx: RequestContext, orderId: number, input: unknown): Promise<Order | InputValidationError> {
    requireAdmin(ctx);
    const data = validateInput(updateOrderStatusSchema, input);
    if (data instanceof InputValidationError) return data;
    // The shopper's e-mail is queued in the transaction that changes the status (docs/decisions.md#notifications).
    return changeStatus(this.dataSource, Order, orderId, data.status, 'Order not found', async (m) => {
      if (data.status === OrderStatus.CANCELLED) await returnStock(m, orderId, StockReservation.RETURNED);
      await notify(m, { kind: 'order-status-changed', orderId, status: data.status });
    });
  }

  /**
   * Deletes an order with its items in one transaction; an unknown order is NOT_FOUND. Runs for GraphQL
   * `deleteOrder` and REST `DELETE /order/delete/{orderId}`.
   */
  async deleteOrder(ctx: RequestContext, orderId: number): Promise<{ id: number }> {
    requireAdmin(ctx);
    return inTransaction(this.dataSource, async (m) => {
      if (!(await m.getRepository(Order).existsBy({ id: orderId }))) throw notFound('Order not found');
      await m.getRepository(OrderItem).delete({ orderId });
      await m.getRepository(Order).delete({ id: orderId });
      return { id: orderId };
    });
  }

  /**
   * Orders of a kind (an EXISTS on its items, so no order repeats), newest first. A search that is an
   * order number ("#1042" too) also finds that order; otherwise every word must appear in the first name,
   * last name or e-mail of the order (LOWER ... LIKE, wildcards escaped).
   */
  private ordersQuery(kind?: OrderKind | null, search?: string | null, status?: number | null): SelectQueryBuilder<Order> {
    const qb = this.dataSource.getRepository(Order).createQueryBuilder('o');
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
