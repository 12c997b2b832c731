/**
 * Markdown by content negotiation follows one rule on both servers: the nginx map in
 * deploy/nginx/miniai.conf and plugins/serving-rules/negotiation.ts (the Cloudflare Pages
 * Function's) answer every Accept header of the shared table alike.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { prefersMarkdown } from '@site/plugins/serving-rules/negotiation';
import { acceptCases } from '@site/tests/support/acceptCases';

/** The map's regular expressions that answer the twin (`~*`: case-insensitive, PCRE lookarounds). */
function nginxMarkdownPatterns(): RegExp[] {
  const conf = readFileSync('deploy/nginx/miniai.conf', 'utf8');
  const map = /map \$http_accept \$markdown_twin \{([\s\S]*?)\n\}/.exec(conf)?.[1] ?? '';
  const patterns = [...map.matchAll(/^\s*"~\*(.+)" "\$site_file\.md";$/gm)].map(
    (match) => new RegExp(match[1] ?? '', 'i'),
  );
  assert.ok(patterns.length > 0, 'the nginx map answers the twin in no case');
  return patterns;
}

test('nginx and the Pages Function answer each Accept header of the table alike', () => {
  const patterns = nginxMarkdownPatterns();
  for (const { accept, markdown } of acceptCases) {
    assert.equal(
      patterns.some((pattern) => pattern.test(accept)),
      markdown,
      `nginx: ${accept}`,
    );
    assert.equal(prefersMarkdown(accept), markdown, `Pages Function: ${accept}`);
  }
});

test('a request without an Accept header gets HTML', () => {
  assert.equal(prefersMarkdown(null), false);
  assert.equal(prefersMarkdown(''), false);
});
