import { Ctx, Field, Float, GraphQLISODateTime, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money, PricedLineAmounts, toMoney } from './money.types';
import { deliveryDetails } from '../../domain/orders/order-views';
import { isPayable } from '../../domain/payments/payment-rules';
import { invoiceAvailable } from '../../domain/invoices/invoice-rules';
import { pieceIdentifiers } from '../../domain/invoices/invoice-view';
import { type Order, PaymentMethod, PaymentStatus, QuoteStatus } from '../../entities/order.entity';
import { type OrderItem, OrderItemType } from '../../entities/order-item.entity';
import type { GraphQLContext } from '../context';
import { OrderShipment, toOrderShipment } from './shipment.types';

registerEnumType(QuoteStatus, {
  name: 'QuoteStatus',
  description:
    'Where a custom design request stands: REQUESTED (not priced yet), QUOTED (the shop named a price), ACCEPTED (the shopper took it; pay the order), DECLINED.',
});

@ObjectType({ description: 'What a shopper asked for in a custom design request (docs/decisions.md#custom-designs).' })
export class CustomDesignDetails {
  /** The stored path of the reference picture (private: storage/private-pictures.ts). */
  picture: string | null;

  @Field(() => String, {
    name: 'imageUrl',
    nullable: true,
    description:
      'The reference picture, relative to the API base: a link for the shopper who sent it and administrators, working for one to two hours; null when none was sent.',
  })
  imageLink(@Ctx() ctx: GraphQLContext): string | null {
    return ctx.privatePictures.link(this.picture);
  }

  @Field(() => String, { nullable: true, description: 'The metal asked for, e.g. "Yellow gold".' })
  material: string | null;

  @Field(() => String, { nullable: true, description: 'The purity asked for, e.g. "18K".' })
  purity: string | null;

  @Field(() => String, { nullable: true, description: 'The stone wished for, e.g. "Lab-grown diamond, oval".' })
  stone: string | null;

  @Field(() => Float, { nullable: true, description: 'The stone weight wished for, in carats.' })
  caratWish: number | null;

  @Field(() => String, { nullable: true, description: 'The ring size asked for.' })
  customSize: string | null;

  @Field(() => Float, { nullable: true, description: 'Width in millimetres.' })
  width: number | null;

  @Field(() => Float, { nullable: true, description: 'Height in millimetres.' })
  height: number | null;

  @Field(() => Money, { nullable: true, description: "What the shopper means to spend, in the order's currency." })
  budget: Money | null;

  @Field({ description: 'What the shopper described.' })
  instructions: string;
}

@ObjectType({ description: 'The quote of a custom design request.' })
export class CustomQuote {
  @Field(() => QuoteStatus, { description: 'Where the request stands.' })
  status: QuoteStatus;

  @Field(() => Money, { nullable: true, description: 'The price the shop quoted; null until quoted.' })
  amount: Money | null;

  @Field(() => String, { nullable: true, description: 'What the shop says with its quote.' })
  note: string | null;
}

/** What the shop's and the back-office's order items share: the snapshot taken at ordering time. */
@ObjectType() // a base class only: no field returns it, so the schema does not list it
export abstract class OrderedItemFields extends PricedLineAmounts {
  @Field(() => Int, { description: 'The order item id.' })
  id: number;

  @Field(() => Int, { nullable: true, description: 'The product ordered; null for a custom item or a product deleted since.' })
  productId: number | null;

  @Field({ description: 'Product name at ordering time.' })
  productName: string;

  @Field(() => String, { nullable: true, description: 'Purity label at ordering time, e.g. "18K".' })
  purity: string | null;

  @Field(() => String, { nullable: true, description: 'Colour name at ordering time.' })
  colorName: string | null;

  @Field(() => String, { nullable: true, description: 'Size name at ordering time.' })
  sizeName: string | null;

  productColorId: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'HSN code of the piece on the invoice, e.g. 7113; null for an order placed before GST breakups.',
  })
  hsnCode: string | null;

  @Field(() => Float, { description: 'GST rate in percent contained in the line total, e.g. 3; 0 for an order without Indian tax.' })
  gstRate: number;

  @Field(() => Money, { description: 'The GST the line total contains (prices are tax-inclusive).' })
  gstAmount: Money;

  @Field(() => [String], {
    description:
      'What the design guarantees for the line, as its invoice prints it: "IGI certified", "BIS hallmarked 22K" (the purity chosen); each piece\'s HUID and report number are in the order\'s shipment.',
  })
  identifiers: string[];
  @Field(() => CustomDesignDetails, {
    nullable: true,
    description: 'A custom item: what the shopper asked for; null for a catalogue product.',
  })
  customDesign: CustomDesignDetails | null;

  @Field(() => [String], {
    description: 'Pictures of the ordered colour, relative to the API base (batched over every item); empty for custom items.',
  })
  async images(@Ctx() ctx: GraphQLContext): Promise<string[]> {
    if (this.productColorId === null) return [];
    return (await ctx.loaders.imagesByProductColorId.load(this.productColorId)).map((image) => image.url);
  }
}

@ObjectType({
  description:
    'The GST an order contains (prices are tax-inclusive): CGST + SGST when delivered in the shop’s state, else IGST (docs/decisions.md#gst-and-invoices).',
})
export class OrderGst {
  @Field(() => Money, { description: 'The total without the GST it contains.' }) taxable: Money;
  @Field(() => Money, { description: 'Central GST (delivery in the shop’s state); 0 otherwise.' }) cgst: Money;
  @Field(() => Money, { description: 'State GST (delivery in the shop’s state); 0 otherwise.' }) sgst: Money;
  @Field(() => Money, { description: 'Integrated GST (delivery to another state); 0 otherwise.' }) igst: Money;
  @Field(() => Money, { description: 'cgst + sgst + igst.' }) total: Money;
  @Field(() => String, {
    description: 'The place of supply, e.g. "27-Maharashtra" (or the delivery state as written when not recognised).',
  })
  placeOfSupply: string;
}

/** What the shop's and the back-office's orders share: delivery address, payment and currency. */
@ObjectType() // a base class only: no field returns it, so the schema does not list it
export abstract class OrderFields {
  @Field({ description: 'Delivery address: first name.' }) firstName: string;
  @Field({ description: 'Delivery address: last name.' }) lastName: string;
  @Field({ description: 'Contact e-mail for this order.' }) email: string;
  @Field({ description: 'Contact phone for this order.' }) phone: string;
  @Field({ description: 'Delivery address: street and number.' }) address: string;
  @Field(() => String, { nullable: true, description: 'Delivery address: apartment, suite, etc.' }) apartment: string | null;
  @Field({ description: 'Delivery address: city.' }) city: string;
  @Field({ description: 'Delivery address: state.' }) state: string;
  @Field({ description: 'Delivery address: zip or PIN code.' }) zipCode: string;
  @Field(() => String, {
    nullable: true,
    description: 'Delivery address: country, ISO 3166-1 alpha-2 (IN for every rupee order; null on an older order in another currency).',
  })
  country: string | null;

  @Field(() => PaymentMethod, { description: 'How the shopper pays.' })
  paymentMethod: PaymentMethod;

  @Field(() => PaymentStatus, { description: 'Where the payment stands.' })
  paymentStatus: PaymentStatus;

  @Field(() => String, {
    nullable: true,
    description: 'The provider of the latest online payment attempt (test, razorpay, stripe); null before any.',
  })
  paymentProvider: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The provider's reference of the payment that paid the order (pay_…, pi_…); null until paid.",
  })
  paymentReference: string | null;

  @Field({ description: 'True when the order can be paid online now ("Pay now"): an online order, pending or failed, not cancelled.' })
  payable: boolean;

  @Field({ description: 'ISO code of the currency of every amount of the order.' })
  currencyCode: string;

  @Field(() => GraphQLISODateTime, { description: 'When the order was placed.' })
  createdAt: Date;

  @Field(() => OrderGst, {
    nullable: true,
    description:
      'The GST the total contains; null for an order without Indian tax (another currency) or placed before GST breakups were kept.',
  })
  gst: OrderGst | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The invoice number, e.g. INV/26-27/000042, issued when the sale is confirmed (cash on delivery: placed; online: paid); it stays after a cancellation or refund.',
  })
  invoiceNumber: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Where to download the invoice (PDF, with the bearer token), relative to the API base (like pictures): orders/{id}/invoice; null while the order has none (unpaid online, or cancelled before it was invoiced).',
  })
  invoiceUrl: string | null;

  @Field(() => CustomQuote, { nullable: true, description: 'A custom design request: its quote; null for a catalogue order.' })
  quote: CustomQuote | null;

  @Field(() => Money, { description: 'Money given back so far (succeeded refunds); 0 when nothing was refunded.' })
  refunded: Money;

  /** The order the parcel is read for (not a field). */
  shipmentOrderId: number;

  @Field(() => OrderShipment, {
    nullable: true,
    description: 'The parcel: courier, tracking number and link, the pieces sent (batched); null before it shipped.',
  })
  async shipment(@Ctx() ctx: GraphQLContext): Promise<OrderShipment | null> {
    const shipment = await ctx.loaders.shipmentByOrderId.load(this.shipmentOrderId);
    return shipment ? toOrderShipment(shipment) : null;
  }
}

/** The OrderedItemFields of an order item, amounts in the order's currency. */
export const orderedItemFields = (item: OrderItem, currencyCode: string) => ({
  id: item.id,
  productId: item.productId,
  productColorId: item.productColorId,
  productName: item.productName,
  purity: item.purity,
  colorName: item.colorName,
  sizeName: item.sizeName,
  quantity: item.quantity,
  unitPrice: toMoney(item.unitPriceMinor, currencyCode),
  stoneCharge: toMoney(item.stoneChargeMinor, currencyCode),
  labourCharge: toMoney(item.labourChargeMinor, currencyCode),
  lineTotal: toMoney(item.totalMinor, currencyCode),
  hsnCode: item.hsnCode,
  gstRate: item.gstRate,
  gstAmount: toMoney(item.gstMinor, currencyCode),
  identifiers: pieceIdentifiers(item),
  customDesign: item.productType === OrderItemType.CUSTOM ? customDesignDetails(item, currencyCode) : null,
});

/** The GST breakup of an order, or null when it carries none (another currency, or placed before breakups). */
function orderGst(order: Order): OrderGst | null {
  if (order.taxableMinor == null || order.placeOfSupply == null) return null;
  const money = (minor: number) => toMoney(minor, order.currencyCode);
  return {
    taxable: money(order.taxableMinor),
    cgst: money(order.cgstMinor),
    sgst: money(order.sgstMinor),
    igst: money(order.igstMinor),
    total: money(order.cgstMinor + order.sgstMinor + order.igstMinor),
    placeOfSupply: order.placeOfSupply,
  };
}

const customDesignDetails = (item: OrderItem, currencyCode: string): CustomDesignDetails =>
  Object.assign(new CustomDesignDetails(), {
    picture: item.imageUrl,
    material: item.material,
    purity: item.purity,
    stone: item.stone ?? null,
    caratWish: item.caratWish ?? null,
    customSize: item.customSize,
    width: item.width ?? null,
    height: item.height ?? null,
    budget: item.budgetMinor == null ? null : toMoney(item.budgetMinor, currencyCode),
    instructions: item.instructions ?? '',
  });

/** The OrderFields of an order: delivery address, payment, currency and when it was placed. */
export const orderFields = (order: Order): Omit<OrderFields, 'shipment'> => ({
  shipmentOrderId: order.id,
  ...deliveryDetails(order),
  country: order.country ?? null,
  paymentMethod: order.paymentMethod,
  paymentStatus: order.paymentStatus,
  paymentProvider: order.paymentProvider ?? null,
  paymentReference: order.paymentReference ?? null,
  payable: isPayable(order),
  currencyCode: order.currencyCode,
  createdAt: order.createdAt,
  gst: orderGst(order),
  invoiceNumber: order.invoiceNumber ?? null,
  invoiceUrl: invoiceAvailable(order) ? `orders/${order.id}/invoice` : null,
  refunded: toMoney(order.refundedMinor ?? 0, order.currencyCode),
  quote:
    order.quoteStatus == null
      ? null
      : Object.assign(new CustomQuote(), {
          status: order.quoteStatus,
          amount: order.quoteMinor == null ? null : toMoney(order.quoteMinor, order.currencyCode),
          note: order.quoteNote ?? null,
        }),
});
