import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import { REPO_ROOT } from '../config';

/** Where the build writes the client's operation names, beside this module in server/dist (emit-known-operations.ts). */
export const KNOWN_OPERATIONS_FILE = path.join(__dirname, 'known-operations.json');
/** The client's GraphQL documents: the source of truth of what the shop's own clients send. */
export const CLIENT_DOCUMENTS_DIR = path.join(REPO_ROOT, 'client', 'src');

/** The names of the operations in every *.graphql file under `dir` (the documents codegen reads), sorted. */
export function operationNamesIn(dir: string): string[] {
  const names = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const at = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(at);
      else if (entry.name.endsWith('.graphql')) {
        for (const definition of parse(readFileSync(at, 'utf8')).definitions) {
          if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) names.add(definition.name.value);
        }
      }
    }
  };
  walk(dir);
  return [...names].sort();
}

/**
 * The operation names the shop's own clients send (the storefront, the back-office, the server's render of
 * the storefront): the checked-in documents when the source is here (development, tests), else the list the
 * build wrote from them (the built server, the image). Metrics label only these (observability/metrics.ts).
 */
export function knownOperationNames(): ReadonlySet<string> {
  if (existsSync(CLIENT_DOCUMENTS_DIR)) return new Set(operationNamesIn(CLIENT_DOCUMENTS_DIR));
  if (existsSync(KNOWN_OPERATIONS_FILE)) return new Set(JSON.parse(readFileSync(KNOWN_OPERATIONS_FILE, 'utf8')) as string[]);
  throw new Error(`Neither ${CLIENT_DOCUMENTS_DIR} nor ${KNOWN_OPERATIONS_FILE} is there: build the server with npm run build`);
}
