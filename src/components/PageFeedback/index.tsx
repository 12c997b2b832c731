/**
 * "Was this helpful?" at the end of a docs, API, guide, gift or solution page: yes or no, sent at
 * once, then an optional comment sent with the same idempotency key (the function adds it to the
 * same row). No cookies; an answer given offline, or one the server asks to retry, waits in
 * localStorage until the network is back or the next page with the box.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  dequeue,
  enqueue,
  postSubmission,
  readQueue,
  staysQueued,
  type SubmissionResult,
} from '@site/src/lib/intake';
import {
  feedbackCommentMaxLength,
  feedbackPayload,
  isFeedbackCommentValid,
} from '@site/src/lib/pageFeedback';
import styles from './styles.module.css';

const queueName = 'miniai.feedbackQueue';

type Status = 'idle' | 'sent' | 'commented' | 'queued' | 'held' | 'failed';

/** Sends what waits on this device; the answers that got an answer leave the queue. */
async function flush(): Promise<SubmissionResult | 'empty'> {
  let last: SubmissionResult | 'empty' = 'empty';
  for (const item of readQueue(window.localStorage, queueName)) {
    last = await postSubmission(item);
    if (staysQueued(last)) return last;
    dequeue(window.localStorage, queueName, item.key);
  }
  return last;
}

function answerButtons(): Array<{ value: boolean; label: string }> {
  return [
    { value: true, label: translate({ id: 'pageFeedback.yes', message: 'Có' }) },
    { value: false, label: translate({ id: 'pageFeedback.no', message: 'Không' }) },
  ];
}

export default function PageFeedback({
  endpoint,
  page,
}: {
  endpoint: string;
  page: string;
}): ReactNode {
  const { i18n } = useDocusaurusContext();
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [tooLong, setTooLong] = useState(false);
  const key = useRef<string | null>(null);

  const send = useCallback(
    async (answer: boolean, text: string): Promise<Status> => {
      key.current ??= crypto.randomUUID();
      const item = {
        endpoint,
        key: key.current,
        body: feedbackPayload(page, i18n.currentLocale, answer, text),
      };
      enqueue(window.localStorage, queueName, item);
      const result = await flush();
      if (result === 'unreachable') return 'queued';
      if (result === 'unavailable') return 'held';
      return result === 'sent' ? (text === '' ? 'sent' : 'commented') : 'failed';
    },
    [endpoint, page, i18n.currentLocale],
  );

  useEffect(() => {
    const online = (): void => {
      void flush().then((result) => {
        if (result === 'sent') {
          setStatus((current) => (current === 'queued' || current === 'held' ? 'sent' : current));
        }
      });
    };
    window.addEventListener('online', online);
    if (navigator.onLine) online();
    return () => window.removeEventListener('online', online);
  }, []);

  async function answer(value: boolean): Promise<void> {
    setHelpful(value);
    setStatus(await send(value, ''));
  }

  async function submitComment(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (helpful === null) return;
    if (!isFeedbackCommentValid(comment)) {
      setTooLong(true);
      return;
    }
    setTooLong(false);
    if (comment.trim() === '') return;
    setStatus(await send(helpful, comment));
  }

  const question = translate({
    id: 'pageFeedback.question',
    message: 'Trang này có hữu ích không?',
  });
  // Named by aria-label: a heading with an id would join the page's anchors and its table of contents.
  return (
    <section className={styles.box} aria-label={question}>
      <h2 className={styles.title}>{question}</h2>
      <div className={styles.answers}>
        {answerButtons().map(({ value, label }) => (
          <button
            key={label}
            type="button"
            className="button button--outline button--primary button--sm"
            aria-pressed={helpful === value}
            disabled={helpful !== null}
            onClick={() => void answer(value)}>
            {label}
          </button>
        ))}
      </div>
      {helpful !== null && status !== 'commented' && (
        <form className={styles.comment} onSubmit={(event) => void submitComment(event)}>
          <label htmlFor="page-feedback-comment">
            {helpful
              ? translate({
                  id: 'pageFeedback.comment.yes',
                  message: 'Điều gì giúp bạn nhiều nhất? (không bắt buộc)',
                })
              : translate({
                  id: 'pageFeedback.comment.no',
                  message: 'Trang còn thiếu gì hoặc chỗ nào khó hiểu? (không bắt buộc)',
                })}
          </label>
          <p id="page-feedback-hint" className={styles.hint}>
            {translate(
              {
                id: 'pageFeedback.comment.hint',
                message:
                  'Tối đa {max} ký tự. Xin đừng ghi tên, số điện thoại hay email: nhận xét được đọc cùng đường dẫn của trang, không kèm thông tin về bạn.',
              },
              { max: feedbackCommentMaxLength },
            )}
          </p>
          <textarea
            id="page-feedback-comment"
            rows={3}
            maxLength={feedbackCommentMaxLength}
            value={comment}
            aria-describedby={
              tooLong ? 'page-feedback-hint page-feedback-error' : 'page-feedback-hint'
            }
            aria-invalid={tooLong}
            onChange={(event) => setComment(event.target.value)}
          />
          {tooLong && (
            <p id="page-feedback-error" className={styles.error}>
              {translate(
                { id: 'pageFeedback.comment.tooLong', message: 'Nhận xét dài quá {max} ký tự.' },
                { max: feedbackCommentMaxLength },
              )}
            </p>
          )}
          <button type="submit" className="button button--primary button--sm">
            {translate({ id: 'pageFeedback.comment.send', message: 'Gửi nhận xét' })}
          </button>
        </form>
      )}
      <p role="status" className={styles.status}>
        {status === 'sent' &&
          translate({ id: 'pageFeedback.thanks', message: 'Cảm ơn bạn đã trả lời.' })}
        {status === 'commented' &&
          translate({
            id: 'pageFeedback.commented',
            message: 'Cảm ơn bạn, MiniAI đã nhận nhận xét.',
          })}
        {status === 'queued' &&
          translate({
            id: 'pageFeedback.queued',
            message:
              'Thiết bị đang mất kết nối mạng: câu trả lời được lưu trên trình duyệt này và sẽ tự gửi khi có mạng trở lại.',
          })}
        {status === 'held' &&
          translate({
            id: 'pageFeedback.held',
            message:
              'Máy chủ chưa nhận câu trả lời của bạn: câu trả lời được lưu trên trình duyệt này và sẽ tự gửi lại khi bạn mở một trang tài liệu lần sau.',
          })}
        {status === 'failed' &&
          translate({
            id: 'pageFeedback.failed',
            message: 'Chưa gửi được câu trả lời. Bạn có thể thử lại sau.',
          })}
      </p>
    </section>
  );
}
