// Swizzle (wrap): the sandbox's URL is relative and answers only inside this browser, so while it
// is the console's server the snippets name the production URL, with a line that says why.
import { useMemo, type ReactNode } from 'react';
import { Provider, useStore } from 'react-redux';
import Translate from '@docusaurus/Translate';
import CodeSnippets, { type Props } from '@theme-original/ApiExplorer/CodeSnippets';
import { useTypedSelector, type ConsoleState } from '@theme/ApiItem/hooks';
import { useSiteSettings } from '@site/src/hooks/useSiteSettings';
import { sandboxBasePath } from '@site/src/lib/sandboxBasePath';
import { editableServerUrl } from '@site/src/lib/readerValues';
import styles from '@site/src/components/RequestConsole/styles.module.css';

interface ConsoleStore {
  getState: () => ConsoleState;
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: unknown) => unknown;
}

/** The console's store as the snippets read it: the same, with `url` as the server. */
function storeWithServer(store: ConsoleStore, url: string): ConsoleStore {
  let seen: ConsoleState | undefined;
  let shown: ConsoleState | undefined;
  return {
    ...store,
    getState() {
      const state = store.getState();
      // One object per state of the store, as react-redux's selectors expect.
      if (state !== seen || shown === undefined) {
        seen = state;
        shown = { ...state, server: { ...state.server, value: { url } } };
      }
      return shown;
    },
  };
}

/** True while the console sends to the in-browser sandbox (its first server, the default). */
function sendsToSandbox(state: ConsoleState): boolean {
  const url = state.server.value?.url ?? state.server.options[0]?.url;
  return url === sandboxBasePath;
}

export default function CodeSnippetsWrapper(props: Props): ReactNode {
  const store = useStore() as unknown as ConsoleStore;
  const productionUrl = useSiteSettings().apiBaseUrl;
  const sandbox = useTypedSelector(sendsToSandbox);
  // The contract's `{base_url}` server starts at the local mock.
  const mockUrl = useTypedSelector(
    (state) =>
      state.server.options.find((server) => server.url === editableServerUrl)?.variables?.base_url
        ?.default,
  );
  const production = useMemo(() => storeWithServer(store, productionUrl), [store, productionUrl]);
  if (!sandbox) return <CodeSnippets {...props} />;
  return (
    <>
      <p className={styles.note}>
        <Translate
          id="api.console.snippets.sandboxNote"
          description="Above the request console's code snippets while the console sends to the in-browser sandbox"
          values={{
            url: <code>{productionUrl}</code>,
            mock: <code>{mockUrl ?? editableServerUrl}</code>,
          }}>
          {
            'Sandbox chỉ chạy trong trình duyệt này, nên các đoạn mã dưới đây gọi {url}. Để thử trên máy mà không cần tài khoản, thay bằng địa chỉ của máy chủ giả lập ({mock}).'
          }
        </Translate>
      </p>
      <Provider store={production as never}>
        <CodeSnippets {...props} />
      </Provider>
    </>
  );
}
