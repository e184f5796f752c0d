import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { REPO_ROOT } from '../server/src/config';

/**
 * Docker has no engine on the machines that run `npm test`, so `docker compose config` cannot check
 * docker-compose.yml here. This does what it does before it starts anything: the file against the Compose
 * Specification's JSON schema (test/fixtures/compose-spec.json, from github.com/compose-spec/compose-spec,
 * schema/compose-spec.json at 170098b, Apache-2.0), then the references the schema cannot see.
 */
type Service = {
  build?: unknown;
  image?: string;
  depends_on?: Record<string, { condition: string }> | string[];
  environment?: Record<string, string | number | boolean | null>;
  volumes?: (string | { source?: string })[];
  ports?: unknown[];
  healthcheck?: unknown;
};
type ComposeFile = { services: Record<string, Service>; volumes?: Record<string, unknown> };

const composeText = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
// Compose resolves YAML merge keys (`<<: *anchor`) as YAML 1.1 does.
const load = (text: string): ComposeFile => parse(text, { merge: true, maxAliasCount: 100 }) as ComposeFile;
// A draft-07 schema; its `$schema` names draft-07 by an address Ajv does not list (https, no `#`), so it is dropped.
const { $schema: _draft, ...schema } = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'test', 'fixtures', 'compose-spec.json'), 'utf8'),
) as Record<string, unknown>;
const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(schema);

function serverSources(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return serverSources(file);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? readFileSync(file, 'utf8') : '';
    })
    .join('\n');
}

describe('docker-compose.yml (what `docker compose config` checks)', () => {
  const compose = load(composeText);
  const services = Object.entries(compose.services);
  const appServers = services.filter(([, service]) => service.environment?.MIGRATE_ON_START === 'false');

  it('is valid against the Compose Specification schema', () => {
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema check catches a misspelt key and a wrong type (so the check above can fail)', () => {
    const misspelt = load(composeText.replace('    depends_on:\n', '    depend_on:\n'));
    expect(validate(misspelt)).toBe(false);
    const wrongType = load(composeText);
    (wrongType.services.redis as Record<string, unknown>).ports = 'not a list';
    expect(validate(wrongType)).toBe(false);
  });

  it('every service depended on, named volume and mounted file exists', () => {
    const volumes = new Set(Object.keys(compose.volumes ?? {}));
    for (const [name, service] of services) {
      const dependsOn = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
      for (const other of dependsOn) expect([name, other, other in compose.services]).toEqual([name, other, true]);
      expect([name, Boolean(service.build ?? service.image)]).toEqual([name, true]);
      for (const volume of service.volumes ?? []) {
        const source = typeof volume === 'string' ? volume.split(':')[0] : (volume.source ?? '');
        if (source.startsWith('.') || source.startsWith('/'))
          expect([name, source, existsSync(path.join(REPO_ROOT, source))]).toEqual([name, source, true]);
        else expect([name, source, volumes.has(source)]).toEqual([name, source, true]);
      }
    }
  });

  it('runs two or more app servers, after the migrate step, behind nginx, which sends to each of them', () => {
    expect(appServers.length).toBeGreaterThanOrEqual(2);
    const nginxConf = readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx', 'nginx.conf'), 'utf8');
    const upstream = /upstream shop \{([^}]*)\}/.exec(nginxConf)?.[1] ?? '';
    const targets = [...upstream.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((m) => `${m[1]}:${m[2]}`);
    expect(targets.sort()).toEqual(appServers.map(([name, service]) => `${name}:${String(service.environment?.PORT)}`).sort());
    for (const [name, service] of appServers) {
      expect([name, (service.depends_on as Record<string, { condition: string }>).migrate]).toEqual([
        name,
        { condition: 'service_completed_successfully' },
      ]);
      expect([name, service.ports]).toEqual([name, undefined]); // reached through nginx only
      // Shared state for more than one server (README, Configuration).
      expect([name, service.environment?.REDIS_URL]).toEqual([name, 'redis://redis:6379/0']);
    }
    const nginx = compose.services.nginx;
    expect(Object.keys(nginx.depends_on ?? {}).sort()).toEqual(appServers.map(([name]) => name).sort());
  });

  it('gives the shop only settings the server reads, each documented in the README', () => {
    const sources = serverSources(path.join(REPO_ROOT, 'server', 'src'));
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const names = new Set(services.flatMap(([, service]) => (service.build ? Object.keys(service.environment ?? {}) : [])));
    expect(names.size).toBeGreaterThan(10);
    const unread = [...names].filter((name) => !new RegExp(`\\b${name}\\b`).test(sources));
    const undocumented = [...names].filter((name) => !readme.includes(`\`${name}\``));
    expect({ unread, undocumented }).toEqual({ unread: [], undocumented: [] });
  });

  it('names every variable without a default in .env.example, and keeps no secret in the file', () => {
    const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    const bare = [...composeText.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]);
    const required = [...composeText.matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]);
    for (const name of new Set([...bare, ...required])) expect([name, new RegExp(`^${name}=`, 'm').test(example)]).toEqual([name, true]);
    for (const [name, service] of services) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (/SECRET|PASSWORD|TOKEN|_KEY/.test(key)) expect([name, key, String(value)]).toEqual([name, key, expect.stringMatching(/^\$\{/)]);
      }
    }
  });
});
