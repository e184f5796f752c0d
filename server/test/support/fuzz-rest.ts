import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { Router } from 'express';
import { multipartBody, nastyFile, nastyFloat, nastyInt, nastyString, wrongJson } from './fuzz-oracles';

// Requests with malformed paths, query strings and bodies for every route the legacy REST layer serves.
// The routes come from the Express router itself; the field names of each path from its section of
// docs/legacy-rest.md (and the names the route code reads), so a new path or field is fuzzed without
// touching this file.

const ROOT = path.join(__dirname, '../../..');

export interface RestRoute {
  method: string;
  /** Express pattern, e.g. `/get-product/:p_id`. */
  path: string;
  params: string[];
  multipart: boolean;
}

/** Every route of the REST router (nested routers included), with whether it parses multipart bodies. */
export function enumerateRoutes(router: Router): RestRoute[] {
  const routes: RestRoute[] = [];
  const walk = (stack: any[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const handlers: any[] = layer.route.stack ?? [];
        const multipart = handlers.some((h) => /multipart/i.test(h.name ?? '') || /multipart/i.test(h.handle?.name ?? ''));
        for (const method of Object.keys(layer.route.methods))
          routes.push({
            method: method.toUpperCase(),
            path: layer.route.path,
            params: [...String(layer.route.path).matchAll(/:(\w+)/g)].map((m) => m[1]),
            multipart,
          });
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((router as unknown as { stack: any[] }).stack);
  return routes;
}

/** `GET /get-product/:` for both `/get-product/:p_id` (Express) and `/get-product/{p_id}` (the docs). */
export const routeKey = (method: string, p: string) =>
  `${method} ${p
    .replace(/^\/api(?=\/)/, '')
    .replace(/\?.*$/, '')
    .replace(/\{\w+\}|:\w+/g, ':')}`;

interface DocumentedPaths {
  keys: string[];
  fields: Map<string, string[]>;
}

/** The paths docs/legacy-rest.md documents, and the field-like names in the text that follows each one. */
export function documentedPaths(): DocumentedPaths {
  const doc = readFileSync(path.join(ROOT, 'docs/legacy-rest.md'), 'utf8');
  const matches = [...doc.matchAll(/`(GET|POST|PUT|DELETE|PATCH) (\/[^`\s]*)`/g)];
  const fields = new Map<string, string[]>();
  matches.forEach((m, i) => {
    const key = routeKey(m[1], m[2]);
    const end = Math.min(i + 1 < matches.length ? matches[i + 1].index : doc.length, m.index + 2500);
    const section = doc.slice(m.index + m[0].length, end);
    const names = new Set(fields.get(key) ?? []);
    for (const span of section.matchAll(/`([^`]+)`/g))
      for (const word of span[1].split(/[^A-Za-z_]+/))
        if (/^[a-z][A-Za-z]*(_[a-z]+)*$|^[a-z]+_[a-z]+$/.test(word) && word.length > 1) names.add(word);
    const query = /\?(\w+)=/.exec(m[2]);
    if (query) names.add(query[1]);
    fields.set(key, [...names]);
  });
  return { keys: [...new Set(matches.map((m) => routeKey(m[1], m[2])))], fields };
}

/** Every `body.x` / `query.x` the REST code reads: extra keys for any route. */
export function fieldsReadByRoutes(): string[] {
  const dir = path.join(ROOT, 'server/src/rest');
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts')))
    for (const m of readFileSync(path.join(dir, file), 'utf8').matchAll(/\b(?:body|query)\??\.(\w+)/g)) names.add(m[1]);
  for (const n of ['limit', 'offset', 'categoryId', 'phoneNumber', 'query', 'minPrice', 'maxPrice', 'sort', 'userId', 'id']) names.add(n);
  return [...names].sort();
}

// ---- values --------------------------------------------------------------------------------------------

const ID_FIELD = /(^|_)id$|Id$|^p_id$|^pc_id$|^pcolor_id$|^ps_id$|^mt_id$|^sc_id$|^c_id$|^currency_id$/;
const AMOUNT_FIELD = /price|Price|Charge|Amount|multiplier|rate|Rate|weight|value|minPrice|maxPrice/;

/** A value a legacy client could plausibly send for a field of this name. */
function plausible(name: string): fc.Arbitrary<unknown> {
  if (ID_FIELD.test(name)) return fc.oneof(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }).map(String));
  if (/quantity|limit|offset/i.test(name)) return fc.integer({ min: 0, max: 12 });
  if (/email/i.test(name)) return fc.constantFrom('priya@example.com', 'new-shopper@example.com', 'ADMIN@TEST.EXAMPLE');
  if (/phone/i.test(name)) return fc.constantFrom('+919812345678', '+15551234567', '9812345678');
  if (/password/i.test(name)) return fc.constantFrom('customer-password', 'wrong-password');
  if (name === 'paymentMethod') return fc.constantFrom('cod', 'online', 'COD');
  if (name === 'source') return fc.constantFrom('cart', 'buyNow');
  if (name === 'status') return fc.constantFrom('new', 'pending', 'closed', 1, 2, 3, 4, 5);
  if (name === 'kind') return fc.constantFrom('regular', 'custom', 'REGULAR');
  if (/link|url/i.test(name)) return fc.constantFrom('https://example.com/p/1', 'http://x', 'ftp://x');
  if (name === 'outOfStock' || name === 'isActive') return fc.boolean();
  if (name === 'items')
    return fc.array(
      fc.record(
        {
          p_id: plausible('p_id'),
          pc_id: plausible('pc_id'),
          quantity: plausible('quantity'),
          cart_id: plausible('cart_id'),
          price: nastyFloat,
        },
        { requiredKeys: [] },
      ),
      { maxLength: 3 },
    );
  if (AMOUNT_FIELD.test(name)) return fc.oneof(nastyFloat, fc.integer({ min: 0, max: 100000 }));
  if (/^(productColors|productCarats|productSizes|images|imageUrls|image_urls|ProductImages)$/.test(name))
    return fc.array(
      fc.dictionary(fc.constantFrom('id', 'color_id', 'carat_id', 's_id', 'prices', 'images', 'currency_id', 'price'), wrongJson, {
        maxKeys: 3,
      }),
      {
        maxLength: 3,
      },
    );
  return fc.stringMatching(/^[A-Za-z0-9 ]{1,12}$/);
}

const nasty: fc.Arbitrary<unknown> = fc.oneof(wrongJson, nastyString, nastyInt, nastyFloat);

/** A body: mostly plausible fields of the path, some nasty, some missing, some extra. */
function bodyArb(fields: string[], extra: string[]): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const f of fields) model[f] = fc.oneof({ weight: 3, arbitrary: plausible(f) }, { weight: 1, arbitrary: nasty });
  return fc
    .tuple(fc.record(model, { requiredKeys: [] }), fc.dictionary(fc.constantFrom(...extra), nasty, { maxKeys: 2 }))
    .map(([known, more]) => ({ ...more, ...known }));
}

const PATH_PARAM: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 12 }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '0x10',
      '1e3',
      '%2012',
      '2147483648',
      '99999999999999999999',
      'abc',
      'null',
      '%ZZ',
      '%00',
      '..%2F..',
      '%F0%9F%92%8E',
      '9'.repeat(2000),
    ),
  },
  { weight: 1, arbitrary: nastyString.filter((s) => s.length < 200).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))) },
);

export interface RestRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** For the failure message. */
  describe: string;
}

type Encoding =
  'none' | 'json' | 'json-array' | 'json-scalar' | 'broken-json' | 'text' | 'urlencoded' | 'multipart' | 'multipart-truncated';

/** The requests for one route: path params, query string, body and its encoding, and an Idempotency-Key. */
export function requestArb(
  route: RestRoute,
  docFields: string[],
  extra: string[],
): fc.Arbitrary<Omit<RestRequest, 'headers'> & { headers: Record<string, string> }> {
  const fields = docFields.length ? docFields : extra;
  const encodings: Array<{ weight: number; arbitrary: fc.Arbitrary<Encoding> }> = [
    { weight: route.method === 'GET' || route.method === 'DELETE' ? 6 : 1, arbitrary: fc.constant('none') },
    { weight: route.multipart ? 2 : 8, arbitrary: fc.constant('json') },
    { weight: 1, arbitrary: fc.constantFrom<Encoding>('json-array', 'json-scalar', 'broken-json', 'text', 'urlencoded') },
    { weight: route.multipart ? 6 : 1, arbitrary: fc.constantFrom<Encoding>('multipart', 'multipart', 'multipart-truncated') },
  ];
  return fc
    .record({
      params: fc.array(PATH_PARAM, { minLength: route.params.length, maxLength: route.params.length }),
      query: route.method === 'GET' || route.method === 'DELETE' ? bodyArb(fields, extra) : fc.constant({}),
      repeatKey: fc.boolean(),
      body: bodyArb(fields, extra),
      encoding: fc.oneof(...encodings),
      files: fc.array(fc.tuple(fc.constantFrom('image', 'imageUrl', 'images', 'ProductImages', 'file', 'colorImages_0'), nastyFile), {
        maxLength: 3,
      }),
      idempotencyKey: fc.option(
        nastyString.map((s) => s.replace(/[^\x20-\x7e]/g, '').slice(0, 300)),
        { nil: undefined },
      ),
    })
    .map(({ params, query, repeatKey, body, encoding, files, idempotencyKey }) => {
      let i = 0;
      const p = route.path.replace(/:\w+/g, () => params[i++]);
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) {
        const text = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
        // Node itself answers 431 to a request head over 16 KB, before the shop sees it: mostly stay under that.
        search.append(k, text.replace(/[\ud800-\udfff]/g, '').slice(0, 2000));
        if (repeatKey) search.append(k, '1');
      }
      const qs = search.toString();
      const headers: Record<string, string> = {};
      if (idempotencyKey !== undefined && route.method === 'POST') headers['idempotency-key'] = idempotencyKey;
      let payload: string | Buffer | undefined;
      switch (encoding) {
        case 'none':
          break;
        case 'json':
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(body);
          break;
        case 'json-array':
          headers['content-type'] = 'application/json';
          payload = JSON.stringify([body, body]);
          break;
        case 'json-scalar':
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(Object.values(body)[0] ?? null);
          break;
        case 'broken-json':
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(body).slice(0, -1) + ',';
          break;
        case 'text':
          headers['content-type'] = 'text/plain';
          payload = JSON.stringify(body);
          break;
        case 'urlencoded':
          headers['content-type'] = 'application/x-www-form-urlencoded';
          payload = new URLSearchParams(
            Object.entries(body).map(([k, v]): [string, string] => [k, String(typeof v === 'string' ? v : JSON.stringify(v))]),
          ).toString();
          break;
        default: {
          const multipart = multipartBody(
            Object.entries(body).map(([k, v]) => [
              k,
              (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).replace(/[\ud800-\udfff]/g, ''),
            ]),
            files.map(([field, file]) => ({ field, ...file })),
            encoding === 'multipart-truncated',
          );
          headers['content-type'] = multipart.contentType;
          payload = multipart.body;
        }
      }
      const url = `/api${p}${qs ? `?${qs}` : ''}`;
      const shown = typeof payload === 'string' ? payload.slice(0, 600) : payload ? `<${payload.length} bytes multipart>` : '';
      return { method: route.method, url, headers, body: payload, describe: `${route.method} ${url.slice(0, 400)} [${encoding}] ${shown}` };
    });
}
