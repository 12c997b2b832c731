/**
 * The meta description of an operation page. The plugin takes the first *line* of the
 * operation's description, which cuts our wrapped YAML text mid-sentence; search engines and
 * link previews get the first paragraph instead, as plain text of at most `maxLength` characters.
 */
import {
  everyOperation,
  jsonText,
  operationSections,
  type JsonObject,
} from '@site/openapi/tools/document';

/** Where the generated page template (api-page.mustache) reads the description from. */
export const pageDescriptionKey = 'x-page-description';

// Search results show about 155–160 characters of a description before cutting it themselves.
const maxLength = 160;

/** Markdown of one paragraph as plain text: code spans, links and emphasis keep only their text. */
function plainText(markdown: string): string {
  return markdown
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first paragraph of `description`, as plain text. When it is too long, it ends at the last
 * full sentence that fits, else at the last whole word with an ellipsis.
 */
export function pageDescription(description: string): string {
  const firstParagraph = description.split(/\n\s*\n/)[0] ?? '';
  const text = plainText(firstParagraph);
  if (text.length <= maxLength) return text;
  const window = text.slice(0, maxLength);
  const sentenceEnd = Math.max(window.lastIndexOf('. '), window.lastIndexOf('; '));
  // A sentence shorter than half the limit says too little: prefer more words and an ellipsis.
  if (sentenceEnd >= maxLength / 2) return window.slice(0, sentenceEnd + 1).replace(/;$/, '.');
  const wordEnd = window.lastIndexOf(' ', maxLength - 1);
  return `${window.slice(0, wordEnd).replace(/[,;:]$/, '')}…`;
}

/**
 * Adds `x-page-description` to every operation and webhook of a localized document, escaped for the
 * double-quoted YAML scalar of the page template (double quotes become single ones, as the plugin
 * does for its own description).
 */
export function withPageDescriptions(document: JsonObject): JsonObject {
  for (const { operation } of everyOperation(document, operationSections)) {
    const source =
      typeof operation.description === 'string' && operation.description.trim() !== ''
        ? operation.description
        : jsonText(operation.summary ?? '');
    operation[pageDescriptionKey] = pageDescription(source).replace(/\\/g, '').replace(/"/g, "'");
  }
  return document;
}
