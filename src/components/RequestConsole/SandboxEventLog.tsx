/**
 * The sandbox's webhook events, under the request console and on /docs/webhooks
 * (src/components/SandboxEvents): each delivery as MiniAI would make it
 * (exact headers and raw body, signed with the contract's test secret), a "copy as curl" that
 * posts those bytes to the reader's own receiver, switches for the faulty deliveries a verifier
 * must refuse, and the button that resets the sandbox's data. Loaded only when the reader opens
 * the console or the log; before the sandbox has stored anything it shows the seeded events.
 */
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { jsonText, type JsonObject } from '@site/src/lib/openapiDocument';
import {
  sandboxSigningSecret,
  seedState,
  webhookBody,
  type SandboxState,
} from '@site/src/lib/sandbox/state';
import { clearState, onStateChange, readState, stateKey } from '@site/src/lib/sandbox/store';
import {
  deliveryCurl,
  deliveryKinds,
  webhookDelivery,
  type Delivery,
  type DeliveryKind,
} from '@site/src/lib/sandbox/webhookDelivery';
import styles from './styles.module.css';

/** How many of the latest events the log shows. */
const shownEvents = 5;
/** Where the webhooks guide's receiver listens. */
const defaultReceiverUrl = 'http://localhost:3000/webhooks/miniai';

function kindLabel(kind: DeliveryKind): string {
  switch (kind) {
    case 'valid':
      return translate({
        id: 'api.console.events.kind.valid',
        message: 'Hợp lệ',
        description: 'Event log switch: the delivery as MiniAI sends it',
      });
    case 'tampered':
      return translate({
        id: 'api.console.events.kind.tampered',
        message: 'Nội dung bị sửa sau khi ký',
        description: 'Event log switch: the body is changed after signing',
      });
    case 'expired':
      return translate({
        id: 'api.console.events.kind.expired',
        message: 'Hết hạn (ký từ 10 phút trước)',
        description: 'Event log switch: signed with a timestamp outside the five-minute window',
      });
    case 'duplicate':
      return translate({
        id: 'api.console.events.kind.duplicate',
        message: 'Gửi trùng (cùng delivery_id hai lần)',
        description: 'Event log switch: the same delivery is sent twice',
      });
  }
}

/** The contract the worker cached (src/lib/sandbox/worker.ts), else from the network. */
async function contract(siteBaseUrl: string): Promise<JsonObject> {
  const url = new URL(`${siteBaseUrl}openapi/miniai.json`, window.location.origin).href;
  const cached = 'caches' in window ? await caches.match(url) : undefined;
  const response = cached ?? (await fetch(url));
  return (await response.json()) as JsonObject;
}

function DeliveryView({
  event,
  secret,
  kind,
  receiverUrl,
}: {
  event: JsonObject;
  secret: string;
  kind: DeliveryKind;
  receiverUrl: string;
}): ReactNode {
  const [delivery, setDelivery] = useState<Delivery>();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let current = true;
    const body = JSON.stringify(webhookBody(event));
    void webhookDelivery(
      body,
      jsonText(event.delivery_id),
      secret,
      Math.floor(Date.now() / 1000),
      kind,
    ).then((made) => {
      if (current) setDelivery(made);
    });
    return () => {
      current = false;
    };
  }, [event, secret, kind]);
  if (delivery === undefined) return null;
  return (
    <div className={styles.delivery}>
      <pre className={styles.raw} data-delivery="headers">
        {delivery.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}
      </pre>
      <pre className={styles.raw} data-delivery="body">
        {delivery.body}
      </pre>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => {
          void navigator.clipboard.writeText(deliveryCurl(delivery, receiverUrl)).then(() => {
            setCopied(true);
          });
        }}>
        <Translate
          id="api.console.events.copyCurl"
          description="Button that copies a curl command posting the delivery's exact bytes">
          Sao chép lệnh curl
        </Translate>
      </button>
      <span role="status" className={styles.hint}>
        {copied && (
          <Translate id="api.console.events.copied" description="Shown once the curl is copied">
            Đã sao chép.
          </Translate>
        )}
      </span>
    </div>
  );
}

export default function SandboxEventLog(): ReactNode {
  const siteBaseUrl = useBaseUrl('/');
  const [state, setState] = useState<SandboxState>();
  const [document, setDocument] = useState<JsonObject>();
  const [kind, setKind] = useState<DeliveryKind>('valid');
  const [receiverUrl, setReceiverUrl] = useState(defaultReceiverUrl);
  const urlId = useId();
  const key = stateKey(siteBaseUrl, window.location.origin);

  const load = useCallback(() => {
    void readState(key).then(setState);
  }, [key]);
  useEffect(() => {
    load();
    return onStateChange(key, load);
  }, [key, load]);
  useEffect(() => {
    void contract(siteBaseUrl).then(setDocument);
  }, [siteBaseUrl]);
  const secret = useMemo(
    () => (document === undefined ? undefined : sandboxSigningSecret(document)),
    [document],
  );
  // Nothing stored yet (or just reset): the events the sandbox starts with.
  const seeded = useMemo(
    () => (document === undefined ? [] : seedState(document).events),
    [document],
  );

  const events = (state?.events ?? seeded).slice(-shownEvents).reverse();
  return (
    <section className={styles.eventLog} aria-labelledby="sandbox-events">
      <h3 id="sandbox-events" className={styles.heading}>
        <Translate id="api.console.events.title" description="Heading of the sandbox's event log">
          Sự kiện webhook của sandbox
        </Translate>
      </h3>
      <p className={styles.note}>
        <Translate
          id="api.console.events.help"
          description="Explains the sandbox's event log"
          values={{ secret: <code>{secret ?? '…'}</code> }}>
          {
            'Mỗi thay đổi trong sandbox tạo một sự kiện, ký bằng secret thử nghiệm {secret} (không bao giờ là secret thật). Sandbox không tự gửi gì: sao chép lệnh curl để gửi đúng các byte này tới bộ nhận trên máy bạn.'
          }
        </Translate>
      </p>
      <label htmlFor={urlId} className="openapi-explorer__form-item-label">
        <Translate id="api.console.events.url" description="Label of the receiver URL field">
          Địa chỉ bộ nhận của bạn
        </Translate>
      </label>
      <input
        id={urlId}
        className="openapi-explorer__form-item-input"
        type="url"
        value={receiverUrl}
        onChange={(event) => setReceiverUrl(event.target.value)}
        spellCheck={false}
      />
      <fieldset className={styles.kinds}>
        <legend>
          <Translate id="api.console.events.kinds" description="Legend of the delivery switches">
            Kiểu lần gửi
          </Translate>
        </legend>
        {deliveryKinds.map((choice) => (
          <label key={choice} className={styles.switch}>
            <input
              type="radio"
              name="sandbox-delivery-kind"
              value={choice}
              checked={kind === choice}
              onChange={() => setKind(choice)}
            />
            {kindLabel(choice)}
          </label>
        ))}
      </fieldset>
      {events.length === 0 ? (
        <p className={styles.hint}>
          <Translate id="api.console.events.empty" description="Shown when the log has no event">
            Chưa có sự kiện nào.
          </Translate>
        </p>
      ) : (
        <ol className={styles.events}>
          {events.map((event) => (
            <li key={jsonText(event.delivery_id)}>
              <h4 className={styles.eventName}>
                <code>{jsonText(event.event)}</code> <code>{jsonText(event.delivery_id)}</code>
              </h4>
              {secret !== undefined && (
                <DeliveryView event={event} secret={secret} kind={kind} receiverUrl={receiverUrl} />
              )}
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => {
          void clearState(key);
        }}>
        <Translate
          id="api.console.events.reset"
          description="Button that resets the sandbox's data">
          Đặt lại dữ liệu sandbox
        </Translate>
      </button>
    </section>
  );
}
