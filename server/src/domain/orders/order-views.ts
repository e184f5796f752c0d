import type { Order } from '../../entities/order.entity';

type DeliveryFields = 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'city' | 'state' | 'zipCode';

/**
 * The delivery address and contact of an order, under the names the shop's answers use (GraphQL Order
 * and AdminOrder, REST POST /createorder and GET /user/{userId}) and the order row's columns (checkout
 * and a custom-design request copy a shopper's validated details into a new order with it).
 */
export const deliveryDetails = (source: Pick<Order, DeliveryFields> & { apartment?: string | null }) => ({
  firstName: source.firstName,
  lastName: source.lastName,
  email: source.email,
  phone: source.phone,
  address: source.address,
  apartment: source.apartment ?? null,
  city: source.city,
  state: source.state,
  zipCode: source.zipCode,
});
