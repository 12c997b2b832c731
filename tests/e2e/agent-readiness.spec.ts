/**
 * The checks of the public agent-readiness scorecards that apply to a static docs site, run
 * against each server (nginx, and Cloudflare Pages' runtime with the build's Pages Function):
 *   - isitagentready (Cloudflare): robots.txt with sitemaps and a Content-Signal line, RFC 8288
 *     `Link` headers on the home page whose targets answer with the type they announce, Markdown
 *     by negotiation, the RFC 9727 API catalog, an MCP server card found through the MCP catalog,
 *     an agent-skills index whose digests match the files;
 *   - AFDocs (the Agent-Friendly Documentation Spec behind Mintlify's and Fern's scores): llms.txt
 *     present and under 50,000 characters, its links to Markdown pages that answer, a missing
 *     page's Markdown URL a real 404 (no soft 404), pages revalidated (cache headers).
 * Each page or file is fetched once per check.
 */
import { createHash } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { httpTest as test, expect } from '@site/tests/support/fixtures';
import { localePath, locales } from '@site/tests/support/routes';
import { resolveSiteSettings } from '@site/config/site';
import { contentSignalValue } from '@site/plugins/seo';
import { docsMcpServer } from '@site/config/mcpServer';

const { siteUrl, contentSignals } = resolveSiteSettings(process.env);

/** One link of a `Link` header: its target and its parameters, by lower-case name. */
interface HeaderLink {
  target: string;
  params: Record<string, string>;
}

/** RFC 8288 §3: links separated by commas outside `<…>` and quotes; `;`-separated parameters. */
function parseLinkHeader(value: string): HeaderLink[] {
  const links: HeaderLink[] = [];
  const linkPattern = /\s*<([^>]*)>((?:\s*;\s*[a-zA-Z*-]+\s*=\s*(?:"[^"]*"|[^;,"\s]+))*)\s*(,|$)/y;
  let match: RegExpExecArray | null;
  while (linkPattern.lastIndex < value.length && (match = linkPattern.exec(value)) !== null) {
    const params = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/;\s*([a-zA-Z*-]+)\s*=\s*(?:"([^"]*)"|([^;,"\s]+))/g)].map(
        (param) => [param[1]?.toLowerCase() ?? '', param[2] ?? param[3] ?? ''],
      ),
    );
    links.push({ target: match[1] ?? '', params });
  }
  expect(linkPattern.lastIndex, `Link header parses to its end: ${value}`).toBe(value.length);
  return links;
}

/** The links of a response, from every `Link` header it sent. */
function linksOf(response: APIResponse): HeaderLink[] {
  return response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'link')
    .flatMap(({ value }) => parseLinkHeader(value));
}

/** The media type of a response, without parameters. */
function mediaType(response: APIResponse): string {
  return (response.headers()['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** `sha256:{hex}` of bytes, as the agent-skills index writes digests. */
function sha256(bytes: Buffer | string): string {
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

async function fetchOk(request: APIRequestContext, url: string): Promise<APIResponse> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response;
}

test('robots.txt names the sitemaps and the configured Content-Signal', async ({ request }) => {
  const robots = await fetchOk(request, '/robots.txt');
  expect(mediaType(robots)).toBe('text/plain');
  const lines = (await robots.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  const group = lines.slice(lines.indexOf('User-agent: *'));
  // In the group of every crawler, before its first blank line.
  const signal = group
    .slice(0, group.indexOf(''))
    .find((line) => line.startsWith('Content-Signal:'));
  expect(signal).toBe(`Content-Signal: ${contentSignalValue(contentSignals)}`);
  expect(signal).toMatch(
    /^Content-Signal: (search|ai-input|ai-train)=(yes|no)(, (search|ai-input|ai-train)=(yes|no))*$/,
  );
  const sitemaps = lines.filter((line) => line.startsWith('Sitemap: '));
  expect(sitemaps).toHaveLength(locales.length);
  for (const line of sitemaps) {
    const sitemap = await fetchOk(request, new URL(line.slice('Sitemap: '.length)).pathname);
    expect(await sitemap.text()).toContain('<urlset');
  }
});

for (const locale of locales) {
  test(`${locale.code}: the home page's Link header points to the API catalog and llms.txt, which answer with the types announced`, async ({
    request,
  }) => {
    const home = await request.head(localePath(locale, '/'));
    expect(home.status()).toBe(200);
    const links = linksOf(home);
    const rels = links.map((link) => link.params.rel);
    expect(rels).toContain('api-catalog');
    expect(links).toContainEqual({
      target: localePath(locale, '/llms.txt'),
      params: { rel: 'describedby', type: 'text/plain' },
    });
    for (const link of links) {
      const target = await fetchOk(request, link.target);
      if (link.params.type) expect(mediaType(target), link.target).toBe(link.params.type);
      if (link.params.rel === 'api-catalog') {
        expect(mediaType(target)).toBe('application/linkset+json');
      }
    }
  });

  test(`${locale.code}: a docs page links its Markdown twin in its Link header, a page without one does not`, async ({
    request,
  }) => {
    const pagePath = localePath(locale, '/docs/intro');
    const page = await request.head(pagePath);
    const twin = linksOf(page).filter((link) => link.params.rel === 'alternate');
    expect(twin).toEqual([
      { target: `${pagePath}.md`, params: { rel: 'alternate', type: 'text/markdown' } },
    ]);
    expect(mediaType(await fetchOk(request, `${pagePath}.md`))).toBe('text/markdown');
    const search = await request.head(localePath(locale, '/search'));
    expect(linksOf(search).map((link) => link.params.rel)).toEqual(['api-catalog', 'describedby']);
  });

  test(`${locale.code}: llms.txt is under 50,000 characters and its Markdown links answer, a missing page's .md is a real 404`, async ({
    request,
  }) => {
    const text = await (await fetchOk(request, localePath(locale, '/llms.txt'))).text();
    expect(text.length).toBeLessThan(50_000);
    const mdLinks = [...text.matchAll(/\]\((https?:\/\/[^)]+\.md)\)/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    expect(mdLinks.length).toBeGreaterThan(20);
    for (const link of mdLinks.slice(0, 5)) {
      expect(mediaType(await fetchOk(request, link)), link).toBe('text/markdown');
    }
    const missing = await request.get(localePath(locale, '/docs/no-such-page.md'));
    expect(missing.status()).toBe(404);
  });
}

test('the MCP catalog names the docs server card, which follows the draft schema', async ({
  request,
}) => {
  const catalogResponse = await fetchOk(request, '/.well-known/mcp/catalog.json');
  expect(mediaType(catalogResponse)).toBe('application/json');
  expect(catalogResponse.headers()['access-control-allow-origin']).toBe('*');
  const catalog = (await catalogResponse.json()) as {
    specVersion: string;
    entries: Array<{ identifier: string; displayName: string; type: string; url: string }>;
  };
  expect(catalog.specVersion).toBe('draft');
  expect(catalog.entries).toHaveLength(1);
  const [entry] = catalog.entries;
  expect(entry?.type).toBe('application/mcp-server-card+json');
  expect(entry?.identifier).toMatch(/^urn:air:[a-z0-9.-]+:[a-z0-9._-]+$/);
  expect(entry?.url.startsWith(`${siteUrl}/`)).toBe(true);
  const cardResponse = await fetchOk(request, new URL(entry?.url ?? '').pathname);
  expect(mediaType(cardResponse)).toBe('application/mcp-server-card+json');
  expect(cardResponse.headers()['access-control-allow-origin']).toBe('*');
  const card = (await cardResponse.json()) as Record<string, unknown>;
  expect(card.$schema).toBe(
    'https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json',
  );
  expect(card.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
  expect(card.name).toBe(
    `${new URL(siteUrl).hostname.split('.').reverse().join('.')}/${docsMcpServer.name}`,
  );
  expect(card.version).toBe(docsMcpServer.version);
  expect(String(card.description).length).toBeLessThanOrEqual(100);
  expect(card.description).toBe(docsMcpServer.description);
  // A card describes identity and connection only: no tools, no install packages (the draft).
  expect(Object.keys(card).sort()).toEqual([
    '$schema',
    'description',
    'name',
    'remotes',
    'title',
    'version',
    'websiteUrl',
  ]);
  // The connection: Streamable HTTP at the site's /mcp (functions/mcp.ts, nginx's /mcp).
  expect(card.remotes).toEqual([
    { type: 'streamable-http', url: `${siteUrl}${docsMcpServer.httpPath}` },
  ]);
});

test('the agent-skills index (v0.2.0) lists skills whose files answer and match their digests', async ({
  request,
}) => {
  const indexResponse = await fetchOk(request, '/.well-known/agent-skills/index.json');
  expect(mediaType(indexResponse)).toBe('application/json');
  const index = (await indexResponse.json()) as {
    version: string;
    skills: Array<{
      name: string;
      description: string;
      digest: string;
      files: Array<{ path: string; digest: string }>;
    }>;
  };
  expect(index.version).toBe('0.2.0');
  expect(index.skills.length).toBeGreaterThan(0);
  for (const skill of index.skills) {
    expect(skill.name).toMatch(/^(?!.*--)[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/);
    expect(skill.description.length).toBeLessThanOrEqual(1024);
    expect(skill.files[0]?.path).toBe('SKILL.md');
    const lines: string[] = [];
    for (const file of skill.files) {
      expect(file.path).toMatch(/^(?!\/)(?!.*(^|\/)\.\.(\/|$))[\x20-\x7e]+$/);
      const response = await fetchOk(
        request,
        `/.well-known/agent-skills/${skill.name}/${file.path}`,
      );
      if (file.path.endsWith('.md'))
        expect(['text/markdown', 'text/plain']).toContain(mediaType(response));
      const body = await response.body();
      expect(sha256(body), file.path).toBe(file.digest);
      lines.push(`${file.path}\0${file.digest.slice('sha256:'.length)}\n`);
      if (file.path === 'SKILL.md') {
        const [, frontMatter = ''] = /^---\n([\s\S]*?)\n---\n/.exec(body.toString('utf8')) ?? [];
        expect(frontMatter).toContain(`name: ${skill.name}\n`);
        expect(`${frontMatter}\n`).toContain(`description: ${skill.description}\n`);
      }
    }
    expect(sha256(lines.sort().join('')), `${skill.name}: the skill's digest`).toBe(skill.digest);
  }
});
