import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SiteSettings } from '@site/config/site';

/** The brand, URLs and social links resolved by config/site.ts at build time. */
export function useSiteSettings(): SiteSettings {
  const { siteConfig } = useDocusaurusContext();
  const settings = siteConfig.customFields?.siteSettings;
  if (settings === undefined) {
    throw new Error('customFields.siteSettings is missing: docusaurus.config.ts must pass it.');
  }
  return settings as SiteSettings;
}
