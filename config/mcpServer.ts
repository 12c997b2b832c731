/**
 * The docs MCP server's identity (mcp/server.ts), which its server card
 * (plugins/agent-discovery) publishes: one place, so the card never disagrees with the server.
 */
export const docsMcpServer = {
  /** `serverInfo.name` of the running server. */
  name: 'miniai-docs',
  /** The npm package of the stdio server (`npx -y miniai-docs-mcp`), built by `npm run mcp:pack`. */
  npmPackage: 'miniai-docs-mcp',
  /** Where the Streamable HTTP server answers, under the site's base URL (mcp/http.ts). */
  httpPath: '/mcp',
  /** The loopback port of `npm run mcp:http`, which nginx's /mcp location proxies to. */
  localHttpPort: 8790,
  version: '1.0.0',
  title: 'MiniAI docs',
  /** At most 100 characters (the server card schema's limit). */
  description:
    'Read-only search of the MiniAI docs, API operations and webhooks, in Vietnamese and English.',
} as const;
