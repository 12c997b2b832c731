/**
 * Where the MCP server reads the published site from: a local build folder (`--dir build`) or the
 * site itself over HTTP (`--site https://…`). Either way it reads the same published files:
 * the search index (manifest, shards, sections), page.md twins and openapi/miniai.json of each locale.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface SiteSource {
  /** Where the files come from, for messages. */
  label: string;
  /** The site's origin, for absolute links in answers (a page path is appended to it). */
  origin: string;
  /** A published file by its path under the site root ("en/openapi/miniai.json"); undefined if absent. */
  read(file: string): Promise<string | undefined>;
}

export function directorySource(dir: string, origin: string): SiteSource {
  const root = path.resolve(dir);
  return {
    label: root,
    origin,
    async read(file) {
      const full = path.resolve(root, file);
      // Inside the build only: a crafted "../" never reads elsewhere.
      if (full !== root && !full.startsWith(`${root}${path.sep}`)) return undefined;
      try {
        return await readFile(full, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        if ((error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
        throw error;
      }
    },
  };
}

export function siteSource(siteUrl: string): SiteSource {
  const root = new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  if (root.protocol !== 'https:' && root.protocol !== 'http:') {
    throw new Error(`--site must be an http(s) URL, got "${siteUrl}"`);
  }
  return {
    label: root.href,
    origin: root.origin,
    async read(file) {
      const response = await fetch(new URL(file, root));
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${file}`);
      return response.text();
    },
  };
}
