/**
 * The operations the sandbox answers from its state (src/lib/sandbox/state.ts) rather than from
 * the examples: orders (create, read, list, change status), webhook events (list, read) and ZNS
 * sends with their quota. Each rule is the contract's, in the operation's description:
 *   - create-order prices items from the catalogue the examples show (an unknown product is
 *     -1001), starts the order `new`/`unpaid`/`api` and records `order.created`; a second create
 *     with the same `external_id` replays the first order when the body is the same, and is
 *     refused with already_exists otherwise;
 *   - update-order-status follows `shopTransitions`: the same status changes nothing, another
 *     allowed one records `order.status_changed`, any other is refused with -1009 and
 *     `data.allowed_statuses`;
 *   - send-zns-message takes one from the quota that get-zns-quota reads (never below zero) and
 *     records the message's `zns_message.status_changed`, delivered.
 * Any other operation: undefined, and core.ts answers from the examples.
 */
import { isJsonObject, jsonText, type Json, type JsonObject } from '../openapiDocument';
import {
  catalogue,
  newOrderCode,
  newOrderId,
  recordEvent,
  transition,
  webhookOaId,
  type SandboxState,
} from './state';

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

/** The success answer with `data` in place of the example's. */
function withData(answer: Answer, data: Json): Answer {
  const message = isJsonObject(answer.body) ? jsonText(answer.body.message) : 'Success';
  return { ...answer, body: { error: 0, message, data } };
}

function page(items: JsonObject[], query: Record<string, Json>): JsonObject {
  const offset = typeof query.offset === 'number' ? query.offset : 0;
  const limit = typeof query.limit === 'number' ? query.limit : 20;
  return { total: items.length, offset, limit, items: items.slice(offset, offset + limit) };
}

/** The stateful operations of one (localized) contract. */
export function statefulOperations(document: JsonObject) {
  const products = catalogue(document);
  const oaId = webhookOaId(document);

  function orderOf(state: SandboxState, id: Json | undefined): JsonObject | undefined {
    return state.orders.find((order) => order.order_id === id);
  }

  function createOrder(context: StatefulContext, helpers: StatefulHelpers): Answer {
    const { state, time } = context;
    const request = isJsonObject(context.body) ? context.body : {};
    const externalId = typeof request.external_id === 'string' ? request.external_id : null;
    if (externalId !== null) {
      const kept = state.idempotency[JSON.stringify(['external_id', externalId])];
      if (kept !== undefined) {
        if (kept.request !== context.rawBody)
          return helpers.failure('already_exists', {
            fields: [{ name: 'external_id', reason: 'is already taken' }],
          });
        const order = orderOf(
          state,
          isJsonObject(kept.response.body) && isJsonObject(kept.response.body.data)
            ? kept.response.body.data.order_id
            : undefined,
        );
        const answer = withData(helpers.success(), order ?? null);
        return { ...answer, headers: { ...answer.headers, 'idempotent-replayed': 'true' } };
      }
    }
    const items: JsonObject[] = [];
    const requested = Array.isArray(request.items) ? request.items : [];
    for (const [index, item] of requested.entries()) {
      if (!isJsonObject(item)) continue;
      const product = products.get(jsonText(item.product_id));
      if (product === undefined)
        return helpers.invalid(`items[${index}].product_id`, 'is not a product of this workspace');
      const quantity = Number(item.quantity);
      const unitPrice = typeof item.unit_price === 'number' ? item.unit_price : product.price;
      items.push({
        product_id: jsonText(item.product_id),
        product_name: product.name,
        quantity,
        unit_price: unitPrice,
        amount: quantity * unitPrice,
      });
    }
    const shippingFee = typeof request.shipping_fee === 'number' ? request.shipping_fee : 0;
    const order: JsonObject = {
      order_id: newOrderId(),
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
    state.orders.unshift(order);
    recordEvent(state, oaId, 'order.created', order, time);
    const answer = withData(helpers.success(), order);
    if (externalId !== null)
      state.idempotency[JSON.stringify(['external_id', externalId])] = {
        request: context.rawBody,
        time,
        response: answer,
      };
    return answer;
  }

  function updateOrderStatus(context: StatefulContext, helpers: StatefulHelpers): Answer {
    const { state, time } = context;
    const order = orderOf(state, context.path.order_id);
    if (order === undefined) return helpers.failure('not_found');
    const requested = isJsonObject(context.body) ? jsonText(context.body.status) : '';
    const current = jsonText(order.status);
    const outcome = transition(current, requested);
    if (outcome.kind === 'refused') {
      const refused = helpers.failure('status_transition_not_allowed', {
        allowed_statuses: [...outcome.allowed],
      });
      const body = isJsonObject(refused.body) ? refused.body : {};
      return {
        ...refused,
        body: {
          ...body,
          message: `Order ${jsonText(order.order_id)} cannot move from ${current} to ${requested}`,
        },
      };
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
    }
    return withData(helpers.success(), order);
  }

  function listOrders(context: StatefulContext, helpers: StatefulHelpers): Answer {
    const { query } = context;
    const matches = context.state.orders.filter(
      (order) =>
        (query.status === undefined || order.status === query.status) &&
        (query.payment_method === undefined || order.payment_method === query.payment_method) &&
        (query.external_id === undefined || order.external_id === query.external_id) &&
        (typeof query.from_time !== 'number' || Number(order.created_time) >= query.from_time) &&
        (typeof query.to_time !== 'number' || Number(order.created_time) < query.to_time) &&
        (typeof query.updated_from !== 'number' ||
          Number(order.updated_time) >= query.updated_from) &&
        (typeof query.updated_to !== 'number' || Number(order.updated_time) < query.updated_to),
    );
    return withData(helpers.success(), page(matches, query));
  }

  function listEvents(context: StatefulContext, helpers: StatefulHelpers): Answer {
    const { query } = context;
    const matches = context.state.events.filter(
      (event) =>
        (query.type === undefined || event.event === query.type) &&
        (typeof query.created_from !== 'number' ||
          Number(event.created_time) >= query.created_from) &&
        (typeof query.created_to !== 'number' || Number(event.created_time) < query.created_to),
    );
    const limit = typeof query.limit === 'number' ? query.limit : 20;
    // The cursor is the delivery id of the page's first event.
    const start =
      typeof query.cursor === 'string'
        ? Math.max(
            0,
            matches.findIndex((event) => event.delivery_id === query.cursor),
          )
        : 0;
    const next = matches[start + limit];
    return withData(helpers.success(), {
      items: matches.slice(start, start + limit),
      next_cursor: next === undefined ? null : jsonText(next.delivery_id),
    });
  }

  function eventDetail(context: StatefulContext, helpers: StatefulHelpers): Answer {
    const event = context.state.events.find(
      (stored) => stored.delivery_id === context.path.event_id,
    );
    return event === undefined ? helpers.failure('not_found') : withData(helpers.success(), event);
  }

  function sendZns(context: StatefulContext, helpers: StatefulHelpers): Answer {
    const { state, time } = context;
    const request = isJsonObject(context.body) ? context.body : {};
    const quota = state.znsQuota;
    const answer = helpers.success();
    const example =
      isJsonObject(answer.body) && isJsonObject(answer.body.data) ? answer.body.data : {};
    if (quota !== null) quota.remaining_quota = Math.max(0, Number(quota.remaining_quota) - 1);
    const phone = typeof request.phone === 'string' ? request.phone : null;
    const userId = typeof request.user_id === 'string' ? request.user_id : null;
    const message: JsonObject = {
      ...example,
      message_id: Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join(''),
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
    recordEvent(
      state,
      oaId,
      'zns_message.status_changed',
      {
        message_id: message.message_id ?? null,
        template_id: message.template_id ?? null,
        tracking_id: message.tracking_id ?? null,
        phone,
        user_id: userId,
        status: 'delivered',
        error_code: null,
        status_time: time,
      },
      time,
    );
    return withData(answer, message);
  }

  const handlers: Record<string, (context: StatefulContext, helpers: StatefulHelpers) => Answer> = {
    'create-order': createOrder,
    'get-order-detail': (context, helpers) => {
      const order = orderOf(context.state, context.path.order_id);
      return order === undefined
        ? helpers.failure('not_found')
        : withData(helpers.success(), order);
    },
    'get-list-orders': listOrders,
    'update-order-status': updateOrderStatus,
    'get-list-events': listEvents,
    'get-event-detail': eventDetail,
    'send-zns-message': sendZns,
    'get-zns-quota': (context, helpers) =>
      context.state.znsQuota === null
        ? helpers.success()
        : withData(helpers.success(), context.state.znsQuota),
  };

  return {
    /** Whether `operationId` is answered from the state. */
    handles: (operationId: string): boolean => operationId in handlers,
    /** The stateful operation's answer, or undefined when the operation has no state. */
    answer: (context: StatefulContext, helpers: StatefulHelpers): Answer | undefined =>
      handlers[context.operationId]?.(context, helpers),
  };
}
