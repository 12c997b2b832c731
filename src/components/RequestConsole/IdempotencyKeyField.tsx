/**
 * The console's `Idempotency-Key` field: a fresh key for every send, as the contract asks of a
 * client ("unique per request"), and a switch that sends the last key again to watch a replay.
 * The key changes once an answer arrives, so the request in flight keeps the key it was built with.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { useTypedDispatch, useTypedSelector, type ConsoleParam } from '@theme/ApiItem/hooks';
import { setParam } from '@theme/ApiExplorer/ParamOptions/slice';
import styles from './styles.module.css';

/** A UUID v4, the form the contract suggests. */
function freshIdempotencyKey(): string {
  return crypto.randomUUID();
}

export default function IdempotencyKeyField({ param }: { param: ConsoleParam }): ReactNode {
  const dispatch = useTypedDispatch();
  const answered = useTypedSelector((state) => state.response.headers);
  const [key, setKey] = useState(freshIdempotencyKey);
  const [reuse, setReuse] = useState(false);
  /** The key of the last request that got an answer. */
  const [lastSent, setLastSent] = useState<string | undefined>(undefined);
  const [seenAnswer, setSeenAnswer] = useState(answered);
  const inputId = useId();
  const switchId = useId();

  // An answer arrived (the theme stores its headers anew): the next send gets a fresh key.
  if (answered !== seenAnswer) {
    setSeenAnswer(answered);
    if (answered !== undefined) {
      setLastSent(key);
      if (!reuse) setKey(freshIdempotencyKey());
    }
  }

  useEffect(() => {
    dispatch(setParam({ ...param, value: key }));
    // The param's other fields never change while the console is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);

  return (
    <div className={styles.idempotency}>
      <label htmlFor={inputId} className="openapi-explorer__form-item-label">
        {param.name}
      </label>
      <input
        id={inputId}
        className="openapi-explorer__form-item-input"
        value={key}
        onChange={(event) => setKey(event.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <div className={styles.switch}>
        <input
          id={switchId}
          type="checkbox"
          checked={reuse}
          onChange={(event) => {
            setReuse(event.target.checked);
            if (event.target.checked && lastSent !== undefined) setKey(lastSent);
            if (!event.target.checked) setKey(freshIdempotencyKey());
          }}
        />
        <label htmlFor={switchId}>
          <Translate
            id="api.console.idempotency.reuse"
            description="Switch in the request console that sends the previous Idempotency-Key again">
            Dùng lại khóa của lần gửi trước (để xem một lần phát lại)
          </Translate>
        </label>
      </div>
      <p className={styles.hint}>
        <Translate
          id="api.console.idempotency.help"
          description="Explains the Idempotency-Key field of the request console">
          Mỗi lần gửi dùng một khóa mới, như một ứng dụng nên làm. Gửi lại đúng khóa và đúng body
          thì nhận lại phản hồi đầu tiên kèm Idempotent-Replayed: true; cùng khóa mà khác body thì
          bị từ chối.
        </Translate>
      </p>
    </div>
  );
}
