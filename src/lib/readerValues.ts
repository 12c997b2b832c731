/**
 * The reader's values: the base URL they send to, their `access_token` and their `oa_id`, set once
 * in the reader-values panel and filled into every code sample, the request console and a Postman
 * environment. Kept in the browser only: sessionStorage, or localStorage when the reader asks to be
 * remembered on this device; never in the page's HTML (the server renders the placeholders), the
 * URL, the search index or a log.
 */
import { useSyncExternalStore } from 'react';
import { cached } from './cached';
import { sandboxBasePath } from './sandboxBasePath';

export interface ReaderValues {
  /** Where requests go: one of the base URL choices; '' means the documented production URL. */
  baseUrl: string;
  accessToken: string;
  oaId: string;
  /** Kept in localStorage (remembered on this device) instead of sessionStorage. */
  remember: boolean;
}

export const emptyReaderValues: ReaderValues = Object.freeze({
  baseUrl: '',
  accessToken: '',
  oaId: '',
  remember: false,
});

/** The storage key of the reader's values (the same in sessionStorage and localStorage). */
export const readerValuesKey = 'miniai.readerValues';

/** The two storages the values may live in; the browser's, or stand-ins in tests. */
export interface ReaderStorages {
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  local: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

// ---------------------------------------------------------------------------------------------
// Validation: the values are pasted into code in six languages, so they are limited to characters
// that need no quoting in any of them.

/** Access tokens are base64 or base64url text, or a JWT (dots): nothing that a shell or a string
 * literal would interpret. */
const accessTokenPattern = /^[A-Za-z0-9._~+/=-]{1,4096}$/;
/** The contract's OaId pattern (openapi/miniai.yaml, OaIdFilter). */
const oaIdPattern = /^[0-9]{1,32}$/;

export type ReaderValueProblem = 'baseUrlInvalid' | 'accessTokenCharacters' | 'oaIdDigits';

/** An http(s) base URL with nothing after its path: no credentials, query or fragment, so that
 * nothing the reader types can travel in a URL. */
function isPlainBaseUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    !text.includes('?') &&
    !text.includes('#') &&
    !/['"`\\\s$]/.test(text)
  );
}

/** What is wrong with the values the reader typed, if anything (empty values are fine). */
export function readerValueProblems(values: ReaderValues): ReaderValueProblem[] {
  const problems: ReaderValueProblem[] = [];
  if (values.baseUrl !== '' && !isPlainBaseUrl(values.baseUrl)) problems.push('baseUrlInvalid');
  if (values.accessToken !== '' && !accessTokenPattern.test(values.accessToken)) {
    problems.push('accessTokenCharacters');
  }
  if (values.oaId !== '' && !oaIdPattern.test(values.oaId)) problems.push('oaIdDigits');
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Base URL choices.

export type BaseUrlChoiceId = 'sandbox' | 'production' | 'localMock';

export interface BaseUrlChoice {
  id: BaseUrlChoiceId;
  url: string;
}

/** Host names of the reader's own machine: the dev server, `npm run serve` and the e2e server. */
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The base URLs a reader may pick: the sandbox on this site's origin and the production API; the
 * local mock (`npm run mock-api`) only when the site itself is served from this machine, since the
 * public site's CSP allows no other origin.
 */
export function baseUrlChoices(
  location: Pick<Location, 'origin' | 'hostname'>,
  productionUrl: string,
  localMockUrl: string | undefined,
): BaseUrlChoice[] {
  const choices: BaseUrlChoice[] = [
    { id: 'sandbox', url: `${location.origin}${sandboxBasePath}` },
    { id: 'production', url: productionUrl },
  ];
  if (localMockUrl !== undefined && loopbackHosts.has(location.hostname)) {
    choices.push({ id: 'localMock', url: localMockUrl });
  }
  return choices;
}

// ---------------------------------------------------------------------------------------------
// Storage.

function parseStored(text: string | null): ReaderValues | undefined {
  if (text === null) return undefined;
  try {
    const stored = JSON.parse(text) as Partial<Record<keyof ReaderValues, unknown>>;
    const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
    const values: ReaderValues = {
      baseUrl: textOf(stored.baseUrl),
      accessToken: textOf(stored.accessToken),
      oaId: textOf(stored.oaId),
      remember: stored.remember === true,
    };
    // Something else wrote this key, or an older version did: start again rather than fill it in.
    return readerValueProblems(values).length === 0 ? values : undefined;
  } catch {
    return undefined;
  }
}

/** The stored values: the remembered ones (localStorage) first, then this session's. */
export function readReaderValues(storages: ReaderStorages): ReaderValues {
  const remembered = parseStored(storages.local.getItem(readerValuesKey));
  if (remembered !== undefined) return { ...remembered, remember: true };
  const session = parseStored(storages.session.getItem(readerValuesKey));
  return session === undefined ? emptyReaderValues : { ...session, remember: false };
}

/** Stores the values in the storage the reader chose, and removes them from the other one. */
export function writeReaderValues(storages: ReaderStorages, values: ReaderValues): void {
  const [kept, dropped] = values.remember
    ? [storages.local, storages.session]
    : [storages.session, storages.local];
  kept.setItem(readerValuesKey, JSON.stringify(values));
  dropped.removeItem(readerValuesKey);
}

/** Removes the values from both storages. */
export function clearReaderValues(storages: ReaderStorages): void {
  storages.session.removeItem(readerValuesKey);
  storages.local.removeItem(readerValuesKey);
}

// ---------------------------------------------------------------------------------------------
// Filling placeholders. Only the placeholders the site writes are replaced: the environment
// variable reads of openapi/tools/code-samples.ts and the guides, the generic `<access_token>` and
// `<oa_id>`, the documented production URL, and the contract's example `oa_id` where a request
// sends it.

/** The environment variables that the samples and guides read the token and base URL from. */
export const tokenVariable = 'MINIAI_ACCESS_TOKEN';
const baseUrlVariable = 'MINIAI_BASE_URL';

/** The code-sample languages (x-codeSamples `lang`) and how each reads an environment variable. */
const environmentReads = {
  curl: (name: string) => `$${name}`,
  javascript: (name: string) => `process.env.${name}`,
  python: (name: string) => `os.environ["${name}"]`,
  php: (name: string) => `getenv('${name}')`,
  java: (name: string) => `System.getenv("${name}")`,
  go: (name: string) => `os.Getenv("${name}")`,
} as const;

/** The example `oa_id` of the contract, the one the samples send (tests check the contract). */
export const oaIdExample = '4318245037421576393';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A shell `$NAME` not followed by more of a name; a language read as written. */
function readPattern(language: keyof typeof environmentReads, name: string): RegExp {
  const read = escapeRegExp(environmentReads[language](name));
  return new RegExp(language === 'curl' ? `${read}(?![A-Za-z0-9_])` : read, 'g');
}

/** The value as a string literal of the language (the values need no escaping: see above). */
function literal(language: keyof typeof environmentReads, value: string): string {
  if (language === 'curl') return value;
  return language === 'javascript' || language === 'php' ? `'${value}'` : `"${value}"`;
}

export interface FillContext {
  /** The production base URL the samples are written with (site settings' apiBaseUrl). */
  productionUrl: string;
}

/**
 * `text` with the known placeholders replaced by the reader's values; a value left empty keeps its
 * placeholder. Nothing else in the text changes.
 */
export function fillPlaceholders(text: string, values: ReaderValues, context: FillContext): string {
  let filled = text;
  const baseUrl = values.baseUrl === '' ? context.productionUrl : values.baseUrl;
  const languages = Object.keys(environmentReads) as Array<keyof typeof environmentReads>;
  if (values.accessToken !== '') {
    for (const language of languages) {
      filled = filled.replace(readPattern(language, tokenVariable), () =>
        literal(language, values.accessToken),
      );
    }
    filled = filled.replaceAll('<access_token>', () => values.accessToken);
  }
  if (values.baseUrl !== '') {
    for (const language of languages) {
      filled = filled.replace(readPattern(language, baseUrlVariable), () =>
        literal(language, baseUrl),
      );
    }
    // The production URL itself, not a longer one that starts with it (`/v10`, `.vn.example`).
    const production = new RegExp(`${escapeRegExp(context.productionUrl)}(?![A-Za-z0-9_.-])`, 'g');
    filled = filled.replace(production, () => baseUrl);
  }
  if (values.oaId !== '') {
    filled = filled
      .replaceAll(`oa_id=${oaIdExample}`, () => `oa_id=${values.oaId}`)
      .replaceAll(`"oa_id": "${oaIdExample}"`, () => `"oa_id": "${values.oaId}"`)
      .replaceAll('<oa_id>', () => values.oaId);
  }
  return filled;
}

/** Data blocks (JSON responses and bodies) show the contract's examples as documented; code in
 * any other language, and blocks without one, is filled. */
export function fillsLanguage(language: string | undefined): boolean {
  return language !== 'json' && language !== 'json5' && language !== 'jsonc';
}

// ---------------------------------------------------------------------------------------------
// The request console (docusaurus-theme-openapi-docs) reads its initial auth and server from
// sessionStorage (its default `authPersistence`) when an operation page mounts: these are its keys.

/** The contract's security scheme (openapi/miniai.yaml components.securitySchemes). */
export const consoleAuthKey = 'accessToken';
/** The theme keeps the chosen server under this key, as JSON. */
export const consoleServerKey = 'server';
/** The contract's editable server, `{base_url}`, whose variable takes any base URL. */
export const editableServerUrl = '{base_url}';

/** Writes the values into the console's storage keys, or removes them when a value is empty. */
export function writeConsoleValues(
  storage: ReaderStorages['session'],
  values: ReaderValues,
  productionUrl: string,
): void {
  if (values.accessToken === '') storage.removeItem(consoleAuthKey);
  else storage.setItem(consoleAuthKey, JSON.stringify({ apiKey: values.accessToken }));
  if (values.baseUrl === '') storage.removeItem(consoleServerKey);
  else {
    const server =
      values.baseUrl === productionUrl
        ? { url: productionUrl }
        : { url: editableServerUrl, variables: { base_url: { default: values.baseUrl } } };
    storage.setItem(consoleServerKey, JSON.stringify(server));
  }
}

// ---------------------------------------------------------------------------------------------
// Postman environment.

/** Variable names of the published collection (/openapi/miniai.postman_collection.json). */
export const postmanVariables = { baseUrl: 'baseUrl', accessToken: 'apiKey', oaId: 'oa_id' };

/** A Postman environment (v2.1 export format) with the reader's values. */
export function postmanEnvironment(
  values: ReaderValues,
  productionUrl: string,
  name: string,
): object {
  return {
    name,
    values: [
      {
        key: postmanVariables.baseUrl,
        value: values.baseUrl === '' ? productionUrl : values.baseUrl,
        type: 'default',
        enabled: true,
      },
      {
        key: postmanVariables.accessToken,
        value: values.accessToken,
        type: 'secret',
        enabled: true,
      },
      { key: postmanVariables.oaId, value: values.oaId, type: 'default', enabled: true },
    ],
    _postman_variable_scope: 'environment',
  };
}

// ---------------------------------------------------------------------------------------------
// The store every component reads: one snapshot per change, shared by all subscribers.

const listeners = new Set<() => void>();
let snapshot: ReaderValues | undefined;

type StorageLike = ReaderStorages['session'];

/** Stand-ins kept in memory for a page's life, used when the browser blocks a storage. */
const memoryStorages = new Map<string, StorageLike>();

function memoryStorage(kind: string): StorageLike {
  return cached(memoryStorages, kind, () => {
    const items = new Map<string, string>();
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    };
  });
}

/** The browser's storage, or a memory stand-in where reading it throws (blocked by settings). */
function storageOrMemory(kind: 'sessionStorage' | 'localStorage'): StorageLike {
  try {
    return window[kind];
  } catch {
    return memoryStorage(kind);
  }
}

function browserStorages(): ReaderStorages {
  return { session: storageOrMemory('sessionStorage'), local: storageOrMemory('localStorage') };
}

function notify(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab changed them (localStorage), or cleared everything (key null).
  if (event.key === readerValuesKey || event.key === null) notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): ReaderValues {
  snapshot ??= readReaderValues(browserStorages());
  return snapshot;
}

/** The server never knows the reader's values: it renders the placeholders. */
function getServerSnapshot(): ReaderValues {
  return emptyReaderValues;
}

/** The reader's values; the placeholders' empty values during server rendering and hydration. */
export function useReaderValues(): ReaderValues {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Saves the values (and the console's copy) and updates every component that reads them. */
export function saveReaderValues(values: ReaderValues, productionUrl: string): void {
  writeReaderValues(browserStorages(), values);
  writeConsoleValues(browserStorages().session, values, productionUrl);
  notify();
}

/** Removes the values from both storages (and the console's copy) everywhere on the page. */
export function forgetReaderValues(): void {
  clearReaderValues(browserStorages());
  writeConsoleValues(browserStorages().session, emptyReaderValues, '');
  notify();
}
