/**
 * The OpenAPI theme's request store, as src/components/ReaderValuesConsole uses it: its dispatch
 * hook and the action creators of the auth and server slices (theme modules, no declarations).
 */
declare module '@theme/ApiItem/hooks' {
  export function useTypedDispatch(): (action: { type: string; payload: unknown }) => void;
}

declare module '@theme/ApiExplorer/Authorization/slice' {
  export function setAuthData(payload: {
    scheme: string;
    key: string;
    value: string | undefined;
  }): {
    type: string;
    payload: unknown;
  };
}

declare module '@theme/ApiExplorer/Server/slice' {
  /** Both take JSON text: a server object with its `url`; `{ key, value }` of a variable. */
  export function setServer(payload: string): { type: string; payload: unknown };
  export function setServerVariable(payload: string): { type: string; payload: unknown };
}
