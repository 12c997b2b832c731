/**
 * The servers the server spec runs against, each a Playwright project on the same build: nginx
 * with the production config, and Cloudflare Pages' runtime (`wrangler pages dev`) with the
 * build's `_headers` and `_redirects`.
 */
export const cdnProject = 'cloudflare-pages';

export type Server = 'nginx' | typeof cdnProject;

/** Which server a project's tests talk to. */
export function serverOf(projectName: string): Server {
  return projectName === cdnProject ? cdnProject : 'nginx';
}
