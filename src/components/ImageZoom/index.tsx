/**
 * A picture that opens larger in a modal <dialog> on click, Enter or Space, and closes with Esc,
 * the close button or a click outside it; focus goes back to the picture. The dialog exists only
 * while open (added on the client, so a Markdown image's <p> never holds one in the HTML).
 */
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  /** What the picture shows: names the trigger and the dialog. */
  label: string;
  /** The picture in the page. */
  children: ReactNode;
  /** The larger picture in the dialog; the same content when not given. */
  zoomed?: ReactNode;
}

export default function ImageZoom({ label, children, zoomed }: Props): ReactNode {
  const [isOpen, setIsOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    // showModal(): the page behind becomes inert (focus stays in the dialog) and Esc closes it.
    if (isOpen) dialogRef.current?.showModal();
  }, [isOpen]);

  function handleClose(): void {
    setIsOpen(false);
    triggerRef.current?.focus();
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>): void {
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    if (event.target === event.currentTarget) dialogRef.current?.close();
  }

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
    // A modal dialog makes the page inert, but Tab past its last control still leaves for the
    // browser's own interface: cycle between the dialog's controls instead.
    if (event.key !== 'Tab') return;
    const controls = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('button, a[href], [tabindex="0"]'),
    );
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (first === undefined || last === undefined) return;
    const active = document.activeElement;
    if (event.shiftKey ? active === first : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-label={translate(
          {
            id: 'imageZoom.open',
            message: 'Phóng to hình: {label}',
            description: 'Accessible name of a picture that opens larger when activated',
          },
          { label },
        )}
        onClick={() => setIsOpen(true)}>
        {children}
      </button>
      {isOpen && (
        <dialog
          ref={dialogRef}
          className={styles.dialog}
          aria-label={label}
          onClose={handleClose}
          onClick={closeOnBackdrop}
          onKeyDown={keepFocusInside}>
          <button
            type="button"
            className={`button button--secondary button--sm ${styles.close}`}
            onClick={() => dialogRef.current?.close()}>
            {translate({
              id: 'imageZoom.close',
              message: 'Đóng',
              description: 'Button that closes the enlarged picture',
            })}
          </button>
          <div className={styles.zoomed}>{zoomed ?? children}</div>
        </dialog>
      )}
    </>
  );
}
