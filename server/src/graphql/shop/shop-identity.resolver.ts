import { Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { ShopIdentity } from '../../config/invoicing';

@ObjectType('ShopIdentity', {
  description:
    'Who the seller is and how customers reach it: the one configured identity the invoices and e-mails also print (SHOP_* settings).',
})
export class ShopIdentityType {
  @Field({ description: 'The name customers know the shop by, e.g. "Aurelia Lab Diamonds".' }) tradingName: string;
  @Field({ description: 'The registered name on invoices.' }) legalName: string;
  @Field(() => [String], { description: 'The postal address, one line per entry (the last names the state and country).' })
  addressLines: string[];
  @Field({ description: 'The Indian state the shop is in, e.g. "Maharashtra".' }) state: string;
  @Field(() => String, { nullable: true, description: 'The GSTIN; null: the shop is not registered for GST.' }) gstin: string | null;
  @Field({ description: "Customer care's e-mail address." }) supportEmail: string;
  @Field({ description: 'Customer care\'s phone as shown, "+" and the country code first; also its WhatsApp number.' })
  supportPhone: string;
}

/** The shop's identity for the storefront's footer, contact page and support links (public; the same for everyone). */
@Resolver()
export class ShopIdentityResolver {
  constructor(private readonly identity: ShopIdentity) {}

  @Query(() => ShopIdentityType, { description: 'The shop: its names, address, GSTIN and customer care. Public.' })
  shopIdentity(): ShopIdentityType {
    const { tradingName, legalName, address, state, gstin, supportEmail, supportPhone } = this.identity;
    return Object.assign(new ShopIdentityType(), {
      tradingName,
      legalName,
      addressLines: address,
      state: state.name,
      gstin,
      supportEmail,
      supportPhone,
    });
  }
}
