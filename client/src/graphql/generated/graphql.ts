/* eslint-disable */
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `SafeInt` scalar type represents non-fractional signed whole numeric values that are considered safe as defined by the ECMAScript specification. */
  SafeInt: { input: number; output: number; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: File; output: File; }
};

/** Why a link of an e-mail change was refused. */
export type AccountLinkProblem =
  /** Older than its life: 24 hours for a confirmation, 7 days for an undo. */
  | 'EXPIRED'
  /** Unknown: mistyped, forged, replaced by a newer change, or ended by an undo. */
  | 'INVALID'
  /** Already used: a link works once. */
  | 'USED';

/** Order of the back-office products table: NEWEST first (default), or by a column (name, weight, metal type name, subcategory name, carats count, stock) ascending or descending; ties newest first. */
export type AdminProductSort =
  | 'CARATS_ASC'
  | 'CARATS_DESC'
  | 'METAL_TYPE_ASC'
  | 'METAL_TYPE_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NEWEST'
  | 'STOCK_ASC'
  | 'STOCK_DESC'
  | 'SUBCATEGORY_ASC'
  | 'SUBCATEGORY_DESC'
  | 'WEIGHT_ASC'
  | 'WEIGHT_DESC';

/** A new carat (purity) of a metal type. */
export type CaratInput = {
  /** The metal type. */
  metalTypeId: Scalars['Int']['input'];
  /** Share of the base rate, at least 0, at most 4 decimals (0.75 for 18 KT). */
  multiplier: Scalars['Float']['input'];
  /** Purity in karats, at least 1; unique within the metal type. */
  value: Scalars['Int']['input'];
};

/** Changes to a carat; a new multiplier re-prices its auto-priced products at once. */
export type CaratUpdateInput = {
  /** The version the form was loaded with: a save from an older version answers StaleVersionError and writes nothing. Absent: last write wins. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** Another metal type; refused while products use the carat. */
  metalTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** At least 0, at most 4 decimals. */
  multiplier?: InputMaybe<Scalars['Float']['input']>;
  /** Purity in karats, at least 1. */
  value?: InputMaybe<Scalars['Int']['input']>;
};

/** A product to put in the cart. */
export type CartAddItemInput = {
  /** One of the product carats (purities) of the product. */
  productCaratId: Scalars['Int']['input'];
  /** One of the product colours; default: the first. */
  productColorId?: InputMaybe<Scalars['Int']['input']>;
  /** The product to add. */
  productId: Scalars['Int']['input'];
  /** One of the product sizes; default: the first, when the product has sizes. */
  productSizeId?: InputMaybe<Scalars['Int']['input']>;
  /** Pieces to add (per line in all: up to the stock of a tracked variant, else 1-10). */
  quantity?: Scalars['Int']['input'];
};

/** A new category with its picture. */
export type CategoryInput = {
  /** GST rate in percent, 0 to 28 with 2 decimals; 3 (jewellery) when omitted. */
  gstRate?: InputMaybe<Scalars['Float']['input']>;
  /** HSN code for invoices, 4, 6 or 8 digits; 7113 when omitted. */
  hsnCode?: InputMaybe<Scalars['String']['input']>;
  /** The picture: a JPEG, PNG, WebP or GIF image (checked by content), at most 5 MB. */
  image: Scalars['Upload']['input'];
  /** Unique name. */
  name: Scalars['String']['input'];
};

/** Changes to a category; a new picture replaces (and deletes) the old one. */
export type CategoryUpdateInput = {
  /** The version the form was loaded with: a save from an older version answers StaleVersionError and writes nothing. Absent: last write wins. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** GST rate in percent, 0 to 28 with 2 decimals; orders placed before keep theirs. */
  gstRate?: InputMaybe<Scalars['Float']['input']>;
  /** HSN code for invoices, 4, 6 or 8 digits. */
  hsnCode?: InputMaybe<Scalars['String']['input']>;
  /** A new picture (optional when editing). */
  image?: InputMaybe<Scalars['Upload']['input']>;
  /** Unique name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A product's (or variant's) diamond certificate. */
export type CertificateInput = {
  /** The report: a PDF, JPEG, PNG or WebP file (checked by its bytes), at most 5 MB. Absent: the stored file stays. */
  file?: InputMaybe<Scalars['Upload']['input']>;
  /** Required. */
  lab?: InputMaybe<CertificateLab>;
  /** true: drop the stored file (when no new one is sent). */
  removeFile?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required: 6 to 20 letters or digits (kept upper case). */
  reportNumber?: InputMaybe<Scalars['String']['input']>;
};

/** The laboratory that graded the diamond. */
export type CertificateLab =
  /** Gemological Institute of America. */
  | 'GIA'
  /** International Gemological Institute. */
  | 'IGI'
  /** Another laboratory. */
  | 'OTHER'
  /** Solitaire Gemmological Laboratories. */
  | 'SGL';

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  /** At least 6 characters. */
  newPassword: Scalars['String']['input'];
};

/** A message from the storefront contact form. Every field but inquiryType is required. */
export type ContactInquiryInput = {
  /** Where the shop should answer. */
  email: Scalars['String']['input'];
  /** Optional kind of inquiry, e.g. "Custom order"; shown as "General" when absent. */
  inquiryType?: InputMaybe<Scalars['String']['input']>;
  /** The message itself (at most 5000 characters). */
  message: Scalars['String']['input'];
  /** Who is writing (at most 100 characters). */
  name: Scalars['String']['input'];
  /** A contact number: 7-15 digits, optionally with a leading plus, spaces, dashes or brackets. */
  phone: Scalars['String']['input'];
  /** What the message is about (at most 200 characters). */
  subject: Scalars['String']['input'];
};

/** A courier to add or edit. */
export type CourierInput = {
  active?: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
  /** https://… with {tracking} where the tracking number goes; empty for none. */
  trackingUrlTemplate?: InputMaybe<Scalars['String']['input']>;
};

/** A checkout. Every amount is computed by the server from the current prices in the account currency. */
export type CreateOrderInput = {
  /** Required: street and number. */
  address: Scalars['String']['input'];
  /** Optional: apartment, suite, etc. */
  apartment?: InputMaybe<Scalars['String']['input']>;
  /** CART only: order just these cart lines (default: all). They leave the cart with the order. */
  cartItemIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Required. */
  city: Scalars['String']['input'];
  /** The delivery country, ISO 3166-1 alpha-2 (e.g. US): required when the account currency is not INR; IN or omitted for a rupee order. Cash on delivery is for India only. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Required; a valid e-mail address. */
  email: Scalars['String']['input'];
  /** The total the shopper was shown, in major units (e.g. 45210.5). When it differs from the current total, PriceChangedError is returned and nothing is ordered. */
  expectedTotal?: InputMaybe<Scalars['Float']['input']>;
  /** Required. */
  firstName: Scalars['String']['input'];
  /** BUY_NOW only: the product to buy. */
  item?: InputMaybe<OrderItemInput>;
  /** Required. */
  lastName: Scalars['String']['input'];
  /** ONLINE (payment status PENDING) or COD (payment status COD). */
  paymentMethod: PaymentMethod;
  /** Required. */
  phone: Scalars['String']['input'];
  /** CART: the cart lines (all, or cartItemIds); BUY_NOW: `item`. */
  source: OrderSource;
  /** Required. For an order in rupees: a state or union territory of India, by name or two-letter code in any case ("Maharashtra", "MH"), stored by its name; anything else is refused. Otherwise as written. */
  state: Scalars['String']['input'];
  /** Required: zip or PIN code. */
  zipCode: Scalars['String']['input'];
};

/** A new currency. */
export type CurrencyInput = {
  /** ISO 4217 code: 3 letters, stored upper-case; unique. */
  code: Scalars['String']['input'];
  /** How much of this currency one rupee buys: greater than 0, at most 4 decimals. */
  conversionRateToINR: Scalars['Float']['input'];
};

/** Changes to a currency; a new rate re-prices its auto-priced entries at once. INR's code and rate (1) cannot change. */
export type CurrencyUpdateInput = {
  /** ISO 4217 code, 3 letters. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Greater than 0, at most 4 decimals. */
  conversionRateToINR?: InputMaybe<Scalars['Float']['input']>;
  /** The version the form was loaded with: a save from an older version answers StaleVersionError and writes nothing. Absent: last write wins. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
};

/** A "Design your own" request: the piece wished for, and where it goes once made. */
export type CustomDesignInput = {
  /** Required: street and number. */
  address: Scalars['String']['input'];
  /** Optional: apartment, suite, etc. */
  apartment?: InputMaybe<Scalars['String']['input']>;
  /** The budget in major units of the account's currency. */
  budget?: InputMaybe<Scalars['Float']['input']>;
  /** The stone weight wished for, in carats (0.01-50). */
  caratWish?: InputMaybe<Scalars['Float']['input']>;
  /** Required. */
  city: Scalars['String']['input'];
  /** The delivery country, ISO 3166-1 alpha-2 (e.g. US): required when the account currency is not INR; IN or omitted for a rupee order. Cash on delivery is for India only. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** The ring size. */
  customSize?: InputMaybe<Scalars['String']['input']>;
  /** Required; a valid e-mail address. */
  email: Scalars['String']['input'];
  /** Required. */
  firstName: Scalars['String']['input'];
  /** Height in millimetres (0.01-500). */
  height?: InputMaybe<Scalars['Float']['input']>;
  /** Required: the piece described, 10-2000 characters. */
  instructions: Scalars['String']['input'];
  /** Required. */
  lastName: Scalars['String']['input'];
  /** Required: the metal, e.g. "Yellow gold". */
  material: Scalars['String']['input'];
  /** Required. */
  phone: Scalars['String']['input'];
  /** The purity, e.g. "18K". */
  purity?: InputMaybe<Scalars['String']['input']>;
  /** Required. For an order in rupees: a state or union territory of India, by name or two-letter code in any case ("Maharashtra", "MH"), stored by its name; anything else is refused. Otherwise as written. */
  state: Scalars['String']['input'];
  /** The stone wished for, e.g. "Lab-grown diamond, oval". */
  stone?: InputMaybe<Scalars['String']['input']>;
  /** Width in millimetres (0.01-500). */
  width?: InputMaybe<Scalars['Float']['input']>;
  /** Required: zip or PIN code. */
  zipCode: Scalars['String']['input'];
};

/** What kind of expected failure an ErrorResult reports. */
export type ErrorCode =
  | 'ACCOUNT_LINK_ERROR'
  | 'ALREADY_EXISTS_ERROR'
  | 'CANNOT_DELETE_SELF_ERROR'
  | 'EMAIL_ALREADY_USED_ERROR'
  | 'EMPTY_CART_ERROR'
  | 'IDEMPOTENCY_KEY_REUSED_ERROR'
  | 'INPUT_VALIDATION_ERROR'
  | 'INVALID_CREDENTIALS_ERROR'
  | 'INVALID_PRODUCT_OPTION_ERROR'
  | 'IN_USE_ERROR'
  | 'ORDER_NOT_FOUND_ERROR'
  | 'ORDER_NOT_PAYABLE_ERROR'
  | 'ORDER_NOT_REFUNDABLE_ERROR'
  | 'ORDER_NOT_YOURS_ERROR'
  | 'ORDER_TRANSITION_ERROR'
  | 'OUT_OF_STOCK_ERROR'
  | 'PAYMENT_PROVIDER_ERROR'
  | 'PAYMENT_VERIFICATION_ERROR'
  | 'PRICE_CHANGED_ERROR'
  | 'PRICE_UNAVAILABLE_ERROR'
  | 'PRODUCT_NOT_FOUND_ERROR'
  | 'QUOTE_STATE_ERROR'
  | 'REFERENCE_CURRENCY_ERROR'
  | 'RESET_LINK_ERROR'
  | 'STALE_VERSION_ERROR';

export type Gender =
  | 'FEMALE'
  | 'MALE'
  | 'OTHER';

/** A product's (or variant's) BIS hallmark. */
export type HallmarkInput = {
  /** Required: the HUID, exactly 6 letters or digits; lower case is taken as upper case. */
  huid?: InputMaybe<Scalars['String']['input']>;
  /** Required: purity in karats, one the shop sells for the product's metal (e.g. 18). */
  purity?: InputMaybe<Scalars['Int']['input']>;
};

/** Where a contact inquiry stands: NEW (the default), PENDING, CLOSED. */
export type InquiryStatus =
  | 'CLOSED'
  | 'NEW'
  | 'PENDING';

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** A new metal type. */
export type MetalTypeInput = {
  /** Rupees per gram, at least 0, at most 2 decimals. */
  baseRatePerGram: Scalars['Float']['input'];
  /** Unique name, e.g. Gold. */
  name: Scalars['String']['input'];
};

/** Changes to a metal type; a new base rate re-prices its auto-priced products at once. */
export type MetalTypeUpdateInput = {
  /** Rupees per gram, at least 0, at most 2 decimals. */
  baseRatePerGram?: InputMaybe<Scalars['Float']['input']>;
  /** The version the form was loaded with: a save from an older version answers StaleVersionError and writes nothing. Absent: last write wins. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** Unique name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A size or colour: just a unique name. */
export type NamedOptionInput = {
  /** The version the form was loaded with: a save from an older version answers StaleVersionError and writes nothing. Absent: last write wins. Ignored when adding. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** Unique name, e.g. "16 (18.1 mm)" or Rose Gold. */
  name: Scalars['String']['input'];
};

/** What the back-office may do to an order now (docs/decisions.md#order-lifecycle): PROCESS, SHIP, DELIVER, CANCEL, REFUND, COLLECT_COD (cash handed over), ARCHIVE (an order with a payment or an invoice is kept), DELETE (one with neither is erased). */
export type OrderAction =
  | 'ARCHIVE'
  | 'CANCEL'
  | 'COLLECT_COD'
  | 'DELETE'
  | 'DELIVER'
  | 'PROCESS'
  | 'REFUND'
  | 'SHIP';

/** The one product of a Buy Now checkout. */
export type OrderItemInput = {
  /** One of the product carats (purities) of the product. */
  productCaratId: Scalars['Int']['input'];
  /** One of the product colours; default: the first. */
  productColorId?: InputMaybe<Scalars['Int']['input']>;
  /** The product. */
  productId: Scalars['Int']['input'];
  /** One of the product sizes; default: the first, when the product has sizes. */
  productSizeId?: InputMaybe<Scalars['Int']['input']>;
  /** Pieces (up to the stock of a tracked variant, else 1-10). */
  quantity?: Scalars['Int']['input'];
};

/** PRE_LISTED: a catalogue product; CUSTOM: a bespoke jewellery request (reference image, size, material, instructions). */
export type OrderItemType =
  | 'CUSTOM'
  | 'PRE_LISTED';

/** The tabs of the back-office orders page: REGULAR orders have a pre-listed item, CUSTOM orders a custom item (an order with both is in both). */
export type OrderKind =
  | 'CUSTOM'
  | 'REGULAR';

/** Where the ordered items come from: the CART, or one product bought directly (BUY_NOW). */
export type OrderSource =
  | 'BUY_NOW'
  | 'CART';

/** How the shopper pays: ONLINE, or COD (cash on delivery). */
export type PaymentMethod =
  | 'COD'
  | 'ONLINE';

/** Where the payment stands: PENDING (online, not paid yet), FAILED, PAID, PARTIALLY_REFUNDED, REFUNDED, COD (to be paid at the door), COD_COLLECTED (paid at the door). */
export type PaymentStatus =
  | 'COD'
  | 'COD_COLLECTED'
  | 'FAILED'
  | 'PAID'
  | 'PARTIALLY_REFUNDED'
  | 'PENDING'
  | 'REFUNDED';

/** A product carat of the product carats page. */
export type ProductCaratInput = {
  /** The Carat, of the product's metal type. */
  caratId?: InputMaybe<Scalars['Int']['input']>;
  /** Price rows as in the product form; absent: on create every currency gets an auto entry, on update the entries stay. */
  prices?: InputMaybe<Array<ProductPriceInput>>;
  /** The product (cannot change on update). */
  productId?: InputMaybe<Scalars['Int']['input']>;
};

/** A carat of the product form with its prices; every currency without a row gets a rate-card (auto) entry. */
export type ProductCaratOptionInput = {
  /** The Carat, of the product's metal type; a row without one is dropped. */
  caratId?: InputMaybe<Scalars['Int']['input']>;
  /** Price rows, at most one per currency. */
  prices?: InputMaybe<Array<ProductPriceInput>>;
};

/** A product colour of the product colours page: product, colour and picture URLs are required. */
export type ProductColorInput = {
  /** The Color. */
  colorId?: InputMaybe<Scalars['Int']['input']>;
  /** Picture URLs in order: http(s) URLs or uploaded paths (uploads/...); they replace the current pictures. */
  imageUrls?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The product (cannot change on update). */
  productId?: InputMaybe<Scalars['Int']['input']>;
};

/** A colour of the product form with its pictures. */
export type ProductColorOptionInput = {
  /** The Color; a row without one and without pictures is dropped. */
  colorId?: InputMaybe<Scalars['Int']['input']>;
  /** New pictures (JPEG, PNG, WebP or GIF by content, at most 5 MB each); appended after the kept ones. */
  images?: InputMaybe<Array<Scalars['Upload']['input']>>;
  /** On update: the stored pictures of this colour to keep, in order; absent keeps them all. */
  keepImageUrls?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Which products a listing shows. Every given condition must hold; an absent one does not filter. */
export type ProductFilter = {
  /** Only this category. */
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  /** Only products offered in one of these colours (Color ids); an empty list does not filter. */
  colorIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** ISO code of the currency minPrice/maxPrice are in; default: the signed-in account currency, else INR. */
  currencyCode?: InputMaybe<Scalars['String']['input']>;
  /** Highest "from" price, in major units of the pricing currency; not below minPrice. */
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Lowest "from" price (price + stone + labour of the cheapest purity), in major units of the pricing currency; the storefront slider spans 1200-250000. Not negative. */
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Words that must each appear (case-insensitive) in the name, description, category or subcategory. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only these subcategories (any of them); an empty list does not filter. */
  subcategoryIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** The back-office product form. On update, an absent list leaves those options as they are; a list replaces them. */
export type ProductInput = {
  /** Carats in order, each with price rows. */
  carats?: InputMaybe<Array<ProductCaratOptionInput>>;
  /** Colours in order, each with pictures. */
  colors?: InputMaybe<Array<ProductColorOptionInput>>;
  /** true: save even when another product has this name (else AlreadyExistsError). */
  confirmDuplicateName?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The version the form was loaded with: a save from an older version answers StaleVersionError and writes nothing. Absent: last write wins. Ignored when creating. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** Required; must exist. */
  metalTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Out of stock (default false; unchanged on update when absent). */
  outOfStock?: InputMaybe<Scalars['Boolean']['input']>;
  /** Return and refund text. */
  returnPolicy?: InputMaybe<Scalars['String']['input']>;
  /** Size ids in order; null items are dropped. */
  sizeIds?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  /** Required; must exist. */
  subcategoryId?: InputMaybe<Scalars['Int']['input']>;
  /** Required, grams, greater than 0, at most 3 decimals. */
  weightInGrams?: InputMaybe<Scalars['Float']['input']>;
};

/** A price row of a product carat. Rows lacking currency, stone charge or labour charge, or a manual row lacking price, are dropped. */
export type ProductPriceInput = {
  /** The currency. */
  currencyId?: InputMaybe<Scalars['Int']['input']>;
  /** Labour charge (major units). */
  labourCharge?: InputMaybe<Scalars['Float']['input']>;
  /** true (default): the admin's price is kept and stays manual; false: the server prices it with the rate card. */
  manual?: InputMaybe<Scalars['Boolean']['input']>;
  /** Metal price in the currency (major units). Required when manual; ignored when not (the rate card computes it). */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** Stone charge (major units). */
  stoneCharge?: InputMaybe<Scalars['Float']['input']>;
};

/** The order of a product listing; ties are broken by product id, so pages are stable. */
export type ProductSort =
  /** By name, A to Z. */
  | 'NAME'
  /** Newest first. */
  | 'NEWEST'
  /** Lowest "from" price (cheapest purity, price + stone + labour) first; unpriced products last. */
  | 'PRICE_ASC'
  /** Highest "from" price first; unpriced products last. */
  | 'PRICE_DESC';

/** The count of one combination: a number of pieces, or null for not tracked. */
export type ProductStockEntryInput = {
  productCaratId: Scalars['Int']['input'];
  productColorId: Scalars['Int']['input'];
  sizeId: Scalars['Int']['input'];
  /** 0 to 1,000,000 pieces; null: not tracked. */
  stock?: InputMaybe<Scalars['Int']['input']>;
};

/** A product variant: a size with one of the product's colours and one of its carats. */
export type ProductVariantInput = {
  /** A product carat of that product. */
  productCaratId?: InputMaybe<Scalars['Int']['input']>;
  /** A product colour of that product. */
  productColorId?: InputMaybe<Scalars['Int']['input']>;
  /** The product. */
  productId?: InputMaybe<Scalars['Int']['input']>;
  /** The Size. */
  sizeId?: InputMaybe<Scalars['Int']['input']>;
  /** Pieces on hand (0 or more); null: not tracked; absent on an update: unchanged. Replaces the count, it does not add to it. */
  stock?: InputMaybe<Scalars['Int']['input']>;
};

/** Where a custom design request stands: REQUESTED (not priced yet), QUOTED (the shop named a price), ACCEPTED (the shopper took it; pay the order), DECLINED. */
export type QuoteStatus =
  | 'ACCEPTED'
  | 'DECLINED'
  | 'QUOTED'
  | 'REQUESTED';

/** Asks for a password-reset link by e-mail. */
export type RequestPasswordResetInput = {
  /** The e-mail of the account. */
  email: Scalars['String']['input'];
};

/** Why a password-reset link was refused. */
export type ResetLinkProblem =
  /** Older than its hour. */
  | 'EXPIRED'
  /** Unknown to the shop: mistyped, forged, replaced by a newer link, or of a deactivated account. */
  | 'INVALID'
  /** It already set a password once. */
  | 'USED';

/** A new password, set with the token of a reset link. */
export type ResetPasswordInput = {
  /** The new password: at least 6 characters (the sign-up rules). */
  password: Scalars['String']['input'];
  /** The token of the link (the `token` parameter of /reset-password). */
  token: Scalars['String']['input'];
};

/** What an account may do: shop, or also administer the shop. */
export type Role =
  | 'ADMIN'
  | 'CUSTOMER';

/** Ship an order: its courier, tracking number and the pieces sent. */
export type ShipOrderInput = {
  courierId: Scalars['Int']['input'];
  /** The version the admin saw (AdminOrder.version). */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  orderId: Scalars['Int']['input'];
  pieces?: Array<ShipmentPieceInput>;
  trackingNumber: Scalars['String']['input'];
};

/** One piece sent: the order line, its HUID and certificate report number. */
export type ShipmentPieceInput = {
  /** Required where the design's certificate is per piece. */
  certificateNumber?: InputMaybe<Scalars['String']['input']>;
  /** Six letters or digits; required where the line is hallmarked; unique across the shop. */
  huid?: InputMaybe<Scalars['String']['input']>;
  orderItemId: Scalars['Int']['input'];
};

/** A new customer account (storefront sign-up). */
export type SignupInput = {
  /** The account currency: 1 = INR, 2 = USD. */
  currencyId: Scalars['Int']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** At least 6 characters. */
  password: Scalars['String']['input'];
  /** A plus sign and 10-15 digits, e.g. +919876543210. */
  phone: Scalars['String']['input'];
};

/** How much of a variant is left: IN_STOCK (or not tracked), LOW_STOCK ("Only N left"), SOLD_OUT. */
export type StockStatus =
  | 'IN_STOCK'
  | 'LOW_STOCK'
  | 'SOLD_OUT';

/** A new subcategory of a category. */
export type SubcategoryInput = {
  /** The category. */
  categoryId: Scalars['Int']['input'];
  /** Name, unique within the category. */
  name: Scalars['String']['input'];
};

/** Changes to a subcategory; moving it to another category moves its products too. */
export type SubcategoryUpdateInput = {
  /** Another category. */
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  /** The version the form was loaded with: a save from an older version answers StaleVersionError and writes nothing. Absent: last write wins. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** Name, unique within the category. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A profile edit: only the fields sent change. Each field sent follows the sign-up rules. */
export type UpdateProfileInput = {
  /** The account’s current password: required when the account itself changes its email or phone (never when an administrator edits another account). Missing: InputValidationError on currentPassword; wrong: InvalidCredentialsError. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  /** Date of birth, YYYY-MM-DD, not in the future; send null to clear it. */
  dob?: InputMaybe<Scalars['String']['input']>;
  /** Must not belong to another account. Changed by the account itself, it takes effect only once the link e-mailed to it is followed (confirmEmailChange); until then it is the account’s pendingEmail. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** At most 100 characters; cannot be emptied. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Send null to clear it. */
  gender?: InputMaybe<Gender>;
  /** At most 100 characters; cannot be emptied. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** A plus sign and 10-15 digits, e.g. +919876543210. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** What to change about an account’s access; a field left out stays as it is. */
export type UserAccessInput = {
  /** False deactivates the account: it can no longer log in. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  role?: InputMaybe<Role>;
};

/** A product to keep on the wishlist. */
export type WishlistAddInput = {
  /** One of the product carats (purities) of the product. */
  productCaratId: Scalars['Int']['input'];
  /** One of the product colours; default: the first. */
  productColorId?: InputMaybe<Scalars['Int']['input']>;
  /** The product. */
  productId: Scalars['Int']['input'];
  /** One of the product sizes; default: the first, when the product has sizes. */
  productSizeId?: InputMaybe<Scalars['Int']['input']>;
};
