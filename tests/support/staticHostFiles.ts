/**
 * Reads `_headers` and `_redirects` the way Cloudflare Pages counts them against its limits
 * (developers.cloudflare.com/pages/configuration/headers and …/redirects), independently of the
 * code that writes them (plugins/serving-rules/static-host.ts).
 */

/** One `_headers` rule: its URL pattern and its header lines, in file order. */
interface ParsedHeaderRule {
  pattern: string;
  headers: Array<{ name: string; value: string }>;
}

export interface ParsedHeaders {
  rules: ParsedHeaderRule[];
  /** The longest line, in characters. */
  longestLine: number;
}

export function parseHeadersFile(text: string): ParsedHeaders {
  const rules: ParsedHeaderRule[] = [];
  const lines = text.split('\n');
  for (const line of lines) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    rules.at(-1)?.headers.push({
      name: line.slice(0, separator).trim(),
      value: line.slice(separator + 1).trim(),
    });
  }
  return { rules, longestLine: Math.max(...lines.map((line) => line.length)) };
}

interface ParsedRedirect {
  from: string;
  to: string;
  status: number;
}

export interface ParsedRedirects {
  rules: ParsedRedirect[];
  /** Rules with neither a splat nor a placeholder, before the first rule that has one. */
  staticCount: number;
  /** Every rule from the first dynamic one on: Cloudflare Pages counts them all as dynamic. */
  dynamicCount: number;
  longestLine: number;
}

const isDynamic = (from: string): boolean => /\*|:[A-Za-z]/.test(from);

export function parseRedirectsFile(text: string): ParsedRedirects {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const rules = lines.map((line) => {
    const [from = '', to = '', status = '302'] = line.split(/\s+/);
    return { from, to, status: Number(status) };
  });
  const firstDynamic = rules.findIndex(({ from }) => isDynamic(from));
  const staticCount = firstDynamic === -1 ? rules.length : firstDynamic;
  return {
    rules,
    staticCount,
    dynamicCount: rules.length - staticCount,
    longestLine: Math.max(0, ...lines.map((line) => line.length)),
  };
}
