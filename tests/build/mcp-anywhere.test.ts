/**
 * The docs MCP server everywhere a reader can reach it, through the SDK's own client, against the
 * production build: the npx package from `npm pack` output, installed offline; Streamable HTTP at
 * /mcp behind nginx (`npm run mcp:http`, the production config's proxied location) and on
 * Cloudflare Pages' runtime (`wrangler pages dev`, functions/mcp.ts). The same tools give the same
 * answers on each; the HTTP endpoints refuse other methods (405), large bodies (413) and bursts
 * (429) with JSON-RPC errors.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { docsMcpServer } from '@site/config/mcpServer';
import { resolveSiteSettings } from '@site/config/site';
import { defaultMcpHttpLimits } from '@site/mcp/http';
import { packMcpServer } from '@site/scripts/mcp-pack';
import { buildDir, siteDir } from '@site/tests/support/content';
import { callTool, localStdioServer } from '@site/tests/support/mcp';
import { freePort } from '@site/tests/support/mockApi';

const { siteUrl } = resolveSiteSettings(process.env);
const workDir = mkdtempSync(path.join(tmpdir(), 'miniai-mcp-anywhere-'));
const started: ChildProcess[] = [];

/** Starts a command in its own process group and waits until `url` answers any HTTP status. */
async function startServer(command: string, args: string[], url: string, env = {}) {
  const child = spawn(command, args, {
    cwd: siteDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // wrangler starts workerd and reads the whole build: slow on a loaded 2-core machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited:\n${output}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function connected(transport: Transport): Promise<Client> {
  const client = new Client({ name: 'miniai-mcp-anywhere-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** The answers every deployment must give alike. */
async function probe(client: Client) {
  const { tools } = await client.listTools();
  return {
    server: client.getServerVersion(),
    tools: tools.map((tool) => tool.name).sort(),
    search: await callTool(client, 'search_docs', { query: 'tạo đơn hàng', locale: 'vi' }),
    page: await callTool(client, 'get_page', { path: '/en/docs/intro' }),
    operation: await callTool(client, 'get_operation', {
      operationId: 'create-order',
      locale: 'en',
    }),
    badPage: await callTool(client, 'get_page', { path: '/docs/../../etc/passwd' }),
  };
}

let reference: Awaited<ReturnType<typeof probe>> | undefined;

before(async () => {
  const client = await connected(localStdioServer(buildDir));
  reference = await probe(client);
  await client.close();
});

after(() => {
  for (const child of started) {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  }
  rmSync(workDir, { recursive: true, force: true });
});

it('the reference answers (npm run mcp -- --dir build) are real answers', () => {
  assert.equal(reference?.search.isError, false);
  assert.match(reference?.search.text ?? '', new RegExp(`URL: ${siteUrl}/api/orders/create-order`));
  assert.equal(reference?.page.text, readFileSync(path.join(buildDir, 'en/docs/intro.md'), 'utf8'));
  assert.equal(reference?.badPage.isError, true);
});

describe('the npx package, from npm pack output, installed offline', () => {
  let tarball = '';
  /** An npm cache of its own: nothing installed before can help, and no registry is asked. */
  const npxEnv = () => ({
    ...(process.env as Record<string, string>),
    npm_config_cache: path.join(workDir, 'npm-cache'),
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
  });
  const npxArgs = (...args: string[]) => [
    '--yes',
    '--package',
    tarball,
    '--',
    docsMcpServer.npmPackage,
    ...args,
  ];

  before(async () => {
    tarball = await packMcpServer(path.join(workDir, 'pack'));
  });

  it('has a bin, its one bundled file and no dependencies to fetch', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(workDir, 'pack', 'package', 'package.json'), 'utf8'),
    ) as Record<string, unknown>;
    assert.equal(manifest.name, docsMcpServer.npmPackage);
    assert.equal(manifest.version, docsMcpServer.version);
    assert.deepEqual(manifest.bin, { [docsMcpServer.npmPackage]: 'cli.mjs' });
    assert.equal(manifest.dependencies, undefined);
  });

  it('runs with npx over stdio and answers as npm run mcp does', async () => {
    const client = await connected(
      new StdioClientTransport({
        command: 'npx',
        args: npxArgs('--dir', buildDir),
        cwd: workDir,
        env: npxEnv(),
        stderr: 'ignore',
      }),
    );
    try {
      assert.deepEqual(await probe(client), reference);
    } finally {
      await client.close();
    }
  });

  it('reads the published site (the config module’s URL) when given no option', async () => {
    const transport = new StdioClientTransport({
      command: 'npx',
      args: npxArgs(),
      cwd: workDir,
      env: npxEnv(),
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const client = await connected(transport);
    try {
      const { tools } = await client.listTools();
      assert.equal(tools.length, 4);
      // Announced once connected; reading the site itself would need the network.
      for (let wait = 0; !stderr.includes('reading') && wait < 50; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.match(stderr, new RegExp(`reading ${siteUrl}/\\n`));
    } finally {
      await client.close();
    }
  });
});

/** The HTTP checks of one deployment of /mcp. */
function httpChecks(endpoint: () => string) {
  it('answers the same tools with the same answers over Streamable HTTP', async () => {
    const client = await connected(new StreamableHTTPClientTransport(new URL(endpoint())));
    try {
      assert.deepEqual(await probe(client), reference);
    } finally {
      await client.close();
    }
  });

  it('refuses GET with 405 and a body over the limit with 413, as JSON-RPC errors', async () => {
    const get = await fetch(endpoint(), { headers: { Accept: 'text/event-stream' } });
    assert.equal(get.status, 405);
    assert.match(get.headers.get('Allow') ?? '', /POST/);
    assert.equal(((await get.json()) as { jsonrpc: string }).jsonrpc, '2.0');
    const large = await fetch(endpoint(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ padding: 'x'.repeat(defaultMcpHttpLimits.maxBodyBytes) }),
    });
    assert.equal(large.status, 413);
    assert.match(((await large.json()) as { error: { message: string } }).error.message, /too large/);
  });

  it('answers 429 with Retry-After once a client sends too many requests in a minute', async () => {
    const ping = () =>
      fetch(endpoint(), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
      });
    let answer = await ping();
    for (let sent = 1; answer.status !== 429 && sent <= defaultMcpHttpLimits.requestsPerMinute; sent += 1) {
      await answer.body?.cancel();
      answer = await ping();
    }
    assert.equal(answer.status, 429);
    assert.ok(Number(answer.headers.get('Retry-After')) > 0);
    assert.match(((await answer.json()) as { error: { message: string } }).error.message, /Too many/);
  });
}

describe('Streamable HTTP at /mcp behind nginx (npm run mcp:http)', () => {
  let url = '';
  before(async () => {
    const [mcpPort, nginxPort] = [await freePort(), await freePort()];
    await startServer(
      process.execPath,
      ['--import', 'tsx', 'mcp/http-server.ts', '--dir', buildDir, '--port', String(mcpPort)],
      `http://127.0.0.1:${mcpPort}${docsMcpServer.httpPath}`,
    );
    await startServer(
      process.execPath,
      ['--import', 'tsx', 'scripts/serve-nginx.ts', '--port', String(nginxPort), '--mcp-port', String(mcpPort)],
      `http://127.0.0.1:${nginxPort}/`,
    );
    url = `http://127.0.0.1:${nginxPort}${docsMcpServer.httpPath}`;
  });
  httpChecks(() => url);
});

describe('Streamable HTTP at /mcp on Cloudflare Pages (wrangler pages dev, functions/mcp.ts)', () => {
  let url = '';
  before(async () => {
    const [cdnPort, inspectorPort] = [await freePort(), await freePort()];
    await startServer('npm', ['run', '--silent', 'serve:cdn'], `http://127.0.0.1:${cdnPort}/`, {
      CDN_PORT: String(cdnPort),
      CDN_INSPECTOR_PORT: String(inspectorPort),
    });
    url = `http://127.0.0.1:${cdnPort}${docsMcpServer.httpPath}`;
  });
  httpChecks(() => url);
});
