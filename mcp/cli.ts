/**
 * The docs MCP server over stdio, as an AI coding tool starts it:
 *
 *   npx -y miniai-docs-mcp                     (the published site: config/site.ts's URL)
 *   npx -y miniai-docs-mcp --site URL          (another deployment, over HTTP)
 *   npm run --silent mcp -- --dir build        (a local build, from this repository)
 *
 * `npm run mcp:pack` bundles this file into the npx package (scripts/mcp-pack.ts).
 */
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { resolveSiteSettings } from '@site/config/site';
import { docsServer } from './server';
import { directorySource, siteSource } from './source';

const usage = 'Usage: miniai-docs-mcp [--site URL | --dir BUILD_FOLDER]';

function main(): void {
  let values: { dir?: string; site?: string };
  try {
    ({ values } = parseArgs({ options: { dir: { type: 'string' }, site: { type: 'string' } } }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(2);
  }
  if (values.dir !== undefined && values.site !== undefined) {
    console.error(usage);
    process.exit(2);
  }
  // The site's own URL, or MINIAI_SITE_URL: the same setting the build uses for its links.
  const { siteUrl } = resolveSiteSettings(process.env);
  const source =
    values.dir === undefined
      ? siteSource(values.site ?? siteUrl)
      : directorySource(values.dir, siteUrl);
  docsServer(source)
    .connect(new StdioServerTransport())
    // stdout is the protocol: messages for people go to stderr.
    .then(() => console.error(`miniai-docs MCP server reading ${source.label}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

main();
