/**
 * The request-a-demo form on /contact. It POSTs JSON to the lead endpoint (MINIAI_LEAD_ENDPOINT, the
 * site's own /api/lead by default) and nowhere else; a build with none opens a prefilled email.
 * Nothing is sent until the visitor ticks the consent box (Law 91/2025/QH15, Art. 9). A refused
 * field gets its message beside it and the focus; a failed send keeps every value; a send with no
 * answer (offline) or one the server asks to retry (a 5xx, a server without the function) waits on
 * the device and goes out again, with the same idempotency key, when online or on the next visit.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useSiteSettings } from '@site/src/hooks/useSiteSettings';
import { leadConsent } from '@site/src/data/consent';
import { dequeue, enqueue, postSubmission, readQueue, staysQueued } from '@site/src/lib/intake';
import {
  emptyLead,
  firstInvalidField,
  leadFieldOrder,
  leadMailto,
  leadMaxLength,
  leadPayload,
  sendLead,
  validateLead,
  type LeadField,
  type LeadFields,
  type LeadProblem,
} from '@site/src/lib/leadForm';
import styles from './styles.module.css';

type Status = 'editing' | 'sending' | 'sent' | 'failed' | 'queued' | 'held' | 'mailto';

/** The status a lead that stays on the device shows: offline, or a server that did not take it. */
function waitingStatus(result: 'unavailable' | 'unreachable'): Status {
  return result === 'unreachable' ? 'queued' : 'held';
}

/** Where a lead waits on this device while there is no network. */
const leadQueue = 'miniai.leadQueue';

function fieldLabels(): Record<LeadField, string> {
  return {
    name: translate({ id: 'contact.form.name', message: 'Họ và tên' }),
    company: translate({ id: 'contact.form.company', message: 'Công ty hoặc cửa hàng' }),
    phone: translate({ id: 'contact.form.phone', message: 'Số điện thoại' }),
    email: translate({ id: 'contact.form.email', message: 'Email' }),
    need: translate({ id: 'contact.form.need', message: 'Bạn cần gì?' }),
  };
}

function fieldHints(): Partial<Record<LeadField, string>> {
  return {
    phone: translate({
      id: 'contact.form.phone.hint',
      message: 'Số Việt Nam, bắt đầu bằng 0 hoặc +84, ví dụ 0901 234 567.',
    }),
    need: translate({
      id: 'contact.form.need.hint',
      message: 'Ví dụ: cửa hàng bán gì, có bao nhiêu chi nhánh, muốn ra mắt khi nào.',
    }),
  };
}

function problemMessage(problem: LeadProblem, field: LeadField): string {
  switch (problem) {
    case 'required':
      return translate({ id: 'contact.form.error.required', message: 'Vui lòng điền ô này.' });
    case 'phone':
      return translate({
        id: 'contact.form.error.phone',
        message:
          'Số điện thoại chưa đúng: nhập số bắt đầu bằng 0 hoặc +84, theo sau là 9 hoặc 10 chữ số.',
      });
    case 'email':
      return translate({
        id: 'contact.form.error.email',
        message: 'Email chưa đúng, ví dụ ten@congty.vn.',
      });
    case 'tooLong':
      return translate(
        {
          id: 'contact.form.error.tooLong',
          message: 'Nội dung dài quá {max} ký tự.',
        },
        { max: leadMaxLength[field] },
      );
  }
}

const optionalFields: ReadonlySet<LeadField> = new Set(['company', 'email']);

/** The other ways to reach sales, offered when the form could not deliver a lead. */
function OtherChannels({ email, chatUrl }: { email: string; chatUrl: string }): ReactNode {
  return (
    <>
      <a href={`mailto:${email}`}>
        {translate({ id: 'contact.form.failed.email', message: 'viết tới {email}' }, { email })}
      </a>
      {translate({ id: 'contact.form.failed.or', message: ' hay ' })}
      <a href={chatUrl}>
        {translate({ id: 'contact.form.failed.zalo', message: 'chat với MiniAI qua Zalo' })}
      </a>
      .
    </>
  );
}

export default function DemoRequestForm(): ReactNode {
  const isBrowser = useIsBrowser();
  const { contact, social } = useSiteSettings();
  const { i18n } = useDocusaurusContext();
  const { pathname } = useLocation();
  const [fields, setFields] = useState<LeadFields>(emptyLead);
  const [problems, setProblems] = useState<Partial<Record<LeadField, LeadProblem>>>({});
  const [status, setStatus] = useState<Status>('editing');
  const [mailtoHref, setMailtoHref] = useState('');
  /** When the consent box was ticked; null while it is not. */
  const [consentGivenAt, setConsentGivenAt] = useState<string | null>(null);
  const [consentRefused, setConsentRefused] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  /** The key of the lead as typed: a resend of the same lead reuses it, an edit drops it. */
  const idempotencyKey = useRef<string | null>(null);
  const consentBox = useRef<HTMLInputElement | null>(null);
  const inputs = useRef<Partial<Record<LeadField, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  );

  /** Sends the leads waiting on this device; each leaves the queue once the endpoint answered. */
  const flushQueue = useCallback(async (): Promise<void> => {
    for (const item of readQueue(window.localStorage, leadQueue)) {
      const result = await postSubmission(item);
      if (staysQueued(result)) {
        setStatus(waitingStatus(result));
        return;
      }
      dequeue(window.localStorage, leadQueue, item.key);
      setStatus(result === 'sent' ? 'sent' : 'failed');
      if (result === 'sent' && item.key === idempotencyKey.current) {
        setFields(emptyLead);
        setConsentGivenAt(null);
        idempotencyKey.current = null;
      }
    }
  }, []);

  useEffect(() => {
    if (contact.leadEndpoint === null) return undefined;
    const online = (): void => void flushQueue();
    window.addEventListener('online', online);
    // A lead queued on an earlier visit: sent now, or shown as waiting if still offline.
    if (readQueue(window.localStorage, leadQueue).length > 0) online();
    return () => window.removeEventListener('online', online);
  }, [contact.leadEndpoint, flushQueue]);
  const labels = fieldLabels();
  const hints = fieldHints();
  const optional = translate({ id: 'contact.form.optional', message: '(không bắt buộc)' });

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const found = validateLead(fields);
    setProblems(found);
    setConsentRefused(consentGivenAt === null);
    const first = firstInvalidField(found);
    if (first !== undefined) {
      inputs.current[first]?.focus();
      return;
    }
    if (consentGivenAt === null) {
      consentBox.current?.focus();
      return;
    }
    if (contact.leadEndpoint === null) {
      const href = leadMailto(
        contact.email,
        translate({ id: 'contact.form.mailSubject', message: 'Yêu cầu demo MiniAI' }),
        labels,
        fields,
      );
      setMailtoHref(href);
      setStatus('mailto');
      window.location.assign(href);
      return;
    }
    setStatus('sending');
    idempotencyKey.current ??= crypto.randomUUID();
    const key = idempotencyKey.current;
    const payload = leadPayload(fields, i18n.currentLocale, pathname, consentGivenAt, honeypot);
    const result = await sendLead(contact.leadEndpoint, payload, key);
    if (staysQueued(result)) {
      enqueue(window.localStorage, leadQueue, {
        endpoint: contact.leadEndpoint,
        key,
        body: payload,
      });
      setStatus(waitingStatus(result));
      return;
    }
    // An answer came: a copy of this lead waiting from an earlier try has had its answer too.
    dequeue(window.localStorage, leadQueue, key);
    setStatus(result);
    if (result === 'sent') {
      setFields(emptyLead);
      setConsentGivenAt(null);
      idempotencyKey.current = null;
    }
  }

  function edit(change: Partial<LeadFields>): void {
    setFields((current) => ({ ...current, ...change }));
    idempotencyKey.current = null;
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {/* Disabled until hydrated: without JavaScript the form could only put the data in a URL. */}
      <fieldset className={styles.fieldset} disabled={!isBrowser || status === 'sending'}>
        <legend className={styles.legend}>
          {translate({ id: 'contact.form.legend', message: 'Yêu cầu demo' })}
        </legend>
        {leadFieldOrder.map((field) => {
          const inputId = `lead-${field}`;
          const problem = problems[field];
          const describedBy = [
            problem !== undefined ? `${inputId}-error` : undefined,
            hints[field] !== undefined ? `${inputId}-hint` : undefined,
          ].filter(Boolean);
          const common = {
            id: inputId,
            name: field,
            value: fields[field],
            maxLength: leadMaxLength[field],
            'aria-invalid': problem !== undefined,
            'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
            onChange: (event: { target: { value: string } }) =>
              edit({ [field]: event.target.value }),
          };
          return (
            <div key={field} className={styles.field}>
              <label htmlFor={inputId}>
                {labels[field]}
                {optionalFields.has(field) && <span className={styles.optional}> {optional}</span>}
              </label>
              {field === 'need' ? (
                <textarea
                  {...common}
                  rows={5}
                  ref={(element) => {
                    inputs.current[field] = element;
                  }}
                />
              ) : (
                <input
                  {...common}
                  type={field === 'phone' ? 'tel' : field === 'email' ? 'email' : 'text'}
                  autoComplete={
                    { name: 'name', company: 'organization', phone: 'tel', email: 'email' }[field]
                  }
                  ref={(element) => {
                    inputs.current[field] = element;
                  }}
                />
              )}
              {hints[field] !== undefined && (
                <p id={`${inputId}-hint`} className={styles.hint}>
                  {hints[field]}
                </p>
              )}
              {problem !== undefined && (
                <p id={`${inputId}-error`} className={styles.error}>
                  {problemMessage(problem, field)}
                </p>
              )}
            </div>
          );
        })}
        {/* The honeypot: out of sight and out of the tab order; a lead with it filled is not stored. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="lead-website">Website</label>
          <input
            id="lead-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
        <div className={styles.consent}>
          <input
            id="lead-consent"
            name="consent"
            type="checkbox"
            checked={consentGivenAt !== null}
            ref={consentBox}
            aria-invalid={consentRefused && consentGivenAt === null}
            aria-describedby={
              consentRefused && consentGivenAt === null
                ? 'lead-consent-error lead-consent-details'
                : 'lead-consent-details'
            }
            onChange={(event) => {
              setConsentGivenAt(event.target.checked ? new Date().toISOString() : null);
              idempotencyKey.current = null;
            }}
          />
          <div>
            <label htmlFor="lead-consent">
              {translate({
                id: 'contact.consent.label',
                message:
                  'Tôi đồng ý để MiniAI xử lý thông tin trong biểu mẫu này nhằm liên hệ lại về yêu cầu demo của tôi.',
              })}
            </label>
            <p id="lead-consent-details" className={styles.hint}>
              {translate(
                {
                  id: 'contact.consent.details',
                  message:
                    'MiniAI thu thập họ tên, công ty, số điện thoại, email và nhu cầu bạn nhập, chỉ để liên hệ tư vấn và chuẩn bị buổi demo; không dùng cho quảng cáo và không bán hay chia sẻ cho bên khác. MiniAI là bên kiểm soát và xử lý dữ liệu; dữ liệu được lưu trên hạ tầng máy chủ mà MiniAI thuê. Dữ liệu được giữ tối đa {months} tháng kể từ lần liên hệ cuối, rồi bị xóa. Bạn có thể rút lại sự đồng ý bất cứ lúc nào bằng cách viết tới {email}; MiniAI sẽ ngừng xử lý và xóa dữ liệu của bạn.',
                },
                { months: leadConsent.retentionMonths, email: contact.email },
              )}{' '}
              <Link to="/privacy#bieu-mau-yeu-cau-demo">
                {translate({
                  id: 'contact.consent.privacyLink',
                  message: 'Chi tiết trong trang Quyền riêng tư.',
                })}
              </Link>
            </p>
            {consentRefused && consentGivenAt === null && (
              <p id="lead-consent-error" className={styles.error}>
                {translate({
                  id: 'contact.consent.required',
                  message:
                    'Yêu cầu chưa được gửi: hãy đánh dấu ô đồng ý ở trên. MiniAI chỉ nhận thông tin khi bạn đã đồng ý.',
                })}
              </p>
            )}
          </div>
        </div>
        <button type="submit" className="button button--primary button--lg">
          {status === 'sending'
            ? translate({ id: 'contact.form.sending', message: 'Đang gửi…' })
            : translate({ id: 'contact.form.submit', message: 'Gửi yêu cầu' })}
        </button>
      </fieldset>
      {!isBrowser && (
        <p className={styles.hint}>
          {translate({
            id: 'contact.form.needsJavaScript',
            message:
              'Biểu mẫu cần JavaScript. Bạn vẫn có thể gọi điện, gửi email hoặc chat qua Zalo theo các kênh ở trên.',
          })}
        </p>
      )}
      <div role="status" className={styles.status}>
        {status === 'sent' && (
          <p className={styles.success}>
            {translate({
              id: 'contact.form.sent',
              message:
                'Đã nhận yêu cầu của bạn. MiniAI sẽ liên hệ lại qua số điện thoại bạn để lại.',
            })}
          </p>
        )}
        {status === 'queued' && (
          <p data-testid="lead-queued">
            {translate({
              id: 'contact.form.queued',
              message:
                'Thiết bị đang mất kết nối mạng. Yêu cầu của bạn đã được lưu trên trình duyệt này và sẽ tự động gửi khi có mạng trở lại, khi trang này còn mở hoặc lần sau bạn mở lại trang Liên hệ.',
            })}
          </p>
        )}
        {status === 'mailto' && (
          <p>
            {translate({
              id: 'contact.form.mailtoOpened',
              message:
                'Ứng dụng email của bạn sẽ mở với thư đã soạn sẵn; hãy bấm gửi trong ứng dụng đó. Nếu không thấy ứng dụng nào mở:',
            })}{' '}
            <a href={mailtoHref} data-testid="lead-mailto">
              {translate({ id: 'contact.form.mailtoLink', message: 'mở thư đã soạn sẵn' })}
            </a>
            {translate({ id: 'contact.form.mailtoOr', message: ', hoặc viết tới ' })}
            <a href={`mailto:${contact.email}`}>{contact.email}</a>.
          </p>
        )}
      </div>
      <div role="alert" className={styles.status}>
        {(status === 'failed' || status === 'held') && (
          <p className={styles.failure} data-testid={`lead-${status}`}>
            {status === 'failed'
              ? translate({
                  id: 'contact.form.failed',
                  message:
                    'Chưa gửi được yêu cầu. Những gì bạn đã nhập vẫn còn nguyên: hãy bấm “Gửi yêu cầu” để thử lại, hoặc',
                })
              : translate({
                  id: 'contact.form.held',
                  message:
                    'Máy chủ chưa nhận yêu cầu của bạn. Những gì bạn đã nhập vẫn còn nguyên, và yêu cầu đã được lưu trên trình duyệt này để tự gửi lại khi bạn mở lại trang Liên hệ. Nếu cần gấp, hãy',
                })}{' '}
            <OtherChannels email={contact.email} chatUrl={social.chatUrl} />
          </p>
        )}
      </div>
    </form>
  );
}
