/**
 * The HTML shell of every built page: Docusaurus's own template (@docusaurus/core
 * lib/ssg/ssgTemplate.html.js, same Eta variables) with one change, how the two bundles start.
 *
 * Docusaurus renders them as `<script defer>` in <head>, so the browser downloads them alongside
 * the stylesheet and fonts, before the first paint. Here a small inline script at the end of
 * <body> adds them, in order, once the first frame has been painted: on a slow connection the
 * stylesheet and fonts get the bandwidth first and the text paints sooner (Lighthouse's
 * throttled phone counted the 170 KiB of main.js against the landing page's LCP), while on a fast
 * one hydration starts about a frame later. A tab opened in the background paints no frame, so it
 * starts them at once. The page reads without JavaScript either way; the CSP allows the loader by
 * its hash (scripts/nginx/render-config.ts hashes every inline script of the built pages).
 */
const scriptLoader = [
  '(function(){',
  'var sources=<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>;',
  'function start(){sources.forEach(function(src){',
  "var script=document.createElement('script');",
  // Scripts added by a script run as soon as they arrive unless async is false: keep the order.
  'script.src=src;script.async=false;document.body.appendChild(script);});}',
  // requestAnimationFrame runs before the next paint; the timeout after it runs after that paint.
  "if(document.visibilityState==='hidden'){start();}",
  'else{requestAnimationFrame(function(){setTimeout(start,0);});}',
  '})();',
].join('');

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${scriptLoader}</script>
  </body>
</html>
`;
