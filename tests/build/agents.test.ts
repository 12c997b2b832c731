/**
 * What the build gives AI tools besides llms.txt: every page that has a Markdown twin links it
 * with rel="alternate" type="text/markdown" (and no other page does), every twin opens with its
 * canonical URL and its locale's llms.txt, the servers' list of those pages names each, and the
 * root has the RFC 9727 API catalog.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import { parse } from 'yaml';
import { contentAreaOf, htmlFiles } from '@site/plugins/built-pages';
import { apiCatalogPath } from '@site/plugins/api-downloads';
import { markdownTwinsFile } from '@site/plugins/serving-rules/links';
import { resolveSiteSettings } from '@site/config/site';
import { buildDir, siteDir } from '@site/tests/support/content';
import { sandboxBasePath } from '@site/src/lib/sandboxBasePath';
import { docsMcpServer } from '@site/config/mcpServer';
import {
  apiGroups,
  isJsonObject,
  jsonText,
  localizedDocument,
  operationRoute,
  resolveRef,
} from '@site/openapi/tools/document';

const { siteUrl } = resolveSiteSettings(process.env);

const locales = [
  { code: 'vi', dir: buildDir, prefix: '', skip: [path.join(buildDir, 'en')] },
  { code: 'en', dir: path.join(buildDir, 'en'), prefix: '/en', skip: [] },
] as const;

for (const locale of locales) {
  const pages = htmlFiles(locale.dir, [...locale.skip]).map((file) => {
    const route = path.relative(locale.dir, file).replace(/\.html$/, '').replace(/(^|\/)index$/, '');
    return { file, route, routePath: `${locale.prefix}/${route}` };
  });

  describe(`${locale.code}: Markdown twins`, () => {
    it('a drawing in HTML reads as its text alternative, not as its labels run together', () => {
      const route = path.join(locale.dir, 'gift', 'solution');
      const label = load(readFileSync(`${route}.html`, 'utf8'))('main [role="img"][aria-label]')
        .first()
        .attr('aria-label');
      assert.ok(label !== undefined && label.length > 120, 'the architecture drawing has no label');
      const twin = readFileSync(`${route}.md`, 'utf8');
      assert.ok(twin.includes(`\n\n${label.replaceAll('_', '\\_')}\n\n`), 'the label as a paragraph');
      // A part's label, which only the drawing writes so.
      assert.ok(!twin.includes('MiniAI API: api.miniai.vn/v1'), 'the drawing’s own labels are left out');
    });

    it('a page links its Markdown twin as rel="alternate", and only a page that has one', () => {
      const twins = pages.filter(({ file }) => existsSync(file.replace(/\.html$/, '.md')));
      assert.ok(twins.length > 20, `only ${twins.length} pages have a twin`);
      for (const { file, route, routePath } of pages) {
        const hasTwin = existsSync(file.replace(/\.html$/, '.md'));
        // The not-found page is no route of its own; every other page follows contentAreaOf.
        if (route !== '404') assert.equal(hasTwin, contentAreaOf(route) !== undefined, routePath);
        const links = load(readFileSync(file, 'utf8'))('link[rel="alternate"][type="text/markdown"]')
          .map((_, link) => link.attribs.href)
          .get();
        assert.deepEqual(links, hasTwin ? [`${siteUrl}${routePath}.md`] : [], routePath);
      }
    });

    it('the servers’ list of the pages that have a twin names exactly those pages', () => {
      const listed = JSON.parse(
        readFileSync(path.join(locale.dir, markdownTwinsFile), 'utf8'),
      ) as string[];
      const withTwin = pages
        .filter(({ file }) => existsSync(file.replace(/\.html$/, '.md')))
        .map(({ routePath }) => routePath);
      assert.deepEqual([...listed].sort(), withTwin.sort());
    });

    it('a code block keeps its lines in the twin, as the page shows them', () => {
      let blocks = 0;
      const broken: string[] = [];
      for (const { file, routePath } of pages) {
        const twinFile = file.replace(/\.html$/, '.md');
        if (!existsSync(twinFile)) continue;
        const twin = readFileSync(twinFile, 'utf8');
        const $ = load(readFileSync(file, 'utf8'));
        $('pre').each((_, pre) => {
          const lines = $(pre)
            .find('.token-line')
            .map((_index, line) => $(line).text())
            .get();
          if (lines.length < 2) return;
          blocks += 1;
          const code = lines.join('\n').replace(/\n$/, '');
          if (!twin.includes(`\n${code}\n\`\`\``)) broken.push(`${routePath}: ${lines[0] ?? ''}`);
        });
      }
      assert.ok(blocks > 50, `only ${blocks} code blocks of two lines or more`);
      assert.deepEqual(broken, [], 'code blocks whose lines the twin does not keep');
    });

    it('an operation page’s twin has every response of the contract, though the page builds one', () => {
      const document = localizedDocument(locale.code);
      let responses = 0;
      const missing: string[] = [];
      for (const group of apiGroups(document)) {
        for (const operation of group.operations) {
          const route = operationRoute(group.name, operation.operationId);
          const twin = readFileSync(path.join(locale.dir, `${route}.md`), 'utf8');
          const statuses = isJsonObject(operation.definition.responses)
            ? Object.entries(operation.definition.responses)
            : [];
          for (const [status, response] of statuses) {
            responses += 1;
            const resolved = resolveRef(document, response);
            const description = isJsonObject(resolved) ? jsonText(resolved.description) : '';
            const firstLine = description.trim().split('\n')[0] ?? '';
            if (!twin.includes(`\n### ${status}\n\n${firstLine}`)) missing.push(`${route} ${status}`);
          }
        }
      }
      assert.ok(responses > 100, `only ${responses} responses in the contract`);
      assert.deepEqual(missing, [], 'responses the twins leave out');
    });

    it('every twin opens with one line naming its canonical URL and the locale’s llms.txt', () => {
      const llmsUrl = `${siteUrl}${locale.prefix}/llms.txt`;
      for (const { file, routePath } of pages) {
        const twin = file.replace(/\.html$/, '.md');
        if (!existsSync(twin)) continue;
        const canonical = load(readFileSync(file, 'utf8'))('link[rel="canonical"]').attr('href');
        assert.equal(canonical, `${siteUrl}${routePath}`, routePath);
        const [firstLine = '', blank, title = ''] = readFileSync(twin, 'utf8').split('\n');
        assert.match(firstLine, /^\S[^\n]*: \S+ · [^\n]*: \S+$/, routePath);
        assert.ok(firstLine.includes(`: ${canonical} · `), `${routePath}: ${firstLine}`);
        assert.ok(firstLine.endsWith(`: ${llmsUrl}`), `${routePath}: ${firstLine}`);
        assert.equal(blank, '');
        assert.match(title, /^# \S/, routePath);
      }
    });
  });
}

describe('llms.txt', () => {
  for (const locale of locales) {
    it(`${locale.code}: sends agents to the in-browser sandbox and calls nothing that ships "planned"`, () => {
      const text = readFileSync(path.join(locale.dir, 'llms.txt'), 'utf8');
      assert.ok(text.includes(sandboxBasePath), 'the in-browser sandbox is not named');
      assert.doesNotMatch(text, /\b(planned|coming soon|not yet available)\b|lên kế hoạch|sắp có|dự kiến ra mắt/i);
    });
  }
});

/** The build's file for a URL of this site: the page's .html, a folder's index.html, or the file. */
function builtFileOf(url: string): string {
  const pathname = decodeURIComponent(new URL(url).pathname);
  if (pathname.endsWith('/')) return path.join(buildDir, pathname, 'index.html');
  const file = path.join(buildDir, pathname);
  return existsSync(file) ? file : `${file}.html`;
}

describe('llms.txt’s instructions for agents name only what ships', () => {
  const contract = parse(readFileSync(path.join(siteDir, 'openapi/miniai.yaml'), 'utf8')) as {
    components: {
      securitySchemes: Record<string, { in?: string; name?: string }>;
      schemas: { Envelope: { required: string[] } };
    };
  };
  const scripts = (
    JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  for (const locale of locales) {
    it(`${locale.code}: its links, npm scripts, header, envelope and mock port`, () => {
      const text = readFileSync(path.join(locale.dir, 'llms.txt'), 'utf8');
      const section = text.split(/\n## /).find((part) => /^(Instructions for agents|Hướng dẫn cho AI agent)\n/.test(part));
      assert.ok(section, 'no instructions section');
      const urls = [...section.matchAll(/https?:\/\/[^\s),;`]+[^\s),;.:`]/g)].map((match) => match[0]);
      const ownUrls = urls.filter((url) => url.startsWith(siteUrl));
      assert.ok(ownUrls.length >= 5, `only ${ownUrls.length} links to this site`);
      for (const url of ownUrls) {
        if (url === siteUrl || url === `${siteUrl}/`) continue;
        // No file: the MCP endpoint, whose servers tests/build/mcp-anywhere.test.ts runs.
        if (url === `${siteUrl}${docsMcpServer.httpPath}`) continue;
        assert.ok(existsSync(builtFileOf(url)), `${url} is not in the build`);
      }
      for (const [, script = ''] of section.matchAll(/npm run (?:--silent )?([a-z:-]+)/g)) {
        assert.ok(script in scripts, `npm run ${script} is no script of package.json`);
      }
      const headerSchemes = Object.values(contract.components.securitySchemes).filter(
        (scheme) => scheme.in === 'header',
      );
      assert.deepEqual(
        headerSchemes.map((scheme) => scheme.name),
        ['access_token'],
      );
      assert.ok(section.includes('`access_token`'), 'the header is not named');
      assert.ok(
        section.includes(`\`{ ${contract.components.schemas.Envelope.required.join(', ')} }\``),
        'the envelope is not the contract’s',
      );
      const mockPort = /MOCK_API_PORT:-(\d+)/.exec(scripts['mock-api'] ?? '')?.[1];
      assert.ok(section.includes(`http://127.0.0.1:${mockPort}`), 'the mock’s port');
      assert.ok(section.includes(sandboxBasePath), 'the in-browser sandbox is not named');
    });
  }
});

describe('the API catalog', () => {
  it('is written once, at the site root', () => {
    assert.ok(existsSync(path.join(buildDir, apiCatalogPath)));
    assert.ok(!existsSync(path.join(buildDir, 'en', apiCatalogPath)));
    const catalog = JSON.parse(readFileSync(path.join(buildDir, apiCatalogPath), 'utf8')) as {
      linkset: unknown[];
    };
    assert.equal(catalog.linkset.length, 1);
  });
});
