/**
 * Whether this run is a CI run (`CI=true`, as `.ci/run` and CI services set it): a clean checkout
 * that is thrown away afterwards. Read by the Docusaurus config and the Playwright config.
 */
export function isContinuousIntegration(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CI === 'true' || env.CI === '1';
}
