import { GraphQLObjectType } from 'graphql';
import { DataSource } from 'typeorm';
import { ErrorCode, InUseError, InputValidationError, OutOfStockError } from '../../domain/common/error-results';
import { PriceChangedError } from '../../domain/orders/orders.errors';
import { createServices } from '../../services';
import { buildGraphQLSchema } from '../schema';
import { toPriceChangedError } from '../shop/checkout-errors';
import { ERROR_RESULT_TYPE_NAMES, resolveResultType } from './error-results';

describe('GraphQL error result types', () => {
  it('names, for every error code, an object type of the schema that implements ErrorResult', async () => {
    // Arrange
    const services = createServices(new DataSource({ type: 'better-sqlite3', database: ':memory:' }), {
      jwtSecret: 'x'.repeat(32),
      jwtTtlSeconds: 60,
      uploadDir: '/nonexistent',
    });
    const schema = await buildGraphQLSchema(services);

    // Act / Assert
    for (const code of Object.values(ErrorCode)) {
      const type = schema.getType(ERROR_RESULT_TYPE_NAMES[code]);
      expect(type).toBeInstanceOf(GraphQLObjectType);
      expect((type as GraphQLObjectType).getInterfaces().map((i) => i.name)).toEqual(['ErrorResult']);
    }
  });

  it('resolves a union member by the error code, else by the success type named explicitly', () => {
    // Arrange
    const resolve = resolveResultType('CreateOrderSuccess');
    const priceChanged = new PriceChangedError([], 123450, 'INR', 1234);

    // Act / Assert
    expect(resolve(new InputValidationError([]))).toBe('InputValidationError');
    expect(resolve(new OutOfStockError(1, 'Ring'))).toBe('OutOfStockError');
    expect(resolve(new InUseError('in use', []))).toBe('InUseError');
    expect(resolve(priceChanged)).toBe('PriceChangedError');
    expect(resolve(toPriceChangedError(priceChanged))).toBe('PriceChangedError');
    expect(resolve({ order: {}, replayed: false })).toBe('CreateOrderSuccess');
  });

  it('maps the minor units of a PriceChangedError to Money in its currency', () => {
    const line = {
      cartItemId: 7,
      productId: 1,
      productCaratId: 2,
      productColorId: 3,
      productSizeId: null,
      colorPosition: 1,
      sizePosition: null,
      productName: 'Ring',
      purity: '18K',
      colorName: 'Yellow Gold',
      sizeName: null,
      quantity: 2,
      unitPriceMinor: 100050,
      stoneChargeMinor: 2000,
      labourChargeMinor: 1000,
      lineTotalMinor: 206100,
    };

    const mapped = toPriceChangedError(new PriceChangedError([line], 206100, 'USD', null));

    expect(mapped).toMatchObject({
      errorCode: ErrorCode.PRICE_CHANGED_ERROR,
      message: 'Prices have changed, please review your order',
      total: { amount: '2061.00', minorUnits: 206100, currencyCode: 'USD' },
      expectedTotal: null,
      items: [
        {
          cartItemId: 7,
          unitPrice: { amount: '1000.50', minorUnits: 100050, currencyCode: 'USD' },
          lineTotal: { amount: '2061.00', currencyCode: 'USD' },
        },
      ],
    });
    expect(mapped.items[0]).not.toHaveProperty('colorPosition');
  });
});
