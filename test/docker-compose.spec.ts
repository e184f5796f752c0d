import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
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
  stop_grace_period?: string;
  deploy?: { resources?: { limits?: { cpus?: string | number; memory?: string } } };
  logging?: { driver?: string; options?: Record<string, string> };
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

/** A Compose duration ("30s", "1m30s", "500ms") in milliseconds; Docker's 10 s when unset. */
function durationMs(value: string | undefined): number {
  if (value === undefined) return 10_000;
  const units: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1, us: 0.001 };
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|us|h|m|s)/g)];
  if (parts.map((part) => part[0]).join('') !== value) throw new Error(`not a Compose duration: ${value}`);
  return parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * units[unit], 0);
}

/** What an environment value becomes when .env leaves its variable unset: `${NAME:-default}` → default. */
function unsetValue(value: string | number | boolean | null | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value);
  const interpolated = /^\$\{\w+(:?-)(.*)\}$/.exec(text);
  if (interpolated) return interpolated[2];
  return /^\$\{\w+:\?/.test(text) ? undefined : text;
}

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
      // Shared state for more than one server (docs/configuration.md).
      expect([name, service.environment?.REDIS_URL]).toEqual([name, 'redis://redis:6379/0']);
    }
    const nginx = compose.services.nginx;
    expect(Object.keys(nginx.depends_on ?? {}).sort()).toEqual(appServers.map(([name]) => name).sort());
  });

  it('gives the shop only settings the server reads, each documented in docs/configuration.md', () => {
    const sources = serverSources(path.join(REPO_ROOT, 'server', 'src'));
    const readme = readFileSync(path.join(REPO_ROOT, 'docs', 'configuration.md'), 'utf8');
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
  it('gives an app server longer to stop than its requests get (SHUTDOWN_GRACE_MS in the file, with room to close)', () => {
    for (const [name, service] of appServers) {
      const grace = service.environment?.SHUTDOWN_GRACE_MS;
      // A number in the file itself, not from .env: the comparison below holds whatever .env says.
      expect([name, typeof grace === 'number' || /^\d+$/.test(String(grace))]).toEqual([name, true]);
      const stopMs = durationMs(service.stop_grace_period);
      expect({ name, stopMs, graceMs: Number(grace), roomMs: stopMs - Number(grace) >= 5000 }).toEqual({
        name,
        stopMs,
        graceMs: Number(grace),
        roomMs: true,
      });
    }
  });

  it('limits the memory and CPU of every service, and rotates every log', () => {
    for (const [name, service] of services) {
      const limits = service.deploy?.resources?.limits;
      expect([name, /^\d+(\.\d+)?[kmg]?b?$/i.test(String(limits?.memory)), Number(limits?.cpus) > 0]).toEqual([name, true, true]);
      expect([name, service.logging?.driver]).toEqual([name, expect.stringMatching(/^(json-file|local)$/)]);
      expect([name, service.logging?.options?.['max-size'], Number(service.logging?.options?.['max-file']) >= 1]).toEqual([
        name,
        expect.stringMatching(/^\d+[kmg]$/),
        true,
      ]);
    }
  });

  it('starts a production stack without the demo catalogue unless .env asks for it', () => {
    const seeding = services.filter(([, service]) => service.environment?.SEED_DEMO !== undefined);
    expect(seeding.length).toBeGreaterThan(0);
    for (const [name, service] of seeding) expect([name, unsetValue(service.environment?.SEED_DEMO)]).toEqual([name, 'false']);
  });

  it('shares no disk between app servers: secrets from .env, mail through SMTP, nothing generated per server', () => {
    const mounts = appServers.flatMap(([name, service]) =>
      (service.volumes ?? []).map((volume) => ({ name, source: typeof volume === 'string' ? volume.split(':')[0] : volume.source })),
    );
    expect(mounts).toEqual([]);
    for (const [name, service] of appServers) {
      // Unset, the server would generate these into its own DATA_DIR, or write mail there as files.
      for (const key of ['JWT_SECRET', 'TEST_GATEWAY_SECRET', 'SMTP_URL']) {
        expect([name, key, String(service.environment?.[key])]).toEqual([
          name,
          key,
          expect.stringMatching(new RegExp(`^\\$\\{${key}:\\?`)),
        ]);
      }
    }
  });

  it('ships MariaDB, the engine the read replicas need and the suites run on, as the database of every server', () => {
    const databases = services.filter(([, service]) => /^(mysql|mariadb)\b/.test(service.image ?? ''));
    expect(databases.map(([name, service]) => [name, service.image])).toEqual([['mariadb', expect.stringMatching(/^mariadb:\d+\.\d+$/)]]);
    for (const [name, service] of [...appServers, ['migrate', compose.services.migrate] as const]) {
      expect([name, new URL(String(service.environment?.DATABASE_URL)).hostname]).toEqual([name, 'mariadb']);
    }
  });
});

/**
 * deploy/rolling-deploy.sh with a stand-in for the Docker CLI (no engine here): a script on PATH that
 * writes down every command it is given and answers `compose config`, `compose ps` and `inspect` as Docker
 * would for a stack whose servers become healthy (or, named in UNHEALTHY, never do).
 */
describe('deploy/rolling-deploy.sh', () => {
  const script = path.join(REPO_ROOT, 'deploy', 'rolling-deploy.sh');
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rolling-deploy-'));
    const docker = [
      '#!/usr/bin/env bash',
      'echo "$*" >> "$DOCKER_LOG"',
      'case "$*" in',
      '  "compose config --services") printf "mariadb\\nredis\\nmigrate\\napp2\\napp1\\nnginx\\n" ;;',
      '  "compose ps -q "*) echo "container-${*: -1}" ;;',
      // Each container answers "starting" the first time it is asked.
      '  inspect*) c="${*: -1}"; if [ ! -e "$DOCKER_LOG.$c" ]; then touch "$DOCKER_LOG.$c"; echo starting;',
      '    elif [[ " $UNHEALTHY " == *" ${c#container-} "* ]]; then echo unhealthy; else echo healthy; fi ;;',
      'esac',
    ].join('\n');
    writeFileSync(path.join(dir, 'docker'), docker);
    chmodSync(path.join(dir, 'docker'), 0o755);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const run = (unhealthy = '') => {
    const log = path.join(dir, 'docker.log');
    const result = spawnSync('bash', [script], {
      env: { PATH: `${dir}:${process.env.PATH ?? ''}`, DOCKER_LOG: log, UNHEALTHY: unhealthy, POLL_S: '0' },
      encoding: 'utf8',
    });
    return { status: result.status, stderr: result.stderr, commands: existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [] };
  };

  it('is valid bash', () => {
    expect(() => execFileSync('bash', ['-n', script])).not.toThrow();
  });

  it('builds, migrates once, then replaces app1 and waits for it to be healthy before it touches app2', () => {
    const { status, commands } = run();
    expect(status).toBe(0);
    expect(commands).toEqual([
      'compose config --services',
      'compose build migrate app1 app2',
      'compose run --rm --no-deps migrate',
      'compose up -d --no-deps --no-build --force-recreate app1',
      'compose ps -q app1',
      expect.stringMatching(/^inspect --format .* container-app1$/), // starting
      'compose ps -q app1',
      expect.stringMatching(/^inspect --format .* container-app1$/), // healthy
      'compose exec -T nginx nginx -s reload',
      'compose up -d --no-deps --no-build --force-recreate app2',
      'compose ps -q app2',
      expect.stringMatching(/^inspect --format .* container-app2$/),
      'compose ps -q app2',
      expect.stringMatching(/^inspect --format .* container-app2$/),
      'compose exec -T nginx nginx -s reload',
    ]);
  });

  it('stops at a server that does not become healthy, leaving the others on the previous version', () => {
    const { status, stderr, commands } = run('app1');
    expect(status).not.toBe(0);
    expect(stderr).toContain('app1 is unhealthy');
    expect(commands.filter((command) => command.includes('app2') && !command.startsWith('compose build'))).toEqual([]);
  });
});
