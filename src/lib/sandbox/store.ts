/**
 * Where the sandbox's state lives: one IndexedDB record per locale site in the reader's browser,
 * written by the Service Worker after each answer and cleared by the console's reset button. A
 * BroadcastChannel tells every open tab of the change, so two tabs see the same data.
 */
import type { SandboxState } from './state';

const databaseName = 'miniai-sandbox';
const storeName = 'state';
/** The channel on which each change is announced, with the key of the state that changed. */
const sandboxChannelName = 'miniai-sandbox';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(storeName, mode);
      const request = action(transaction.objectStore(storeName));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    });
  } finally {
    database.close();
  }
}

/** The state kept under `key` (a locale site's base URL), or undefined before the first write. */
export function readState(key: string): Promise<SandboxState | undefined> {
  return run('readonly', (store) => store.get(key) as IDBRequest<SandboxState | undefined>);
}

export async function writeState(key: string, state: SandboxState): Promise<void> {
  await run('readwrite', (store) => store.put(state, key));
  announce(key);
}

/** Forgets the state: the next request starts again from the contract's examples. */
export async function clearState(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
  announce(key);
}

function announce(key: string): void {
  const channel = new BroadcastChannel(sandboxChannelName);
  channel.postMessage(key);
  channel.close();
}

/** Calls `listener` on each change of the state under `key`, in any tab; returns the unsubscribe. */
export function onStateChange(key: string, listener: () => void): () => void {
  const channel = new BroadcastChannel(sandboxChannelName);
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === key) listener();
  };
  return () => channel.close();
}

/** The key of a locale site's state: its absolute base URL, the same for its pages and its worker. */
export function stateKey(siteBaseUrl: string, origin: string): string {
  return new URL(siteBaseUrl, origin).href;
}
