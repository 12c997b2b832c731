/**
 * Signed webhook deliveries and what a safe receiver does with each: the one table that
 * tests/unit/webhook-verification.test.ts runs against every sample of examples/webhooks (the
 * command-line verifiers in each language and the Node.js receiver). A case is a sequence of
 * deliveries to one receiver with one seen-events store, so that a duplicate can be sent.
 */
import { createHmac } from 'node:crypto';
import {
  firstExample,
  jsonMediaType,
  jsonText,
  readOpenApiSource,
  resolvePointer,
  type JsonObject,
} from '@site/openapi/tools/document';

/** accepted: process it; rejected: answer 400; duplicate: answer 2xx and do nothing; misconfigured: no secret. */
export type WebhookOutcome = 'accepted' | 'rejected' | 'duplicate' | 'misconfigured';

export interface WebhookDelivery {
  /** What this delivery is, in a failure message. */
  label: string;
  /** The receiver's MINIAI_APP_SECRET; undefined leaves it unset. */
  secret: string | undefined;
  /** The receiver's clock in Unix seconds; undefined keeps the real clock. */
  now: number | undefined;
  timestamp: string;
  signature: string;
  body: string;
  want: WebhookOutcome;
}

export interface WebhookCase {
  name: string;
  deliveries: WebhookDelivery[];
}

/** The contract's published test vector: the `order.created` example as compact JSON, signed. */
export function webhookTestVector() {
  const document = readOpenApiSource();
  const orderCreated = resolvePointer(document, '#/webhooks/order.created/post') as JsonObject;
  const example = firstExample(document, jsonMediaType(document, orderCreated.requestBody) ?? {});
  const signature = resolvePointer(document, '#/components/parameters/WebhookSignature');
  const timestamp = resolvePointer(document, '#/components/parameters/WebhookTimestamp');
  return {
    event: example as JsonObject,
    body: JSON.stringify(example),
    secret: /test secret `([^`]+)`/.exec(jsonText((signature as JsonObject).description))?.[1],
    timestamp: (timestamp as JsonObject).example as string,
    signature: (signature as JsonObject).example as string,
  };
}

/** The `v1=` header value for `body` signed at `timestamp` with `secret`. */
export function signWebhook(secret: string, timestamp: number | string, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * The delivery as sent at this moment: one for a receiver on the real clock is signed now, not when
 * the table was built (a test may run minutes after its file was loaded).
 */
export function sentNow(delivery: WebhookDelivery): WebhookDelivery {
  if (delivery.now !== undefined || delivery.secret === undefined) return delivery;
  const at = Math.floor(Date.now() / 1000);
  return {
    ...delivery,
    timestamp: String(at),
    signature: signWebhook(delivery.secret, at, delivery.body),
  };
}

/** Every case, built around the test vector with a `delivery_id` of its own per event. */
export function webhookCases(): WebhookCase[] {
  const vector = webhookTestVector();
  if (vector.secret === undefined) throw new Error('X-MiniAI-Signature names no test secret');
  const secret = vector.secret;
  const previous = `${secret}-previous`;
  const now = Number(vector.timestamp);
  let serial = 0;
  /** The example with a new delivery_id: a new event, unknown to the store. */
  const newEvent = (): JsonObject => ({
    ...vector.event,
    delivery_id: `dlv_case${String(++serial)}`,
  });
  const bodyOf = (event: object) => JSON.stringify(event);
  /** A delivery of `body` signed at `at` with the receiver's secret, its clock at `now`. */
  const signed = (
    label: string,
    body: string,
    want: WebhookOutcome,
    at: number | string = now,
  ): WebhookDelivery => ({
    label,
    secret,
    now,
    timestamp: String(at),
    signature: signWebhook(secret, at, body),
    body,
    want,
  });
  const withHeaders = (
    label: string,
    timestamp: string,
    signature: string,
    want: WebhookOutcome = 'rejected',
  ): WebhookDelivery => ({
    label,
    secret,
    now,
    timestamp,
    signature,
    body: bodyOf(newEvent()),
    want,
  });

  const cases: WebhookCase[] = [];
  const add = (name: string, ...deliveries: WebhookDelivery[]) => cases.push({ name, deliveries });

  const real = Math.floor(Date.now() / 1000);
  const fresh = bodyOf(newEvent());
  add('valid, on the real clock', {
    ...signed('signed now', fresh, 'accepted', real),
    now: undefined,
  });

  add('the published test vector', {
    label: `t=${vector.timestamp}, ${vector.signature}`,
    secret,
    now,
    timestamp: vector.timestamp,
    signature: vector.signature,
    body: vector.body,
    want: 'accepted',
  });

  const order = newEvent();
  const tampered = bodyOf({
    ...order,
    data: { ...(order.data as JsonObject), total_amount: 1000 },
  });
  add('tampered body', {
    ...signed('total_amount changed', bodyOf(order), 'rejected'),
    body: tampered,
  });

  const forged = bodyOf(newEvent());
  add('wrong secret', {
    ...signed('signed with another secret', forged, 'rejected'),
    signature: signWebhook('not-the-app-secret', now, forged),
  });

  add(
    'timestamp too old',
    signed('301 s old', bodyOf(newEvent()), 'rejected', now - 301),
    signed('300 s old, the edge of the window', bodyOf(newEvent()), 'accepted', now - 300),
  );

  add(
    'timestamp too far ahead',
    signed('301 s ahead', bodyOf(newEvent()), 'rejected', now + 301),
    signed('300 s ahead, the edge of the window', bodyOf(newEvent()), 'accepted', now + 300),
  );

  const reused = bodyOf(newEvent());
  add('an old signature with a new timestamp', {
    ...signed('timestamp moved, signature kept', reused, 'rejected'),
    signature: signWebhook(secret, now - 400, reused),
  });

  const retried = bodyOf(newEvent());
  add(
    're-signed with a new timestamp',
    signed('first attempt, 400 s old', retried, 'rejected', now - 400),
    signed('the same event re-signed now: valid again', retried, 'accepted'),
    signed('re-signed once more: its delivery_id was seen', retried, 'duplicate', now + 60),
  );

  const rotating = bodyOf(newEvent());
  const bothSecrets = `${signWebhook(previous, now, rotating)},${signWebhook(secret, now, rotating)}`;
  const rotatingToo = bodyOf(newEvent());
  add(
    'secret rotation: one v1= value per active secret',
    {
      ...signed('receiver still on the previous secret', rotating, 'accepted'),
      secret: previous,
      signature: bothSecrets,
    },
    {
      ...signed('receiver already on the new secret', rotatingToo, 'accepted'),
      signature: `${signWebhook(previous, now, rotatingToo)},${signWebhook(secret, now, rotatingToo)}`,
    },
  );

  const compact = newEvent();
  add('re-serialised body', {
    ...signed('signed compact, sent indented', bodyOf(compact), 'rejected'),
    body: JSON.stringify(compact, null, 2),
  });

  const upper = bodyOf(newEvent());
  add('uppercase hex', {
    ...signed('v1=<UPPERCASE>', upper, 'rejected'),
    signature: `v1=${signWebhook(secret, now, upper).slice(3).toUpperCase()}`,
  });

  const prefixless = bodyOf(newEvent());
  const hex = signWebhook(secret, now, prefixless).slice(3);
  add(
    'missing or wrong v1= prefix',
    { ...signed('bare hex', prefixless, 'rejected'), signature: hex },
    { ...signed('v2=', prefixless, 'rejected'), signature: `v2=${hex}` },
    { ...signed('V1=', prefixless, 'rejected'), signature: `V1=${hex}` },
    { ...signed('v1 without =', prefixless, 'rejected'), signature: `v1${hex}` },
  );

  const oddTimestamp = (label: string, timestamp: string): WebhookDelivery => {
    const body = bodyOf(newEvent());
    return {
      ...signed(label, body, 'rejected'),
      timestamp,
      signature: signWebhook(secret, timestamp, body),
    };
  };
  add(
    'timestamp that is not ten ASCII digits',
    oddTimestamp('with a decimal part', `${now}.0`),
    oddTimestamp('negative', `-${now}`),
    oddTimestamp('in milliseconds', `${now}000`),
    oddTimestamp('with a trailing newline', `${now}\n`),
    oddTimestamp(
      'in Arabic-Indic digits',
      String(now).replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d),
    ),
    oddTimestamp('empty', ''),
  );

  add(
    'empty signature',
    withHeaders('empty header', String(now), ''),
    withHeaders('v1= with nothing after it', String(now), 'v1='),
    withHeaders('a lone comma', String(now), ','),
  );

  const accented = bodyOf(newEvent());
  const accentedHex = signWebhook(secret, now, accented).slice(3);
  add(
    'non-ASCII signature',
    withHeaders('v1=é…', String(now), `v1=${'é'.repeat(64)}`),
    {
      ...signed('one hex digit swapped for é', accented, 'rejected'),
      signature: `v1=${accentedHex.slice(0, 63)}é`,
    },
    withHeaders('full-width digits', String(now), `v1=${'０'.repeat(64)}`),
  );

  const unsigned = bodyOf(newEvent());
  add(
    'secret unset: every delivery refused',
    {
      ...signed('MINIAI_APP_SECRET unset, forged with an empty key', unsigned, 'misconfigured'),
      secret: undefined,
      signature: signWebhook('', now, unsigned),
    },
    {
      ...signed('MINIAI_APP_SECRET empty, forged with an empty key', unsigned, 'misconfigured'),
      secret: '',
      signature: signWebhook('', now, unsigned),
    },
  );

  const twice = bodyOf(newEvent());
  add(
    'the same event delivered twice',
    signed('first delivery', twice, 'accepted'),
    signed('the same bytes, headers and signature again', twice, 'duplicate'),
  );

  const claimed = bodyOf(newEvent());
  add(
    'a refused delivery does not use up its delivery_id',
    {
      ...signed('forged first, with a wrong secret', claimed, 'rejected'),
      signature: signWebhook('not-the-app-secret', now, claimed),
    },
    signed('then the genuine delivery', claimed, 'accepted'),
  );

  const anonymous = newEvent();
  delete anonymous.delivery_id;
  add(
    'validly signed but without a delivery_id',
    signed('no delivery_id', bodyOf(anonymous), 'rejected'),
  );

  return cases;
}
