// The sandbox's event log outside the request console (on /docs/webhooks): a button, and the log
// itself loaded only when the reader opens it, so the page carries none of the sandbox's code.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

const SandboxEventLog = lazy(() => import('@site/src/components/RequestConsole/SandboxEventLog'));

export default function SandboxEvents(): ReactNode {
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <div className={styles.log}>
        <Suspense
          fallback={
            <p role="status">
              <Translate
                id="sandboxEvents.loading"
                description="Shown while the sandbox's event log loads on the webhooks guide">
                Đang tải nhật ký sự kiện…
              </Translate>
            </p>
          }>
          <SandboxEventLog />
        </Suspense>
      </div>
    );
  }
  return (
    <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
      {translate({
        id: 'sandboxEvents.open',
        message: 'Mở nhật ký sự kiện của sandbox',
        description: "Button on the webhooks guide that opens the sandbox's event log",
      })}
    </button>
  );
}
