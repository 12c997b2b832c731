/**
 * Downloads of the API contract, per locale, next to the built site:
 *   /openapi/miniai.yaml, /openapi/miniai.json and /openapi/miniai.postman_collection.json
 *   (/en/openapi/… for English). They are the localized specs that the API pages are generated
 *   from (npm run gen-api-docs writes them), so a download never disagrees with the pages.
 * And, once at the site's root, /.well-known/api-catalog (RFC 9727): a linkset that tells agents
 * where those documents, the API reference and llms.txt are, in every locale.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { convert } from 'openapi-to-postmanv2';
import { stringify } from 'yaml';
import { localeSites } from '../seo';
import { agentDiscoveryPaths } from '../serving-rules/links';

export const apiDownloadsFolder = 'openapi';

/** The Postman collection (v2.1) of a localized spec. */
export function toPostman(spec: object): Promise<object> {
  return new Promise((resolve, reject) => {
    convert(
      { type: 'json', data: spec },
      // Folders follow the tags (news, orders, …), like the sidebar.
      {
        folderStrategy: 'Tags',
        requestParametersResolution: 'Example',
        exampleParametersResolution: 'Example',
      },
      (error, result) => {
        const collection = result?.output?.[0]?.data;
        if (error || !result?.result || !collection) {
          reject(error ?? new Error(`Postman conversion failed: ${result?.reason ?? 'no output'}`));
        } else resolve(collection);
      },
    );
  });
}

/** Where RFC 9727 puts the catalog, relative to the site's root. */
export const apiCatalogPath = agentDiscoveryPaths.apiCatalog.slice(1);

interface CatalogLink {
  href: string;
  type: string;
  hreflang: string;
  title?: string;
}

/**
 * The api-catalog linkset: one context object anchored at the API (the spec's production server),
 * with service-desc (the OpenAPI document, YAML and JSON), service-doc (the reference pages and
 * llms.txt) and describedby (the Postman collection), one link per locale.
 */
function apiCatalog(
  apiUrl: string,
  locales: ReadonlyArray<{ siteBase: string; htmlLang: string }>,
): object {
  const link = (
    siteBase: string,
    hreflang: string,
    file: string,
    type: string,
    title?: string,
  ): CatalogLink => ({
    href: `${siteBase}${file}`,
    type,
    hreflang,
    ...(title === undefined ? {} : { title }),
  });
  const each = (file: string, type: string, title?: string): CatalogLink[] =>
    locales.map(({ siteBase, htmlLang }) => link(siteBase, htmlLang, file, type, title));
  return {
    linkset: [
      {
        anchor: apiUrl,
        'service-desc': [
          ...each(`${apiDownloadsFolder}/miniai.yaml`, 'application/yaml'),
          ...each(`${apiDownloadsFolder}/miniai.json`, 'application/json'),
        ],
        'service-doc': [
          ...each('api/overview', 'text/html'),
          ...each('llms.txt', 'text/plain', 'llms.txt: every page as Markdown, for AI tools'),
        ],
        describedby: each(
          `${apiDownloadsFolder}/miniai.postman_collection.json`,
          'application/json',
          'Postman collection (v2.1)',
        ),
      },
    ],
  };
}

export interface ApiDownloadsOptions {
  /** The localized spec of a locale, relative to the site folder. */
  specFileOf: (locale: string) => string;
}

export default function apiDownloadsPlugin(
  context: LoadContext,
  options: ApiDownloadsOptions,
): Plugin {
  return {
    name: 'miniai-api-downloads',

    async postBuild({ outDir, i18n }) {
      const specFile = path.join(context.siteDir, options.specFileOf(i18n.currentLocale));
      const spec = JSON.parse(await readFile(specFile, 'utf8')) as Record<string, unknown>;
      const folder = path.join(outDir, apiDownloadsFolder);
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, 'miniai.json'), `${JSON.stringify(spec, null, 2)}\n`);
      await writeFile(path.join(folder, 'miniai.yaml'), stringify(spec, { lineWidth: 0 }));
      const collection = await toPostman(spec);
      await writeFile(
        path.join(folder, 'miniai.postman_collection.json'),
        `${JSON.stringify(collection, null, 2)}\n`,
      );
      // /.well-known is per origin: written once, into the default locale's (root) folder.
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const servers = Array.isArray(spec.servers) ? (spec.servers as Array<{ url?: unknown }>) : [];
      const apiUrl = servers[0]?.url;
      if (typeof apiUrl !== 'string') throw new Error(`${specFile}: servers[0].url is missing`);
      const locales = localeSites(context.siteConfig.baseUrl).map((site) => ({
        siteBase: `${context.siteConfig.url}${site.baseUrl}`,
        htmlLang: site.htmlLang,
      }));
      const catalog = path.join(outDir, apiCatalogPath);
      await mkdir(path.dirname(catalog), { recursive: true });
      await writeFile(catalog, `${JSON.stringify(apiCatalog(apiUrl, locales), null, 2)}\n`);
    },
  };
}
