/**
 * The operations the sandbox answers from its state (src/lib/sandbox/state.ts) rather than from
 * the examples. Which ones comes from the contract's paths (src/lib/sandbox/resources.ts): every
 * operation on a resource's paths, answered by its kind (create, read, list, replace, update,
 * delete) on the resource's records, plus the events, the ZNS sends and the quota. Every list
 * applies each query parameter the contract gives it (src/lib/sandbox/lists.ts); a list of records
 * a reader cannot create (OAs, categories) filters its example's. The rules the contract states in
 * an operation's description come on top, each with its operation:
 *   - create-order prices items from the products in the state (an unknown one is -1001, one not
 *     `active` or without enough stock -1006), reserves the stock, starts the order
 *     `new`/`unpaid`/`api` and records `order.created` then each product's `product.stock_changed`;
 *     a second create with the same `external_id` replays the first order when the body is the
 *     same, and is refused with already_exists otherwise;
 *   - update-order-status follows `shopTransitions`: the same status changes nothing, another
 *     allowed one records `order.status_changed` (a cancellation gives the stock back, with
 *     `product.stock_changed`), any other is refused with -1009 and `data.allowed_statuses`;
 *   - a product's `code` is unique (-1007); with no stock it is `out_of_stock`, `active` again
 *     when stock comes back; a stock change through the API records `product.stock_changed`; a
 *     product shown in an article is deleted only once out of every article (-1006), and orders
 *     keep its items as they were;
 *   - a ZNS template changes only in DRAFT or REJECT, is deleted only in DRAFT, REJECT or
 *     DISABLE, and registers (to PENDING_REVIEW) only from DRAFT or REJECT when MiniAI made it,
 *     else -1006; sync imports the templates the sync example shows, once;
 *   - a product card goes into a normal article once (-1007; a video article -1006), at
 *     `position` or at the end, of a product that exists and is not hidden (-1001);
 *   - a redelivery queues the event again (`pending`);
 *   - send-zns-message takes one from the quota (never below zero), keeps the message in the sent
 *     history and records its `zns_message.status_changed` by `znsDelivery`.
 * The sandbox plays Zalo as done at once: an article never waits in `processing` (no -214), and
 * no reviewer approves or rejects a registered template.
 */
import { isJsonObject, jsonText, type Json, type JsonObject } from '../openapiDocument';
import {
  freshIdLike,
  omittedFields,
  statefulResources,
  successData,
  type OperationKind,
  type Resource,
} from './resources';
import {
  filtered,
  listOperations,
  listParameters,
  makeCursor,
  pageLimit,
  readCursor,
} from './lists';
import { newOrderCode, recordEvent, transition, webhookOaId, type SandboxState } from './state';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Json;
}

export interface StatefulContext {
  operationId: string;
  path: Record<string, Json>;
  query: Record<string, Json>;
  body: Json | undefined;
  /** The raw body, as an `external_id` replay compares it. */
  rawBody: string;
  state: SandboxState;
  time: number;
}

export interface StatefulHelpers {
  /** The operation's documented success answer (headers and example). */
  success: () => Answer;
  /** The envelope of the contract's error `name`. */
  failure: (name: string, data?: Json) => Answer;
  /** The 400 naming one field. */
  invalid: (name: string, reason: string) => Answer;
}

type Handler = (context: StatefulContext, helpers: StatefulHelpers) => Answer;

/** The success answer with `data` in place of the example's. */
function withData(answer: Answer, data: Json): Answer {
  const message = isJsonObject(answer.body) ? jsonText(answer.body.message) : 'Success';
  return { ...answer, body: { error: 0, message, data } };
}

/** The answer with `message` in place of the example's, naming the records of this request. */
function withMessage(answer: Answer, message: string): Answer {
  const body = isJsonObject(answer.body) ? answer.body : {};
  return { ...answer, body: { ...body, message } };
}

/** The `data` of the documented success answer. */
function exampleData(helpers: StatefulHelpers): JsonObject {
  const { body } = helpers.success();
  return isJsonObject(body) && isJsonObject(body.data) ? body.data : {};
}

const requestBody = (context: StatefulContext): JsonObject =>
  isJsonObject(context.body) ? context.body : {};

/**
 * How a ZNS message ends in the sandbox, a rule a reader can steer: a phone number whose last
 * digits are a Zalo code that the contract's failed-delivery examples carry (-114: `…114`) fails
 * with that code; every other phone number, and every `user_id`, is delivered.
 */
export function znsDelivery(
  failureCodes: readonly number[],
  phone: string | null,
): { status: 'delivered' } | { status: 'failed'; errorCode: number } {
  const code = failureCodes.find(
    (candidate) => phone !== null && phone.endsWith(String(Math.abs(candidate))),
  );
  return code === undefined ? { status: 'delivered' } : { status: 'failed', errorCode: code };
}

/** The Zalo codes of the contract's failed `zns_message.status_changed` examples. */
export function znsFailureCodes(document: JsonObject): number[] {
  const webhooks = isJsonObject(document.webhooks) ? document.webhooks : {};
  const codes = new Set<number>();
  const visit = (node: Json | undefined): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isJsonObject(node)) {
      if (node.event === 'zns_message.status_changed' && isJsonObject(node.data)) {
        const { status, error_code: code } = node.data;
        if (status === 'failed' && typeof code === 'number') codes.add(code);
      }
      Object.values(node).forEach(visit);
    }
  };
  visit(webhooks['zns_message.status_changed']);
  return [...codes];
}

/** The stateful operations of one (localized) contract. */
export function statefulOperations(document: JsonObject) {
  const oaId = webhookOaId(document);
  const failureCodes = znsFailureCodes(document);
  const errorMessages = new Map<number, string>();
  const info = isJsonObject(document.info) ? document.info : {};
  for (const entry of Array.isArray(info['x-error-codes']) ? info['x-error-codes'] : []) {
    if (isJsonObject(entry)) errorMessages.set(Number(entry.code), jsonText(entry.description));
  }
  const resources = statefulResources(document);
  const resourceByCollection = new Map(
    resources.map((resource) => [resource.collection, resource]),
  );
  /** The templates Zalo holds for the OA, as the sync example shows them. */
  const zaloTemplates = (() => {
    const sync = [...(resourceByCollection.get('/zns-templates')?.operations.values() ?? [])].find(
      ({ kind }) => kind === 'collectionAction',
    );
    const data = sync === undefined ? undefined : successData(document, sync.entry)[0];
    return isJsonObject(data) && Array.isArray(data.templates)
      ? data.templates.filter(isJsonObject)
      : [];
  })();

  /** What each list operation's query parameters do (src/lib/sandbox/lists.ts). */
  const listMeanings = new Map(
    listOperations(document).map((entry) => [
      jsonText(entry.operation.operationId),
      listParameters(document, entry),
    ]),
  );
  const meaningsOf = (operationId: string) => listMeanings.get(operationId) ?? new Map();
  /** One page (`offset`, `limit`) of the records the list request's filters keep. */
  function page(context: StatefulContext, records: readonly JsonObject[]): JsonObject {
    const meanings = meaningsOf(context.operationId);
    const matches = filtered(records, meanings, context.query);
    const offset = typeof context.query.offset === 'number' ? context.query.offset : 0;
    const limit = pageLimit(meanings, context.query);
    return { total: matches.length, offset, limit, items: matches.slice(offset, offset + limit) };
  }

  function recordsIn(state: SandboxState, collection: string): JsonObject[] {
    state.records[collection] ??= [];
    return state.records[collection];
  }
  function find(state: SandboxState, resource: Resource, id: Json | undefined) {
    return recordsIn(state, resource.collection).find((record) => record[resource.idKey] === id);
  }
  /** The record the path names (its first parameter), if there is one. */
  function target(resource: Resource, context: StatefulContext): JsonObject | undefined {
    return find(context.state, resource, Object.values(context.path)[0]);
  }

  /**
   * The defaults a create operation's description states for fields a reader may leave out (the
   * contract writes them in prose: a `default` keyword would make generated clients require them).
   */
  const statedDefaults: Record<string, JsonObject> = {
    'create-product': { stock: 0, status: 'active' },
    'create-news': { status: 'hide' },
  };

  /** A new record: the example's fields, the stated defaults and the request's over them, a fresh id and times. */
  function createRecord(
    resource: Resource,
    context: StatefulContext,
    helpers: StatefulHelpers,
  ): JsonObject {
    const example = exampleData(helpers);
    const operation = resource.operations.get(context.operationId);
    const record: JsonObject = {
      ...structuredClone(example),
      ...(operation === undefined ? {} : omittedFields(document, operation.entry)),
      ...statedDefaults[context.operationId],
      ...structuredClone(requestBody(context)),
      [resource.idKey]: freshIdLike(example[resource.idKey]),
    };
    for (const key of ['created_time', 'updated_time']) {
      if (key in example) record[key] = context.time;
    }
    recordsIn(context.state, resource.collection).unshift(record);
    return record;
  }

  /** The answers by kind, on any resource's records. */
  const byKind: Partial<Record<OperationKind, (resource: Resource) => Handler>> = {
    list: (resource) => (context, helpers) =>
      withData(helpers.success(), page(context, recordsIn(context.state, resource.collection))),
    read: (resource) => (context, helpers) => {
      const found = target(resource, context);
      return found === undefined
        ? helpers.failure('not_found')
        : withData(helpers.success(), found);
    },
    create: (resource) => (context, helpers) =>
      withData(helpers.success(), createRecord(resource, context, helpers)),
    update: (resource) => (context, helpers) => {
      const found = target(resource, context);
      if (found === undefined) return helpers.failure('not_found');
      Object.assign(found, structuredClone(requestBody(context)));
      if ('updated_time' in found) found.updated_time = context.time;
      return withData(helpers.success(), found);
    },
    delete: (resource) => (context, helpers) => {
      const found = target(resource, context);
      if (found === undefined) return helpers.failure('not_found');
      const records = recordsIn(context.state, resource.collection);
      records.splice(records.indexOf(found), 1);
      const data = Object.fromEntries(
        Object.entries(exampleData(helpers)).map(([key, value]) => [
          key,
          key === 'id'
            ? (found[resource.idKey] ?? null)
            : key.endsWith('_time')
              ? context.time
              : value,
        ]),
      );
      return withData(helpers.success(), data);
    },
  };
  // A full replacement keeps what the body leaves out (update-news: `status`, `comment`, the ids).
  byKind.replace = byKind.update;

  const resourceOf = (collection: string): Resource => {
    const resource = resourceByCollection.get(collection);
    if (resource === undefined) throw new Error(`the contract has no resource ${collection}`);
    return resource;
  };
  const generic = (collection: string, kind: OperationKind): Handler => {
    const make = byKind[kind];
    if (make === undefined) throw new Error(`no ${kind} answer for ${collection}`);
    return make(resourceOf(collection));
  };

  // Products.
  const products = '/products';
  /** `out_of_stock` with no stock, `active` again when stock comes back; `hidden` stays. */
  function stockStatus(product: JsonObject): void {
    if (product.status === 'hidden') return;
    product.status = Number(product.stock ?? 0) > 0 ? 'active' : 'out_of_stock';
  }
  function stockChanged(
    state: SandboxState,
    product: JsonObject,
    previous: number,
    reason: string,
    orderId: Json,
    time: number,
  ): void {
    recordEvent(
      state,
      oaId,
      'product.stock_changed',
      {
        product_id: product.product_id ?? null,
        code: product.code ?? null,
        previous_stock: previous,
        stock: product.stock ?? 0,
        reason,
        order_id: orderId,
      },
      time,
    );
  }
  const createProduct: Handler = (context, helpers) => {
    const code = requestBody(context).code;
    if (recordsIn(context.state, products).some((product) => product.code === code))
      return helpers.failure('already_exists', {
        fields: [{ name: 'code', reason: 'is already taken' }],
      });
    const created = createRecord(resourceOf(products), context, helpers);
    stockStatus(created);
    return withData(helpers.success(), created);
  };
  const updateProduct: Handler = (context, helpers) => {
    const found = target(resourceOf(products), context);
    if (found === undefined) return helpers.failure('not_found');
    const previous = Number(found.stock ?? 0);
    const answer = generic(products, 'update')(context, helpers);
    stockStatus(found);
    if (Number(found.stock ?? 0) !== previous)
      stockChanged(context.state, found, previous, 'api', null, context.time);
    return answer;
  };

  // Orders.
  const orders = '/orders';
  /** The product's price now: its current sale applied. */
  function currentPrice(product: JsonObject, time: number): number {
    const price = Number(product.price);
    const sale = isJsonObject(product.sale) ? product.sale : undefined;
    const running =
      sale !== undefined && time >= Number(sale.start_time) && time < Number(sale.end_time);
    return running ? Math.round((price * (100 - Number(sale.sale_percent))) / 100) : price;
  }

  const createOrder: Handler = (context, helpers) => {
    const { state, time } = context;
    const request = requestBody(context);
    const externalId = typeof request.external_id === 'string' ? request.external_id : null;
    const resource = resourceOf(orders);
    if (externalId !== null) {
      const kept = state.idempotency[JSON.stringify(['external_id', externalId])];
      if (kept !== undefined) {
        if (kept.request !== context.rawBody)
          return helpers.failure('already_exists', {
            fields: [{ name: 'external_id', reason: 'is already taken' }],
          });
        const order = find(
          state,
          resource,
          isJsonObject(kept.response.body) && isJsonObject(kept.response.body.data)
            ? kept.response.body.data.order_id
            : undefined,
        );
        const answer = withData(helpers.success(), order ?? null);
        return { ...answer, headers: { ...answer.headers, 'idempotent-replayed': 'true' } };
      }
    }
    const items: JsonObject[] = [];
    const reserved: { product: JsonObject; quantity: number }[] = [];
    const requested = Array.isArray(request.items) ? request.items : [];
    for (const [index, item] of requested.entries()) {
      if (!isJsonObject(item)) continue;
      const product = find(state, resourceOf(products), item.product_id);
      if (product === undefined)
        return helpers.invalid(`items[${index}].product_id`, 'is not a product of this workspace');
      const quantity = Number(item.quantity);
      const taken = reserved
        .filter((entry) => entry.product === product)
        .reduce((sum, entry) => sum + entry.quantity, 0);
      if (product.status !== 'active' || Number(product.stock ?? 0) < taken + quantity)
        return helpers.failure('state_conflict', {
          fields: [
            { name: `items[${index}].product_id`, reason: 'is not on sale in this quantity' },
          ],
        });
      reserved.push({ product, quantity });
      const unitPrice =
        typeof item.unit_price === 'number' ? item.unit_price : currentPrice(product, time);
      items.push({
        product_id: jsonText(item.product_id),
        product_name: product.name ?? null,
        quantity,
        unit_price: unitPrice,
        amount: quantity * unitPrice,
      });
    }
    const shippingFee = typeof request.shipping_fee === 'number' ? request.shipping_fee : 0;
    const order: JsonObject = {
      order_id: freshIdLike(exampleData(helpers).order_id),
      code: newOrderCode(state, time),
      external_id: externalId,
      status: 'new',
      source: 'api',
      items,
      shipping_fee: shippingFee,
      total_amount: items.reduce((sum, item) => sum + Number(item.amount), shippingFee),
      customer: request.customer ?? null,
      payment_method: request.payment_method ?? null,
      payment_status: 'unpaid',
      note: request.note ?? null,
      status_history: [{ status: 'new', time }],
      created_time: time,
      updated_time: time,
    };
    recordsIn(state, orders).unshift(order);
    recordEvent(state, oaId, 'order.created', order, time);
    for (const { product, quantity } of reserved) {
      const previous = Number(product.stock);
      product.stock = previous - quantity;
      stockStatus(product);
      stockChanged(state, product, previous, 'order', order.order_id ?? null, time);
    }
    const answer = withData(helpers.success(), order);
    if (externalId !== null)
      state.idempotency[JSON.stringify(['external_id', externalId])] = {
        request: context.rawBody,
        time,
        response: answer,
      };
    return answer;
  };

  const updateOrderStatus: Handler = (context, helpers) => {
    const { state, time } = context;
    const order = find(state, resourceOf(orders), context.path.order_id);
    if (order === undefined) return helpers.failure('not_found');
    const requested = jsonText(requestBody(context).status);
    const current = jsonText(order.status);
    const outcome = transition(current, requested);
    if (outcome.kind === 'refused') {
      return withMessage(
        helpers.failure('status_transition_not_allowed', {
          allowed_statuses: [...outcome.allowed],
        }),
        `Order ${jsonText(order.order_id)} cannot move from ${current} to ${requested}`,
      );
    }
    if (outcome.kind === 'changed') {
      order.status = requested;
      order.updated_time = time;
      const history = Array.isArray(order.status_history) ? order.status_history : [];
      order.status_history = [...history, { status: requested, time }];
      recordEvent(
        state,
        oaId,
        'order.status_changed',
        { previous_status: outcome.previous, order },
        time,
      );
      if (requested.startsWith('cancelled')) {
        for (const item of Array.isArray(order.items) ? order.items.filter(isJsonObject) : []) {
          const product = find(state, resourceOf(products), item.product_id);
          if (product === undefined) continue;
          const previous = Number(product.stock ?? 0);
          product.stock = previous + Number(item.quantity);
          stockStatus(product);
          stockChanged(state, product, previous, 'order_cancelled', order.order_id ?? null, time);
        }
      }
    }
    return withData(helpers.success(), order);
  };

  // ZNS templates.
  const templates = '/zns-templates';
  /** The template the path names in one of `statuses`, else the 404 or -1006 answer. */
  function templateIn(
    statuses: readonly string[],
    context: StatefulContext,
    helpers: StatefulHelpers,
  ): { template: JsonObject } | { refused: Answer } {
    const template = target(resourceOf(templates), context);
    if (template === undefined) return { refused: helpers.failure('not_found') };
    return statuses.includes(jsonText(template.status))
      ? { template }
      : { refused: helpers.failure('state_conflict') };
  }
  const updateTemplate: Handler = (context, helpers) => {
    const found = templateIn(['DRAFT', 'REJECT'], context, helpers);
    return 'refused' in found ? found.refused : generic(templates, 'update')(context, helpers);
  };
  const deleteTemplate: Handler = (context, helpers) => {
    const found = templateIn(['DRAFT', 'REJECT', 'DISABLE'], context, helpers);
    return 'refused' in found ? found.refused : generic(templates, 'delete')(context, helpers);
  };
  const registerTemplate: Handler = (context, helpers) => {
    const found = templateIn(['DRAFT', 'REJECT'], context, helpers);
    if ('refused' in found) return found.refused;
    const { template } = found;
    if (template.source === 'external') return helpers.failure('state_conflict');
    const example = exampleData(helpers);
    template.status = 'PENDING_REVIEW';
    template.zalo_template_id ??= freshIdLike(example.zalo_template_id);
    const preview = jsonText(example.preview_url);
    const slash = preview.lastIndexOf('/') + 1;
    template.preview_url ??= `${preview.slice(0, slash)}${freshIdLike(preview.slice(slash))}`;
    template.reason = null;
    template.updated_time = context.time;
    return withData(helpers.success(), template);
  };
  const syncTemplates: Handler = (context, helpers) => {
    const request = requestBody(context);
    const wanted = Array.isArray(request.zalo_template_ids) ? request.zalo_template_ids : undefined;
    const records = recordsIn(context.state, templates);
    const counts = { imported: 0, updated: 0, unchanged: 0 };
    const synced: JsonObject[] = [];
    for (const template of zaloTemplates) {
      if (wanted !== undefined && !wanted.includes(template.zalo_template_id ?? null)) continue;
      const known = records.find((record) => record.zalo_template_id === template.zalo_template_id);
      if (known === undefined) {
        const imported: JsonObject = {
          ...structuredClone(template),
          template_id: freshIdLike(template.template_id),
          created_time: context.time,
          updated_time: context.time,
        };
        records.unshift(imported);
        synced.push(imported);
        counts.imported += 1;
      } else {
        const fresh = { status: template.status, quality: template.quality, price: template.price };
        const changed = Object.entries(fresh).some(([key, value]) => known[key] !== value);
        if (changed) Object.assign(known, fresh, { updated_time: context.time });
        synced.push(known);
        counts[changed ? 'updated' : 'unchanged'] += 1;
      }
    }
    return withData(helpers.success(), {
      oa_id: request.oa_id ?? null,
      ...counts,
      templates: synced,
    });
  };

  // News articles.
  const news = '/news';
  const addProductToNews: Handler = (context, helpers) => {
    const found = target(resourceOf(news), context);
    if (found === undefined) return helpers.failure('not_found');
    if (found.type !== 'normal') return helpers.failure('state_conflict');
    const request = requestBody(context);
    const product = find(context.state, resourceOf(products), request.product_id);
    if (product === undefined || product.status === 'hidden')
      return helpers.invalid('product_id', 'is not a product of this workspace');
    const blocks = Array.isArray(found.body) ? found.body : [];
    if (blocks.some((block) => isJsonObject(block) && block.product_id === request.product_id))
      return helpers.failure('already_exists', {
        fields: [{ name: 'product_id', reason: 'is already in the article' }],
      });
    const position = typeof request.position === 'number' ? request.position : blocks.length;
    blocks.splice(position, 0, { type: 'product', product_id: request.product_id ?? null });
    found.body = blocks;
    found.updated_time = context.time;
    return withData(helpers.success(), found);
  };
  /** A product shown in an article is deleted only once it is out of every article (-1006). */
  const deleteProduct: Handler = (context, helpers) => {
    const product = target(resourceOf(products), context);
    const article = recordsIn(context.state, news).find(
      (candidate) =>
        Array.isArray(candidate.body) &&
        candidate.body.some(
          (block) => isJsonObject(block) && block.product_id === product?.product_id,
        ),
    );
    if (product === undefined || article === undefined)
      return generic(products, 'delete')(context, helpers);
    return withMessage(
      helpers.failure('state_conflict'),
      `Product ${jsonText(product.product_id)} is attached to article ${jsonText(article.news_id)}`,
    );
  };
  const removeProductFromNews: Handler = (context, helpers) => {
    const found = target(resourceOf(news), context);
    if (found === undefined) return helpers.failure('not_found');
    const blocks = Array.isArray(found.body) ? found.body : [];
    const index = blocks.findIndex(
      (block) => isJsonObject(block) && block.product_id === context.path.product_id,
    );
    if (index < 0) return helpers.failure('not_found');
    blocks.splice(index, 1);
    found.updated_time = context.time;
    return withData(helpers.success(), found);
  };

  // Messages: the sent history keeps what the OA sends, consultation and ZNS alike.
  const messages = '/oa-messages';
  const sendMessage: Handler = (context, helpers) => {
    const { state, time } = context;
    const request = requestBody(context);
    const example = exampleData(helpers);
    const sent: JsonObject = {
      ...example,
      message_id: freshIdLike(example.message_id),
      oa_id: request.oa_id ?? null,
      user_id: request.user_id ?? null,
      message_type: request.message_type ?? null,
      tracking_id: request.tracking_id ?? null,
      sent_time: time,
    };
    recordsIn(state, messages).unshift({
      message_id: sent.message_id ?? null,
      oa_id: sent.oa_id ?? null,
      channel: 'oa',
      message_type: sent.message_type ?? null,
      user_id: sent.user_id ?? null,
      phone: null,
      template_id: null,
      tracking_id: sent.tracking_id ?? null,
      preview: typeof request.text === 'string' ? request.text.slice(0, 200) : null,
      status: 'sent',
      billing: sent.billing ?? null,
      error_code: null,
      error_message: null,
      sent_time: time,
      delivered_time: null,
      seen_time: null,
    });
    return withData(helpers.success(), sent);
  };

  const sendZns: Handler = (context, helpers) => {
    const { state, time } = context;
    const request = requestBody(context);
    const quota = state.znsQuota;
    const example = exampleData(helpers);
    if (quota !== null) quota.remaining_quota = Math.max(0, Number(quota.remaining_quota) - 1);
    const phone = typeof request.phone === 'string' ? request.phone : null;
    const userId = typeof request.user_id === 'string' ? request.user_id : null;
    const message: JsonObject = {
      ...example,
      message_id: freshIdLike(example.message_id),
      oa_id: request.oa_id ?? example.oa_id ?? null,
      template_id: request.template_id ?? null,
      recipient_type: phone === null ? 'user_id' : 'phone',
      phone,
      user_id: userId,
      tracking_id: request.tracking_id ?? null,
      sent_time: time,
      quota: {
        daily_quota: quota?.daily_quota ?? null,
        remaining_quota: quota?.remaining_quota ?? null,
      },
    };
    const delivery = znsDelivery(failureCodes, phone);
    const errorCode = delivery.status === 'failed' ? delivery.errorCode : null;
    if (resourceByCollection.has(messages))
      recordsIn(state, messages).unshift({
        message_id: message.message_id ?? null,
        oa_id: message.oa_id ?? null,
        channel: 'zns',
        message_type: 'zns_template',
        user_id: userId,
        phone,
        template_id: message.template_id ?? null,
        tracking_id: message.tracking_id ?? null,
        preview: null,
        status: delivery.status,
        billing: errorCode === null ? 'billed' : null,
        error_code: errorCode,
        error_message: errorCode === null ? null : (errorMessages.get(errorCode) ?? null),
        sent_time: time,
        delivered_time: errorCode === null ? time : null,
        seen_time: null,
      });
    const reported: JsonObject = {
      message_id: message.message_id ?? null,
      template_id: message.template_id ?? null,
      tracking_id: message.tracking_id ?? null,
      phone,
      user_id: userId,
      status: delivery.status,
      error_code: errorCode,
      status_time: time,
    };
    recordEvent(state, oaId, 'zns_message.status_changed', reported, time);
    return withData(helpers.success(), message);
  };

  // Events.
  const eventOf = (context: StatefulContext) =>
    context.state.events.find((stored) => stored.delivery_id === context.path.event_id);
  const listEvents: Handler = (context, helpers) => {
    const meanings = meaningsOf(context.operationId);
    // A cursor keeps the filters it was made with; one the sandbox did not make (the contract's
    // example) reads from the first page.
    const cursor = readCursor(meanings, context.query.cursor);
    const query = cursor?.query ?? context.query;
    const matches = filtered(context.state.events, meanings, query);
    const start =
      cursor === undefined
        ? 0
        : Math.max(
            0,
            matches.findIndex((event) => event.delivery_id === cursor.next),
          );
    const limit = pageLimit(meanings, context.query);
    const next = matches[start + limit];
    return withData(helpers.success(), {
      items: matches.slice(start, start + limit),
      next_cursor:
        next === undefined ? null : makeCursor(meanings, jsonText(next.delivery_id), query),
    });
  };
  const eventDetail: Handler = (context, helpers) => {
    const event = eventOf(context);
    return event === undefined ? helpers.failure('not_found') : withData(helpers.success(), event);
  };
  const redeliverEvent: Handler = (context, helpers) => {
    const event = eventOf(context);
    if (event === undefined) return helpers.failure('not_found');
    // Queued again; the sandbox delivers nothing itself, the event log shows the delivery.
    event.delivery_status = 'pending';
    return withData(helpers.success(), event);
  };

  const handlers: Record<string, Handler> = {};
  for (const resource of resources) {
    for (const [operationId, { kind }] of resource.operations) {
      const make = byKind[kind];
      if (make !== undefined) handlers[operationId] = make(resource);
    }
  }
  Object.assign(handlers, {
    'create-order': createOrder,
    'update-order-status': updateOrderStatus,
    'create-product': createProduct,
    'update-product': updateProduct,
    'delete-product': deleteProduct,
    'update-template': updateTemplate,
    'deleted-template': deleteTemplate,
    'register-template': registerTemplate,
    'sync-template-third-partner': syncTemplates,
    'add-product-to-news': addProductToNews,
    'remove-product-from-news': removeProductFromNews,
    'send-message': sendMessage,
    'send-zns-message': sendZns,
    'get-zns-quota': ((context, helpers) =>
      context.state.znsQuota === null
        ? helpers.success()
        : withData(helpers.success(), context.state.znsQuota)) satisfies Handler,
    'get-list-events': listEvents,
    'get-event-detail': eventDetail,
    'redeliver-event': redeliverEvent,
  } satisfies Record<string, Handler>);

  // A list of records the reader cannot create (the OAs, the categories): its example's, filtered.
  for (const entry of listOperations(document)) {
    const operationId = jsonText(entry.operation.operationId);
    if (operationId in handlers) continue;
    const data = successData(document, entry)[0];
    const items =
      isJsonObject(data) && Array.isArray(data.items) ? data.items.filter(isJsonObject) : [];
    handlers[operationId] = (context, helpers) =>
      withData(helpers.success(), page(context, structuredClone(items)));
  }

  return {
    /** Whether `operationId` is answered from the state. */
    handles: (operationId: string): boolean => operationId in handlers,
    /** The stateful operation's answer, or undefined when the operation has no state. */
    answer: (context: StatefulContext, helpers: StatefulHelpers): Answer | undefined =>
      handlers[context.operationId]?.(context, helpers),
  };
}
