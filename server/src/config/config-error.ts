/**
 * A configuration problem, reported as one line at start-up. On its own so that the settings readers of the
 * adapters (integrations/<provider>/settings.ts), which config/index.ts calls, need not import it back.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
