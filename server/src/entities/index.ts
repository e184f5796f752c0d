import { AccountChange } from './account-change.entity';
import { Carat } from './carat.entity';
import { CartItem } from './cart-item.entity';
import { Category } from './category.entity';
import { Color } from './color.entity';
import { ContactInquiry } from './contact-inquiry.entity';
import { CreditNote } from './credit-note.entity';
import { Currency } from './currency.entity';
import { MetalType } from './metal-type.entity';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';
import { InvoiceSeries } from './invoice-series.entity';
import { Order } from './order.entity';
import { OrderItem } from './order-item.entity';
import { PaymentAttempt } from './payment-attempt.entity';
import { PaymentEvent } from './payment-event.entity';
import { OutboxMessage } from './outbox-message.entity';
import { PasswordReset } from './password-reset.entity';
import { PriceEntry } from './price-entry.entity';
import { Product } from './product.entity';
import { ProductCarat } from './product-carat.entity';
import { ProductCertificate } from './product-certificate.entity';
import { ProductColor } from './product-color.entity';
import { ProductImage } from './product-image.entity';
import { ProductSize } from './product-size.entity';
import { ProductVariant } from './product-variant.entity';
import { RefreshToken } from './refresh-token.entity';
import { Review } from './review.entity';
import { Size } from './size.entity';
import { SliderImage } from './slider-image.entity';
import { SocialPost } from './social-post.entity';
import { TestGatewaySessionRow } from './test-gateway-session.entity';
import { Subcategory } from './subcategory.entity';
import { User } from './user.entity';
import { WishlistItem } from './wishlist-item.entity';
import { OrderEvent } from './order-event.entity';
import { OrderRefund } from './order-refund.entity';
import { Courier, Shipment, ShipmentPiece } from './shipment.entity';

export const ENTITIES = [
  Currency,
  MetalType,
  Carat,
  Category,
  Subcategory,
  Size,
  Color,
  User,
  Product,
  ProductColor,
  ProductImage,
  ProductCarat,
  PriceEntry,
  ProductSize,
  ProductVariant,
  ProductCertificate,
  Review,
  CartItem,
  WishlistItem,
  Order,
  OrderItem,
  Courier,
  Shipment,
  ShipmentPiece,
  InvoiceSeries,
  CreditNote,
  SliderImage,
  SocialPost,
  ContactInquiry,
  NewsletterSubscriber,
  RefreshToken,
  PaymentAttempt,
  PaymentEvent,
  OutboxMessage,
  PasswordReset,
  TestGatewaySessionRow,
  AccountChange,
  OrderEvent,
  OrderRefund,
];
