/* eslint-disable */
// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/generated/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** A product carat of the product carats page. */
export type ProductCaratInput = {
  /** The Carat, of the product's metal type. */
  caratId?: number | null | undefined;
  /** Price rows as in the product form; absent: on create every currency gets an auto entry, on update the entries stay. */
  prices?: Array<ProductPriceInput> | null | undefined;
  /** The product (cannot change on update). */
  productId?: number | null | undefined;
};

/** A product colour of the product colours page: product, colour and picture URLs are required. */
export type ProductColorInput = {
  /** The Color. */
  colorId?: number | null | undefined;
  /** Picture URLs in order: http(s) URLs or uploaded paths (uploads/...); they replace the current pictures. */
  imageUrls?: Array<string> | null | undefined;
  /** The product (cannot change on update). */
  productId?: number | null | undefined;
};

/** A price row of a product carat. Rows lacking currency, stone charge or labour charge, or a manual row lacking price, are dropped. */
export type ProductPriceInput = {
  /** The currency. */
  currencyId?: number | null | undefined;
  /** Labour charge (major units). */
  labourCharge?: number | null | undefined;
  /** true (default): the admin's price is kept and stays manual; false: the server prices it with the rate card. */
  manual?: boolean | null | undefined;
  /** Metal price in the currency (major units). Required when manual; ignored when not (the rate card computes it). */
  price?: number | null | undefined;
  /** Stone charge (major units). */
  stoneCharge?: number | null | undefined;
};

/** A product variant: a size with one of the product's colours and one of its carats. */
export type ProductVariantInput = {
  /** A product carat of that product. */
  productCaratId?: number | null | undefined;
  /** A product colour of that product. */
  productColorId?: number | null | undefined;
  /** The product. */
  productId?: number | null | undefined;
  /** The Size. */
  sizeId?: number | null | undefined;
};

export type ProductPartsProductSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  first: number;
  id: number;
  byId: boolean;
}>;


export type ProductPartsProductSearchQuery = { adminProducts: { items: Array<{ id: number, name: string }> }, adminProduct?: { id: number, name: string } | null };

export type ProductPartsChosenProductQueryVariables = Exact<{
  id: number;
}>;


export type ProductPartsChosenProductQuery = { adminProduct: { id: number, name: string } | null };

export type ProductPartsColorFragment = { id: number, productId: number, productName: string, colorId: number, name: string, position: number, imageUrls: Array<string> };

export type ProductPartsColorsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductPartsColorsQuery = { adminProductColors: Array<{ id: number, productId: number, productName: string, colorId: number, name: string, position: number, imageUrls: Array<string> }> };

export type ProductPartsColorCreateMutationVariables = Exact<{
  input: Types.ProductColorInput;
}>;


export type ProductPartsColorCreateMutation = { createProductColor:
    | { __typename: 'AdminProductColor', id: number, productId: number, productName: string, colorId: number, name: string, position: number, imageUrls: Array<string> }
    | { __typename: 'InputValidationError', errorCode: Types.ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> }
   };

export type ProductPartsColorUpdateMutationVariables = Exact<{
  id: number;
  input: Types.ProductColorInput;
}>;


export type ProductPartsColorUpdateMutation = { updateProductColor:
    | { __typename: 'AdminProductColor', id: number, productId: number, productName: string, colorId: number, name: string, position: number, imageUrls: Array<string> }
    | { __typename: 'InputValidationError', errorCode: Types.ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> }
   };

export type ProductPartsColorDeleteMutationVariables = Exact<{
  id: number;
}>;


export type ProductPartsColorDeleteMutation = { deleteProductColor: { id: number, message: string } };

export type ProductPartsCaratFragment = { id: number, productId: number, productName: string, caratId: number, purity: string, position: number };

export type ProductPartsCaratsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductPartsCaratsQuery = { adminProductCarats: Array<{ id: number, productId: number, productName: string, caratId: number, purity: string, position: number }> };

export type ProductPartsCaratOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductPartsCaratOptionsQuery = { carats: Array<{ id: number, value: number, metalTypeId: number, metalType: { id: number, name: string } }> };

export type ProductPartsCaratCreateMutationVariables = Exact<{
  input: Types.ProductCaratInput;
}>;


export type ProductPartsCaratCreateMutation = { createProductCarat:
    | { __typename: 'AdminProductCarat', id: number, productId: number, productName: string, caratId: number, purity: string, position: number }
    | { __typename: 'InputValidationError', errorCode: Types.ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> }
   };

export type ProductPartsCaratUpdateMutationVariables = Exact<{
  id: number;
  input: Types.ProductCaratInput;
}>;


export type ProductPartsCaratUpdateMutation = { updateProductCarat:
    | { __typename: 'AdminProductCarat', id: number, productId: number, productName: string, caratId: number, purity: string, position: number }
    | { __typename: 'InputValidationError', errorCode: Types.ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> }
   };

export type ProductPartsCaratDeleteMutationVariables = Exact<{
  id: number;
}>;


export type ProductPartsCaratDeleteMutation = { deleteProductCarat: { id: number, message: string } };

export type ProductPartsVariantFragment = { id: number, productId: number, productName: string, productColorId: number, colorName: string, productCaratId: number, purity: string, sizeId: number, sizeName: string };

export type ProductPartsVariantsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductPartsVariantsQuery = { adminProductVariants: Array<{ id: number, productId: number, productName: string, productColorId: number, colorName: string, productCaratId: number, purity: string, sizeId: number, sizeName: string }> };

export type ProductPartsVariantOptionsQueryVariables = Exact<{
  productId: number;
}>;


export type ProductPartsVariantOptionsQuery = { adminProductColors: Array<{ id: number, name: string }>, adminProductCarats: Array<{ id: number, purity: string }> };

export type ProductPartsSizeOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductPartsSizeOptionsQuery = { sizes: Array<{ id: number, name: string }> };

export type ProductPartsVariantCreateMutationVariables = Exact<{
  input: Types.ProductVariantInput;
}>;


export type ProductPartsVariantCreateMutation = { createProductVariant:
    | { __typename: 'AdminProductVariant', id: number, productId: number, productName: string, productColorId: number, colorName: string, productCaratId: number, purity: string, sizeId: number, sizeName: string }
    | { __typename: 'InputValidationError', errorCode: Types.ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> }
   };

export type ProductPartsVariantUpdateMutationVariables = Exact<{
  id: number;
  input: Types.ProductVariantInput;
}>;


export type ProductPartsVariantUpdateMutation = { updateProductVariant:
    | { __typename: 'AdminProductVariant', id: number, productId: number, productName: string, productColorId: number, colorName: string, productCaratId: number, purity: string, sizeId: number, sizeName: string }
    | { __typename: 'InputValidationError', errorCode: Types.ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> }
   };

export type ProductPartsVariantDeleteMutationVariables = Exact<{
  id: number;
}>;


export type ProductPartsVariantDeleteMutation = { deleteProductVariant: { id: number, message: string } };

export type ProductPartsColorOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductPartsColorOptionsQuery = { colors: Array<{ id: number, name: string }> };

export const ProductPartsColorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPartsColor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductColor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"colorId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}}]}}]} as unknown as DocumentNode<ProductPartsColorFragment, unknown>;
export const ProductPartsCaratFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPartsCarat"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductCarat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"caratId"}},{"kind":"Field","name":{"kind":"Name","value":"purity"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<ProductPartsCaratFragment, unknown>;
export const ProductPartsVariantFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPartsVariant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductVariant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productColorId"}},{"kind":"Field","name":{"kind":"Name","value":"colorName"}},{"kind":"Field","name":{"kind":"Name","value":"productCaratId"}},{"kind":"Field","name":{"kind":"Name","value":"purity"}},{"kind":"Field","name":{"kind":"Name","value":"sizeId"}},{"kind":"Field","name":{"kind":"Name","value":"sizeName"}}]}}]} as unknown as DocumentNode<ProductPartsVariantFragment, unknown>;
export const ProductPartsProductSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPartsProductSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"byId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"byId"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProductPartsProductSearchQuery, ProductPartsProductSearchQueryVariables>;
export const ProductPartsChosenProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPartsChosenProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProductPartsChosenProductQuery, ProductPartsChosenProductQueryVariables>;
export const ProductPartsColorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPartsColors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProductColors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPartsColor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPartsColor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductColor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"colorId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}}]}}]} as unknown as DocumentNode<ProductPartsColorsQuery, ProductPartsColorsQueryVariables>;
export const ProductPartsColorCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductPartsColorCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductColorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProductColor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPartsColor"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPartsColor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductColor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"colorId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InputValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlreadyExistsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InUseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<ProductPartsColorCreateMutation, ProductPartsColorCreateMutationVariables>;
export const ProductPartsColorUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductPartsColorUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductColorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProductColor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPartsColor"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPartsColor"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductColor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"colorId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InputValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlreadyExistsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InUseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<ProductPartsColorUpdateMutation, ProductPartsColorUpdateMutationVariables>;
export const ProductPartsColorDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductPartsColorDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProductColor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProductPartsColorDeleteMutation, ProductPartsColorDeleteMutationVariables>;
export const ProductPartsCaratsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPartsCarats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProductCarats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPartsCarat"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPartsCarat"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductCarat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"caratId"}},{"kind":"Field","name":{"kind":"Name","value":"purity"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<ProductPartsCaratsQuery, ProductPartsCaratsQueryVariables>;
export const ProductPartsCaratOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPartsCaratOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"metalTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"metalType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ProductPartsCaratOptionsQuery, ProductPartsCaratOptionsQueryVariables>;
export const ProductPartsCaratCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductPartsCaratCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCaratInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProductCarat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPartsCarat"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPartsCarat"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductCarat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"caratId"}},{"kind":"Field","name":{"kind":"Name","value":"purity"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InputValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlreadyExistsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InUseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<ProductPartsCaratCreateMutation, ProductPartsCaratCreateMutationVariables>;
export const ProductPartsCaratUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductPartsCaratUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCaratInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProductCarat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPartsCarat"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPartsCarat"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductCarat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"caratId"}},{"kind":"Field","name":{"kind":"Name","value":"purity"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InputValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlreadyExistsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InUseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<ProductPartsCaratUpdateMutation, ProductPartsCaratUpdateMutationVariables>;
export const ProductPartsCaratDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductPartsCaratDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProductCarat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProductPartsCaratDeleteMutation, ProductPartsCaratDeleteMutationVariables>;
export const ProductPartsVariantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPartsVariants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProductVariants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPartsVariant"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPartsVariant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductVariant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productColorId"}},{"kind":"Field","name":{"kind":"Name","value":"colorName"}},{"kind":"Field","name":{"kind":"Name","value":"productCaratId"}},{"kind":"Field","name":{"kind":"Name","value":"purity"}},{"kind":"Field","name":{"kind":"Name","value":"sizeId"}},{"kind":"Field","name":{"kind":"Name","value":"sizeName"}}]}}]} as unknown as DocumentNode<ProductPartsVariantsQuery, ProductPartsVariantsQueryVariables>;
export const ProductPartsVariantOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPartsVariantOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminProductColors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminProductCarats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purity"}}]}}]}}]} as unknown as DocumentNode<ProductPartsVariantOptionsQuery, ProductPartsVariantOptionsQueryVariables>;
export const ProductPartsSizeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPartsSizeOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProductPartsSizeOptionsQuery, ProductPartsSizeOptionsQueryVariables>;
export const ProductPartsVariantCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductPartsVariantCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProductVariant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPartsVariant"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPartsVariant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductVariant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productColorId"}},{"kind":"Field","name":{"kind":"Name","value":"colorName"}},{"kind":"Field","name":{"kind":"Name","value":"productCaratId"}},{"kind":"Field","name":{"kind":"Name","value":"purity"}},{"kind":"Field","name":{"kind":"Name","value":"sizeId"}},{"kind":"Field","name":{"kind":"Name","value":"sizeName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InputValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlreadyExistsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InUseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<ProductPartsVariantCreateMutation, ProductPartsVariantCreateMutationVariables>;
export const ProductPartsVariantUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductPartsVariantUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProductVariant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPartsVariant"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPartsVariant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminProductVariant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"productColorId"}},{"kind":"Field","name":{"kind":"Name","value":"colorName"}},{"kind":"Field","name":{"kind":"Name","value":"productCaratId"}},{"kind":"Field","name":{"kind":"Name","value":"purity"}},{"kind":"Field","name":{"kind":"Name","value":"sizeId"}},{"kind":"Field","name":{"kind":"Name","value":"sizeName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InputValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlreadyExistsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InUseError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<ProductPartsVariantUpdateMutation, ProductPartsVariantUpdateMutationVariables>;
export const ProductPartsVariantDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductPartsVariantDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProductVariant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ProductPartsVariantDeleteMutation, ProductPartsVariantDeleteMutationVariables>;
export const ProductPartsColorOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductPartsColorOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProductPartsColorOptionsQuery, ProductPartsColorOptionsQueryVariables>;