import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { formatMinorUnits } from '../../domain/pricing/money';

@ObjectType({ description: 'An amount of money in one currency.' })
export class Money {
  @Field({ description: 'Decimal string with two decimals, e.g. "45210.50".' })
  amount: string;

  // SafeInt (53-bit): a cart of ten pieces of the dearest rings passes GraphQL Int's 2,147,483,647.
  @Field(() => GraphQLSafeInt, { description: 'The same amount in minor units (paise, cents), e.g. 4521050.' })
  minorUnits: number;

  @Field({ description: 'ISO 4217 code, e.g. INR.' })
  currencyCode: string;
}

export const toMoney = (minorUnits: number, currencyCode: string): Money =>
  Object.assign(new Money(), { amount: formatMinorUnits(minorUnits), minorUnits, currencyCode });

@ObjectType({ description: 'The price of a product in one purity and currency, with its charges.' })
export class CaratPrice {
  @Field(() => Int, { description: 'The product carat (purity) this price is for.' })
  productCaratId: number;

  @Field({ description: 'Purity label, e.g. "18K".' })
  purity: string;

  @Field(() => Money, { description: 'Metal price.' })
  price: Money;

  @Field(() => Money)
  stoneCharge: Money;

  @Field(() => Money)
  labourCharge: Money;

  @Field(() => Money, { description: 'price + stone charge + labour charge: what one piece costs.' })
  total: Money;
}

/** The amounts every priced order line shows: pieces, one piece's price, stone and labour, the line total. */
@ObjectType() // a base class only: no field returns it, so the schema does not list it
export abstract class PricedLineAmounts {
  @Field(() => Int, { description: 'Pieces.' })
  quantity: number;

  @Field(() => Money, { description: 'Metal price of one piece.' })
  unitPrice: Money;

  @Field(() => Money, { description: 'Stone charge of one piece.' })
  stoneCharge: Money;

  @Field(() => Money, { description: 'Labour charge of one piece.' })
  labourCharge: Money;

  @Field(() => Money, { description: '(price + stone + labour) x quantity.' })
  lineTotal: Money;
}
