/**
 * The table of /docs/errors: one row per error code of the contract, with a stable anchor
 * (error-1007) that the search index cuts as its own result (data-search-section). Meaning and
 * HTTP status come from the contract, the advice from src/data, joined by plugins/error-codes.
 */
import type { ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { translate } from '@docusaurus/Translate';
import rows from '@generated/error-codes/default/error-codes.json';
import type { RetryAdvice } from '@site/src/data/errorCodes';
import { errorCodeAnchor } from '@site/src/lib/errorCodes';
import styles from './styles.module.css';

/** The "Retry?" column's words for each advice of src/data/errorCodes. */
function retryLabels(): Record<RetryAdvice, string> {
  return {
    never: translate({ id: 'errorCodes.retry.never', message: 'Không' }),
    afterChange: translate({
      id: 'errorCodes.retry.afterChange',
      message: 'Khi tình huống đã thay đổi',
    }),
    afterWait: translate({ id: 'errorCodes.retry.afterWait', message: 'Có, sau Retry-After' }),
    backoff: translate({ id: 'errorCodes.retry.backoff', message: 'Có, chờ tăng dần' }),
    backoffReads: translate({
      id: 'errorCodes.retry.backoffReads',
      message: 'Đọc, hoặc ghi có cùng Idempotency-Key: có, chờ tăng dần',
    }),
    nextDay: translate({ id: 'errorCodes.retry.nextDay', message: 'Ngày hôm sau' }),
  };
}

/** Renders the `code` spans of the contract's and the data's one-line Markdown. */
function InlineMarkdown({ text }: { text: string }): ReactNode {
  return text.split('`').map((part, index) =>
    // Odd parts sit between backticks.
    index % 2 === 1 ? <code key={index}>{part}</code> : part,
  );
}

export default function ErrorCodeTable(): ReactNode {
  const brokenLinks = useBrokenLinks();
  const retryLabel = retryLabels();
  return (
    <div
      className={styles.scroller}
      role="region"
      tabIndex={0}
      aria-label={translate({ id: 'errorCodes.table.label', message: 'Bảng mã lỗi' })}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{translate({ id: 'errorCodes.column.code', message: 'Mã' })}</th>
            <th scope="col">HTTP</th>
            <th scope="col">
              {translate({ id: 'errorCodes.column.meaning', message: 'Ý nghĩa' })}
            </th>
            <th scope="col">{translate({ id: 'errorCodes.column.retry', message: 'Thử lại?' })}</th>
            <th scope="col">
              {translate({ id: 'errorCodes.column.action', message: 'Cần làm gì' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ code, name, httpStatus, source, description, retry, action }) => {
            const anchor = errorCodeAnchor(code);
            // Row ids are no headings: declared so links such as /docs/errors#error-1009 pass onBrokenAnchors.
            brokenLinks.collectAnchor(anchor);
            return (
              <tr key={code} id={anchor} data-search-section={`${code} ${name}`}>
                <th scope="row" className={styles.code}>
                  <a href={`#${anchor}`}>
                    <code>{code}</code>
                  </a>{' '}
                  {/* The spaces keep the words apart in the Markdown copy and for screen readers. */}
                  <span className={styles.name}>{name}</span>{' '}
                  <span className={styles.source}>
                    {source === 'zalo'
                      ? translate({ id: 'errorCodes.source.zalo', message: 'Mã của Zalo' })
                      : translate({ id: 'errorCodes.source.miniai', message: 'Mã của MiniAI' })}
                  </span>
                </th>
                <td>{httpStatus}</td>
                <td>
                  <InlineMarkdown text={description} />
                </td>
                <td>{retryLabel[retry]}</td>
                <td>
                  <InlineMarkdown text={action} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
