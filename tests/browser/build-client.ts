import path from 'node:path';

/** Builds the client once before the browser tests, unless SKIP_CLIENT_BUILD=1 says the caller built it already. */
export default async function buildClient(): Promise<void> {
  if (process.env.SKIP_CLIENT_BUILD === '1') return;
  const { build } = await import('vite');
  await build({ configFile: path.resolve(import.meta.dirname, '../../client/vite.config.ts'), logLevel: 'warn' });
}
