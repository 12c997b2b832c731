// theme-common's utils/reactUtils by the alias plugins/theme-patches/collation/index.ts sets up
// (the package does not export it); react-utils.ts only re-exports it.
declare module '@theme-patches/original/theme-common-react-utils';
