// The right-hand panel of a webhook page: MiniAI makes this call, so there is no request to try;
// the reader is sent to the guide that shows how to receive and verify it.
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function WebhookDeliveryNote(): ReactNode {
  return (
    <aside className={styles.note}>
      <p>
        <Translate
          id="api.webhook.note"
          description="Panel of a webhook page; {guide} is a link to /docs/webhooks"
          values={{
            guide: (
              <Link to="/docs/webhooks">
                <Translate id="api.webhook.note.guide" description="Link text to /docs/webhooks">
                  hướng dẫn webhook
                </Translate>
              </Link>
            ),
          }}>
          {
            'MiniAI gửi sự kiện này tới endpoint HTTPS của bạn bằng một yêu cầu POST có chữ ký. Cách kiểm tra chữ ký, trả lời nhanh, xử lý lần gửi lại và thử trên máy của bạn có trong {guide}.'
          }
        </Translate>
      </p>
    </aside>
  );
}
