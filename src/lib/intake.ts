/**
 * What the lead form, the "Was this helpful?" box and their Pages Functions (functions/api/) share:
 * the idempotency key, the page path rule, the size limit, the JSON error envelope, and the queue
 * that keeps a submission on the device until it has been answered.
 */

/** A random UUID (crypto.randomUUID()): the key a resend of the same submission carries. */
export const intakeKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A path on this site: starts with one `/`, printable ASCII, no query or fragment. */
export const pagePathPattern = /^\/(?!\/)[\x21-\x7e]{0,299}$/;

/** Largest body the functions read, in bytes: a full lead in Vietnamese is well under it. */
export const intakeMaxBodyBytes = 16_384;

/** Every refusal of the functions, documented in the README ("Leads and feedback"). */
export type IntakeError =
  | 'invalid_json'
  | 'invalid_payload'
  | 'missing_idempotency_key'
  | 'unsupported_media_type'
  | 'forbidden_origin'
  | 'payload_too_large'
  | 'rate_limited'
  | 'method_not_allowed'
  | 'unavailable';

/** The JSON body of every refusal: the same `{ error, message, data }` shape as the MiniAI API. */
export interface IntakeErrorBody {
  error: IntakeError;
  message: string;
  data: Record<string, string> | null;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One submission waiting on this device: where it goes, its key, and its JSON body. */
export interface QueuedSubmission {
  endpoint: string;
  key: string;
  body: unknown;
}

/** Where a kind of submission waits in localStorage until an answer came. */
export type QueueName = 'miniai.leadQueue' | 'miniai.feedbackQueue';

/** The submissions kept under `name`; an unreadable entry counts as none. */
export function readQueue(storage: Storage, name: QueueName): QueuedSubmission[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(name) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (item): item is QueuedSubmission =>
            isPlainObject(item) &&
            typeof item.endpoint === 'string' &&
            typeof item.key === 'string' &&
            intakeKeyPattern.test(item.key),
        )
      : [];
  } catch {
    return [];
  }
}

/** Adds a submission to the queue, once per key. */
export function enqueue(storage: Storage, name: QueueName, item: QueuedSubmission): void {
  const queue = readQueue(storage, name).filter((queued) => queued.key !== item.key);
  storage.setItem(name, JSON.stringify([...queue, item]));
}

export function dequeue(storage: Storage, name: QueueName, key: string): void {
  const queue = readQueue(storage, name).filter((queued) => queued.key !== key);
  if (queue.length === 0) storage.removeItem(name);
  else storage.setItem(name, JSON.stringify(queue));
}

/**
 * What became of one POST: 'sent' (2xx); 'refused' (an answer that sending again would not change);
 * 'unavailable' (an answer that asks to try later: 408, 429, a 5xx, or a server with no intake
 * function, such as nginx without the proxy); 'unreachable' (no answer: offline).
 */
export type SubmissionResult = 'sent' | 'refused' | 'unavailable' | 'unreachable';

/** The answers after which a submission stays on the device and goes out again later. */
export function staysQueued(result: string): result is 'unavailable' | 'unreachable' {
  return result === 'unavailable' || result === 'unreachable';
}

/** Statuses that ask the client to try again later (RFC 9110 408, 503; RFC 6585 429). */
function asksToRetry(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** POSTs a queued submission as JSON with its idempotency key and no cookies. */
export async function postSubmission(
  item: QueuedSubmission,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmissionResult> {
  let response: Response;
  try {
    response = await fetchImpl(item.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': item.key },
      body: JSON.stringify(item.body),
      credentials: 'omit',
    });
  } catch {
    return 'unreachable';
  }
  if (response.ok) return 'sent';
  return asksToRetry(response.status) ? 'unavailable' : 'refused';
}
