import type { Order } from '../../entities/order.entity';

/**
 * The delivery address and contact of an order, under the names the shop's answers use (GraphQL Order
 * and AdminOrder, REST POST /createorder and GET /user/{userId}).
 */
export const deliveryDetails = (order: Order) => ({
  firstName: order.firstName,
  lastName: order.lastName,
  email: order.email,
  phone: order.phone,
  address: order.address,
  apartment: order.apartment,
  city: order.city,
  state: order.state,
  zipCode: order.zipCode,
});
