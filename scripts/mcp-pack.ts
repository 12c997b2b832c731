/**
 * The docs MCP server as an npm package runnable with npx (`npm run mcp:pack`): mcp/cli.ts and
 * everything it imports, the SDK included, bundled into one file, so that the package has no
 * dependencies and installs offline from its tarball. Prints the tarball's path.
 *
 *   npm run --silent mcp:pack -- --out DIR    (default: mcp/dist, which git ignores)
 */
import { execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { docsMcpServer } from '../config/mcpServer';

const siteDir = process.cwd();
const binFile = 'cli.mjs';

/** Bundles the server into `outDir/package`, packs it there, and returns the tarball's path. */
export async function packMcpServer(outDir: string): Promise<string> {
  const packageDir = path.join(outDir, 'package');
  await rm(packageDir, { recursive: true, force: true });
  await mkdir(packageDir, { recursive: true });
  await build({
    entryPoints: [path.join(siteDir, 'mcp/cli.ts')],
    outfile: path.join(packageDir, binFile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(siteDir, 'tsconfig.json'),
    logLevel: 'warning',
    // Bundled CommonJS dependencies (ajv) call require, which an ES module lacks.
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
  });
  const manifest = {
    name: docsMcpServer.npmPackage,
    version: docsMcpServer.version,
    description: docsMcpServer.description,
    type: 'module',
    bin: { [docsMcpServer.npmPackage]: binFile },
    files: [binFile],
    engines: { node: '>=20.19' },
  };
  await writeFile(path.join(packageDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const output = execFileSync(
    'npm',
    ['pack', '--json', '--pack-destination', path.resolve(outDir), packageDir],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [packed] = JSON.parse(output) as { filename: string }[];
  if (packed === undefined) throw new Error('npm pack wrote no tarball');
  return path.resolve(outDir, packed.filename);
}

// tsx runs this file as CommonJS (no top-level await): compare URLs, as render-config.ts does.
if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  packMcpServer(values.out ?? path.join(siteDir, 'mcp/dist')).then(
    (tarball) => console.log(tarball),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
