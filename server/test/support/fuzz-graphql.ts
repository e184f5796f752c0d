import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
} from 'graphql';
import { nastyFloat, nastyInt, nastySafeInt, nastyString, wrongJson } from './fuzz-oracles';

// Operations with malformed arguments for every Query and Mutation field of the schema: each argument's
// value comes from an arbitrary built from its GraphQL type, either "valid per GraphQL" (the right type,
// but values a service must refuse: -1, 0, huge, empty, unknown ids, SQL- and HTML-ish text) or
// "invalid per GraphQL" (null for non-null, the wrong type, missing or extra input fields, bad enum values).

export interface FuzzOperation {
  query: string;
  variables: Record<string, unknown>;
}

const ID_LIKE = /(^id$|Id$|Ids$)/;

/** Values of a scalar that pass GraphQL's coercion (when they are finite) but may break the domain. */
function scalarArb(name: string, argName: string): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
      // Ids are small on the fixture shop: valid-looking ids find real rows more often than random ints.
      return ID_LIKE.test(argName) ? fc.oneof(fc.integer({ min: 1, max: 12 }), nastyInt) : nastyInt;
    case 'Float':
      return nastyFloat;
    case 'SafeInt':
      return nastySafeInt;
    case 'Boolean':
      return fc.boolean();
    case 'DateTimeISO':
      return fc.constantFrom('2026-01-01T00:00:00.000Z', '1900-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2026-02-30T00:00:00Z', '0');
    case 'Upload':
      // An Upload only arrives through a multipart request: in JSON variables every value is wrong.
      return fc.constantFrom<unknown>('file.png', 1, { filename: 'x.png' });
    default:
      // Mostly hostile text, sometimes what the argument's name asks for, so a request gets past the
      // first check and reaches the rules behind it.
      return fc.oneof({ weight: 2, arbitrary: nastyString }, { weight: 1, arbitrary: plausibleText(argName) });
  }
}

function plausibleText(name: string): fc.Arbitrary<string> {
  if (/email/i.test(name)) return fc.constantFrom('priya@example.com', 'new-shopper@example.com', 'ADMIN@TEST.EXAMPLE');
  if (/phone/i.test(name)) return fc.constantFrom('+919812345678', '+15551234567');
  if (/password/i.test(name)) return fc.constantFrom('customer-password', 'wrong-password');
  if (/link|url/i.test(name)) return fc.constantFrom('https://example.com/p/1', 'http://x');
  if (/currency|code/i.test(name)) return fc.constantFrom('INR', 'USD', 'EUR', 'inr');
  if (/idempotency/i.test(name)) return fc.constantFrom('key-1', 'key-2');
  if (/zip/i.test(name)) return fc.constantFrom('560001', '94107');
  return fc.stringMatching(/^[A-Za-z0-9 ]{1,12}$/);
}

/** A value of an input type: `corrupt` allows GraphQL-invalid values at any depth. */
export function valueArb(type: GraphQLInputType, argName: string, corrupt: boolean, depth = 0): fc.Arbitrary<unknown> {
  const valid = validArb(type, argName, corrupt, depth);
  if (!corrupt) return valid;
  const wrong: fc.Arbitrary<unknown>[] = [wrongJson];
  if (isNonNullType(type)) wrong.push(fc.constant(null));
  const named = getNamedType(type);
  if (isEnumType(named)) wrong.push(fc.constantFrom('NOT_A_VALUE', '', 'price_asc', 0));
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: fc.oneof(...wrong) });
}

function validArb(type: GraphQLInputType, argName: string, corrupt: boolean, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueArb(type.ofType, argName, corrupt, depth);
  if (isListType(type)) return fc.array(valueArb(type.ofType, argName, corrupt, depth + 1), { maxLength: depth > 1 ? 1 : 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of fields) model[f.name] = depth > 3 ? fc.constant(null) : valueArb(f.type, f.name, corrupt, depth + 1);
    const required = fields.filter((f) => isNonNullType(f.type) && !corrupt).map((f) => f.name);
    const record = fc.record(model, { requiredKeys: required });
    if (!corrupt) return record;
    // Extra fields the type does not have.
    return fc
      .tuple(
        record,
        fc.option(fc.dictionary(fc.constantFrom('extra', 'id', '__proto__', 'userId', 'role'), wrongJson, { maxKeys: 2 }), {
          nil: undefined,
        }),
      )
      .map(([r, extra]) => (extra ? { ...extra, ...r } : r));
  }
  if (isLeafType(type)) return scalarArb(type.name, argName);
  return wrongJson;
}

// ---- selection sets ------------------------------------------------------------------------------------

const MAX_DEPTH = 2;

function leafOrSimpleFields(type: GraphQLNamedType): Array<GraphQLField<unknown, unknown>> {
  if (!isObjectType(type) && !isInterfaceType(type)) return [];
  // Fields with a required argument are left out: their arguments are fuzzed through the top-level fields.
  return Object.values(type.getFields()).filter((f) => f.args.every((a: GraphQLArgument) => !isNonNullType(a.type)));
}

/** An argument of a field inside the selection (e.g. `price(currencyCode:)`), fuzzed through a variable too. */
export interface NestedArgument {
  variable: string;
  owner: string;
  arg: GraphQLArgument;
}

/**
 * A selection of the leaf fields (and, one level down, the objects) of a type; union members aliased per
 * type. The optional arguments of selected fields become variables, collected in `nested`.
 */
export function selectionOf(type: GraphQLOutputType, depth = 0, nested: NestedArgument[] = []): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (isUnionType(named) || isInterfaceType(named)) {
    const members = isUnionType(named) ? named.getTypes() : [];
    const parts = ['__typename'];
    if (isInterfaceType(named)) parts.push(fieldsOf(named, depth, '', nested));
    for (const member of members) {
      if (member.getInterfaces().some((i) => i.name === 'ErrorResult')) continue;
      const inner = fieldsOf(member, depth, `${member.name}_`, nested);
      if (inner) parts.push(`... on ${member.name} { ${inner} }`);
    }
    if (members.some((m) => m.getInterfaces().some((i) => i.name === 'ErrorResult')))
      parts.push('... on ErrorResult { errorCode message }');
    return `{ ${parts.join(' ')} }`;
  }
  return `{ __typename ${fieldsOf(named, depth, '', nested)} }`;
}

function fieldsOf(type: GraphQLNamedType, depth: number, alias: string, nested: NestedArgument[]): string {
  const out: string[] = [];
  for (const f of leafOrSimpleFields(type)) {
    const named = getNamedType(f.type);
    const inner = isLeafType(named) ? '' : depth + 1 < MAX_DEPTH ? selectionOf(f.type, depth + 1, nested) : null;
    if (inner === null || (!isLeafType(named) && !inner)) continue;
    const args = f.args.map((arg) => {
      const variable = `n${nested.length}_${arg.name}`;
      nested.push({ variable, owner: `${type.name}.${f.name}`, arg });
      return `${arg.name}: $${variable}`;
    });
    const name = `${alias ? `${alias}${f.name}: ` : ''}${f.name}${args.length ? `(${args.join(', ')})` : ''}`;
    out.push(inner ? `${name} ${inner}` : name);
  }
  return out.join(' ');
}

// ---- operations ----------------------------------------------------------------------------------------

export interface FuzzTarget {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

/** Every Query and Mutation field that takes arguments. */
export function fuzzTargets(schema: GraphQLSchema): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) if (field.args.length > 0) targets.push({ kind, field });
  }
  return targets;
}

/** Operations for one field: half with GraphQL-valid arguments (domain fuzz), half with corrupt ones. */
export function operationArb({ kind, field }: FuzzTarget): fc.Arbitrary<FuzzOperation> {
  const nested: NestedArgument[] = [];
  const selection = selectionOf(field.type, 0, nested);
  const all = [...field.args.map((arg) => ({ variable: arg.name, arg })), ...nested];
  const vars = all.map(({ variable, arg }) => `$${variable}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const query = `${kind} Fuzz(${vars}) { ${field.name}(${args}) ${selection} }`;
  const variables = (corrupt: boolean) => {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const { variable, arg } of all) model[variable] = valueArb(arg.type, arg.name, corrupt);
    const required = all.filter(({ arg }) => isNonNullType(arg.type) && !corrupt).map(({ variable }) => variable);
    return fc.record(model, { requiredKeys: required });
  };
  return fc.oneof(variables(false), variables(true)).map((v) => ({ query, variables: v }));
}

/** Every argument the operations of these targets fuzz, as `Type.field(arg)`: top-level and in selections. */
export function fuzzedArguments(schema: GraphQLSchema, targets: FuzzTarget[]): Set<string> {
  const covered = new Set<string>();
  for (const { kind, field } of targets) {
    const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
    for (const a of field.args) covered.add(`${root.name}.${field.name}(${a.name})`);
    const nested: NestedArgument[] = [];
    selectionOf(field.type, 0, nested);
    for (const n of nested) covered.add(`${n.owner}(${n.arg.name})`);
  }
  return covered;
}

/** Every argument of every field of the schema's object and interface types, as `Type.field(arg)`. */
export function schemaArguments(schema: GraphQLSchema): string[] {
  const all: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const f of Object.values(type.getFields())) for (const a of f.args) all.push(`${type.name}.${f.name}(${a.name})`);
  }
  return all.sort();
}

/** The Upload arguments of a field, at the top level or inside its input objects (paths for the multipart map). */
export function uploadPaths(field: GraphQLField<unknown, unknown>): string[] {
  const paths: string[] = [];
  const walk = (type: GraphQLInputType, at: string, depth: number) => {
    const named = getNamedType(type);
    if (named.name === 'Upload') paths.push(at);
    else if (isInputObjectType(named) && depth < 3)
      for (const f of Object.values(named.getFields()))
        walk(f.type, `${at}.${f.name}${isListType(unwrapNonNull(f.type)) ? '.0' : ''}`, depth + 1);
  };
  for (const a of field.args) walk(a.type, `variables.${a.name}${isListType(unwrapNonNull(a.type)) ? '.0' : ''}`, 0);
  return paths;
}

const unwrapNonNull = (type: GraphQLInputType): GraphQLInputType => (isNonNullType(type) ? type.ofType : type);
