/**
 * The docs MCP server over Streamable HTTP (MCP 2025-06-18 and later), stateless and read-only,
 * with Web-standard Request and Response so that one handler serves both deployments: the Cloudflare
 * Pages Function at /mcp (functions/mcp.ts) and the Node process behind nginx's /mcp location
 * (mcp/http-server.ts, `npm run mcp:http`). The tools and answers are those of the stdio server.
 *
 * Answers besides the protocol's own, each a JSON-RPC error object with `id: null`:
 *   405 for any method but POST (and OPTIONS, the browsers' CORS preflight): no sessions, no streams;
 *   413 for a body over `maxBodyBytes`; 429 with Retry-After past `requestsPerMinute` per client.
 * https://modelcontextprotocol.io/specification/2025-06-18/basic/transports#streamable-http
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { docsServer } from './server';
import type { SiteSource } from './source';

interface McpHttpLimits {
  /** The largest request body accepted; a tool call's arguments are a few hundred bytes. */
  maxBodyBytes: number;
  /** Requests a client may send in a minute (an MCP session's start takes two). */
  requestsPerMinute: number;
}

export const defaultMcpHttpLimits: McpHttpLimits = { maxBodyBytes: 65_536, requestsPerMinute: 60 };

/** CORS: a browser-based MCP client may call the server; no cookies or credentials are involved. */
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type, Accept, Authorization, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID',
  'Access-Control-Expose-Headers': 'Mcp-Session-Id, Retry-After',
  'Access-Control-Max-Age': '86400',
};

/** A JSON-RPC error answer outside any request, as the SDK's transport writes its own. */
function mcpErrorResponse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(
    JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }),
    {
      status,
      headers: { 'Content-Type': 'application/json', ...corsHeaders, ...headers },
    },
  );
}

/** Requests per client in the current minute, in this process only (one isolate on the edge). */
function rateLimiter(perMinute: number, now: () => number): (client: string) => number | undefined {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return (client) => {
    const time = now();
    if (time - windowStart >= 60_000) {
      windowStart = time;
      counts = new Map();
    }
    const count = (counts.get(client) ?? 0) + 1;
    counts.set(client, count);
    // The seconds until the window ends, when over the limit.
    return count > perMinute ? Math.ceil((windowStart + 60_000 - time) / 1000) : undefined;
  };
}

/** The body, read up to `limit` bytes; undefined when it is longer. */
async function boundedBody(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (declared > limit) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body === null) return new Uint8Array();
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export type McpHttpHandler = (request: Request, client: string) => Promise<Response>;

/** The /mcp handler over a source; `client` names the caller for the rate limit (its address). */
export function mcpHttpHandler(
  source: SiteSource,
  limits: McpHttpLimits = defaultMcpHttpLimits,
  now: () => number = Date.now,
): McpHttpHandler {
  const overLimit = rateLimiter(limits.requestsPerMinute, now);
  return async (request, client) => {
    if (request.method === 'OPTIONS')
      return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST') {
      return mcpErrorResponse(405, 'Method not allowed: this server is stateless, send POST.', {
        Allow: 'POST, OPTIONS',
      });
    }
    const retryAfter = overLimit(client);
    if (retryAfter !== undefined) {
      return mcpErrorResponse(
        429,
        `Too many requests: at most ${limits.requestsPerMinute} a minute.`,
        {
          'Retry-After': String(retryAfter),
        },
      );
    }
    const body = await boundedBody(request, limits.maxBodyBytes);
    if (body === undefined) {
      return mcpErrorResponse(413, `Request body too large: at most ${limits.maxBodyBytes} bytes.`);
    }
    // A fresh server and transport per request: stateless mode, no session to keep.
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    const server = docsServer(source);
    await server.connect(transport);
    try {
      const response = await transport.handleRequest(
        new Request(request.url, { method: 'POST', headers: request.headers, body }),
      );
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(corsHeaders)) headers.set(name, value);
      // The JSON answer is complete: reading it here lets the server close before returning.
      const text = await response.text();
      return new Response(text, { status: response.status, headers });
    } finally {
      await server.close();
    }
  };
}
