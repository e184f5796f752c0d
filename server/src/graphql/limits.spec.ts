import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  Kind,
  Lexer,
  type OperationDefinitionNode,
  Source,
  getIntrospectionQuery,
  TokenKind,
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  specifiedRules,
  typeFromAST,
  validate,
} from 'graphql';
import { loadConfig, REPO_ROOT } from '../config';
import { firstLimitBroken, graphqlArmor, operationCost } from './limits';

/** A value of the variable's type; page sizes (`first`, `limit`) at the largest the API accepts (100). */
function fakeValue(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return fakeValue(type.ofType, name);
  if (isListType(type)) return [fakeValue(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(fields.map((f) => [f.name, fakeValue(f.type, f.name)]));
  }
  switch (type.name) {
    case 'Int':
    case 'SafeInt':
    case 'Float':
      return name === 'first' || name === 'limit' ? 100 : 1;
    case 'Boolean':
      return true;
    default:
      return '1';
  }
}

function fakeVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((v) => [
      v.variable.name.value,
      fakeValue(typeFromAST(schema, v.type as never) as GraphQLInputType, v.variable.name.value),
    ]),
  );
}

function tokenCount(source: string): number {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

const schema = buildSchema(readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8'));
const limits = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }).graphqlLimits;
const clientSources = graphqlFiles(path.join(REPO_ROOT, 'client', 'src')).map((file) => ({
  file: path.relative(REPO_ROOT, file),
  source: readFileSync(file, 'utf8'),
}));
// Operations use fragments of other files: the client's documents are validated together.
const clientDocument = parse(clientSources.map((s) => s.source).join('\n'));
const clientOperations = clientDocument.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

/** Validation messages of a document under depth, alias and directive limits `factor` times tighter than the defaults. */
function violations(document: DocumentNode, factor = 1, against: GraphQLSchema = schema): string[] {
  const tight = {
    ...limits,
    maxDepth: Math.floor(limits.maxDepth / factor),
    maxAliases: Math.floor(limits.maxAliases / factor),
    maxDirectives: Math.floor(limits.maxDirectives / factor),
  };
  const { validationRules } = graphqlArmor(tight, { blockSuggestions: false });
  return validate(against, document, [...specifiedRules, ...validationRules]).map((e) => e.message);
}

// The client must keep working with room to grow: every operation fits half of each limit.
describe('GraphQL limits against the client', () => {
  it('finds the client operations', () => {
    expect(clientOperations.length).toBeGreaterThan(50);
  });

  it('keeps every client operation within half the depth, alias and directive limits', () => {
    expect(violations(clientDocument, 2)).toEqual([]);
  });

  it.each(clientSources.map((s) => [s.file, s.source]))('%s has at most half the token limit', (_file, source) => {
    expect(tokenCount(source)).toBeLessThanOrEqual(limits.maxTokens / 2);
  });

  it.each(clientOperations.map((op) => [op.name?.value ?? '', op]))('%s costs at most half the limit with pages of 100', (name, op) => {
    // Act
    const cost = operationCost(schema, clientDocument, fakeVariables(schema, op), name);
    // Assert
    expect(cost).toBeLessThanOrEqual(limits.maxCost / 2);
  });

  it('lets the standard introspection query through (GraphiQL, codegen)', () => {
    expect(violations(parse(getIntrospectionQuery()))).toEqual([]);
  });
});

describe('GraphQL limits against abuse', () => {
  const listing = 'products(first: 24) { totalCount items { id name image } }';

  it('refuses too many aliases, e.g. 100 logins in one request', () => {
    // Arrange
    const logins = Array.from(
      { length: 100 },
      (_, i) => `l${i}: login(input: { email: "a@b.c", password: "guess${i}" }) { __typename }`,
    ).join('\n');
    // Act
    const messages = violations(parse(`mutation { ${logins} }`), 1);
    // Assert
    expect(messages).toEqual([`Aliases limit of ${limits.maxAliases} exceeded, found 100.`]);
  });

  it('refuses a query nested deeper than the limit, introspection included', () => {
    // Arrange
    const nest = (depth: number) =>
      `{ __schema { types { fields { type ${'{ ofType '.repeat(depth - 5)}{ name }${' }'.repeat(depth - 5)} } } } }`;
    // Act
    const atLimit = violations(parse(nest(limits.maxDepth)));
    const over = violations(parse(nest(20)));
    // Assert
    expect(atLimit).toEqual([]);
    expect(over).toEqual([`Query depth limit of ${limits.maxDepth} exceeded, found 20.`]);
  });

  it('finds the broken limit with one walk of the syntax tree (the check in front of Apollo)', () => {
    // Arrange
    const { validationRules } = graphqlArmor(limits, { blockSuggestions: false });
    const aliases = parse(`{ ${Array.from({ length: 16 }, (_, i) => `c${i}: categories { id }`).join(' ')} }`);
    // Act
    const broken = firstLimitBroken(schema, aliases, validationRules);
    const clean = firstLimitBroken(schema, clientDocument, validationRules);
    // Assert
    expect(broken?.message).toBe(`Aliases limit of ${limits.maxAliases} exceeded, found 16.`);
    expect(clean).toBeNull();
  });

  it('prices a page by its size, variables included', () => {
    // Arrange
    const document = parse(`query($n: Int!) { products(first: $n) { items { id name image } } }`);
    // Act
    const small = operationCost(schema, document, { n: 1 });
    const large = operationCost(schema, document, { n: 100 });
    // Assert
    expect(large).toBeGreaterThan(50 * small);
  });

  it('refuses a thousand aliases of the listing by cost too', () => {
    // Arrange
    const query = `{ ${Array.from({ length: 1000 }, (_, i) => `p${i}: ${listing}`).join(' ')} }`;
    // Act
    const cost = operationCost(schema, parse(query, { maxTokens: Infinity }));
    // Assert
    expect(cost).toBeGreaterThan(limits.maxCost);
  });
});
