/**
 * The discovery files' rules that do not need a build: the agent-skills digests follow the
 * draft's own worked example, and a page's Link header names its locale's llms.txt, the API
 * catalog under the base URL and, only when given one, its Markdown twin.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { skillEntry } from '@site/plugins/agent-discovery';
import { pageLinkHeader } from '@site/plugins/serving-rules/links';

test('a skill digest is the sha256 of its sorted `path\\0hex\\n` manifest (the draft’s worked example)', () => {
  const entry = skillEntry({
    name: 'example',
    description: 'The example of https://github.com/cloudflare/agent-skills-discovery-rfc',
    // Listed out of order: the manifest sorts by path.
    files: [
      { path: 'scripts/run.sh', content: '#!/bin/sh\n' },
      { path: 'SKILL.md', content: '# Hello\n' },
    ],
  }) as { digest: string; files: Array<{ path: string; digest: string }> };
  assert.deepEqual(entry.files, [
    {
      path: 'scripts/run.sh',
      digest: 'sha256:a8076d3d28d21e02012b20eaf7dbf75409a6277134439025f282e368e3305abf',
    },
    {
      path: 'SKILL.md',
      digest: 'sha256:90f8ec5669cd34183b9b0fdf8b94f5efb4c3672876330f4aa76088c2b4ad17be',
    },
  ]);
  assert.equal(
    entry.digest,
    'sha256:34f7a8c484e9991f3e71a309f31332d6335efc01f544105c4185a7c4ab12eb1e',
  );
});

test('a page’s Link header: API catalog, its locale’s llms.txt, its twin when it has one', () => {
  assert.equal(
    pageLinkHeader('', '/docs/intro', '/docs/intro.md'),
    '</.well-known/api-catalog>; rel="api-catalog", </llms.txt>; rel="describedby"; type="text/plain", </docs/intro.md>; rel="alternate"; type="text/markdown"',
  );
  assert.equal(
    pageLinkHeader('/docs-site', '/docs-site/en/search'),
    '</docs-site/.well-known/api-catalog>; rel="api-catalog", </docs-site/en/llms.txt>; rel="describedby"; type="text/plain"',
  );
  // "/en" is a locale only as a whole segment.
  assert.match(pageLinkHeader('', '/en'), /<\/en\/llms\.txt>/);
  assert.match(pageLinkHeader('', '/english-page'), /<\/llms\.txt>/);
});
