/**
 * The reader-values button: opens a dialog where the reader sets their base URL, access_token and
 * oa_id once, for every code sample, the request console and a Postman environment
 * (src/lib/readerValues.ts). The form loads only when the dialog first opens, so pages carry just
 * this button.
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

const ReaderValuesForm = lazy(() => import('./Form'));

export default function ReaderValues(): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);

  const open = () => {
    setOpened(true);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={`button button--outline button--secondary button--sm ${styles.opener}`}
        aria-haspopup="dialog"
        onClick={open}>
        <Translate id="readerValues.open" description="Button that opens the reader-values panel">
          Điền giá trị của bạn vào mẫu mã
        </Translate>
      </button>
      {/* A modal <dialog>: the browser traps focus and closes it on Esc; focus then goes back to
          the button (onClose), also when the browser does not do it itself. */}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="reader-values-title"
        onClose={() => opener.current?.focus()}>
        <h2 id="reader-values-title" className={styles.title}>
          <Translate id="readerValues.title" description="Heading of the reader-values panel">
            Giá trị của bạn
          </Translate>
        </h2>
        {opened && (
          <Suspense
            fallback={
              <p role="status">
                <Translate id="readerValues.loading" description="While the panel's form loads">
                  Đang tải…
                </Translate>
              </p>
            }>
            <ReaderValuesForm onClose={close} />
          </Suspense>
        )}
      </dialog>
    </>
  );
}
