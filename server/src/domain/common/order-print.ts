import type { Order } from '../../entities/order.entity';
import { OrderItemType, type OrderItem } from '../../entities/order-item.entity';

// How an order reads in print, for the order e-mails (notifications/, which is core) and the invoice alike.

/** The delivery address as printed lines (the invoice's buyer, the order e-mails), empty lines left out. */
export const addressLines = (order: Pick<Order, 'address' | 'apartment' | 'city' | 'state' | 'zipCode'>): string[] =>
  [order.address, order.apartment ?? '', `${order.city}, ${order.state} ${order.zipCode}`].filter((line) => line.trim() !== '');

/** What a line is, beside its name: "18K · Rose Gold · Size 12", or "Bespoke · Yellow gold · 22K · Size 14" for a custom piece. */
export const orderLineDetails = (
  item: Pick<OrderItem, 'productType' | 'purity' | 'colorName' | 'sizeName' | 'material' | 'customSize'>,
): string =>
  (item.productType === OrderItemType.CUSTOM
    ? ['Bespoke', item.material, item.purity, item.customSize && `Size ${item.customSize}`]
    : [item.purity, item.colorName, item.sizeName && `Size ${item.sizeName}`]
  )
    .filter(Boolean)
    .join(' · ');
