/**
 * The servers the browser tests run against, each a Playwright project on the same build: nginx
 * with the production config, `docusaurus serve`, and Cloudflare Pages' runtime (`wrangler pages
 * dev`) with the build's `_headers` and `_redirects`.
 */
export const nginxProject = 'chromium';
export const serveProject = 'docusaurus-serve';
export const cdnProject = 'cloudflare-pages';

/** Every project of playwright.config.ts, which refuses a project this list does not name. */
export const e2eProjects: readonly string[] = [nginxProject, serveProject, cdnProject];

export type Server = 'nginx' | typeof cdnProject;

/** Which server a project's tests talk to. */
export function serverOf(projectName: string): Server {
  return projectName === cdnProject ? cdnProject : 'nginx';
}

/**
 * The Playwright runs of `npm test`, one after the other: the CDN project in a run of its own, since
 * wrangler's dev bundler polls the Functions' files for as long as it runs, and a run starts only
 * the servers of its projects.
 */
export const gateRuns: readonly (readonly string[])[] = [
  e2eProjects.filter((project) => project !== cdnProject),
  [cdnProject],
];

/** Where a run's report and files go: a run of some projects keeps its own, beside a whole run's. */
export function e2eOutputOf(projects: readonly string[]): { report: string; outputDir: string } {
  const name = projects.length === 0 ? 'e2e' : `e2e-${projects.join('+')}`;
  return { report: `test-results/${name}-results.json`, outputDir: `test-results/${name}` };
}
