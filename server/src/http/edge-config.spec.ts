import { ConfigError, loadConfig } from '../config';

const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-edge-config', PUBLIC_URL: 'https://shop.example.com' };

describe('edge configuration', () => {
  it('turns introspection off in production unless GRAPHQL_INTROSPECTION says otherwise', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).graphqlIntrospection).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'development', GRAPHQL_INTROSPECTION: '0' }).graphqlIntrospection).toBe(false);
  });

  it('logs nothing in tests and info otherwise, unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).logLevel).toBe('info');
    expect(loadConfig({ ...base, NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ ...base, LOG_LEVEL: 'loud' })).toThrow(ConfigError);
  });

  it('reads the GraphQL limits, and refuses a limit that is not a whole number of at least 1', () => {
    // Act
    const limits = loadConfig({ ...base, GRAPHQL_MAX_ALIASES: '3', GRAPHQL_MAX_COST: '500' }).graphqlLimits;
    // Assert
    expect(limits).toMatchObject({ maxAliases: 3, maxCost: 500, maxDepth: 16, maxTokens: 4000, maxBodyBytes: 102400 });
    expect(() => loadConfig({ ...base, GRAPHQL_MAX_DEPTH: '0' })).toThrow(
      'GRAPHQL_MAX_DEPTH must be a whole number of at least 1 (got "0")',
    );
    expect(() => loadConfig({ ...base, GRAPHQL_MAX_TOKENS: 'lots' })).toThrow(ConfigError);
  });
});
