/**
 * The read-only docs MCP server: the site's search, a page's Markdown and the API operations, read
 * from a SiteSource. The same server answers over stdio (mcp/cli.ts, `npm run mcp`, the npx package)
 * and over Streamable HTTP at /mcp (mcp/http.ts: the Pages Function and `npm run mcp:http`).
 *
 * Tools: search_docs(query, locale), get_page(path), list_operations(locale),
 * get_operation(operationId, locale). A bad argument is answered with a tool error (isError).
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { docsMcpServer } from '@site/config/mcpServer';
import {
  docsLocales,
  getOperation,
  getPage,
  listOperations,
  searchDocs,
  ToolInputError,
} from './docs';
import type { SiteSource } from './source';

const locale = z
  .enum(docsLocales)
  .default('vi')
  .describe('Language of the docs: "vi" (Vietnamese, the default) or "en" (English).');

/** The tool's text, or its error as a tool error the agent can read and act on. */
async function answer(run: () => Promise<string>): Promise<CallToolResult> {
  try {
    return { content: [{ type: 'text', text: await run() }] };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const text =
      error instanceof ToolInputError ? message : `The docs could not be read: ${message}`;
    return { isError: true, content: [{ type: 'text', text }] };
  }
}

export function docsServer(source: SiteSource): McpServer {
  const server = new McpServer({
    name: docsMcpServer.name,
    version: docsMcpServer.version,
    title: docsMcpServer.title,
  });
  server.registerTool(
    'search_docs',
    {
      title: 'Search the MiniAI docs',
      description:
        "Full-text search of the MiniAI docs, API reference, gift solution and blog (the site's own search; Vietnamese diacritics optional). Returns titles, URLs and snippets.",
      inputSchema: {
        query: z
          .string()
          .min(1)
          .describe('Words to look for, e.g. "tạo đơn hàng" or "access token".'),
        locale,
      },
      annotations: { readOnlyHint: true },
    },
    ({ query, locale: language }) => answer(() => searchDocs(source, query, language)),
  );
  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page as Markdown',
      description:
        'The Markdown of one page, by its path ("/docs/intro", "/en/api/orders/create-order") or URL.',
      inputSchema: { path: z.string().min(1).describe('The page path or URL.') },
      annotations: { readOnlyHint: true },
    },
    ({ path }) => answer(() => getPage(source, path)),
  );
  server.registerTool(
    'list_operations',
    {
      title: 'List the MiniAI API operations and webhooks',
      description:
        'Every operation of the MiniAI API (kind "operation": operationId, method, path, summary, docs URL) and every webhook MiniAI sends to your server (kind "webhook": operationId, event type, summary, docs URL).',
      inputSchema: { locale },
      annotations: { readOnlyHint: true },
    },
    ({ locale: language }) => answer(() => listOperations(source, language)),
  );
  server.registerTool(
    'get_operation',
    {
      title: 'Describe one MiniAI API operation or webhook',
      description:
        'Method, path, parameters, request and response schemas ($refs resolved), an example and the error codes of one operation; for a webhook, its event type, signature headers, payload schema and example, and the answer MiniAI expects.',
      inputSchema: {
        operationId: z
          .string()
          .min(1)
          .describe(
            'An operationId from list_operations, e.g. "create-order" or the webhook "order-created".',
          ),
        locale,
      },
      annotations: { readOnlyHint: true },
    },
    ({ operationId, locale: language }) =>
      answer(() => getOperation(source, operationId, language)),
  );
  return server;
}
