// Stands in for the classic theme's prism-include-languages client module (see ./index.ts): the
// grammars it would register are defined by prism-react-renderer's own module.
export {};
