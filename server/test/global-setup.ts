import { warmSeedImageCache } from '../src/seed/seed-demo';

// Renders the demo pictures once before the workers start, so each test database's seed only copies them.
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  await warmSeedImageCache();
  const seconds = (Date.now() - started) / 1000;
  if (seconds > 2) console.log(`\nRendered the demo pictures into the seed cache in ${seconds.toFixed(1)} s`);
}
