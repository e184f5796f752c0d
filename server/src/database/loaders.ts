// The per-request DataLoaders, shared by GraphQL (in the context) and the services that build REST answers.
import DataLoader from 'dataloader';
import { type DataSource, type EntityTarget, type ObjectLiteral, In, IsNull, MoreThan, Not } from 'typeorm';
import { AccountChange } from '../entities/account-change.entity';
import { CreditNote } from '../entities/credit-note.entity';
import { Shipment, ShipmentPiece } from '../entities/shipment.entity';
import { Currency } from '../entities/currency.entity';
import { MetalType } from '../entities/metal-type.entity';
import { OrderItem } from '../entities/order-item.entity';
import { OrderEvent } from '../entities/order-event.entity';
import { OrderRefund } from '../entities/order-refund.entity';
import { PaymentAttempt } from '../entities/payment-attempt.entity';
import { PaymentEvent } from '../entities/payment-event.entity';
import { PriceEntry } from '../entities/price-entry.entity';
import { Product } from '../entities/product.entity';
import { ProductCarat } from '../entities/product-carat.entity';
import { ProductColor } from '../entities/product-color.entity';
import { ProductImage } from '../entities/product-image.entity';
import { ProductSize } from '../entities/product-size.entity';
import { ProductVariant } from '../entities/product-variant.entity';
import { Subcategory } from '../entities/subcategory.entity';
import { User } from '../entities/user.entity';
import { certificationsLoader } from './product-certificates';
import { productPartsLoaders } from './product-parts';

export { productPartsLoaders };

/** One IN (...) query for all keys; answers in key order, null where nothing matched. */
function byId<T extends ObjectLiteral & { id: number }>(ds: DataSource, entity: EntityTarget<T>) {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = await ds.getRepository(entity).findBy({ id: In([...ids]) } as never);
    const map = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => map.get(id) ?? null);
  });
}

/** One IN (...) query for all parent keys; each parent gets its rows sorted by position, then id. */
function manyBy<T extends ObjectLiteral & { id: number; position: number }>(
  ds: DataSource,
  entity: EntityTarget<T>,
  column: keyof T & string,
  relations: Record<string, true> = {},
) {
  return new DataLoader<number, T[]>(async (keys) => {
    const rows = await ds.getRepository(entity).find({
      where: { [column]: In([...keys]) } as never,
      relations: relations as never,
      order: { position: 'ASC', id: 'ASC' } as never,
    });
    const groups = new Map<number, T[]>(keys.map((k) => [k, []]));
    for (const row of rows) groups.get(row[column])?.push(row);
    return keys.map((k) => groups.get(k) ?? []);
  });
}

/** One IN (...) query for all orders; each order gets its rows in id order (items, history, credit notes). */
function byOrderId<T extends ObjectLiteral & { id: number; orderId: number }>(ds: DataSource, entity: EntityTarget<T>) {
  return new DataLoader<number, T[]>(async (orderIds) => {
    const rows = await ds.getRepository(entity).find({ where: { orderId: In([...orderIds]) } as never, order: { id: 'ASC' } as never });
    const groups = new Map<number, T[]>(orderIds.map((id) => [id, []]));
    for (const row of rows) groups.get(row.orderId)?.push(row);
    return orderIds.map((id) => groups.get(id) ?? []);
  });
}

/**
 * Every DataLoader of one request. Made fresh per request in the context (never module-level), so one
 * shopper's cached rows cannot reach another; each batch is a single IN (...) query.
 */
/** The parcel of many orders with its pieces (docs/decisions.md#shipments-and-one-vocabulary), or null: two queries. */
function shipmentLoader(ds: DataSource) {
  return new DataLoader<number, (Shipment & { pieces: ShipmentPiece[] }) | null>(async (orderIds) => {
    const shipments = await ds.getRepository(Shipment).find({ where: { orderId: In([...orderIds]) } });
    const pieces =
      shipments.length === 0
        ? []
        : await ds.getRepository(ShipmentPiece).find({ where: { shipmentId: In(shipments.map((s) => s.id)) }, order: { id: 'ASC' } });
    return orderIds.map((orderId) => {
      const shipment = shipments.find((s) => s.orderId === orderId);
      return shipment ? Object.assign(shipment, { pieces: pieces.filter((p) => p.shipmentId === shipment.id) }) : null;
    });
  });
}

export function createLoaders(ds: DataSource) {
  return {
    /** The storefront's product parts, all read by one statement per tick (see productPartsLoaders). */
    productParts: productPartsLoaders(ds),
    currencyById: byId(ds, Currency),
    /** Only the names (the back-office part tables' Product column): no description text read. */
    productNameById: new DataLoader<number, string | null>(async (ids) => {
      const rows = await ds.getRepository(Product).find({ select: { id: true, name: true }, where: { id: In([...ids]) } });
      const names = new Map(rows.map((row) => [row.id, row.name]));
      return ids.map((id) => names.get(id) ?? null);
    }),
    colorsByProductId: manyBy(ds, ProductColor, 'productId', { color: true }),
    imagesByProductColorId: manyBy(ds, ProductImage, 'productColorId'),
    caratsByProductId: manyBy(ds, ProductCarat, 'productId', { carat: true }),
    subcategoryById: byId(ds, Subcategory),
    sizesByProductId: manyBy(ds, ProductSize, 'productId', { size: true }),
    /** Certificates and hallmarks: the product's and its variants' overrides (storefront, back-office, REST detail). */
    certificationsByProductId: certificationsLoader(ds),
    /** Every variant of many products with its stock (docs/decisions.md#stock), one IN query. */
    variantsByProductId: new DataLoader<number, ProductVariant[]>(async (productIds) => {
      const rows = await ds.getRepository(ProductVariant).find({ where: { productId: In([...productIds]) }, order: { id: 'ASC' } });
      const groups = new Map<number, ProductVariant[]>(productIds.map((id) => [id, []]));
      for (const row of rows) groups.get(row.productId)?.push(row);
      return productIds.map((id) => groups.get(id) ?? []);
    }),
    // --- catalogue loaders above; cart, wishlist and order loaders below ---
    // Cart and wishlist lines arrive from their services with product, purity, colour and size joined in
    // the same query; their pictures use imagesByProductColorId above.
    /** The items of many orders, each list in order. */
    orderItemsByOrderId: byOrderId(ds, OrderItem),
    /** The history of many orders, oldest first (docs/decisions.md#order-lifecycle). */
    orderEventsByOrderId: byOrderId(ds, OrderEvent),
    /** What the lifecycle table needs beyond an order's row: refunds under way, and whether money ever moved. */
    orderMoneyByOrderId: new DataLoader<number, { refundingMinor: number; hasPayment: boolean }>(async (orderIds) => {
      const ids = [...orderIds];
      const [refunds, attempts, events] = await Promise.all([
        ds
          .getRepository(OrderRefund)
          .find({ select: { orderId: true, amountMinor: true }, where: { orderId: In(ids), status: 'requested' } }),
        ds.getRepository(PaymentAttempt).find({ select: { orderId: true }, where: { orderId: In(ids), status: In(['paid', 'refunded']) } }),
        ds.getRepository(PaymentEvent).find({ select: { orderId: true }, where: { orderId: In(ids), kind: In(['paid', 'refunded']) } }),
      ]);
      const paid = new Set([...attempts, ...events].map((row) => row.orderId));
      return ids.map((id) => ({
        refundingMinor: refunds.filter((r) => r.orderId === id).reduce((sum, r) => sum + r.amountMinor, 0),
        hasPayment: paid.has(id),
      }));
    }),
    /** The credit notes of many orders (docs/decisions.md#credit-notes), each list oldest first. */
    creditNotesByOrderId: byOrderId(ds, CreditNote),
    /** The parcel of each order with its pieces, or null. */
    shipmentByOrderId: shipmentLoader(ds),
    // --- back-office: users, orders, dashboard, content ---
    /** Accounts by id: the customer of an order in the back-office order list (null once the account is deleted). */
    userById: byId(ds, User),
    /** The new e-mail each account waits to confirm (docs/decisions.md#email-change), or null; the newest change wins. */
    pendingEmailByUserId: new DataLoader<number, string | null>(async (userIds) => {
      const rows = await ds.getRepository(AccountChange).find({
        select: { id: true, userId: true, newEmail: true },
        where: {
          userId: In([...userIds]),
          newEmail: Not(IsNull()),
          confirmedAt: IsNull(),
          emailCancelledAt: IsNull(),
          undoneAt: IsNull(),
          closedAt: IsNull(),
          confirmExpiresAt: MoreThan(new Date()),
        },
        order: { id: 'ASC' },
      });
      const newest = new Map(rows.map((row) => [row.userId, row.newEmail]));
      return userIds.map((id) => newest.get(id) ?? null);
    }),
    // --- back-office catalogue configuration ---
    /** Metal types by id: the metal of each carat in the back-office carat list. */
    metalTypeById: byId(ds, MetalType),
    // --- back-office products (products-admin): every currency's price entry of a product carat (metalTypeById above) ---
    /** Every price entry (all currencies, with the currency joined) of many product carats, by currency id. */
    priceEntriesByProductCaratId: new DataLoader<number, PriceEntry[]>(async (productCaratIds) => {
      const rows = await ds.getRepository(PriceEntry).find({
        where: { productCaratId: In([...productCaratIds]) },
        relations: { currency: true },
        order: { currencyId: 'ASC', id: 'ASC' },
      });
      const groups = new Map<number, PriceEntry[]>(productCaratIds.map((id) => [id, []]));
      for (const row of rows) groups.get(row.productCaratId)?.push(row);
      return productCaratIds.map((id) => groups.get(id) ?? []);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
