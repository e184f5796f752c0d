import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { type AvailabilityView, StockStatus } from '../../domain/inventory/inventory.service';

registerEnumType(StockStatus, {
  name: 'StockStatus',
  description: 'How much of a variant is left: IN_STOCK (or not tracked), LOW_STOCK ("Only N left"), SOLD_OUT.',
});

@ObjectType('StockAvailability', { description: 'What the storefront shows about the stock of one choice (docs/decisions.md#stock).' })
export class StockAvailability {
  @Field(() => StockStatus)
  status: StockStatus;

  @Field(() => Int, { nullable: true, description: 'Pieces left when LOW_STOCK, 0 when SOLD_OUT; null when IN_STOCK.' })
  left: number | null;

  @Field({ description: 'Whether the shop counts these pieces: a line may then hold up to them; otherwise at most 10.' })
  tracked: boolean;

  static from(view: AvailabilityView): StockAvailability {
    return Object.assign(new StockAvailability(), view);
  }
}

@ObjectType('VariantAvailability', {
  description: 'The stock of one tracked combination of a product: purity, colour and size (untracked combinations are in stock).',
})
export class VariantAvailability extends StockAvailability {
  @Field(() => Int, { description: 'The product carat (purity).' })
  productCaratId: number;

  @Field(() => Int, { description: 'The product colour.' })
  productColorId: number;

  @Field(() => Int, { description: 'The product size.' })
  productSizeId: number;
}
