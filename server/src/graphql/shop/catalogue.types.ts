import { Field, Float, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ProductSort } from '../../domain/catalogue/catalogue.validation';
import type { ColorOptionView, SizeOptionView } from '../../domain/catalogue/product-views';
import { Product } from '../../entities/product.entity';
import type { Review } from '../../entities/review.entity';
import { Page } from '../common/shapes';

registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'The order of a product listing; ties are broken by product id, so pages are stable.',
  valuesConfig: {
    NEWEST: { description: 'Newest first.' },
    PRICE_ASC: { description: 'Lowest "from" price (cheapest purity, price + stone + labour) first; unpriced products last.' },
    PRICE_DESC: { description: 'Highest "from" price first; unpriced products last.' },
    NAME: { description: 'By name, A to Z.' },
  },
});

@InputType({ description: 'Which products a listing shows. Every given condition must hold; an absent one does not filter.' })
export class ProductFilter {
  @Field(() => Int, { nullable: true, description: 'Only this category.' })
  categoryId?: number | null;

  @Field(() => [Int], { nullable: true, description: 'Only these subcategories (any of them); an empty list does not filter.' })
  subcategoryIds?: number[] | null;

  @Field(() => [Int], {
    nullable: true,
    description: 'Only products offered in one of these colours (Color ids); an empty list does not filter.',
  })
  colorIds?: number[] | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Lowest "from" price (price + stone + labour of the cheapest purity), in major units of the pricing currency; the storefront slider spans 1200-250000. Not negative.',
  })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'Highest "from" price, in major units of the pricing currency; not below minPrice.' })
  maxPrice?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words that must each appear (case-insensitive) in the name, description, category or subcategory.',
  })
  search?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'ISO code of the currency minPrice/maxPrice are in; default: the signed-in account currency, else INR.',
  })
  currencyCode?: string | null;
}

export const ProductList = Page('ProductList', Product, {
  description: 'One page of a product listing.',
  items: 'The products of this page, in the requested order.',
  totalCount: 'How many products match the filter in all pages.',
});
export type ProductList = InstanceType<typeof ProductList>;

@ObjectType({ description: 'A colour a product is offered in, with its pictures.' })
export class ProductColorOption {
  @Field(() => Int, { description: 'The product colour id (what cart and wishlist mutations take).' })
  id: number;

  @Field(() => Int, { description: 'The Color this option is, e.g. the id of "Yellow Gold".' })
  colorId: number;

  @Field(() => Int, { description: "1-based place in the product's colour list (the legacy REST pcolor_id)." })
  position: number;

  @Field({ description: 'Colour name, e.g. "Yellow Gold".' })
  name: string;

  @Field(() => [String], { description: 'Pictures of the product in this colour, paths relative to the API base.' })
  images: string[];

  static from(view: ColorOptionView): ProductColorOption {
    return Object.assign(new ProductColorOption(), {
      id: view.productColorId,
      colorId: view.colorId,
      position: view.position,
      name: view.name,
      images: view.images,
    });
  }
}

@ObjectType({ description: 'A size a product is offered in.' })
export class ProductSizeOption {
  @Field(() => Int, { description: 'The product size id (what cart and wishlist mutations take).' })
  id: number;

  @Field(() => Int, { description: 'The Size this option is.' })
  sizeId: number;

  @Field(() => Int, { description: "1-based place in the product's size list (the legacy REST ps_id)." })
  position: number;

  @Field({ description: 'Size label, e.g. "23 (20.0 mm)".' })
  name: string;

  static from(view: SizeOptionView): ProductSizeOption {
    return Object.assign(new ProductSizeOption(), {
      id: view.productSizeId,
      sizeId: view.sizeId,
      position: view.position,
      name: view.name,
    });
  }
}

@ObjectType('Review', { description: "A shopper's rating and comment on a product." })
export class ProductReview {
  @Field(() => Int, { description: 'Review id.' })
  id: number;

  @Field({ description: 'The name the reviewer is shown by.' })
  authorName: string;

  @Field(() => Int, { description: 'Rating from 1 to 5.' })
  rating: number;

  @Field({ description: 'What the reviewer wrote.' })
  comment: string;

  @Field(() => GraphQLISODateTime, { description: 'When the review was written.' })
  createdAt: Date;

  static from(review: Review): ProductReview {
    return Object.assign(new ProductReview(), {
      id: review.id,
      authorName: review.authorName,
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt,
    });
  }
}
