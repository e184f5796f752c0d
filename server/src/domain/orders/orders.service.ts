import { type DataSource, In } from 'typeorm';
import { Order } from '../../entities/order.entity';
import { OrderItem } from '../../entities/order-item.entity';
import { imageUrlsByColorIds } from '../line-selection/line-pricing';
import { notFound } from '../common/domain-error';
import { assertOwnerOrAdmin, requireUser } from '../common/ownership';
import { LIST_PAGE, pageWindow } from '../common/paging';
import type { RateLimits } from '../common/rate-limits';
import type { RequestContext } from '../common/request-context';
import type { GstState } from '../tax/gst';
import { type CreateOrderError, type PlacedOrder, placeOrder } from './checkout';

export interface OrderPage {
  orders: Order[];
  totalCount: number;
}

/** An order with its items and, per ordered colour, its pictures (the legacy REST order history). */
export interface OrderWithItems {
  order: Order;
  items: OrderItem[];
}

/** Checkout and order history: every amount recomputed from the database, one transaction per order. */
export class OrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimits: RateLimits,
    /** The shop's state: GST is CGST + SGST for deliveries there, IGST elsewhere. */
    private readonly shopState: GstState,
  ) {}

  /**
   * See checkout.ts placeOrder: GraphQL createOrder and REST POST /createorder. Every attempt counts against
   * the signed-in caller's order budget (docs/decisions.md#rate-limits); guests cannot order.
   */
  async createOrder(
    ctx: RequestContext,
    ownerId: number,
    input: unknown,
    idempotencyKey?: unknown,
  ): Promise<PlacedOrder | CreateOrderError> {
    const caller = assertOwnerOrAdmin(ctx, ownerId);
    await this.rateLimits.consume('ordersPerUser', String(caller.id));
    return placeOrder(this.dataSource, ctx, ownerId, input, idempotencyKey, this.shopState);
  }

  /** The owner's orders, newest first, one page (GraphQL myOrders); items come through a loader. */
  async listOrders(ctx: RequestContext, ownerId: number, page: { first?: number | null; offset?: number | null } = {}): Promise<OrderPage> {
    assertOwnerOrAdmin(ctx, ownerId);
    const { take, skip } = pageWindow(page, LIST_PAGE);
    const [orders, totalCount] = await this.dataSource
      .getRepository(Order)
      .findAndCount({ where: { userId: ownerId }, order: { createdAt: 'DESC', id: 'DESC' }, take, skip });
    return { orders, totalCount };
  }

  /** Every order of the owner, newest first, with items: three queries however many (REST GET /user/{userId}). */
  async listOrdersWithItems(ctx: RequestContext, ownerId: number): Promise<OrderWithItems[]> {
    assertOwnerOrAdmin(ctx, ownerId);
    const orders = await this.dataSource
      .getRepository(Order)
      .find({ where: { userId: ownerId }, order: { createdAt: 'DESC', id: 'DESC' } });
    const items = await this.itemsOfOrders(orders.map((order) => order.id));
    return orders.map((order) => ({ order, items: items.get(order.id) ?? [] }));
  }

  /** One order, for its owner or an admin: NOT_FOUND for an unknown id, FORBIDDEN for someone else's. */
  async getOrder(ctx: RequestContext, orderId: number): Promise<Order> {
    requireUser(ctx);
    const order = Number.isInteger(orderId) && orderId > 0 ? await this.dataSource.getRepository(Order).findOneBy({ id: orderId }) : null;
    if (!order) throw notFound('Order not found');
    // An order whose account was deleted (userId null) is the back-office's alone.
    assertOwnerOrAdmin(ctx, order.userId ?? 0);
    return order;
  }

  /** The items of many orders in one IN (...) query, each list in order (the caller checked their ownership). */
  private async itemsOfOrders(orderIds: number[]): Promise<Map<number, OrderItem[]>> {
    const ids = [...new Set(orderIds)];
    const result = new Map<number, OrderItem[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return result;
    const rows = await this.dataSource.getRepository(OrderItem).find({ where: { orderId: In(ids) }, order: { id: 'ASC' } });
    for (const row of rows) result.get(row.orderId)?.push(row);
    return result;
  }

  /** The pictures of the ordered colours, in one IN (...) query. */
  imagesOfColors(ctx: RequestContext, productColorIds: number[]): Promise<Map<number, string[]>> {
    requireUser(ctx);
    return imageUrlsByColorIds(this.dataSource.manager, productColorIds);
  }
}
