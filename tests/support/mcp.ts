/** The docs MCP server from a clone, as the build checks talk to it through the SDK's own client. */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { siteDir } from '@site/tests/support/content';

/** `npm run mcp -- --dir <buildDir>` over stdio, as an AI coding tool starts it. */
export function localStdioServer(buildDir: string): StdioClientTransport {
  return new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', 'mcp/cli.ts', '--dir', buildDir],
    cwd: siteDir,
    env: process.env as Record<string, string>,
    stderr: 'ignore',
  });
}

interface ToolAnswer {
  isError: boolean;
  text: string;
}

/** What a tool answers, as text: the answers must be the same wherever the server runs. */
export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<ToolAnswer> {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as Array<{ text?: string }>;
  return {
    isError: result.isError === true,
    text: content.map((part) => part.text ?? '').join('\n'),
  };
}
