import { INR_CUSTOMER_EMAIL, type TestServer } from '../../server/test/support/test-server';

/** A price as the storefront shows it, built from the API's minor units (exact to the paisa or cent). */
export function formatPrice(minorUnits: number, currencyCode: string): string {
  const locale = currencyCode === 'INR' ? 'en-IN' : 'en-US';
  const whole = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  })
    .format(Math.trunc(minorUnits / 100))
    .replace(/\.0+$/, '');
  return `${whole}.${String(minorUnits % 100).padStart(2, '0')}`;
}

export interface ApiProduct {
  id: number;
  name: string;
  price: { productCaratId: number; total: { minorUnits: number; currencyCode: string } } | null;
}

/**
 * A signed-in session: the profile the storefront keeps under localStorage 'user', the access token it
 * keeps in memory (client/src/shared/auth/auth-storage.ts), and the HttpOnly refresh cookie of the login.
 */
export interface StoredSession {
  userId: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  dob: string | null;
  role: string;
  currency_id: number;
  currencyCode: string;
  token: string;
  /** The value of the refresh cookie the login set (aurelia_refresh, Path=/graphql). */
  refreshCookie: string;
}

/** The refresh cookie's name (server/src/graphql/session-cookie.ts). */
export const REFRESH_COOKIE_NAME = 'aurelia_refresh';

/** Prepares and reads data through the real GraphQL API, so a journey can assert what the shopper must see. */
export class ShopApi {
  constructor(private readonly server: Pick<TestServer, 'gql' | 'url'>) {}

  /** Runs a query or mutation; throws on GraphQL errors. */
  async gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string | null): Promise<T> {
    const result = await this.server.gql(query, variables, token);
    if (result.body?.errors) throw new Error(`GraphQL errors: ${JSON.stringify(result.body.errors)}`);
    return result.body.data as T;
  }

  /** Logs in as the storefront's login form does and answers the session, with the refresh cookie it set. */
  async session(email: string, password: string): Promise<StoredSession> {
    const response = await fetch(`${this.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation ($input: LoginInput!) { login(input: $input) { __typename
        ... on AuthPayload { token user { id firstName lastName email phone dob role currency { id code } } }
        ... on ErrorResult { message } } }`,
        variables: { input: { email, password } },
      }),
    });
    const { data, errors } = (await response.json()) as { data?: any; errors?: unknown };
    if (errors || !data) throw new Error(`GraphQL errors: ${JSON.stringify(errors)}`);
    if (data.login.__typename !== 'AuthPayload') throw new Error(`login of ${email} failed: ${data.login.message}`);
    const cookieLine = response.headers.getSetCookie().find((line) => line.startsWith(`${REFRESH_COOKIE_NAME}=`));
    if (!cookieLine) throw new Error(`login of ${email} set no refresh cookie`);
    const { token, user } = data.login;
    return {
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      email: user.email,
      dob: user.dob,
      role: user.role === 'ADMIN' ? 'admin' : 'user',
      currency_id: user.currency.id,
      currencyCode: user.currency.code,
      token,
      refreshCookie: decodeURIComponent(cookieLine.slice(REFRESH_COOKIE_NAME.length + 1).split(';')[0]),
    };
  }

  /** The newest products with their listing price in a currency (what the home page's cards show). */
  async newArrivals(first: number, currencyCode: string): Promise<ApiProduct[]> {
    const data = await this.gql(
      `query ($first: Int!, $currencyCode: String) { newArrivals(first: $first) {
        id name price(currencyCode: $currencyCode) { productCaratId total { minorUnits currencyCode } } } }`,
      { first, currencyCode },
    );
    return data.newArrivals;
  }

  async wishlist(token: string): Promise<{ id: number; productId: number; productCaratId: number }[]> {
    return (await this.gql('{ wishlist { id productId productCaratId } }', undefined, token)).wishlist;
  }

  async addToWishlist(token: string, productId: number, productCaratId: number): Promise<void> {
    const data = await this.gql(
      'mutation ($input: WishlistAddInput!) { wishlistAdd(input: $input) { __typename ... on ErrorResult { message } } }',
      { input: { productId, productCaratId } },
      token,
    );
    if (data.wishlistAdd.__typename !== 'WishlistAddSuccess') throw new Error(JSON.stringify(data.wishlistAdd));
  }

  async addToCart(token: string, productId: number, productCaratId: number, quantity: number): Promise<void> {
    const data = await this.gql(
      'mutation ($input: CartAddItemInput!) { cartAddItem(input: $input) { __typename ... on ErrorResult { message } } }',
      { input: { productId, productCaratId, quantity } },
      token,
    );
    if (data.cartAddItem.__typename !== 'CartAddItemSuccess') throw new Error(JSON.stringify(data.cartAddItem));
  }

  /**
   * Places a Buy Now order (cash on delivery, delivered to the seeded INR customer's address) through the
   * API, as checkout would, and answers the order with the fields `orderFields` names (default: its id).
   */
  async placeBuyNowOrder<T extends { id: number } = { id: number }>(
    token: string,
    item: { productId: number; productCaratId: number; quantity: number },
    orderFields = 'id',
  ): Promise<T> {
    const data = await this.gql(
      `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { __typename
        ... on CreateOrderSuccess { order { ${orderFields} } } ... on ErrorResult { message } } }`,
      {
        input: {
          source: 'BUY_NOW',
          paymentMethod: 'COD',
          firstName: 'Priya',
          lastName: 'Sharma',
          email: INR_CUSTOMER_EMAIL,
          phone: '+919812345678',
          address: '12 MG Road',
          apartment: 'Flat 4B',
          city: 'Bengaluru',
          state: 'Karnataka',
          zipCode: '560001',
          // Delivered in India, so cash on delivery suits a shopper of any currency (docs/decisions.md#delivery-addresses).
          country: 'IN',
          item,
        },
      },
      token,
    );
    if (data.createOrder.__typename !== 'CreateOrderSuccess') throw new Error(JSON.stringify(data.createOrder));
    return data.createOrder.order as T;
  }

  /** Empties the shopper's cart and wishlist, so a journey starts the same at every viewport. */
  async clearCartAndWishlist(token: string): Promise<void> {
    const data = await this.gql('{ cart { items { id } } wishlist { id } }', undefined, token);
    for (const line of data.cart.items)
      await this.gql('mutation ($id: Int!) { cartRemoveItem(cartItemId: $id) { totalQuantity } }', { id: line.id }, token);
    for (const line of data.wishlist)
      await this.gql('mutation ($id: Int!) { wishlistRemove(wishlistItemId: $id) { id } }', { id: line.id }, token);
  }
}
