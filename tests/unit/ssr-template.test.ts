import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import { deriveSsrTemplate, ssrTemplate } from '@site/plugins/theme-patches/ssr-template';

describe('page shell (plugins/theme-patches/ssr-template.ts)', () => {
  it('keeps Docusaurus’s template except for how the bundles start', () => {
    assert.doesNotMatch(ssrTemplate, /<script[^>]*\bdefer\b/, 'no <script defer> left in <head>');
    const withoutLoader = ssrTemplate.replace(/\n\s*<script>\(function\(\)\{.*<\/script>/, '');
    const withoutDeferLoop = docusaurusTemplate
      .replace(/\s*<% it\.scripts\.forEach[\s\S]*?<% \}\); %>/, '')
      .trim();
    assert.equal(withoutLoader.trim(), withoutDeferLoop);
  });

  it('starts every bundle, in order, from one inline loader at the end of <body>', () => {
    const loader = /<script>(\(function\(\)\{.*\}\)\(\);)<\/script>\s*<\/body>/.exec(ssrTemplate);
    const source = loader?.[1] ?? '';
    assert.ok(source, 'the loader is the last element of <body>');
    assert.match(source, /it\.scripts\.map/);
    assert.match(source, /async=false/, 'dynamically added scripts keep their order');
  });

  it('stops the build, naming this file, when Docusaurus changes the part it replaces', () => {
    assert.throws(
      () =>
        deriveSsrTemplate(
          '<html><head><script src="x.js" async></script></head><body></body></html>',
        ),
      /plugins\/theme-patches\/ssr-template\.ts: .*ssgTemplate\.html\.js/,
    );
  });
});
