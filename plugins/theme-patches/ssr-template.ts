/**
 * The HTML shell of every built page: Docusaurus's own template with one change, how the two
 * bundles start. It is derived from the installed template, not copied, so an upgrade brings its
 * other changes with it; if the part we replace is ever reworded, the build stops and says so.
 *
 * Docusaurus renders the bundles as `<script defer>` in <head>, so the browser downloads them
 * alongside the stylesheet and fonts, before the first paint. Here a small inline script at the end
 * of <body> adds them, in order, once the text has been painted (the first contentful paint, as
 * the Paint Timing API reports it): on a slow connection the stylesheet and fonts get the bandwidth
 * first and the text paints sooner (Lighthouse's throttled phone counted the 170 KiB of main.js
 * against the landing page's LCP), while on a fast one hydration starts about a frame later.
 * Waiting for the first *frame* is not enough: a frame can be painted before any text is (in the
 * Chromium that Lighthouse launches, the first contentful paint came ~1 s after the first frame, so
 * main.js ran first and counted against the LCP again; PERFORMANCE.md). A browser without Paint
 * Timing falls back to the first frame; a tab opened in the background paints nothing, so it
 * starts them at once, or when it is hidden. The page reads without JavaScript either way; the CSP
 * allows the loader by its hash (scripts/nginx/render-config.ts hashes every inline script of the
 * built pages).
 */
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

const TEMPLATE_FILE = '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

const scriptLoader = [
  '(function(){',
  'var sources=<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>;',
  'var started=false;',
  'function start(){if(started){return;}started=true;sources.forEach(function(src){',
  "var script=document.createElement('script');",
  // Scripts added by a script run as soon as they arrive unless async is false: keep the order.
  'script.src=src;script.async=false;document.body.appendChild(script);});}',
  "if(document.visibilityState==='hidden'){start();return;}",
  "document.addEventListener('visibilitychange',start);",
  // A safety net: a visible page that reports no contentful paint within 5 s starts anyway.
  'setTimeout(start,5000);',
  'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];',
  "if(types.indexOf('paint')>=0){new PerformanceObserver(function(list,observer){",
  "if(list.getEntriesByName('first-contentful-paint').length>0){observer.disconnect();setTimeout(start,0);}",
  "}).observe({type:'paint',buffered:true});}",
  // requestAnimationFrame runs before the next paint; the timeout after it runs after that paint.
  'else{requestAnimationFrame(function(){setTimeout(start,0);});}',
  '})();',
].join('');

// The Eta loop that writes one `<script defer>` per bundle into <head>.
const DEFER_SCRIPTS =
  /\s*<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;
const BODY_END = /\n(\s*)<\/body>/;

export function deriveSsrTemplate(template: string): string {
  if (!DEFER_SCRIPTS.test(template) || !BODY_END.test(template)) {
    throw new Error(
      `plugins/theme-patches/ssr-template.ts: ${TEMPLATE_FILE} no longer has the <script defer> loop or the ` +
        '</body> this file replaces; compare the two and update DEFER_SCRIPTS.',
    );
  }
  return template
    .replace(DEFER_SCRIPTS, '')
    .replace(
      BODY_END,
      (_match, indent: string) => `\n${indent}  <script>${scriptLoader}</script>\n${indent}</body>`,
    )
    .trimStart();
}

export const ssrTemplate = deriveSsrTemplate(docusaurusTemplate);
