/**
 * The docs MCP server over Streamable HTTP for an nginx deployment: a Node process that nginx's
 * `/mcp` location proxies to (deploy/nginx/miniai.conf), reading the build it serves.
 *
 *   npm run mcp:http -- --dir build [--port N]   (or MCP_HTTP_PORT; config/mcpServer.ts's by default)
 *
 * The handler is mcp/http.ts, the one the Cloudflare Pages Function uses.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { parseArgs } from 'node:util';
import { resolveSiteSettings } from '@site/config/site';
import { docsMcpServer } from '@site/config/mcpServer';
import { defaultMcpHttpLimits, mcpHttpHandler, type McpHttpHandler } from './http';
import { directorySource } from './source';

/** The caller's address: nginx's X-Real-IP (set by the proxied location), else the socket's. */
function clientAddress(request: IncomingMessage): string {
  const forwarded = request.headers['x-real-ip'];
  return (typeof forwarded === 'string' && forwarded) || request.socket.remoteAddress || 'unknown';
}

/** The body, at most `cap` bytes of it (the rest is drained): the handler refuses it when longer. */
async function readBody(incoming: IncomingMessage, cap: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    if (size < cap) chunks.push(chunk.subarray(0, cap - size));
    size += chunk.byteLength;
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** A Node HTTP server answering `path` with the handler and 404 elsewhere. */
function mcpNodeServer(handler: McpHttpHandler, path: string) {
  return createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    // The location may keep the site's base URL in front of /mcp.
    if (!url.pathname.endsWith(path)) {
      outgoing.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    // The body is passed read and capped, so its framing headers no longer describe it.
    const framing = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (framing.has(name)) continue;
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    const method = incoming.method ?? 'GET';
    readBody(incoming, defaultMcpHttpLimits.maxBodyBytes + 1)
      .then((body) =>
        handler(
          new Request(url, {
            method,
            headers,
            ...(method === 'GET' || method === 'HEAD' ? {} : { body }),
          }),
          clientAddress(incoming),
        ),
      )
      .then(async (response) => {
        const headers: Record<string, string> = {};
        response.headers.forEach((value, name) => (headers[name] = value));
        outgoing.writeHead(response.status, headers);
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!outgoing.headersSent) outgoing.writeHead(500);
        outgoing.end();
      });
  });
}

if (process.argv[1] && /mcp[/\\]http-server\.ts$/.test(process.argv[1])) {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'build' }, port: { type: 'string' } },
  });
  const port = Number(values.port ?? process.env.MCP_HTTP_PORT ?? docsMcpServer.localHttpPort);
  const source = directorySource(values.dir, resolveSiteSettings(process.env).siteUrl);
  mcpNodeServer(mcpHttpHandler(source), docsMcpServer.httpPath).listen(port, '127.0.0.1', () => {
    console.error(
      `miniai-docs MCP server on http://127.0.0.1:${port}${docsMcpServer.httpPath}, reading ${source.label}`,
    );
  });
}
