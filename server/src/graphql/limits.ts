import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  TypeInfo,
  ValidationContext,
  type ValidationRule,
  parse,
  visit,
  visitInParallel,
} from 'graphql';
import type { RequestHandler, Response } from 'express';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';
import type { GraphQLLimits } from '../config';

/** Every refusal of an over-limit request: a 400, before any resolver (and so any SQL) runs. */
function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
}

// graphql-armor's rules prefix their messages with "Syntax Error: "; the request is well-formed, only too big.
const reportLimit = (context: ValidationContext | null, error: GraphQLError): void => {
  context?.reportError(limitError(error.message.replace(/^Syntax Error: /, '')));
};

/**
 * Depth, alias and directive limits as validation rules (graphql-armor), plus, with `blockSuggestions`,
 * no "Did you mean …" hints (they would spell out the schema when introspection is off). Armor's own
 * cost rule is not used: it reads `first` only when written literally, so `first: $n` would slip through.
 */
export function graphqlArmor(
  limits: GraphQLLimits,
  { blockSuggestions }: { blockSuggestions: boolean },
): { validationRules: ValidationRule[]; plugins: ApolloServerPlugin[] } {
  const reject = { propagateOnRejection: false, onReject: [reportLimit] };
  const { validationRules, plugins } = new ApolloArmor({
    // Introspection counts too: `__schema { types { fields { type { ofType … } } } }` nests as deep as one likes.
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ignoreIntrospection: false, ...reject },
    maxAliases: { n: limits.maxAliases, ...reject },
    maxDirectives: { n: limits.maxDirectives, ...reject },
    // Tokens are limited by the parser itself (Apollo's parseOptions.maxTokens), before any AST is built.
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: blockSuggestions },
  }).protect();
  return { validationRules, plugins };
}

/**
 * The first limit `document` breaks under these rules, or null. A plain walk of the syntax tree: the
 * rules need no type information, and a full validation of a huge document is the work to avoid.
 */
export function firstLimitBroken(schema: GraphQLSchema, document: DocumentNode, rules: ValidationRule[]): GraphQLError | null {
  // The first broken limit is the answer: stop the walk there (a thousand aliases would report 985 times).
  const stop = new Error('first limit broken');
  let broken: GraphQLError | null = null;
  const context = new ValidationContext(schema, document, new TypeInfo(schema), (error) => {
    broken = error;
    throw stop;
  });
  try {
    visit(document, visitInParallel(rules.map((rule) => rule(context))));
  } catch (error) {
    if (error !== stop) throw error;
  }
  return broken;
}

/** The refusal Apollo would send, in its shape: `{ errors: [{ message, locations, extensions: { code } }] }`. */
function sendRefusal(res: Response, error: GraphQLError, code: string): void {
  res
    .status(400)
    .json({ errors: [{ message: error.message, ...(error.locations ? { locations: error.locations } : {}), extensions: { code } }] });
}

/**
 * Refuses a document over the token, depth, alias or directive limits before Apollo sees it, so before
 * the context is built and before GraphQL's own validation (some thirty rules, each visiting every
 * field): a hundred aliased fields cost one walk of the syntax tree, not a full validation. Documents
 * that passed are remembered by hash (the client sends the same few). Apollo checks the same rules
 * again (GET requests, and anything that reaches it another way).
 */
export function earlyGraphqlLimits(schema: GraphQLSchema, limits: GraphQLLimits): RequestHandler {
  const { validationRules } = graphqlArmor(limits, { blockSuggestions: false });
  const passed = new Set<string>();
  return (req, res, next) => {
    const query = (req.body as { query?: unknown } | undefined)?.query;
    if (typeof query !== 'string') return next();
    const key = createHash('sha256').update(query).digest('base64');
    if (passed.has(key)) return next();
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: limits.maxTokens });
    } catch (error) {
      return sendRefusal(res, error instanceof GraphQLError ? error : new GraphQLError(String(error)), 'GRAPHQL_PARSE_FAILED');
    }
    const broken = firstLimitBroken(schema, document, validationRules);
    if (broken) return sendRefusal(res, broken, 'GRAPHQL_VALIDATION_FAILED');
    // The cost too, while the document is at hand: an over-cost request never reaches Apollo's validation.
    // A document the estimate cannot read (bad variables, an unknown operation) goes on to Apollo, which
    // answers it properly and checks the cost again after validation (costLimitPlugin).
    const { variables, operationName } = req.body as { variables?: unknown; operationName?: unknown };
    let cost: number | null = null;
    try {
      cost = operationCost(
        schema,
        document,
        typeof variables === 'object' && variables !== null ? (variables as Record<string, unknown>) : {},
        typeof operationName === 'string' ? operationName : undefined,
      );
    } catch {
      cost = null;
    }
    if (cost !== null && cost > limits.maxCost) {
      return sendRefusal(res, limitError(`Query cost limit of ${limits.maxCost} exceeded, found ${cost}.`), 'GRAPHQL_VALIDATION_FAILED');
    }
    if (passed.size >= 1000) passed.clear();
    passed.add(key);
    next();
  };
}

/**
 * Depth, alias and directive rules (for Apollo's validation) and the plugins of the other limits: the
 * cost after validation and before execution, and no "Did you mean …" hints when `blockSuggestions`.
 * The body size is express.json's and the tokens are Apollo's parseOptions.
 */
export function graphqlLimits<TContext extends object>(
  limits: GraphQLLimits,
  { blockSuggestions }: { blockSuggestions: boolean },
): { validationRules: ValidationRule[]; plugins: ApolloServerPlugin<TContext>[] } {
  const armor = graphqlArmor(limits, { blockSuggestions });
  return {
    validationRules: armor.validationRules,
    plugins: [...(armor.plugins as ApolloServerPlugin<TContext>[]), costLimitPlugin<TContext>(limits.maxCost)],
  };
}

/**
 * The cost model: each field costs 1 plus its selections, and a field with a page size (`first`, or
 * `limit`) multiplies its selections by it, defaults and variables included. `products(first: 24)` with
 * 20 fields per item costs about 500; a thousand aliases of it would cost half a million.
 */
export const pageSizeEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  const size = [args.first, args.limit].find((value): value is number => typeof value === 'number') ?? 1;
  return 1 + childComplexity * Math.min(LARGEST_PAGE, Math.max(1, size));
};

/**
 * No list answers more rows than this (the back-office part lists' cap; storefront lists stop at 100), and
 * lists documented to clamp a larger `first` (socialPosts, newArrivals, myOrders...) must keep doing so
 * rather than be refused as too costly: a page size counts at most this much.
 */
const LARGEST_PAGE = 500;

/** The estimated cost of one operation of a document with these variables. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  return getComplexity({ schema, query: document, variables, operationName, estimators: [pageSizeEstimator] });
}

/** Why an operation may not run (its variables do not fit, or it costs more than `maxCost`), or null. */
function costRefusal(maxCost: number, schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, name?: string) {
  let cost: number;
  try {
    cost = operationCost(schema, document, variables, name);
  } catch (error) {
    // Variables that do not fit their types: the same 400 execution would give, only earlier.
    return new GraphQLError((error as Error).message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  }
  return cost > maxCost ? limitError(`Query cost limit of ${maxCost} exceeded, found ${cost}.`) : null;
}

/** Refuses an operation whose estimated cost is over `maxCost`, after validation and before execution. */
export function costLimitPlugin<TContext extends object>(maxCost: number): ApolloServerPlugin<TContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ schema, document, request, operationName }) {
          const refusal = costRefusal(maxCost, schema, document, request.variables ?? {}, operationName ?? undefined);
          return refusal ? Promise.reject(refusal) : Promise.resolve();
        },
      });
    },
  };
}
