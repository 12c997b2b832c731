/**
 * The headers of the console's last answer that a reader acts on, in plain sight under the
 * theme's response panel: the request id to quote to support, the rate limit, and a replay.
 */
import type { ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { useTypedSelector } from '@theme/ApiItem/hooks';
import styles from './styles.module.css';

/** The headers shown, as the contract names them (fetch gives them in lower case). */
const shownResponseHeaders = [
  'X-Request-Id',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'Retry-After',
  'Idempotent-Replayed',
] as const;

export default function ResponseHeaders(): ReactNode {
  const headers = useTypedSelector((state) => state.response.headers);
  if (headers === undefined) return null;
  const shown = shownResponseHeaders.flatMap((name) => {
    const value = headers[name.toLowerCase()];
    return value === undefined ? [] : [{ name, value }];
  });
  if (shown.length === 0) return null;
  return (
    <section className={styles.responseHeaders} aria-labelledby="console-response-headers">
      <h3 id="console-response-headers" className={styles.heading}>
        <Translate
          id="api.console.responseHeaders.title"
          description="Heading of the list of the last answer's notable headers in the request console">
          Header đáng chú ý của phản hồi
        </Translate>
      </h3>
      <dl>
        {shown.map(({ name, value }) => (
          <div key={name}>
            <dt>
              <code>{name}</code>
            </dt>
            <dd>
              <code>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
