/**
 * `npm run serve:cdn`: build/ on Cloudflare Pages' runtime (`wrangler pages dev`, offline, no
 * login) with the Functions and the D1 binding of wrangler.toml, after applying the migrations to
 * the local database, on 127.0.0.1:CDN_PORT.
 */
import { spawn } from 'node:child_process';
import { applyMigrations, localPersistDir, wranglerBin, wranglerEnv } from '@site/scripts/cdn/d1';

const port = process.env.CDN_PORT ?? '8788';
applyMigrations(false);
const server = spawn(
  wranglerBin,
  [
    'pages',
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    port,
    '--inspector-port',
    process.env.CDN_INSPECTOR_PORT ?? '9229',
    '--persist-to',
    localPersistDir(port),
    '--show-interactive-dev-session=false',
  ],
  { stdio: 'inherit', env: wranglerEnv },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)));
