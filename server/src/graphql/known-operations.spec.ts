import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_DOCUMENTS_DIR, knownOperationNames, operationNamesIn } from './known-operations';

/** Every `<Name>Document` the generated client code exports: the operations the client can send. */
function generatedOperationNames(dir: string): string[] {
  const names = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const at = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(at);
      else if (entry.name.endsWith('.generated.ts')) {
        const source = readFileSync(at, 'utf8');
        for (const found of source.matchAll(/"kind":"OperationDefinition","operation":"\w+","name":\{"kind":"Name","value":"(\w+)"/g)) {
          names.add(found[1]);
        }
      }
    }
  };
  walk(dir);
  return [...names].sort();
}

describe('the operation names metrics label (the shop’s own clients’)', () => {
  it('are the operations of every document in a tree, not its fragments', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'known-operations-'));
    try {
      mkdirSync(path.join(dir, 'feature'));
      writeFileSync(path.join(dir, 'a.graphql'), 'fragment Bits on Product { id }\nquery ListThings { products { ...Bits } }\n');
      writeFileSync(path.join(dir, 'feature', 'b.graphql'), 'mutation SaveThing { logout }\nquery { __typename }\n');
      writeFileSync(path.join(dir, 'feature', 'notes.md'), 'query NotADocument { x }');
      expect(operationNamesIn(dir)).toEqual(['ListThings', 'SaveThing']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("are exactly the client's checked-in documents, as codegen generated them", () => {
    const known = [...knownOperationNames()].sort();
    expect(known.length).toBeGreaterThan(50);
    expect(known).toEqual(generatedOperationNames(CLIENT_DOCUMENTS_DIR));
  });
});
