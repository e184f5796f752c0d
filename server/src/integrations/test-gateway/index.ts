import { ConfigError } from '../../config/config-error';
import { definePaymentProvider } from '../payment-provider-registration';
import { TestGatewayProvider } from './test-gateway';

/**
 * The built-in test gateway (takes no money): always configured, its secret from TEST_GATEWAY_SECRET or one kept
 * under data/. Its pages are mounted by app.ts while it serves a currency (test-gateway/routes.ts).
 */
export const testGatewayRegistration = definePaymentProvider({
  name: 'test',
  readSettings: (env, context) => {
    // Empty counts as unset (docker-compose passes unset variables through as empty).
    const secret = env.TEST_GATEWAY_SECRET || undefined;
    if (secret !== undefined && secret.length < 32) throw new ConfigError('TEST_GATEWAY_SECRET must be at least 32 characters');
    return { secret: secret ?? context.persistedSecret() };
  },
  create: (settings, deps) => new TestGatewayProvider(settings.secret, deps.dataSource),
  keysHint: 'TEST_GATEWAY_SECRET',
  takesNoMoney: true,
});
