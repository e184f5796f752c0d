// Writes the client's operation names beside the built server (`npm run build -w server` runs it), so a server
// without client/src (the image) labels the same operations in its metrics as one started from the source.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_DOCUMENTS_DIR, KNOWN_OPERATIONS_FILE, operationNamesIn } from './known-operations';

const names = operationNamesIn(CLIENT_DOCUMENTS_DIR);
if (names.length === 0) throw new Error(`no GraphQL operations under ${CLIENT_DOCUMENTS_DIR}`);
writeFileSync(KNOWN_OPERATIONS_FILE, `${JSON.stringify(names)}\n`);
console.log(`wrote ${names.length} operation names to ${path.relative(process.cwd(), KNOWN_OPERATIONS_FILE)}`);
