/**
 * Types for the docusaurus-theme-openapi-docs components this site wraps. The theme ships
 * JavaScript without declarations for its @theme-original modules.
 */
declare module '@theme-original/ApiItem' {
  import type { ReactNode } from 'react';
  import type { Props } from '@theme/DocItem';

  export default function ApiItem(props: Props): ReactNode;
}

declare module '@theme-original/ApiExplorer' {
  import type { ReactNode } from 'react';

  /** The operation as the plugin stores it in the page's `api` front matter (an OpenAPI operation). */
  export interface ApiOperationItem {
    method: string;
    path: string;
    'x-codeSamples'?: { lang: string; label?: string; source: string }[];
    [key: string]: unknown;
  }

  export interface Props {
    item: ApiOperationItem;
    infoPath?: string;
  }

  export default function ApiExplorer(props: Props): ReactNode;
}

/** The theme overrides @theme/Tabs site-wide: the original is its copy, with the classic props. */
declare module '@theme-original/Tabs' {
  import type { ReactNode } from 'react';
  import type { Props } from '@theme/Tabs';

  export default function Tabs(props: Props): ReactNode;
}

/** The theme's tab sets: TabItem children and the theme's own tab options, passed through. */
declare module '@theme-original/ApiTabs' {
  import type { ReactNode } from 'react';

  // `lazy`: only the selected tab's panel is rendered (the theme's TabContent).
  export default function ApiTabs(props: { children?: ReactNode; lazy?: boolean }): ReactNode;
}

declare module '@theme-original/MimeTabs' {
  import type { ReactNode } from 'react';

  export default function MimeTabs(props: { children?: ReactNode }): ReactNode;
}

declare module '@theme-original/SchemaTabs' {
  import type { ReactNode } from 'react';

  export default function SchemaTabs(props: { children?: ReactNode }): ReactNode;
}

declare module '@theme-original/DiscriminatorTabs' {
  import type { ReactNode } from 'react';

  export default function DiscriminatorTabs(props: { children?: ReactNode }): ReactNode;
}

declare module '@theme-original/OperationTabs' {
  import type { ReactNode } from 'react';

  export default function OperationTabs(props: { children?: ReactNode }): ReactNode;
}

/** crypto-js ships no types; the lean-bundle shim only uses its SHA-1 module. */
declare module 'crypto-js/sha1' {
  interface WordArray {
    toString(): string;
  }
  export default function SHA1(message: string): WordArray;
}

/** The console's request builder: a postman-collection Request from the form's state. */
declare module '@theme-original/ApiExplorer/buildPostmanRequest' {
  export interface ApiKeyOption {
    key: string;
    type: string;
    name?: string;
    in?: string;
  }
  export interface BuildOptions {
    auth: {
      selected?: string;
      options?: Record<string, ApiKeyOption[]>;
      data: Record<string, Record<string, string | undefined>>;
    };
    [option: string]: unknown;
  }
  export interface PostmanRequest {
    removeHeader(name: string): void;
  }
  export default function buildPostmanRequest(
    postman: unknown,
    options: BuildOptions,
  ): PostmanRequest;
}

declare module '@theme-original/ApiExplorer/CodeSnippets' {
  import type { ReactNode } from 'react';

  export type Props = Record<string, unknown>;
  export default function CodeSnippets(props: Props): ReactNode;
}

declare module '@theme-original/ApiExplorer/Response' {
  import type { ReactNode } from 'react';

  export type Props = Record<string, unknown>;
  export default function Response(props: Props): ReactNode;
}

declare module '@theme-original/ApiExplorer/ParamOptions/ParamFormItems/ParamTextFormItem' {
  import type { ReactNode } from 'react';
  import type { ConsoleParam } from '@theme/ApiItem/hooks';

  export interface Props {
    param: ConsoleParam;
    label?: string;
    type?: string;
    required?: boolean;
  }
  export default function ParamTextFormItem(props: Props): ReactNode;
}
