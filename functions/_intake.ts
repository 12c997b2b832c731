/**
 * The Pages Functions behind the lead form and "Was this helpful?" (functions/api/lead.ts,
 * functions/api/feedback.ts): checks in the order a refusal is cheapest (method, origin, media
 * type, size, rate, key, JSON, the form's own rules), then one row in D1 per idempotency key.
 * Refusals are the JSON envelope documented in the README ("Leads and feedback"); logs carry the
 * outcome only, never what was sent.
 * https://developers.cloudflare.com/pages/functions/bindings/#d1-databases
 */
import { siteLocales } from '../config/locales';
import { resolveSiteSettings } from '../config/site';
import {
  intakeKeyPattern,
  intakeMaxBodyBytes,
  type IntakeError,
  type IntakeErrorBody,
} from '../src/lib/intake';
import { readLeadPayload } from '../src/lib/leadForm';
import { readFeedbackPayload } from '../src/lib/pageFeedback';

/** The members of D1's API used here (workerd's D1Database). */
interface D1Statement {
  bind: (...values: unknown[]) => D1Statement;
  first: <Row>() => Promise<Row | null>;
  run: () => Promise<unknown>;
}
interface D1Database {
  prepare: (sql: string) => D1Statement;
}

/** What Pages passes a function (only the members used here). */
export interface IntakeContext {
  request: Request;
  env: Readonly<Record<string, unknown>>;
}

/** Requests one client may send per minute to each function, unless MINIAI_INTAKE_RATE_LIMIT says. */
const defaultRateLimit = 10;
const rateWindowSeconds = 60;

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

const messages: Record<IntakeError, string> = {
  invalid_json: 'The body is not JSON.',
  invalid_payload: 'Some members are missing or break the rules listed in data.',
  missing_idempotency_key: 'Send a UUID in the Idempotency-Key header.',
  unsupported_media_type: 'Send the body as application/json.',
  forbidden_origin: 'Only pages of this site may send here.',
  payload_too_large: `The body is larger than ${intakeMaxBodyBytes} bytes.`,
  rate_limited: 'Too many requests from this client; try again after Retry-After seconds.',
  method_not_allowed: 'Only POST is accepted.',
  unavailable: 'The database is not configured; nothing was stored.',
};

function refuse(
  kind: string,
  status: number,
  error: IntakeError,
  data: IntakeErrorBody['data'] = null,
  headers: Record<string, string> = {},
): Response {
  console.log(JSON.stringify({ intake: kind, status, error }));
  return answer(
    status,
    { error, message: messages[error], data } satisfies IntakeErrorBody,
    headers,
  );
}

function textEnv(env: IntakeContext['env']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The origins a page of this site is served from: this request's own, and MINIAI_SITE_URL's. */
function allowedOrigins(request: Request, env: IntakeContext['env']): Set<string> {
  return new Set([
    new URL(request.url).origin,
    new URL(resolveSiteSettings(textEnv(env)).siteUrl).origin,
  ]);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Counts this request against its client's window and says whether it is over the limit. The
 * client is a hash of its address and user agent with the function's name: no address is stored.
 */
async function overRateLimit(
  db: D1Database,
  kind: string,
  request: Request,
  env: IntakeContext['env'],
): Promise<boolean> {
  const limit =
    Number(textEnv(env).MINIAI_INTAKE_RATE_LIMIT ?? defaultRateLimit) || defaultRateLimit;
  const address = request.headers.get('CF-Connecting-IP') ?? '';
  const client = await sha256Hex(`${kind}\n${address}\n${request.headers.get('User-Agent') ?? ''}`);
  const window = Math.floor(Date.now() / 1000 / rateWindowSeconds);
  await db
    .prepare('DELETE FROM rate_limits WHERE window_start < ?')
    .bind(window - 1)
    .run();
  const row = await db
    .prepare(
      'INSERT INTO rate_limits (client, window_start, count) VALUES (?, ?, 1) ON CONFLICT (client, window_start) DO UPDATE SET count = count + 1 RETURNING count',
    )
    .bind(client, window)
    .first<{ count: number }>();
  return (row?.count ?? 0) > limit;
}

/** How one function reads a valid body into the row it stores. */
interface IntakeKind {
  name: 'lead' | 'feedback';
  read: (
    body: unknown,
  ) =>
    | { problems: Record<string, string> }
    | { skip: true }
    | { row: Record<string, string | number> };
  table: 'leads' | 'feedback';
  /** What a second request with a stored key does to the row: nothing, unless said here. */
  onConflict: string;
}

const leadKind: IntakeKind = {
  name: 'lead',
  table: 'leads',
  onConflict: 'DO NOTHING',
  read(body) {
    const result = readLeadPayload(body, siteLocales);
    if ('problems' in result) return { problems: result.problems };
    const { consent, website, ...lead } = result.payload;
    // The honeypot: only a bot fills in the field people never see.
    if (website !== '') return { skip: true };
    return {
      row: { ...lead, consent_version: consent.version, consent_given_at: consent.givenAt },
    };
  },
};

const feedbackKind: IntakeKind = {
  name: 'feedback',
  table: 'feedback',
  // The answer comes first and its comment after, under the same key: the comment fills the row once.
  onConflict:
    "DO UPDATE SET comment = excluded.comment WHERE feedback.comment = '' AND excluded.comment <> ''",
  read(body) {
    const result = readFeedbackPayload(body, siteLocales);
    if ('problems' in result) {
      return { problems: Object.fromEntries(result.problems.map((member) => [member, 'invalid'])) };
    }
    const { page, locale, helpful, comment } = result.payload;
    return { row: { page, locale, helpful: helpful ? 1 : 0, comment } };
  },
};

async function handle(kind: IntakeKind, { request, env }: IntakeContext): Promise<Response> {
  if (request.method !== 'POST') {
    return refuse(kind.name, 405, 'method_not_allowed', null, { Allow: 'POST' });
  }
  const origin = request.headers.get('Origin');
  if (origin === null || !allowedOrigins(request, env).has(origin)) {
    return refuse(kind.name, 403, 'forbidden_origin');
  }
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('Content-Type') ?? '')) {
    return refuse(kind.name, 415, 'unsupported_media_type');
  }
  if (Number(request.headers.get('Content-Length') ?? 0) > intakeMaxBodyBytes) {
    return refuse(kind.name, 413, 'payload_too_large');
  }
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > intakeMaxBodyBytes) return refuse(kind.name, 413, 'payload_too_large');
  const db = env.DB as D1Database | undefined;
  if (db === undefined) return refuse(kind.name, 503, 'unavailable');
  if (await overRateLimit(db, kind.name, request, env)) {
    return refuse(kind.name, 429, 'rate_limited', null, {
      'Retry-After': String(rateWindowSeconds),
    });
  }
  const key = request.headers.get('Idempotency-Key') ?? '';
  if (!intakeKeyPattern.test(key)) return refuse(kind.name, 400, 'missing_idempotency_key');
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return refuse(kind.name, 400, 'invalid_json');
  }
  const read = kind.read(body);
  if ('problems' in read) return refuse(kind.name, 400, 'invalid_payload', read.problems);
  if ('skip' in read) {
    console.log(JSON.stringify({ intake: kind.name, status: 202 }));
    return answer(202, { status: 'accepted' });
  }
  const row = { idempotency_key: key, received_at: new Date().toISOString(), ...read.row };
  const columns = Object.keys(row);
  const inserted = await db
    .prepare(
      `INSERT INTO ${kind.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ON CONFLICT (idempotency_key) ${kind.onConflict} RETURNING id`,
    )
    .bind(...Object.values(row))
    .first<{ id: number }>();
  const stored =
    inserted ??
    (await db
      .prepare(`SELECT id FROM ${kind.table} WHERE idempotency_key = ?`)
      .bind(key)
      .first<{ id: number }>());
  // 201 for a new row (or a comment added); 200 when the key was stored before: the same row, once.
  const status = inserted === null ? 200 : 201;
  console.log(JSON.stringify({ intake: kind.name, status }));
  return answer(status, { status: 'stored', id: stored?.id ?? null });
}

export function handleLead(context: IntakeContext): Promise<Response> {
  return handle(leadKind, context);
}

export function handleFeedback(context: IntakeContext): Promise<Response> {
  return handle(feedbackKind, context);
}
