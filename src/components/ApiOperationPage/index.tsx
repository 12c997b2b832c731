// The component of every generated API operation page (re-exported by its MDX, see
// scripts/openapi/api-page.mustache). It brings the OpenAPI theme's stylesheet, which
// plugins/openapi-lean takes out of the site-wide CSS: ~27 KiB gzip that no other page uses, and
// that every page would otherwise download before its first paint.
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

export { default } from '@theme-original/ApiItem';
