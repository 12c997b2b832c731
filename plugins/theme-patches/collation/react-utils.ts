/**
 * theme-common's utils/reactUtils, as useMutationObserver and the navbar's secondary menu import it,
 * with one change: useShallowMemoObject orders the keys by code unit instead of localeCompare
 * (why: ./index.ts). Any fixed order makes the memo independent of key order, all the sort is for.
 */
import { useMemo } from 'react';

export * from '@theme-patches/original/theme-common-react-utils';

export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // The dependencies are the object's entries, as in the original.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
  return useMemo(() => obj, deps.flat());
}
