/**
 * docusaurus-theme-openapi-docs renders markup that axe rejects and that CSS cannot fix; its
 * components are not edited (node_modules) nor ejected, so operation pages repair the DOM they
 * produce, and again whenever they re-render (a MutationObserver, while the page is shown):
 *   - button-name: the tab-strip scroll arrows (.openapi-tabs__arrow) are empty buttons;
 *   - heading-order: the explorer's "Authorization" summary is an <h4> right after <h2>s;
 *   - list: schema lists wrap their <li> items in a <div> directly inside the <ul>, and a oneOf
 *     schema puts its badge, a <span>, there too.
 * Checked by tests/e2e/accessibility.spec.ts.
 */
import { useEffect } from 'react';
import { translate } from '@docusaurus/Translate';

interface ArrowLabels {
  left: string;
  right: string;
}

/** The scroll arrows' accessible names, in the page's locale. */
function arrowLabels(): ArrowLabels {
  return {
    left: translate({
      id: 'api.tabs.scrollLeft',
      message: 'Cuộn các thẻ sang trái',
      description: 'Accessible name of the arrow that scrolls a strip of tabs to the left',
    }),
    right: translate({
      id: 'api.tabs.scrollRight',
      message: 'Cuộn các thẻ sang phải',
      description: 'Accessible name of the arrow that scrolls a strip of tabs to the right',
    }),
  };
}

function labelArrows(root: ParentNode, labels: ArrowLabels): void {
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

/**
 * ul > div > li becomes list > listitem (the div) > presentational li: one item per wrapper; a
 * oneOf badge (ul > span) becomes an item of its own.
 */
function repairSchemaLists(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('ul:not([role]) > span:not([role])').forEach((badge) => {
    badge.setAttribute('role', 'listitem');
  });
  root.querySelectorAll<HTMLElement>('ul > div:not([role])').forEach((wrapper) => {
    wrapper.setAttribute('role', 'listitem');
    Array.from(wrapper.children).forEach((child) => {
      if (child.tagName === 'LI' && !child.hasAttribute('role')) child.setAttribute('role', 'none');
    });
  });
}

/**
 * Repairs the page after it has rendered, the first time after hydration (an effect: changing
 * the server-rendered DOM before hydration would make React report mismatches), and stops
 * watching when the reader leaves the operation pages.
 */
export function useOpenApiMarkupRepairs(): void {
  const { left, right } = arrowLabels();
  useEffect(() => {
    const repair = () => {
      labelArrows(document, { left, right });
      levelSecurityHeading(document);
      repairSchemaLists(document);
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [left, right]);
}
