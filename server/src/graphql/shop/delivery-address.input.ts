import { Field, InputType } from 'type-graphql';

/**
 * Who receives an order and where it goes: the checkout's and the custom design request's (a request is an
 * order). Never a GraphQL type of its own: each input that extends it starts with these fields.
 */
@InputType()
export abstract class DeliveryAddressInput {
  @Field({ description: 'Required.' }) firstName: string;
  @Field({ description: 'Required.' }) lastName: string;
  @Field({ description: 'Required; a valid e-mail address.' }) email: string;
  @Field({ description: 'Required.' }) phone: string;
  @Field({ description: 'Required: street and number.' }) address: string;
  @Field(() => String, { nullable: true, description: 'Optional: apartment, suite, etc.' }) apartment?: string | null;
  @Field({ description: 'Required.' }) city: string;
  @Field({
    description:
      'Required. For an order in rupees: a state or union territory of India, by name or two-letter code in any case ("Maharashtra", "MH"), stored by its name; anything else is refused. Otherwise as written.',
  })
  state: string;
  @Field({ description: 'Required: zip or PIN code.' }) zipCode: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The delivery country, ISO 3166-1 alpha-2 (e.g. US): required when the account currency is not INR; IN or omitted for a rupee order. Cash on delivery is for India only.',
  })
  country?: string | null;
}
