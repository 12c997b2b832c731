/**
 * What LastUpdated and the blog post header import as "@docusaurus/theme-common/internal", with
 * one change: useDateTimeFormat returns src/lib/dateFormat's formatter instead of a new
 * Intl.DateTimeFormat (why, and the fallback: that file). Same arguments, same text.
 */
export * from '@docusaurus/theme-common/internal';
export { useDateFormat as useDateTimeFormat } from '@site/src/lib/useDateFormat';
