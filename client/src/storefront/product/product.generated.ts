/* eslint-disable */
// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/generated/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A product to put in the cart. */
export type CartAddItemInput = {
  /** One of the product carats (purities) of the product. */
  productCaratId: number;
  /** One of the product colours; default: the first. */
  productColorId?: number | null | undefined;
  /** The product to add. */
  productId: number;
  /** One of the product sizes; default: the first, when the product has sizes. */
  productSizeId?: number | null | undefined;
  /** Pieces to add (1-10 per line in all). */
  quantity?: number;
};

/** What kind of expected failure an ErrorResult reports. */
export type ErrorCode =
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
  | 'OUT_OF_STOCK_ERROR'
  | 'PAYMENT_PROVIDER_ERROR'
  | 'PAYMENT_VERIFICATION_ERROR'
  | 'PRICE_CHANGED_ERROR'
  | 'PRICE_UNAVAILABLE_ERROR'
  | 'PRODUCT_NOT_FOUND_ERROR'
  | 'REFERENCE_CURRENCY_ERROR'
  | 'RESET_LINK_ERROR';

export type ProductDetailQueryVariables = Exact<{
  id: number;
  currencyCode?: string | null | undefined;
}>;


export type ProductDetailQuery = { product: { description: string, returnPolicy: string | null, averageRating: number | null, id: number, name: string, image: string | null, outOfStock: boolean, category: { id: number, name: string } | null, subcategory: { id: number, name: string } | null, reviews: Array<{ id: number, authorName: string, rating: number, comment: string, createdAt: string }>, colors: Array<{ id: number, name: string, images: Array<string> }>, sizes: Array<{ id: number, name: string }>, prices: Array<{ productCaratId: number, purity: string, price: { amount: string, currencyCode: string, minorUnits: number }, stoneCharge: { amount: string, currencyCode: string, minorUnits: number }, labourCharge: { amount: string, currencyCode: string, minorUnits: number }, total: { amount: string, currencyCode: string, minorUnits: number } }> } | null };

export type ProductRelatedQueryVariables = Exact<{
  productId: number;
  first: number;
  currencyCode?: string | null | undefined;
}>;


export type ProductRelatedQuery = { relatedProducts: Array<{ id: number, name: string, categoryName: string | null, image: string | null, hoverImage: string | null, outOfStock: boolean, price: { productCaratId: number, total: { amount: string, currencyCode: string, minorUnits: number } } | null }> };

export type ProductCartAddMutationVariables = Exact<{
  input: Types.CartAddItemInput;
}>;


export type ProductCartAddMutation = { cartAddItem:
    | { __typename: 'CartAddItemSuccess', created: boolean, cart: { currencyCode: string, totalQuantity: number, items: Array<{ id: number, quantity: number, productId: number, productCaratId: number, productColorId: number | null, productSizeId: number | null }> } }
    | { __typename: 'InputValidationError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'InvalidProductOptionError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'OutOfStockError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'PriceUnavailableError', errorCode: Types.ErrorCode, message: string }
    | { __typename: 'ProductNotFoundError', errorCode: Types.ErrorCode, message: string }
   };


export const ProductDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currencyCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductOptions"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"returnPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"minorUnits"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaratPriceParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaratPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCaratId"}},{"kind":"Field","name":{"kind":"Name","value":"purity"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stoneCharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labourCharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductOptions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"outOfStock"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currencyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currencyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaratPriceParts"}}]}}]}}]} as unknown as DocumentNode<ProductDetailQuery, ProductDetailQueryVariables>;
export const ProductRelatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductRelated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currencyCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relatedProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"hoverImage"}},{"kind":"Field","name":{"kind":"Name","value":"outOfStock"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currencyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currencyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productCaratId"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"minorUnits"}}]}}]}}]}}]} as unknown as DocumentNode<ProductRelatedQuery, ProductRelatedQueryVariables>;
export const ProductCartAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductCartAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartAddItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cartAddItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CartAddItemSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productCaratId"}},{"kind":"Field","name":{"kind":"Name","value":"productColorId"}},{"kind":"Field","name":{"kind":"Name","value":"productSizeId"}}]}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorMessage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorMessage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ProductCartAddMutation, ProductCartAddMutationVariables>;