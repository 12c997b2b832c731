/**
 * The runtime's prefetch helper as patched (plugins/theme-patches/prefetch): each file is asked
 * for once, a file the page has fetched is not asked for, and every caller's promise settles, also
 * when a fetch fails. Run in a stub of the few browser APIs it uses.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

interface StubLink {
  rel?: string;
  href?: string;
  onload?: () => void;
  onerror?: () => void;
}

/** The <link> elements the helper inserted. */
const inserted: StubLink[] = [];
/** Files the stubbed page has already fetched (its Resource Timing entries). */
const fetched = new Set(['https://site.example/assets/js/main.js']);

before(() => {
  Object.assign(globalThis, {
    document: {
      baseURI: 'https://site.example/docs/intro',
      head: { appendChild: (link: StubLink) => inserted.push(link) },
      createElement: () => {
        const link: StubLink & {
          relList: { supports: (feature: string) => boolean };
          setAttribute: (name: 'rel' | 'href', value: string) => void;
        } = {
          relList: { supports: (feature) => feature === 'prefetch' },
          setAttribute(name, value) {
            link[name] = value;
          },
        };
        return link;
      },
    },
  });
  const resourceEntries = performance.getEntriesByName.bind(performance);
  performance.getEntriesByName = ((name: string, type?: string) =>
    fetched.has(name)
      ? [{ name }]
      : resourceEntries(name, type)) as typeof performance.getEntriesByName;
});

describe('prefetch each file once (plugins/theme-patches/prefetch)', () => {
  it('inserts one link per file, none for a file the page has fetched, and settles every promise', async () => {
    const { default: prefetch } = await import(
      '@site/plugins/theme-patches/prefetch/prefetch-once'
    );
    const calls = [
      prefetch('/assets/js/docs-layout.js'),
      prefetch('/assets/js/quickstart.js'),
      prefetch('/assets/js/docs-layout.js'),
      prefetch('/assets/js/main.js'),
    ];
    assert.deepEqual(
      inserted.map((link) => [link.rel, link.href]),
      [
        ['prefetch', '/assets/js/docs-layout.js'],
        ['prefetch', '/assets/js/quickstart.js'],
      ],
    );
    assert.strictEqual(calls[0], calls[2], 'the same file gives the same promise');
    inserted[0]?.onload?.();
    inserted[1]?.onerror?.();
    await Promise.all(calls);
  });
});
