/**
 * The OpenAPI theme's request store, as the console's additions use it (src/components/
 * ReaderValuesConsole, src/components/RequestConsole): its hooks, the parts of its state they read
 * and the action creators of its slices (theme modules, no declarations).
 */
declare module '@theme/ApiItem/hooks' {
  /** A request parameter in the console's form, with the value the reader gave. */
  export interface ConsoleParam {
    name: string;
    in: 'path' | 'query' | 'header' | 'cookie';
    required?: boolean;
    value?: string | string[];
    [key: string]: unknown;
  }
  export interface ConsoleServer {
    url: string;
    description?: string;
    variables?: Record<string, { default: string; description?: string }>;
  }
  export interface ConsoleState {
    server: { value?: ConsoleServer; options: ConsoleServer[] };
    response: { value?: string; code?: number | string; headers?: Record<string, string> };
    params: Record<ConsoleParam['in'], ConsoleParam[]>;
    [slice: string]: unknown;
  }
  export function useTypedDispatch(): (action: { type: string; payload: unknown }) => void;
  export function useTypedSelector<T>(selector: (state: ConsoleState) => T): T;
}

declare module '@theme/ApiExplorer/ParamOptions/slice' {
  import type { ConsoleParam } from '@theme/ApiItem/hooks';

  export function setParam(payload: ConsoleParam): { type: string; payload: unknown };
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
