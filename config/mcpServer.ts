/**
 * The docs MCP server's identity (mcp/server.ts), which its server card
 * (plugins/agent-discovery) publishes: one place, so the card never disagrees with the server.
 */
export const docsMcpServer = {
  /** `serverInfo.name` of the running server. */
  name: 'miniai-docs',
  version: '1.0.0',
  title: 'MiniAI docs',
  /** At most 100 characters (the server card schema's limit). */
  description:
    'Read-only search of the MiniAI docs, API operations and webhooks, in Vietnamese and English.',
} as const;
