/**
 * A page's path as its canonical URL names it (trailingSlash: false): `/solutions/` → `/solutions`.
 * A locale's root keeps its slash (`/`, `/en/`), as Docusaurus serves and links it.
 */
export function canonicalPath(pathname: string, localeBaseUrl: string): string {
  if (pathname === '/' || pathname === localeBaseUrl) return pathname;
  return pathname.replace(/\/+$/, '');
}
