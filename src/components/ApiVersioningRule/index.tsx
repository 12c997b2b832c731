import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SiteLocale } from '@site/config/locales';
import { apiVersioningRule } from '@site/src/data/apiVersioning';

/** The API's versioning rule in the page's locale, from the one module that states it. */
export default function ApiVersioningRule(): ReactNode {
  const { currentLocale } = useDocusaurusContext().i18n;
  return <p>{apiVersioningRule[currentLocale as SiteLocale]}</p>;
}
