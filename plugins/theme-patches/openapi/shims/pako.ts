/**
 * Stands in for pako in the browser bundle. The OpenAPI plugin writes operations uncompressed
 * (disableCompression), and the theme falls back to the plain value when ungzip throws.
 */
export function ungzip(): never {
  throw new Error('pako is not bundled: API pages are generated without compression');
}

export default { ungzip };
