import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  unit: {
    custom_id?: string;
    invoice_id?: string;
    amount: { currency_code: string; value: string };
    payee: PayPalAccount;
  };
  /** What capturing does: a capture with this status, or PayPal's 422 INSTRUMENT_DECLINED. */
  captureStatus: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'INSTRUMENT_DECLINED';
  capture?: {
    id: string;
    status: string;
    amount: { currency_code: string; value: string };
    custom_id?: string;
    /** Who received the money, and the PayPal order it belongs to, as a capture shows them. */
    payee: PayPalAccount;
    supplementary_data: { related_ids: { order_id: string } };
  };
}

/** A PayPal account as an order's payee shows it. */
export interface PayPalAccount {
  merchant_id: string;
  email_address: string;
}

interface FakeRefund {
  id: string;
  status: 'COMPLETED';
  amount: { currency_code: string; value: string };
  custom_id?: string;
  links: { href: string; rel: string; method: string }[];
}

/**
 * A local stand-in for PayPal's REST API, following its published shapes: OAuth client-credentials
 * tokens, Orders v2 create / get / capture (with PayPal-Request-Id idempotency and the 422 issues
 * ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED and INSTRUMENT_DECLINED), Payments v2 capture refunds
 * (custom_id, PayPal-Request-Id, 422 REFUND_AMOUNT_EXCEEDED) and captures get, and
 * verify-webhook-signature. Tests drive the payer's side with approve() and choose outcomes with
 * setCaptureStatus() / payWrongAmount() / failNext() / loseNextAnswer().
 *
 * Webhook signatures follow PayPal's scheme — a signature over
 * `<transmission id>|<transmission time>|<webhook id>|<CRC32 of the exact body>` — with an HMAC standing
 * in for PayPal's RSA certificate.
 */
export class FakePayPal {
  readonly clientId = 'fake-client-id';
  readonly clientSecret = 'fake-client-secret';
  readonly webhookId = 'WH-FAKE-1';
  /** The account our API credentials belong to (the marketplace): the payee of an order that names none. */
  readonly marketplace: PayPalAccount = { merchant_id: 'MRKTPLACE2345', email_address: 'kassa@torget.test' };
  /** Shops' PayPal accounts PayPal knows; a payee not among them is refused (PAYEE_ACCOUNT_INVALID). */
  readonly shops: PayPalAccount[] = [
    { merchant_id: 'SHPA234567ABC', email_address: 'butiken@paypal.test' },
    { merchant_id: 'SHPB234567ABC', email_address: 'glas@paypal.test' },
  ];
  tokensIssued = 0;
  private readonly tokens = new Set<string>();
  private readonly orders = new Map<string, FakeOrder>();
  private readonly byRequestId = new Map<string, unknown>();
  private readonly refunds = new Map<string, number>();
  /** Every refund made, by its id, as PayPal shows it. */
  private readonly refundsById = new Map<string, FakeRefund>();
  private outage = 0;
  private losing = false;
  private readonly signingKey = randomBytes(32);
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }

  /** The payer approves the payment in PayPal's window. */
  approve(id: string): void {
    const order = this.orders.get(id);
    if (order) order.status = 'APPROVED';
  }

  setCaptureStatus(id: string, status: FakeOrder['captureStatus']): void {
    this.orders.get(id)!.captureStatus = status;
  }

  /** PayPal-side tampering: the money goes to another account than the order named. */
  payToAccount(id: string, account: PayPalAccount): void {
    this.orders.get(id)!.unit.payee = account;
  }

  /** Who an order pays, as PayPal recorded it. */
  payeeOf(id: string): PayPalAccount | undefined {
    return this.orders.get(id)?.unit.payee;
  }

  /** PayPal-side tampering: the captured amount differs from the one our server asked for. */
  payWrongAmount(id: string, value: string): void {
    this.orders.get(id)!.unit.amount.value = value;
  }

  revokeTokens(): void {
    this.tokens.clear();
  }

  /** PayPal has an outage: the next `count` API calls (not token calls) answer 503. */
  failNext(count = 1): void {
    this.outage = count;
  }

  /** The next API call is carried out, but its answer is lost (PayPal answers 504): the caller must retry. */
  loseNextAnswer(): void {
    this.losing = true;
  }

  /** Refunded öre per capture id. */
  refundedOre(captureId: string): number {
    return this.refunds.get(captureId) ?? 0;
  }

  /** The ids of the refunds made of a capture, oldest first. */
  refundIds(captureId: string): string[] {
    return [...this.refundsById.values()]
      .filter((refund) =>
        refund.links.some((link) => link.rel === 'up' && link.href.endsWith(`/${captureId}`)),
      )
      .map((refund) => refund.id);
  }

  /** The seller refunds in PayPal's own dashboard (no custom_id): answers the refund's id. */
  refundInDashboard(captureId: string, value: string): string {
    const capture = [...this.orders.values()].find((o) => o.capture?.id === captureId)!.capture!;
    return this.makeRefund(capture, { currency_code: capture.amount.currency_code, value }).id;
  }

  /**
   * A webhook as PayPal would send it, signed so that verify-webhook-signature says SUCCESS. Its resource
   * is the order's capture; an approved order not captured yet is captured first (PayPal announces only
   * captures that exist).
   */
  webhook(eventType: string, orderId: string, options: { eventId?: string } = {}) {
    const order = this.orders.get(orderId)!;
    if (!order.capture && order.status === 'APPROVED') this.capture(order);
    return this.signedEvent({
      id: options.eventId ?? `WH-${randomUUID()}`,
      event_type: eventType,
      summary: `Betalning på ${order.unit.amount.value} SEK – åäö`,
      resource: order.capture ?? {
        id: `CAP-${orderId}`,
        status: 'COMPLETED',
        amount: order.unit.amount,
        custom_id: order.unit.custom_id,
      },
    });
  }

  /** Captures an approved order: the money goes to the payee PayPal recorded for it. */
  private capture(order: FakeOrder): void {
    order.status = 'COMPLETED';
    order.capture = {
      id: `CAP${randomBytes(6).toString('hex').toUpperCase()}`,
      status: order.captureStatus,
      amount: order.unit.amount,
      custom_id: order.unit.custom_id,
      payee: order.unit.payee,
      supplementary_data: { related_ids: { order_id: order.id } },
    };
  }

  /** PAYMENT.CAPTURE.REFUNDED for a refund made earlier (through the API or the dashboard). */
  refundWebhook(refundId: string, options: { eventId?: string } = {}) {
    const refund = this.refundsById.get(refundId)!;
    return this.signedEvent({
      id: options.eventId ?? `WH-${randomUUID()}`,
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      summary: `Återbetalning på ${refund.amount.value} SEK – åäö`,
      resource: refund,
    });
  }

  private signedEvent(event: Record<string, unknown>) {
    // Indented, with non-ASCII text: the signature only holds if the receiver keeps the exact bytes.
    const body = JSON.stringify(event, null, 2);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${this.url}/certs/fake.pem`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': this.sign(transmissionId, time, body),
      },
    };
  }

  private sign(transmissionId: string, time: string, body: string): string {
    return createHmac('sha256', this.signingKey)
      .update(`${transmissionId}|${time}|${this.webhookId}|${crc32(Buffer.from(body, 'utf8'))}`)
      .digest('base64');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of req) text += chunk;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', this.url);
    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || text !== 'grant_type=client_credentials') {
        return send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const token = `A21AA${randomBytes(12).toString('hex')}`;
      this.tokens.add(token);
      this.tokensIssued += 1;
      return send(200, {
        scope: 'https://uri.paypal.com/services/payments',
        access_token: token,
        token_type: 'Bearer',
        expires_in: 32400,
      });
    }
    if (!this.tokens.has(req.headers.authorization?.replace(/^Bearer /, '') ?? '')) {
      return send(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
    }
    if (this.outage > 0) {
      this.outage -= 1;
      return send(503, { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' });
    }
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    if (requestId && this.byRequestId.has(requestId)) return send(200, this.byRequestId.get(requestId));
    const remember = (status: number, body: unknown) => {
      if (requestId) this.byRequestId.set(requestId, body);
      if (this.losing) {
        this.losing = false;
        return send(504, { name: 'GATEWAY_TIMEOUT', message: 'Gateway Timeout' });
      }
      send(status, body);
    };
    const body = text ? JSON.parse(text) : {};

    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const unit = body.purchase_units?.[0];
      if (body.intent !== 'CAPTURE' || !unit?.amount?.value || !unit.amount.currency_code) {
        return send(400, { name: 'INVALID_REQUEST', details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }] });
      }
      // PayPal pays the account the order names, else the API caller's own.
      const named = unit.payee as { merchant_id?: string; email_address?: string } | undefined;
      const payee = named
        ? [this.marketplace, ...this.shops].find((account) =>
            named.merchant_id
              ? account.merchant_id === named.merchant_id
              : account.email_address === named.email_address?.toLowerCase(),
          )
        : this.marketplace;
      if (!payee)
        return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'PAYEE_ACCOUNT_INVALID' }] });
      const order: FakeOrder = {
        id: randomBytes(8).toString('hex').toUpperCase(),
        status: 'CREATED',
        unit: { ...unit, payee },
        captureStatus: 'COMPLETED',
      };
      this.orders.set(order.id, order);
      return remember(201, this.view(order));
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
    if (match) {
      const order = this.orders.get(decodeURIComponent(match[1]!));
      if (!order)
        return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      if (req.method === 'GET' && !match[2]) return send(200, this.view(order));
      if (req.method === 'POST' && match[2]) {
        if (order.status === 'COMPLETED')
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
        if (order.status !== 'APPROVED')
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
        if (order.captureStatus === 'INSTRUMENT_DECLINED')
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
        this.capture(order);
        return remember(201, this.view(order));
      }
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
    if (req.method === 'POST' && refund) {
      const capture = [...this.orders.values()].find((o) => o.capture?.id === refund[1])?.capture;
      if (!capture)
        return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      const amount = body.amount ?? capture.amount;
      const ore = Math.round(Number(amount.value) * 100);
      const left = Math.round(Number(capture.amount.value) * 100) - this.refundedOre(capture.id);
      if (
        capture.status !== 'COMPLETED' ||
        ore > left ||
        amount.currency_code !== capture.amount.currency_code
      )
        return send(422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }],
        });
      return remember(201, this.makeRefund(capture, amount, body.custom_id));
    }
    const captureGet = /^\/v2\/payments\/captures\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && captureGet) {
      const capture = [...this.orders.values()].find((o) => o.capture?.id === captureGet[1])?.capture;
      if (!capture)
        return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      return send(200, capture);
    }
    if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      // PayPal verifies the event as it was sent; the receiver passes the body through untouched.
      const rawEvent = /"webhook_event":([\s\S]*)}$/.exec(text)?.[1] ?? '';
      const genuine =
        body.webhook_id === this.webhookId &&
        body.transmission_sig === this.sign(body.transmission_id, body.transmission_time, rawEvent);
      return send(200, { verification_status: genuine ? 'SUCCESS' : 'FAILURE' });
    }
    send(404, { name: 'NOT_FOUND' });
  }

  private makeRefund(
    capture: NonNullable<FakeOrder['capture']>,
    amount: { currency_code: string; value: string },
    customId?: string,
  ): FakeRefund {
    this.refunds.set(capture.id, this.refundedOre(capture.id) + Math.round(Number(amount.value) * 100));
    const id = `REF${randomBytes(6).toString('hex').toUpperCase()}`;
    const refund: FakeRefund = {
      id,
      status: 'COMPLETED',
      amount,
      ...(customId ? { custom_id: customId } : {}),
      links: [
        { href: `${this.url}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
      ],
    };
    this.refundsById.set(id, refund);
    return refund;
  }

  private view(order: FakeOrder) {
    return {
      id: order.id,
      status: order.status,
      purchase_units: [
        { ...order.unit, payments: order.capture ? { captures: [order.capture] } : undefined },
      ],
      links: [{ href: `${this.url}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' }],
    };
  }
}
