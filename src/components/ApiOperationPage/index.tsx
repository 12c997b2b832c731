// The component of every generated API operation page (re-exported by its MDX, see
// openapi/tools/api-page.mustache): the theme's ApiItem, with what only operation pages need.
// It brings the OpenAPI theme's stylesheet, which plugins/theme-patches/openapi takes out of the site-wide
// CSS: ~27 KiB gzip that no other page uses, and that every page would otherwise download before
// its first paint. And it repairs the theme's markup while shown (see useOpenApiMarkupRepairs),
// work that ran on every page of the site when it was a client module.
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import type { ReactNode } from 'react';
import ApiItem from '@theme-original/ApiItem';
import type { Props } from '@theme/DocItem';
import { useOpenApiMarkupRepairs } from './useOpenApiMarkupRepairs';

export default function ApiOperationPage(props: Props): ReactNode {
  useOpenApiMarkupRepairs();
  return <ApiItem {...props} />;
}
