/**
 * Every response of an operation, as Markdown for its page's twin (plugins/llms-txt): the page
 * builds only the selected status code's panel (src/theme/ApiTabs), so the twin converted from it
 * would have that one only. Read from the same OpenAPI document as the pages.
 */
import type { SiteLocale } from '@site/config/locales';
// Relative: docusaurus.config.ts loads this file with jiti, which does not know the @site/ alias.
import { cached } from '../../src/lib/cached';
import {
  apiGroups,
  firstExample,
  jsonText,
  localizedDocument,
  operationRoute,
  responseEntries,
  type JsonObject,
} from './document';

const heading: Record<SiteLocale, string> = {
  vi: 'Mọi phản hồi',
  en: 'Every response',
};

/** Each status code's description and first JSON example, per operation route. */
function responsesByRoute(document: JsonObject, locale: SiteLocale): Map<string, string> {
  const markdown = new Map<string, string>();
  for (const group of apiGroups(document)) {
    for (const operation of group.operations) {
      const entries = responseEntries(document, operation.definition.responses);
      if (entries.length === 0) continue;
      const sections = entries.map(({ status, description, media }) => {
        const example = media === undefined ? undefined : firstExample(document, media);
        return [
          `### ${status}`,
          jsonText(description).trim(),
          example === undefined ? '' : `\`\`\`json\n${JSON.stringify(example, null, 2)}\n\`\`\``,
        ]
          .filter((part) => part !== '')
          .join('\n\n');
      });
      markdown.set(
        operationRoute(group.name, operation.operationId),
        `## ${heading[locale]}\n\n${sections.join('\n\n')}`,
      );
    }
  }
  return markdown;
}

const byLocale = new Map<SiteLocale, Map<string, string>>();

/** The twin's section of every response for a route of `locale` ("api/orders/create-order"). */
export function apiResponsesForRoute(route: string, locale: SiteLocale): string | undefined {
  return cached(byLocale, locale, () => responsesByRoute(localizedDocument(locale), locale)).get(
    `/${route}`,
  );
}
