/** Where `cached` keeps what it made: a Map, or a WeakMap when the keys are objects. */
interface Store<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/** The value kept under `key`, made by `make` (and kept) the first time it is asked for. */
export function cached<K, V>(store: Store<K, V>, key: K, make: () => V): V {
  let value = store.get(key);
  if (value === undefined) {
    value = make();
    store.set(key, value);
  }
  return value;
}
