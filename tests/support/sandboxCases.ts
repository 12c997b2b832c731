/**
 * One table of requests and the answer the contract promises for each, run against the in-browser
 * sandbox (src/lib/sandbox) and against the mock (Prism, `npm run mock-api`) by
 * tests/unit/sandbox.test.ts, so the two cannot drift. Every operation's documented example is one
 * case; the rest break one rule each. Where Prism cannot follow the contract, `prism` says what it
 * answers instead and why; the test pins that too, so a change on either side is seen.
 */
import { isJsonObject, type Json, type JsonObject } from '@site/openapi/tools/document';
import { facts } from '@site/src/data/facts';
import { exampleExchanges } from '@site/tests/support/mockApi';

/** A token the sandbox and Prism both accept. */
export const sandboxTestToken = 'test-access-token';

export interface SandboxCase {
  name: string;
  method: string;
  /** Path and query, after the base URL. */
  url: string;
  /** The access_token header: the test token unless given; null sends none. */
  token?: string | null;
  headers?: Record<string, string>;
  /** A JSON value, or a raw string sent as is. */
  body?: Json | { raw: string };
  /** The status and the contract's error name (`info.x-error-codes`), "success" for 2xx. */
  status: number;
  error: string;
  /** For a 2xx, the documented example the body must equal. */
  response?: Json;
  /** For a 400, a field `data.fields` must name. */
  field?: string;
  /** What Prism answers instead, when it cannot follow the contract, and why (null: no contract error code). */
  prism?: { status: number; error: string | null; why: string };
}

/** A deep copy of `value` with the property at `path` set (or removed when `next` is undefined). */
function changed(value: Json | undefined, path: (string | number)[], next: Json | undefined): Json {
  const copy = structuredClone(value ?? {}) as Json;
  let node: Json = copy;
  for (const key of path.slice(0, -1)) node = (node as Record<string, Json>)[key] as Json;
  const last = path[path.length - 1] as string;
  if (next === undefined) delete (node as Record<string, Json>)[last];
  else (node as Record<string, Json>)[last] = next;
  return copy;
}

export function sandboxCases(document: JsonObject): SandboxCase[] {
  const exchanges = exampleExchanges(document);
  const exchange = (operationId: string) => {
    const found = exchanges.find((candidate) => candidate.operationId === operationId);
    if (found === undefined) throw new Error(`no example exchange for ${operationId}`);
    return found;
  };
  // The request examples (what the code samples send) that the invalid cases break.
  const order = exchange('create-order').body;
  const product = exchange('create-product').body;
  const template = exchange('create-template').body;
  const news = exchange('create-news').body;
  const zns = exchange('send-zns-message').body;
  const message = exchange('send-message').body;
  const orderDetail = exchange('get-order-detail');
  const orderStatus = exchange('update-order-status');
  if (
    !isJsonObject(order) ||
    !isJsonObject(product) ||
    !isJsonObject(template) ||
    !isJsonObject(news) ||
    !isJsonObject(zns) ||
    !isJsonObject(message)
  ) {
    throw new Error(
      'create-order, create-product, create-template, create-news, send-zns-message and send-message need request examples',
    );
  }
  if (typeof zns.phone !== 'string')
    throw new Error('the send-zns-message example sends to a phone');
  const znsWithoutRecipient = changed(changed(zns, ['phone'], undefined), ['user_id'], undefined);
  const invalid = (
    name: string,
    method: string,
    url: string,
    field: string,
    body?: SandboxCase['body'],
  ): SandboxCase => ({ name, method, url, body, status: 400, error: 'invalid_parameter', field });
  const statelessPrism = {
    status: 200,
    error: 'success',
    why: 'Prism is stateless: it answers the example for any id that matches the schema',
  };
  const unknownOrder = orderDetail.url.replace(/[^/]+$/, 'ord_not_in_the_contract');

  return [
    // Every operation's documented example: its success status and response.
    ...exchanges.map(
      (example): SandboxCase => ({
        name: `${example.operationId} with its documented example`,
        method: example.method,
        url: example.url,
        headers: Object.fromEntries(example.headers),
        body: example.body,
        status: example.status,
        error: 'success',
        response: example.response,
      }),
    ),
    {
      name: 'a list without access_token',
      method: 'get',
      url: '/orders',
      token: null,
      status: 401,
      error: 'token_missing',
    },
    {
      name: 'a create without access_token',
      method: 'post',
      url: '/orders',
      token: null,
      body: order,
      status: 401,
      error: 'token_missing',
    },
    {
      name: 'an empty access_token',
      method: 'get',
      url: '/products',
      token: '',
      status: 401,
      error: 'token_missing',
    },
    {
      name: "the samples' unreplaced <access_token> placeholder (what the console sends when its field is empty)",
      method: 'post',
      url: '/orders',
      token: '<access_token>',
      body: order,
      status: 401,
      error: 'token_invalid',
      prism: {
        status: 201,
        error: 'success',
        why: 'Prism checks only that an apiKey header is present; it cannot know which tokens exist',
      },
    },
    {
      name: 'a malformed access_token (the Authorization habit: "Bearer …")',
      method: 'get',
      url: '/orders',
      token: 'Bearer test-access-token',
      status: 401,
      error: 'token_invalid',
      prism: {
        status: 200,
        error: 'success',
        why: 'Prism checks only that an apiKey header is present; it cannot know which tokens exist',
      },
    },
    {
      name: 'the token sent as Authorization: Bearer, with no access_token header',
      method: 'get',
      url: '/orders',
      token: null,
      headers: { authorization: `Bearer ${sandboxTestToken}` },
      status: 401,
      error: 'token_missing',
    },
    invalid('send-zns-message to both a phone and a user_id', 'post', '/zns-messages', 'user_id', {
      ...zns,
      user_id: '2512523625412515',
    }),
    invalid(
      'send-zns-message with neither a phone nor a user_id',
      'post',
      '/zns-messages',
      'phone',
      znsWithoutRecipient,
    ),
    invalid(
      'create-order with a misspelt optional field (closed body)',
      'post',
      '/orders',
      'shiping_fee',
      changed(order, ['shiping_fee'], 15000),
    ),
    // Objects shared with the answers are closed where a request carries them, at any depth.
    invalid(
      'create-order with a field the customer does not have (closed at the request)',
      'post',
      '/orders',
      'customer.nickname',
      changed(order, ['customer', 'nickname'], 'Lan'),
    ),
    invalid(
      'send-message with a field its message type does not have (unevaluatedProperties)',
      'post',
      '/oa-messages',
      'priority',
      changed(message, ['priority'], 'high'),
    ),
    invalid(
      'create-news with a field the cover does not have',
      'post',
      '/news',
      'cover.alt_text',
      changed(news, ['cover', 'alt_text'], 'Hộp bánh'),
    ),
    invalid(
      'create-news with a field a content block does not have (one of three block types)',
      'post',
      '/news',
      'body[0].align',
      changed(news, ['body', 0, 'align'], 'center'),
    ),
    invalid(
      'create-product with a field the sale does not have',
      'post',
      '/products',
      'sale.label',
      changed(product, ['sale', 'label'], 'Khai trương'),
    ),
    invalid(
      'create-template with a field the logo does not have, three levels into the layout',
      'post',
      '/zns-templates',
      'layout.header.logo.alt',
      changed(template, ['layout', 'header', 'logo', 'alt'], 'Hương Sen'),
    ),
    invalid(
      'create-template with a field a button does not have',
      'post',
      '/zns-templates',
      'buttons[0].color',
      changed(template, ['buttons', 0, 'color'], 'red'),
    ),
    invalid(
      'create-order without a required field',
      'post',
      '/orders',
      'customer',
      changed(order, ['customer'], undefined),
    ),
    invalid(
      'create-order with a nested required field missing',
      'post',
      '/orders',
      'customer.address',
      changed(order, ['customer', 'address'], undefined),
    ),
    invalid(
      'create-order with items of the wrong type',
      'post',
      '/orders',
      'items',
      changed(order, ['items'], 'not a list'),
    ),
    invalid(
      'create-order with a payment method outside the enum',
      'post',
      '/orders',
      'payment_method',
      changed(order, ['payment_method'], 'cash'),
    ),
    invalid(
      'create-order with a phone breaking its pattern',
      'post',
      '/orders',
      'customer.phone',
      changed(order, ['customer', 'phone'], '0912345678'),
    ),
    invalid(
      'create-order with a quantity under its minimum',
      'post',
      '/orders',
      'items[0].quantity',
      changed(order, ['items', 0, 'quantity'], 0),
    ),
    invalid(
      'create-order with a quantity that is not an integer',
      'post',
      '/orders',
      'items[0].quantity',
      changed(order, ['items', 0, 'quantity'], 1.5),
    ),
    invalid(
      'create-order with a note over its maximum length',
      'post',
      '/orders',
      'note',
      changed(order, ['note'], 'x'.repeat(501)),
    ),
    invalid(
      'create-order with no items (minItems)',
      'post',
      '/orders',
      'items',
      changed(order, ['items'], []),
    ),
    {
      ...invalid('create-order with a body that is not JSON', 'post', '/orders', 'body', {
        raw: '{"customer": ',
      }),
      prism: {
        status: 400,
        error: null,
        why: "Prism's HTTP server refuses unparsable JSON before validating, with its own body { error: { code: 'invalid_json' } }",
      },
    },
    invalid('create-order without a body', 'post', '/orders', 'body'),
    invalid(
      'create-product with an empty name (minLength)',
      'post',
      '/products',
      'name',
      changed(product, ['name'], ''),
    ),
    invalid(
      'create-product with a price over its maximum',
      'post',
      '/products',
      'price',
      changed(product, ['price'], 1_000_000_001),
    ),
    invalid(
      'create-product with a photo that is not a URI (format)',
      'post',
      '/products',
      'photos[0]',
      changed(product, ['photos'], ['not a uri']),
    ),
    invalid(
      'create-template with a name under its minimum length',
      'post',
      '/zns-templates',
      'template_name',
      changed(template, ['template_name'], 'short'),
    ),
    invalid('update-order-status to a status outside the enum', 'post', orderStatus.url, 'status', {
      status: 'lost',
    }),
    invalid('a list with limit over its maximum', 'get', '/orders?limit=500', 'limit'),
    invalid('a list with limit under its minimum', 'get', '/products?limit=0', 'limit'),
    invalid('a list with a negative offset', 'get', '/orders?offset=-1', 'offset'),
    invalid('a list with a limit that is not an integer', 'get', '/orders?limit=ten', 'limit'),
    invalid(
      'a list with a status filter outside its enum',
      'get',
      '/products?status=deleted',
      'status',
    ),
    invalid(
      'a list with an oa_id breaking its pattern',
      'get',
      '/zns-templates?oa_id=abc',
      'oa_id',
    ),
    {
      name: 'an order id the contract does not know',
      method: 'get',
      url: unknownOrder,
      status: 404,
      error: 'not_found',
      prism: statelessPrism,
    },
    invalid(
      'the order list with updated_from under its minimum',
      'get',
      '/orders?updated_from=-1',
      'updated_from',
    ),
    {
      name: `an event id the contract does not know (or older than the ${facts.webhookEventRetention.value} days kept)`,
      method: 'get',
      url: '/events/dlv_not_in_the_contract',
      status: 404,
      error: 'not_found',
      prism: statelessPrism,
    },
    {
      name: 'the documented 404 asked for with Prefer: code=404',
      method: 'get',
      url: orderDetail.url,
      headers: { prefer: 'code=404' },
      status: 404,
      error: 'not_found',
    },
    // Prism's `Prefer: example=`, with `code=` as the testing guide shows them together.
    ...(
      [
        ['create-order', 409, 'idempotency_key_reused'],
        ['send-zns-message', 409, 'idempotency_key_reused'],
        ['create-order', 401, 'token_invalid'],
      ] as const
    ).map(([operationId, status, example]): SandboxCase => {
      const { method, url, body } = exchange(operationId);
      return {
        name: `${operationId} asked for its documented ${status} example ${example} with Prefer: code=${status}, example=${example}`,
        method,
        url,
        body,
        headers: { prefer: `code=${status}, example=${example}` },
        status,
        error: example,
      };
    }),
    {
      name: 'a path the contract does not have',
      method: 'get',
      url: '/customers',
      status: 404,
      error: 'not_found',
      prism: {
        status: 404,
        error: null,
        why: 'Prism answers an unknown path with its own problem+json (NO_PATH_MATCHED_ERROR), not the contract envelope',
      },
    },
  ];
}
