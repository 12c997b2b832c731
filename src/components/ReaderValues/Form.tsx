/** The reader-values form, loaded when the dialog first opens (only ever rendered in the browser). */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useSiteSettings } from '@site/src/hooks/useSiteSettings';
import {
  baseUrlChoices,
  forgetReaderValues,
  postmanEnvironment,
  readerValueProblems,
  saveReaderValues,
  useReaderValues,
  type BaseUrlChoiceId,
  type ReaderValueProblem,
  type ReaderValues,
} from '@site/src/lib/readerValues';
import styles from './styles.module.css';

function choiceLabel(id: BaseUrlChoiceId): string {
  switch (id) {
    case 'sandbox':
      return translate({
        id: 'readerValues.baseUrl.sandbox',
        message: 'Sandbox trên trình duyệt',
        description: 'Base URL choice: the in-browser sandbox',
      });
    case 'production':
      return translate({
        id: 'readerValues.baseUrl.production',
        message: 'MiniAI API chính thức',
        description: 'Base URL choice: the production API',
      });
    case 'localMock':
      return translate({
        id: 'readerValues.baseUrl.localMock',
        message: 'Máy chủ giả lập trên máy (npm run mock-api)',
        description: 'Base URL choice: the local mock server',
      });
  }
}

function problemMessage(problem: ReaderValueProblem): string {
  switch (problem) {
    case 'baseUrlInvalid':
      return translate({
        id: 'readerValues.problem.baseUrl',
        message: 'Hãy chọn một địa chỉ gốc trong danh sách.',
        description: 'Error: the stored base URL is not usable',
      });
    case 'accessTokenCharacters':
      return translate({
        id: 'readerValues.problem.accessToken',
        message:
          'access_token chỉ gồm chữ cái không dấu, chữ số và các ký tự . _ ~ + / = -, không có khoảng trắng.',
        description: 'Error: the access token has characters a token never has',
      });
    case 'oaIdDigits':
      return translate({
        id: 'readerValues.problem.oaId',
        message: 'oa_id chỉ gồm chữ số (tối đa 32 chữ số).',
        description: 'Error: the OA id is not made of digits',
      });
  }
}

/** A text field of the form: the value it edits, its label, and the problem that marks it invalid. */
interface TextField {
  name: 'accessToken' | 'oaId';
  /** Its input's id after the form's own. */
  idSuffix: string;
  label: string;
  type: 'password' | 'text';
  inputMode?: 'numeric';
  problem: ReaderValueProblem;
}

const textFields: readonly TextField[] = [
  {
    name: 'accessToken',
    idSuffix: 'token',
    label: 'access_token',
    type: 'password',
    problem: 'accessTokenCharacters',
  },
  {
    name: 'oaId',
    idSuffix: 'oa',
    label: 'oa_id',
    type: 'text',
    inputMode: 'numeric',
    problem: 'oaIdDigits',
  },
];

function Field({
  id,
  field,
  value,
  invalid,
  onChange,
}: {
  id: string;
  field: TextField;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}): ReactNode {
  return (
    <>
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        type={field.type}
        inputMode={field.inputMode}
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={invalid}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

/** Offers the Postman environment as a file built in the browser: nothing is sent anywhere. */
function downloadPostmanEnvironment(values: ReaderValues, productionUrl: string): void {
  const name = translate({
    id: 'readerValues.postman.name',
    message: 'MiniAI (giá trị của bạn)',
    description: 'Name of the downloaded Postman environment',
  });
  const environment = postmanEnvironment(values, productionUrl, name);
  const file = new Blob([`${JSON.stringify(environment, null, 2)}\n`], {
    type: 'application/json',
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = 'miniai.postman_environment.json';
  link.click();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

export default function ReaderValuesForm({ onClose }: { onClose: () => void }): ReactNode {
  const stored = useReaderValues();
  const productionUrl = useSiteSettings().apiBaseUrl;
  const { localMockUrl } = useDocusaurusContext().siteConfig.customFields as {
    localMockUrl?: string;
  };
  const choices = baseUrlChoices(window.location, productionUrl, localMockUrl);
  const [draft, setDraft] = useState<ReaderValues>(() => ({
    ...stored,
    baseUrl: stored.baseUrl === '' ? productionUrl : stored.baseUrl,
  }));
  const [status, setStatus] = useState<'saved' | 'cleared' | undefined>();
  const [problems, setProblems] = useState<ReaderValueProblem[]>([]);
  const id = useId();

  const change = (patch: Partial<ReaderValues>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setStatus(undefined);
  };

  /** The draft if it can be kept (the form keeps it as typed either way). */
  const checked = (): ReaderValues | undefined => {
    const values = { ...draft, accessToken: draft.accessToken.trim(), oaId: draft.oaId.trim() };
    const found = readerValueProblems(values);
    setProblems(found);
    return found.length === 0 ? values : undefined;
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const values = checked();
    if (values === undefined) return;
    saveReaderValues(values, productionUrl);
    setStatus('saved');
  };

  const clear = () => {
    forgetReaderValues();
    setDraft({ baseUrl: productionUrl, accessToken: '', oaId: '', remember: false });
    setProblems([]);
    setStatus('cleared');
  };

  const download = () => {
    const values = checked();
    if (values !== undefined) downloadPostmanEnvironment(values, productionUrl);
  };

  // A stored base URL that is not offered here (the local mock, on the public site) is shown as
  // the production URL until the reader saves again.
  const selected = choices.some((choice) => choice.url === draft.baseUrl)
    ? draft.baseUrl
    : productionUrl;

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <p className={styles.help}>
        <Translate id="readerValues.help" description="What the reader-values panel does">
          Các giá trị này được điền vào mọi mẫu mã của trang tài liệu, vào bảng gửi yêu cầu và vào
          môi trường Postman. Chúng chỉ nằm trong trình duyệt này, không được gửi đi đâu. Chỉ dùng
          token thử nghiệm.
        </Translate>
      </p>
      <label htmlFor={`${id}-base`}>
        <Translate id="readerValues.baseUrl.label" description="Label of the base URL choice">
          Địa chỉ gốc
        </Translate>
      </label>
      <select
        id={`${id}-base`}
        value={selected}
        onChange={(event) => change({ baseUrl: event.target.value })}>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.url}>
            {`${choiceLabel(choice.id)}: ${choice.url}`}
          </option>
        ))}
      </select>
      {textFields.map((field) => (
        <Field
          key={field.name}
          id={`${id}-${field.idSuffix}`}
          field={field}
          value={draft[field.name]}
          invalid={problems.includes(field.problem)}
          onChange={(value) => change({ [field.name]: value })}
        />
      ))}
      <label className={styles.remember}>
        <input
          type="checkbox"
          checked={draft.remember}
          onChange={(event) => change({ remember: event.target.checked })}
        />
        <Translate
          id="readerValues.remember"
          description="Checkbox: keep the values in localStorage instead of sessionStorage">
          Ghi nhớ trên thiết bị này
        </Translate>
      </label>
      <div role="alert" className={styles.problems}>
        {problems.map((problem) => (
          <p key={problem}>{problemMessage(problem)}</p>
        ))}
      </div>
      <p role="status" className={styles.status}>
        {status === 'saved' &&
          translate({
            id: 'readerValues.saved',
            message: 'Đã lưu: các mẫu mã đã dùng giá trị của bạn.',
            description: 'Shown after the values are saved',
          })}
        {status === 'cleared' &&
          translate({
            id: 'readerValues.cleared',
            message: 'Đã xóa: các mẫu mã hiện lại chỗ giữ chỗ.',
            description: 'Shown after the values are cleared',
          })}
      </p>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary">
          <Translate id="readerValues.save" description="Saves the reader's values">
            Lưu
          </Translate>
        </button>
        <button type="button" className="button button--secondary" onClick={clear}>
          <Translate id="readerValues.clear" description="Removes the reader's values everywhere">
            Xóa
          </Translate>
        </button>
        <button type="button" className="button button--secondary" onClick={download}>
          <Translate
            id="readerValues.postman.download"
            description="Downloads a Postman environment with the reader's values">
            Tải môi trường Postman
          </Translate>
        </button>
        <button type="button" className="button button--link" onClick={onClose}>
          <Translate id="readerValues.close" description="Closes the reader-values panel">
            Đóng
          </Translate>
        </button>
      </div>
    </form>
  );
}
