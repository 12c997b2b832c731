/**
 * The one tslib helper that @docusaurus/utils-common's entry uses, as tslib writes it: required
 * from a CommonJS module, all of tslib (~4 KiB gzip) would join every page's main.js.
 */
export function __importDefault<T>(mod: T): T | { default: T } {
  return (mod as { __esModule?: boolean } | null)?.__esModule ? mod : { default: mod };
}
