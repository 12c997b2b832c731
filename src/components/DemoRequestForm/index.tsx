/**
 * The request-a-demo form on /contact. With a lead endpoint configured (MINIAI_LEAD_ENDPOINT) it
 * POSTs JSON there and nowhere else; without one it opens a prefilled email to the sales address.
 * A refused field gets its message beside it and the focus; a failed send keeps every value.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useSiteSettings } from '@site/src/hooks/useSiteSettings';
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

type Status = 'editing' | 'sending' | 'sent' | 'failed' | 'mailto';

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

export default function DemoRequestForm(): ReactNode {
  const isBrowser = useIsBrowser();
  const { contact, social } = useSiteSettings();
  const { i18n } = useDocusaurusContext();
  const { pathname } = useLocation();
  const [fields, setFields] = useState<LeadFields>(emptyLead);
  const [problems, setProblems] = useState<Partial<Record<LeadField, LeadProblem>>>({});
  const [status, setStatus] = useState<Status>('editing');
  const [mailtoHref, setMailtoHref] = useState('');
  const inputs = useRef<Partial<Record<LeadField, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  );
  const labels = fieldLabels();
  const hints = fieldHints();
  const optional = translate({ id: 'contact.form.optional', message: '(không bắt buộc)' });

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const found = validateLead(fields);
    setProblems(found);
    const first = firstInvalidField(found);
    if (first !== undefined) {
      inputs.current[first]?.focus();
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
    const result = await sendLead(
      contact.leadEndpoint,
      leadPayload(fields, i18n.currentLocale, pathname),
    );
    setStatus(result);
    if (result === 'sent') setFields(emptyLead);
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
              setFields((current) => ({ ...current, [field]: event.target.value })),
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
        {status === 'failed' && (
          <p className={styles.failure}>
            {translate({
              id: 'contact.form.failed',
              message:
                'Chưa gửi được yêu cầu. Những gì bạn đã nhập vẫn còn nguyên: hãy bấm “Gửi yêu cầu” để thử lại, hoặc',
            })}{' '}
            <a href={`mailto:${contact.email}`}>
              {translate(
                { id: 'contact.form.failed.email', message: 'viết tới {email}' },
                { email: contact.email },
              )}
            </a>
            {translate({ id: 'contact.form.failed.or', message: ' hay ' })}
            <a href={social.chatUrl}>
              {translate({ id: 'contact.form.failed.zalo', message: 'chat với MiniAI qua Zalo' })}
            </a>
            .
          </p>
        )}
      </div>
    </form>
  );
}
