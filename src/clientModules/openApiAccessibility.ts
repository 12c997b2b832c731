/**
 * docusaurus-theme-openapi-docs renders markup that axe rejects and that CSS cannot fix; its
 * components are not edited (node_modules) nor ejected, so this client module repairs the DOM
 * they produce, and again whenever they re-render (a MutationObserver):
 *   - button-name: the tab-strip scroll arrows (.openapi-tabs__arrow) are empty buttons;
 *   - heading-order: the explorer's "Authorization" summary is an <h4> right after <h2>s;
 *   - list: schema lists wrap their <li> items in a <div> directly inside the <ul>.
 * Checked by tests/e2e/accessibility.spec.ts.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const arrowLabels = {
  vi: { left: 'Cuộn các thẻ sang trái', right: 'Cuộn các thẻ sang phải' },
  en: { left: 'Scroll tabs left', right: 'Scroll tabs right' },
} as const;

function labelArrows(root: ParentNode): void {
  const labels = document.documentElement.lang.startsWith('vi') ? arrowLabels.vi : arrowLabels.en;
  root.querySelectorAll<HTMLButtonElement>('button.openapi-tabs__arrow').forEach((button) => {
    if (button.hasAttribute('aria-label')) return;
    button.setAttribute(
      'aria-label',
      button.classList.contains('left') ? labels.left : labels.right,
    );
  });
}

function levelSecurityHeading(root: ParentNode): void {
  root.querySelectorAll('h4.openapi-security__summary-header').forEach((heading) => {
    if (!heading.hasAttribute('aria-level')) heading.setAttribute('aria-level', '3');
  });
}

/** ul > div > li becomes list > listitem (the div) > presentational li: one item per wrapper. */
function repairSchemaLists(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('ul > div:not([role])').forEach((wrapper) => {
    wrapper.setAttribute('role', 'listitem');
    Array.from(wrapper.children).forEach((child) => {
      if (child.tagName === 'LI' && !child.hasAttribute('role')) child.setAttribute('role', 'none');
    });
  });
}

function repair(root: ParentNode): void {
  labelArrows(root);
  levelSecurityHeading(root);
  repairSchemaLists(root);
}

let observer: MutationObserver | undefined;

/**
 * Docusaurus calls this after each route has rendered, the first time after hydration: changing
 * the server-rendered DOM before hydration would make React report mismatches.
 */
export function onRouteDidUpdate(): void {
  if (!ExecutionEnvironment.canUseDOM) return;
  repair(document);
  if (observer) return;
  observer = new MutationObserver(() => repair(document));
  observer.observe(document.body, { childList: true, subtree: true });
}
