/**
 * Builds the offline search index of one locale after its production build: every docs, API,
 * gift and blog page, cut into sections at its h2/h3 headings and marked rows (see sectionsOf),
 * indexed with the Vietnamese-aware text processing of src/lib/search/text.ts and published as
 * a manifest, prefix shards and one file per section (./shards.ts). The browser reads the
 * manifest only when a reader focuses search, then only the files each query needs.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Cheerio, CheerioAPI } from 'cheerio';
import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { cleanText, pageContent, pageTitle, contentPages, type BuiltPage } from '../built-pages';
import type { SearchDocument, SearchLocale } from '../../src/lib/search/text';
import { buildSearchFiles } from './shards';

export interface SearchIndexOptions {
  /** Extra words for a route (path without the locale's base URL, e.g. "api/orders/create-order"). */
  keywordsForRoute?: (route: string, locale: SearchLocale) => string | undefined;
}

interface Section {
  heading: string;
  anchor: string;
  parts: string[];
}

/**
 * Walks the page content in document order, starting a section at every h2 and h3 with an id,
 * and at every element with an id and a `data-search-section` heading (a row of the error-code
 * table): such an element is a section of its own, and the text after it goes back to the
 * section around it.
 */
function sectionsOf($: CheerioAPI, root: Cheerio<Element>): Section[] {
  let current: Section = { heading: '', anchor: '', parts: [] };
  const sections: Section[] = [current];
  const skip = new Set(['script', 'style', 'button', 'nav', 'svg', 'h1']);
  const visit = (node: AnyNode): void => {
    if (isText(node)) {
      current.parts.push(node.data);
      return;
    }
    if (!isTag(node)) return;
    const element = node;
    if (skip.has(element.name) || $(element).hasClass('hash-link')) return;
    const id = element.attribs.id;
    if ((element.name === 'h2' || element.name === 'h3') && id) {
      current = { heading: cleanText($(element).text()), anchor: id, parts: [] };
      sections.push(current);
      return;
    }
    const ownSection = element.attribs['data-search-section'];
    const enclosing = current;
    if (ownSection !== undefined && id) {
      current = { heading: cleanText(ownSection), anchor: id, parts: [] };
      sections.push(current);
    }
    for (const child of element.children) visit(child);
    // Block elements end a word: "<li>a</li><li>b</li>" must not read as "ab".
    current.parts.push(' ');
    if (ownSection !== undefined && id) current = enclosing;
  };
  root.each((_, element) => visit(element));
  return sections;
}

export function documentsOfPage(
  page: BuiltPage,
  keywords: string,
  firstId: number,
): SearchDocument[] {
  const title = pageTitle(page.$);
  return sectionsOf(page.$, pageContent(page.$))
    .map((section) => ({ ...section, text: cleanText(section.parts.join('')) }))
    .filter((section) => section.text !== '' || section.heading !== '')
    .map((section, index) => ({
      id: firstId + index,
      title,
      heading: section.heading,
      url: section.anchor ? `${page.routePath}#${section.anchor}` : page.routePath,
      area: page.area,
      text: section.text,
      // Keywords belong to the page, so they go with its first section only.
      keywords: index === 0 ? keywords : '',
    }));
}

export default function searchIndexPlugin(
  _context: LoadContext,
  options: SearchIndexOptions = {},
): Plugin {
  return {
    name: 'miniai-search-index',

    async postBuild({ outDir, routesPaths, baseUrl, i18n }) {
      const locale = i18n.currentLocale as SearchLocale;
      const documents: SearchDocument[] = [];
      let pages = 0;
      for await (const page of contentPages(outDir, routesPaths, baseUrl)) {
        const keywords = options.keywordsForRoute?.(page.route, locale) ?? '';
        documents.push(...documentsOfPage(page, keywords, documents.length));
        pages += 1;
      }
      const { manifest, files } = buildSearchFiles(documents, locale);
      const folders = new Set([...files.keys()].map((file) => path.dirname(file)));
      for (const folder of folders) await mkdir(path.join(outDir, folder), { recursive: true });
      for (const [file, content] of files) await writeFile(path.join(outDir, file), content);
      console.log(
        `[search-index] ${documents.length} sections of ${pages} pages for locale ${locale}, ${manifest.shards.length} shards`,
      );
    },
  };
}
