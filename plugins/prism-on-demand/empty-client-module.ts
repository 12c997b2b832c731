// Stands in for the classic theme's prism-include-languages client module in the browser build
// (see ./index.ts): src/theme/CodeBlock registers the languages with the code that needs them.
export {};
