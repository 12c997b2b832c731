/**
 * Where the build puts the Open Graph image of a page: the page's path, below img/social/ of its
 * locale. Shared by the plugin that draws the cards and the theme wrappers that link them, so
 * the two can never disagree.
 */
export function socialCardPath(permalink: string, localeBaseUrl: string): string {
  const route = permalink.startsWith(localeBaseUrl)
    ? permalink.slice(localeBaseUrl.length)
    : permalink.replace(/^\/+/, '');
  const name = route.replace(/\/+$/, '') || 'index';
  return `img/social/${name}.png`;
}

/** Open Graph's recommended card size, also what the card renderer draws. */
export const socialCardSize = { width: 1200, height: 630 } as const;
