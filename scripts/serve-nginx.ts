/**
 * Serves build/ with the production nginx config (deploy/nginx/miniai.conf) on 127.0.0.1, in the
 * foreground, from a private prefix folder so that it needs no system-wide nginx setup.
 *
 *   npm run serve:nginx -- --port 4173 [--connect-src http://127.0.0.1:4010] [--mcp-port 8790]
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliModule,
  parseNginxCommandArgs,
  readIntakeUpstream,
  renderNginxConfig,
} from '@site/scripts/nginx/render-config';

const siteDir = process.cwd();

// Plus --connect-src: an origin the pages may also call, such as a local mock API.
const { values } = parseNginxCommandArgs({
  port: { type: 'string', default: '4173' },
  host: { type: 'string', default: '127.0.0.1' },
  dir: { type: 'string', default: 'build' },
  // Where /mcp is proxied to: the docs MCP server's HTTP process (npm run mcp:http).
  'mcp-port': { type: 'string' },
});

const root = path.resolve(siteDir, values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No build found in ${root}: run "npm run build" first.`);
  process.exit(1);
}
const nginxBinary = process.env.NGINX_BIN ?? 'nginx';
if (spawnSync(nginxBinary, ['-v']).error) {
  console.error('nginx is not installed. On Debian/Ubuntu: apt-get install -y nginx');
  process.exit(1);
}

const prefix = mkdtempSync(path.join(tmpdir(), 'miniai-nginx-'));
const { siteConf } = renderNginxConfig({
  root,
  listen: `${values.host}:${values.port}`,
  outDir: prefix,
  extraConnectOrigins: values['connect-src'],
  ...(values['mcp-port'] === undefined ? {} : { mcpPort: Number(values['mcp-port']) }),
  intakeUpstream: readIntakeUpstream(process.env),
});
const loadBrotli = existsSync(brotliModule) ? `load_module ${brotliModule};\n` : '';
writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `${loadBrotli}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    types { application/manifest+json webmanifest; }
    access_log off;
    sendfile on;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${siteConf};
}
`,
);

const nginx = spawn(nginxBinary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
  stdio: 'inherit',
});
console.log(`Serving ${root} with nginx at http://${values.host}:${values.port}/`);

function stop(): void {
  nginx.kill('SIGQUIT');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});
