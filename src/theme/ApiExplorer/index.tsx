// Swizzle (wrap): the theme's explorer bundles the request-code generators and postman-collection
// (most of the 2 MB of gzipped JS an operation page loaded); this panel shows the code samples
// written at build time and loads the original explorer only when the reader opens the console.
import { lazy, Suspense, use, useState, type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type { Props } from '@theme-original/ApiExplorer';
import { cached } from '@site/src/lib/cached';
import { restoreBackslashes } from '@site/src/lib/codeSampleBackslash';
import { sampleGrammar } from '@site/src/lib/codeSampleLanguages';
import WebhookDeliveryNote from '@site/src/components/WebhookDeliveryNote';
import ReaderValues from '@site/src/components/ReaderValues';
import ReaderValuesConsole from '@site/src/components/ReaderValuesConsole';
import styles from './styles.module.css';
// Go, Java and PHP grammars: only pages with such samples load them (plugins/theme-patches/prism).
import '@generated/prism-grammars/some-pages.mjs';

const RequestConsole = lazy(() => import('@theme-original/ApiExplorer'));
// The sandbox's event log and reset button: loaded with the console, never with the page.
const SandboxEventLog = lazy(() => import('@site/src/components/RequestConsole/SandboxEventLog'));

/** The in-browser sandbox (the console's first server) starting, once per locale site. */
const sandboxStarts = new Map<string, Promise<void>>();

function sandboxStarted(siteBaseUrl: string): Promise<void> {
  return cached(sandboxStarts, siteBaseUrl, () =>
    import('@site/src/lib/sandbox/register')
      .then(({ startSandbox }) => startSandbox(siteBaseUrl))
      // Without the sandbox (no Service Worker support) the other servers still work.
      .catch(() => undefined),
  );
}

/** Shows its children once the sandbox's Service Worker controls the page: the first request is answered. */
function SandboxReady({ children }: { children: ReactNode }): ReactNode {
  use(sandboxStarted(useBaseUrl('/')));
  return children;
}

function CodeSamples({ samples }: { samples: NonNullable<Props['item']['x-codeSamples']> }) {
  return (
    <section className={styles.panel} aria-labelledby="api-code-samples">
      <h2 id="api-code-samples" className={styles.heading}>
        <Translate id="api.codeSamples.title" description="Heading of the code samples panel">
          Mẫu mã nguồn
        </Translate>
      </h2>
      {/* groupId: the language the reader picks is kept on every operation page. */}
      <Tabs groupId="miniai-code-sample" lazy>
        {samples.map((sample) => (
          <TabItem key={sample.lang} value={sample.lang} label={sample.label ?? sample.lang}>
            <CodeBlock language={sampleGrammar(sample.lang)}>
              {restoreBackslashes(sample.source)}
            </CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}

export default function ApiExplorer(props: Props): ReactNode {
  const [consoleOpen, setConsoleOpen] = useState(false);
  const siteBaseUrl = useBaseUrl('/');
  const samples = props.item['x-codeSamples'] ?? [];
  // A webhook page (the theme's verb `event`) documents a call MiniAI makes: nothing to try.
  if (props.item.method === 'event') return <WebhookDeliveryNote />;

  if (consoleOpen) {
    return (
      <Suspense
        fallback={
          <p role="status">
            <Translate id="api.console.loading" description="Shown while the request console loads">
              Đang tải bảng gửi yêu cầu…
            </Translate>
          </p>
        }>
        <ReaderValues />
        <ReaderValuesConsole />
        <SandboxReady>
          <RequestConsole {...props} />
          <SandboxEventLog />
        </SandboxReady>
      </Suspense>
    );
  }

  return (
    <>
      <ReaderValues />
      {samples.length > 0 && <CodeSamples samples={samples} />}
      <div className={styles.tryIt}>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => {
            // The sandbox's worker starts while the console's code downloads.
            void sandboxStarted(siteBaseUrl);
            setConsoleOpen(true);
          }}>
          <Translate id="api.console.open" description="Button that opens the request console">
            Thử gọi API
          </Translate>
        </button>
        <p>
          <Translate
            id="api.console.help"
            description="Explains the request console below the button that opens it">
            Gửi yêu cầu này tới sandbox chạy ngay trong trình duyệt (trả lời theo tài liệu, không
            cần máy chủ, kể cả khi mất mạng), tới máy chủ giả lập trên máy hoặc tới MiniAI API. Chỉ
            dùng token thử nghiệm: đừng dán token thật vào một trang web.
          </Translate>
        </p>
        {/* The page is built with its code samples, so it reads without JavaScript; the console
            it opens cannot, and the button then does nothing: say so. */}
        <noscript>
          <p>
            <Translate
              id="api.console.needsJavaScript"
              description="Shown under the request console button when JavaScript is off">
              Bảng gửi yêu cầu chạy bằng JavaScript: hãy bật JavaScript trong trình duyệt để dùng.
            </Translate>
          </p>
        </noscript>
      </div>
    </>
  );
}
