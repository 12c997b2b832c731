import { isJsonObject, type JsonObject } from './openapiDocument';

/**
 * The API version readers are told about: `major.minor` of the contract's `info.version`, so the
 * announcement bar and the tests name the version the contract ships, not a copy of it.
 */
export function announcedApiVersion(document: JsonObject): string {
  const info = document.info;
  const version = isJsonObject(info) ? info.version : undefined;
  const match = typeof version === 'string' ? /^(\d+)\.(\d+)\.\d+$/.exec(version) : null;
  if (!match)
    throw new Error(`openapi info.version is not major.minor.patch: ${JSON.stringify(version)}`);
  return `${match[1]}.${match[2]}`;
}
