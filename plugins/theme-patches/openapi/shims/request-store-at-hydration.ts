// Stands in for @docusaurus/useIsBrowser in the OpenAPI theme's ApiItem (see ../index.ts). Its one
// use there is to build the request store: empty on the server, filled (servers, parameters,
// content types) in the browser. With the real hook, the browser hydrates with the empty store and
// ApiItem renders the whole page again once useIsBrowser turns true: a new store, so every part
// that reads it renders again too (~220 ms in one task with 4× CPU throttling). Here the browser
// builds the filled store from the start. Nothing ApiItem renders shows the store's values (the
// tabs read them in effects, the schemas only dispatch), so the hydrated markup is the server's.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export default function useIsBrowserFromHydration(): boolean {
  return ExecutionEnvironment.canUseDOM;
}
