/**
 * The small Markdown subset the API descriptions use, parsed without a Markdown library:
 * paragraphs, "-", "*" and "1." lists (continuation lines indented), fenced code blocks, and inline
 * `code`, **bold**, *italic* and [links](url). Anything else stays literal text.
 * tests/unit/markdown-lean.test.ts checks that openapi/miniai.yaml needs nothing more.
 */
export type Inline =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'emphasis'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'code'; language: string | undefined; value: string };

// Order matters: code spans first, so that nothing inside them is formatted.
const inlinePattern =
  /`([^`]+)`|\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|(?<![\w*])[*_]([^*_\s](?:[^*_]*[^*_\s])?)[*_](?![\w*])/;

export function parseInline(text: string): Inline[] {
  const result: Inline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const match = inlinePattern.exec(rest);
    if (!match) {
      result.push({ type: 'text', value: rest });
      break;
    }
    if (match.index > 0) result.push({ type: 'text', value: rest.slice(0, match.index) });
    const [whole, code, strong, linkText, href, emphasis] = match;
    if (code !== undefined) result.push({ type: 'code', value: code });
    else if (strong !== undefined) result.push({ type: 'strong', children: parseInline(strong) });
    else if (linkText !== undefined && href !== undefined) {
      result.push({ type: 'link', href, children: parseInline(linkText) });
    } else if (emphasis !== undefined) {
      result.push({ type: 'emphasis', children: parseInline(emphasis) });
    }
    rest = rest.slice(match.index + whole.length);
  }
  return result;
}

const listItemPattern = /^\s{0,3}([-*]|\d+\.)\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;

  const flush = (): void => {
    if (paragraph.length > 0) {
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
      paragraph = [];
    }
    if (list) {
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        items: list.items.map((item) => parseInline(item)),
      });
      list = undefined;
    }
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const fence = /^\s*```(\S*)\s*$/.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      for (
        index += 1;
        index < lines.length && !/^\s*```\s*$/.test(lines[index] ?? '');
        index += 1
      ) {
        code.push(lines[index] ?? '');
      }
      blocks.push({ type: 'code', language: fence[1] || undefined, value: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    const item = listItemPattern.exec(line);
    if (item) {
      const ordered = /\d/.test(item[1] ?? '');
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((item[2] ?? '').trim());
      continue;
    }
    if (list && /^\s+\S/.test(line)) {
      // An indented line continues the current list item.
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last] ?? ''} ${line.trim()}`;
      continue;
    }
    if (list) flush();
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}
