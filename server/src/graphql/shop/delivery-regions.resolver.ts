import { Field, ObjectType, Query, Resolver } from 'type-graphql';
import { COUNTRIES } from '../../domain/addresses/countries';
import { INDIAN_STATES } from '../../domain/tax/indian-states';

@ObjectType('IndianState', { description: 'A state or union territory of India: where a rupee order may be delivered.' })
export class IndianStateType {
  @Field({ description: 'The name an order stores, e.g. "Maharashtra".' }) name: string;
  @Field({ description: 'The two-letter ISO 3166-2:IN code, e.g. "MH" (checkout accepts it too).' }) code: string;
  @Field({ description: 'The GST state code, e.g. "27".' }) gstCode: string;
  @Field({ description: '"state" or "union territory".' }) kind: string;
}

@ObjectType('DeliveryCountry', { description: 'A country an order in another currency than rupees may be delivered to.' })
export class DeliveryCountry {
  @Field({ description: 'ISO 3166-1 alpha-2, e.g. "US": the country of CreateOrderInput.' }) code: string;
  @Field({ description: 'The English short name, e.g. "United States".' }) name: string;
}

/** The lists the checkout's address selects offer (docs/decisions.md#delivery-addresses); the server checks against the same. */
@Resolver()
export class DeliveryRegionsResolver {
  @Query(() => [IndianStateType], {
    description: "India's 28 states and 8 union territories, by GST state code: a rupee order's state must be one of them. Public.",
  })
  indianStates(): IndianStateType[] {
    return INDIAN_STATES.map((state) => Object.assign(new IndianStateType(), state));
  }

  @Query(() => [DeliveryCountry], { description: 'Every ISO 3166-1 country by name: an order in another currency names one. Public.' })
  deliveryCountries(): DeliveryCountry[] {
    return COUNTRIES.map((country) => Object.assign(new DeliveryCountry(), country));
  }
}
