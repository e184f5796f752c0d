/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query StorefrontHeaderCategories {\n  categories {\n    id\n    name\n  }\n}": typeof types.StorefrontHeaderCategoriesDocument,
    "query AuthSessionCheck {\n  me {\n    id\n    role\n  }\n}": typeof types.AuthSessionCheckDocument,
    "fragment AccountSessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  phone\n  dob\n  role\n  currency {\n    id\n    code\n  }\n}\n\nmutation AccountLogin($input: LoginInput!) {\n  login(input: $input) {\n    __typename\n    ... on AuthPayload {\n      token\n      expiresAt\n      user {\n        ...AccountSessionUser\n      }\n    }\n    ... on InvalidCredentialsError {\n      errorCode\n      message\n    }\n    ... on InputValidationError {\n      errorCode\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n}\n\nmutation AccountSignup($input: SignupInput!) {\n  signup(input: $input) {\n    __typename\n    ... on SignupSuccess {\n      user {\n        id\n        email\n      }\n    }\n    ... on EmailAlreadyUsedError {\n      errorCode\n      message\n    }\n    ... on InputValidationError {\n      errorCode\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n}": typeof types.AccountSessionUserFragmentDoc,
    "query CatalogueListingCategories {\n  categories {\n    id\n    name\n  }\n}": typeof types.CatalogueListingCategoriesDocument,
    "query HomeSliderImages {\n  sliderImages {\n    id\n    imageUrl\n  }\n}\n\nquery HomeNewArrivals($first: Int!, $currencyCode: String) {\n  newArrivals(first: $first) {\n    id\n    name\n    categoryName\n    image\n    hoverImage\n    outOfStock\n    price(currencyCode: $currencyCode) {\n      total {\n        amount\n        currencyCode\n      }\n    }\n  }\n}\n\nquery HomeCategories {\n  categories {\n    id\n    name\n    image\n  }\n}": typeof types.HomeSliderImagesDocument,
};
const documents: Documents = {
    "query StorefrontHeaderCategories {\n  categories {\n    id\n    name\n  }\n}": types.StorefrontHeaderCategoriesDocument,
    "query AuthSessionCheck {\n  me {\n    id\n    role\n  }\n}": types.AuthSessionCheckDocument,
    "fragment AccountSessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  phone\n  dob\n  role\n  currency {\n    id\n    code\n  }\n}\n\nmutation AccountLogin($input: LoginInput!) {\n  login(input: $input) {\n    __typename\n    ... on AuthPayload {\n      token\n      expiresAt\n      user {\n        ...AccountSessionUser\n      }\n    }\n    ... on InvalidCredentialsError {\n      errorCode\n      message\n    }\n    ... on InputValidationError {\n      errorCode\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n}\n\nmutation AccountSignup($input: SignupInput!) {\n  signup(input: $input) {\n    __typename\n    ... on SignupSuccess {\n      user {\n        id\n        email\n      }\n    }\n    ... on EmailAlreadyUsedError {\n      errorCode\n      message\n    }\n    ... on InputValidationError {\n      errorCode\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n}": types.AccountSessionUserFragmentDoc,
    "query CatalogueListingCategories {\n  categories {\n    id\n    name\n  }\n}": types.CatalogueListingCategoriesDocument,
    "query HomeSliderImages {\n  sliderImages {\n    id\n    imageUrl\n  }\n}\n\nquery HomeNewArrivals($first: Int!, $currencyCode: String) {\n  newArrivals(first: $first) {\n    id\n    name\n    categoryName\n    image\n    hoverImage\n    outOfStock\n    price(currencyCode: $currencyCode) {\n      total {\n        amount\n        currencyCode\n      }\n    }\n  }\n}\n\nquery HomeCategories {\n  categories {\n    id\n    name\n    image\n  }\n}": types.HomeSliderImagesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StorefrontHeaderCategories {\n  categories {\n    id\n    name\n  }\n}"): (typeof documents)["query StorefrontHeaderCategories {\n  categories {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuthSessionCheck {\n  me {\n    id\n    role\n  }\n}"): (typeof documents)["query AuthSessionCheck {\n  me {\n    id\n    role\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AccountSessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  phone\n  dob\n  role\n  currency {\n    id\n    code\n  }\n}\n\nmutation AccountLogin($input: LoginInput!) {\n  login(input: $input) {\n    __typename\n    ... on AuthPayload {\n      token\n      expiresAt\n      user {\n        ...AccountSessionUser\n      }\n    }\n    ... on InvalidCredentialsError {\n      errorCode\n      message\n    }\n    ... on InputValidationError {\n      errorCode\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n}\n\nmutation AccountSignup($input: SignupInput!) {\n  signup(input: $input) {\n    __typename\n    ... on SignupSuccess {\n      user {\n        id\n        email\n      }\n    }\n    ... on EmailAlreadyUsedError {\n      errorCode\n      message\n    }\n    ... on InputValidationError {\n      errorCode\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n}"): (typeof documents)["fragment AccountSessionUser on User {\n  id\n  firstName\n  lastName\n  email\n  phone\n  dob\n  role\n  currency {\n    id\n    code\n  }\n}\n\nmutation AccountLogin($input: LoginInput!) {\n  login(input: $input) {\n    __typename\n    ... on AuthPayload {\n      token\n      expiresAt\n      user {\n        ...AccountSessionUser\n      }\n    }\n    ... on InvalidCredentialsError {\n      errorCode\n      message\n    }\n    ... on InputValidationError {\n      errorCode\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n}\n\nmutation AccountSignup($input: SignupInput!) {\n  signup(input: $input) {\n    __typename\n    ... on SignupSuccess {\n      user {\n        id\n        email\n      }\n    }\n    ... on EmailAlreadyUsedError {\n      errorCode\n      message\n    }\n    ... on InputValidationError {\n      errorCode\n      message\n      fieldErrors {\n        field\n        message\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueListingCategories {\n  categories {\n    id\n    name\n  }\n}"): (typeof documents)["query CatalogueListingCategories {\n  categories {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomeSliderImages {\n  sliderImages {\n    id\n    imageUrl\n  }\n}\n\nquery HomeNewArrivals($first: Int!, $currencyCode: String) {\n  newArrivals(first: $first) {\n    id\n    name\n    categoryName\n    image\n    hoverImage\n    outOfStock\n    price(currencyCode: $currencyCode) {\n      total {\n        amount\n        currencyCode\n      }\n    }\n  }\n}\n\nquery HomeCategories {\n  categories {\n    id\n    name\n    image\n  }\n}"): (typeof documents)["query HomeSliderImages {\n  sliderImages {\n    id\n    imageUrl\n  }\n}\n\nquery HomeNewArrivals($first: Int!, $currencyCode: String) {\n  newArrivals(first: $first) {\n    id\n    name\n    categoryName\n    image\n    hoverImage\n    outOfStock\n    price(currencyCode: $currencyCode) {\n      total {\n        amount\n        currencyCode\n      }\n    }\n  }\n}\n\nquery HomeCategories {\n  categories {\n    id\n    name\n    image\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;