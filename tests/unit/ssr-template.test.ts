import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import vm from 'node:vm';
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

  it('starts the bundles after the first contentful paint, at once in a background tab, after a frame without Paint Timing', () => {
    const visible = runLoader({ hidden: false, paintTiming: true });
    assert.deepEqual(visible.appended, [], 'nothing starts before the text is painted');
    visible.paint('first-paint');
    visible.runTimers();
    assert.deepEqual(visible.appended, [], 'a paint without content is not enough');
    visible.paint('first-contentful-paint');
    visible.runTimers();
    assert.deepEqual(visible.appended, ['/assets/js/runtime~main.js', '/assets/js/main.js']);
    assert.ok(visible.asyncFalse, 'in order');

    assert.deepEqual(runLoader({ hidden: true, paintTiming: true }).appended.length, 2);

    const noPaintTiming = runLoader({ hidden: false, paintTiming: false });
    assert.deepEqual(noPaintTiming.appended, []);
    noPaintTiming.frame();
    noPaintTiming.runTimers();
    assert.equal(noPaintTiming.appended.length, 2);

    const hiddenLater = runLoader({ hidden: false, paintTiming: true });
    hiddenLater.hide();
    hiddenLater.paint('first-contentful-paint');
    hiddenLater.runTimers();
    assert.equal(hiddenLater.appended.length, 2, 'once, however many signals come');

    const neverPainted = runLoader({ hidden: false, paintTiming: true });
    neverPainted.runTimers();
    assert.deepEqual(neverPainted.appended, []);
    neverPainted.runSafetyNet();
    assert.equal(
      neverPainted.appended.length,
      2,
      'a page with no contentful paint starts after 5 s',
    );
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

/** Runs the page shell's loader in a stub of the few browser APIs it uses. */
function runLoader({ hidden, paintTiming }: { hidden: boolean; paintTiming: boolean }) {
  const source = /<script>(\(function\(\)\{.*\}\)\(\);)<\/script>/
    .exec(ssrTemplate)?.[1]
    ?.replace(/<%~[^%]*%>/, JSON.stringify(['/assets/js/runtime~main.js', '/assets/js/main.js']));
  assert.ok(source, 'the loader is in the template');
  const appended: string[] = [];
  let asyncFalse = true;
  const timers: { run: () => void; delay: number }[] = [];
  const frames: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const observers: ((names: string[]) => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      // The object comes from the loader's realm: compare its fields.
      assert.deepEqual({ ...options }, { type: 'paint', buffered: true });
      let connected = true;
      observers.push((names) => {
        if (!connected) return;
        this.callback(
          { getEntriesByName: (name: string) => names.filter((n) => n === name) },
          {
            disconnect: () => {
              connected = false;
            },
          },
        );
      });
    }
  }
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    addEventListener: (type: string, listener: () => void) => {
      assert.equal(type, 'visibilitychange');
      listeners.push(listener);
    },
    createElement: () => ({ src: '', async: true }),
    body: {
      appendChild: (script: { src: string; async: boolean }) => {
        appended.push(script.src);
        asyncFalse &&= !script.async;
      },
    },
  };
  const window = { PerformanceObserver };
  vm.runInNewContext(source, {
    window,
    document,
    PerformanceObserver,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, delay: number) => timers.push({ run, delay }),
  });
  return {
    appended,
    get asyncFalse() {
      return asyncFalse;
    },
    paint: (name: string) => observers.forEach((notify) => notify([name])),
    frame: () => frames.splice(0).forEach((run) => run()),
    hide: () => {
      document.visibilityState = 'hidden';
      listeners.forEach((listener) => listener());
    },
    runSafetyNet: () => {
      for (const timer of timers.splice(0)) {
        if (timer.delay === 5000) timer.run();
        else timers.push(timer);
      }
    },
    /** Runs the zero-delay timers; the 5 s safety net runs only from runSafetyNet. */
    runTimers: () => {
      for (const timer of timers.splice(0)) {
        if (timer.delay === 0) timer.run();
        else timers.push(timer);
      }
    },
  };
}
