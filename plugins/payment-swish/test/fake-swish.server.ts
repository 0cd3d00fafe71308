import { randomBytes } from 'node:crypto';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { TLSSocket } from 'node:tls';
import QRCode from 'qrcode';

type Status = 'CREATED' | 'PAID' | 'DECLINED' | 'ERROR' | 'CANCELLED';

interface PaymentRequest {
  id: string;
  payeePaymentReference?: string;
  paymentReference: string | null;
  callbackUrl: string;
  payerAlias: string | null;
  payeeAlias: string;
  amount: string;
  currency: string;
  message: string;
  status: Status;
  dateCreated: string;
  datePaid: string | null;
  errorCode: string | null;
  errorMessage: string | null;
}

interface Refund {
  id: string;
  paymentReference: string | null;
  payerPaymentReference?: string;
  originalPaymentReference: string;
  callbackUrl: string;
  payerAlias: string;
  payeeAlias: string | null;
  amount: string;
  currency: string;
  message: string;
  status: 'CREATED' | 'PAID' | 'ERROR';
  dateCreated: string;
  datePaid: string | null;
  errorCode: string | null;
  errorMessage: string | null;
}

/** Codes Swish's test environment (MSS) simulates when a request's `message` is the code. */
const CREATE_ERRORS: Record<string, string> = {
  FF08: 'PayeePaymentReference is invalid',
  RP03: 'Callback URL is missing or does not use HTTPS',
  BE18: 'Payer alias is invalid',
  RP09: 'The given instructionUUID is not available',
  RP06: 'A payment request already exists for that payer',
  ACMT03: 'Payer not Enrolled',
  ACMT01: 'Counterpart is not activated',
  ACMT07: 'Payee not Enrolled',
};
const RESULT_ERRORS: Record<string, string> = {
  RF07: 'Transaction declined',
  BANKIDCL: 'Payer cancelled BankID signing',
  FF10: 'Bank system processing error',
  TM01: 'Swish timed out before the payment was started',
  DS24: 'Swish timed out waiting for an answer from the banks after payment was started',
};
const MESSAGE = /^[a-zA-Z0-9åäöÅÄÖ:;.,?!()" ]{0,50}$/;
const AMOUNT = /^\d{1,12}(\.\d{2})?$/;
const oreOf = (amount: string) => Math.round(Number(amount) * 100);
const swishDate = () => new Date().toISOString();
const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

/**
 * A local Swish Commerce API following Swish's published shapes, over HTTPS that demands a client
 * certificate signed by its CA (as Swish does): payment requests (`PUT /api/v2/paymentrequests/{id}`
 * with 201, Location and a PaymentRequestToken header when no payer is given; `GET` and the JSON-Patch
 * cancel under /api/v1), refunds (`PUT /api/v2/refunds/{id}`, `GET /api/v1/refunds/{id}`), callbacks
 * to the request's callbackUrl, error answers as lists of `{ errorCode, errorMessage }`, and errors
 * chosen through the request's `message` as the test environment does (a create-time code such as
 * ACMT03 is answered at once, a result code such as RF07 ends the request when the payer acts). A
 * plain-HTTP side serves the QR code API for tokens and a control API for browser tests.
 *
 * Deviation: with `insecureCallbacks`, http callback URLs are accepted (tests run without TLS).
 */
export class FakeSwish {
  readonly requests = new Map<string, PaymentRequest>();
  readonly refunds = new Map<string, Refund>();
  /** Every callback sent, in order: tests replay and forge them. */
  readonly callbacks: { url: string; body: string }[] = [];
  /** Swish numbers connected to the marketplace's certificate. */
  readonly merchants = new Set(['1231181189', '1239876543']);
  /** Payer numbers Swish does not know (ACMT03). */
  readonly unenrolled = new Set(['46700000000']);
  loseCallbacks = false;
  /**
   * Hang up, unanswered, the next request sent on a connection kept alive from an earlier one: what a
   * client sees when a server closes an idle connection just as a request goes out on it.
   */
  hangUpNextReused = false;
  /** Requests hung up that way. */
  hungUp = 0;
  /** Calls seen, as "METHOD path", for asserting that Swish was (not) asked. */
  readonly calls: string[] = [];
  url = '';
  qrUrl = '';
  private readonly tokens = new Map<string, string>();
  private readonly served = new WeakSet<object>();
  private server: Server | undefined;
  private side: Server | undefined;

  constructor(
    private readonly tls: { key: string; cert: string; ca: string },
    private readonly options: { insecureCallbacks?: boolean } = {},
  ) {}

  async start(): Promise<void> {
    this.server = createHttpsServer(
      { ...this.tls, requestCert: true, rejectUnauthorized: true },
      (req, res) => void this.handle(req, res),
    );
    this.side = createHttpServer((req, res) => void this.handleSide(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => this.side!.listen(0, '127.0.0.1', resolve));
    const port = (server: Server) => {
      const address = server.address();
      return typeof address === 'object' && address ? address.port : 0;
    };
    this.url = `https://127.0.0.1:${port(this.server)}/swish-cpcapi`;
    this.qrUrl = `http://127.0.0.1:${port(this.side)}/qrg-swish`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    this.side?.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    await new Promise<void>((resolve) => this.side!.close(() => resolve()));
  }

  /** The request a token stands for (the payer scanned the code or opened the app). */
  byToken(token: string): PaymentRequest | undefined {
    const id = this.tokens.get(token);
    return id ? this.requests.get(id) : undefined;
  }

  /** The newest request for an order reference. */
  latestFor(reference: string): PaymentRequest | undefined {
    return [...this.requests.values()].filter((r) => r.payeePaymentReference === reference).at(-1);
  }

  /**
   * The payer approves in the app: the request is paid (or ends in the error its message simulates)
   * and Swish calls back, unless callbacks are being lost. Answers the callback's body.
   */
  async pay(id: string): Promise<string> {
    const request = this.requests.get(id);
    if (!request) throw new Error(`no payment request ${id}`);
    if (request.status !== 'CREATED') throw new Error(`payment request ${id} is ${request.status}`);
    const simulated = Object.keys(RESULT_ERRORS).find((code) => request.message.split(' ').includes(code));
    if (simulated) {
      Object.assign(request, {
        status: 'ERROR',
        errorCode: simulated,
        errorMessage: RESULT_ERRORS[simulated],
      });
    } else {
      Object.assign(request, { status: 'PAID', paymentReference: hex(16), datePaid: swishDate() });
    }
    return this.callback(request.callbackUrl, request);
  }

  /** The payer declines in the app. */
  async decline(id: string): Promise<string> {
    const request = this.requests.get(id)!;
    Object.assign(request, { status: 'DECLINED', errorCode: null });
    return this.callback(request.callbackUrl, request);
  }

  /** Sends (again) the callback a request or refund would get, as Swish sends it. */
  async callback(url: string, resource: PaymentRequest | Refund): Promise<string> {
    const body = JSON.stringify(resource);
    this.callbacks.push({ url, body });
    if (!this.loseCallbacks) {
      await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).catch(
        () => undefined,
      );
    }
    return body;
  }

  refundedOre(paymentReference: string): number {
    return [...this.refunds.values()]
      .filter((refund) => refund.originalPaymentReference === paymentReference && refund.status !== 'ERROR')
      .reduce((sum, refund) => sum + oreOf(refund.amount), 0);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (this.hangUpNextReused && this.served.has(req.socket)) {
      this.hangUpNextReused = false;
      this.hungUp += 1;
      req.socket.destroy();
      return;
    }
    this.served.add(req.socket);
    let text = '';
    for await (const chunk of req) text += chunk;
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const errors = (status: number, ...codes: [string, string][]) =>
      send(
        status,
        codes.map(([errorCode, errorMessage]) => ({ errorCode, errorMessage, additionalInformation: null })),
      );
    // rejectUnauthorized already refused a certificate our CA did not sign; this is Swish's 401 for none.
    if (!(req.socket as TLSSocket).authorized) return send(401);
    const url = new URL(req.url ?? '/', 'https://swish.test');
    const path = url.pathname.replace(/^\/swish-cpcapi/, '');
    this.calls.push(`${req.method} ${path}`);
    let body: Record<string, unknown> = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      return send(400);
    }

    const put = /^\/api\/v2\/paymentrequests\/([^/]+)$/.exec(path);
    if (req.method === 'PUT' && put) {
      const id = put[1]!;
      if (!/^[0-9A-F]{32}$/.test(id)) return errors(400, ['RP09', CREATE_ERRORS.RP09!]);
      if (this.requests.has(id)) return errors(409, ['RP09', CREATE_ERRORS.RP09!]);
      const problem = this.checkRequest(body);
      if (problem) return errors(422, problem);
      const request: PaymentRequest = {
        id,
        payeePaymentReference: body.payeePaymentReference as string | undefined,
        paymentReference: null,
        callbackUrl: String(body.callbackUrl),
        payerAlias: (body.payerAlias as string | undefined) ?? null,
        payeeAlias: String(body.payeeAlias),
        amount: String(body.amount),
        currency: 'SEK',
        message: String(body.message ?? ''),
        status: 'CREATED',
        dateCreated: swishDate(),
        datePaid: null,
        errorCode: null,
        errorMessage: null,
      };
      this.requests.set(id, request);
      const headers: Record<string, string> = { location: `${this.url}/api/v1/paymentrequests/${id}` };
      if (!request.payerAlias) {
        const token = randomBytes(16).toString('base64url');
        this.tokens.set(token, id);
        headers.paymentrequesttoken = token;
      }
      return send(201, undefined, headers);
    }
    const one = /^\/api\/v1\/paymentrequests\/([^/]+)$/.exec(path);
    if (one) {
      const request = this.requests.get(one[1]!);
      if (!request) return send(404);
      if (req.method === 'GET') return send(200, request);
      if (req.method === 'PATCH') {
        const patch = Array.isArray(body) ? (body as { op: string; path: string; value: string }[]) : [];
        const cancels =
          req.headers['content-type'] === 'application/json-patch+json' &&
          patch.some((op) => op.op === 'replace' && op.path === '/status' && op.value === 'cancelled');
        if (!cancels) return send(400);
        if (request.status !== 'CREATED') return errors(422, ['RP07', 'Transaction status is not CREATED']);
        request.status = 'CANCELLED';
        return send(200, request);
      }
    }
    const refundPut = /^\/api\/v2\/refunds\/([^/]+)$/.exec(path);
    if (req.method === 'PUT' && refundPut) {
      const id = refundPut[1]!;
      if (!/^[0-9A-F]{32}$/.test(id) || this.refunds.has(id))
        return errors(409, ['RP09', CREATE_ERRORS.RP09!]);
      const original = [...this.requests.values()].find(
        (r) => r.status === 'PAID' && r.paymentReference === body.originalPaymentReference,
      );
      if (!original) return errors(422, ['RF02', 'Original Payment not found']);
      if (body.payerAlias !== original.payeeAlias)
        return errors(422, [
          'RF03',
          'Payer alias in the refund does not match the payee alias in the original payment',
        ]);
      if (typeof body.callbackUrl !== 'string' || !this.callbackAllowed(body.callbackUrl))
        return errors(422, ['RP03', CREATE_ERRORS.RP03!]);
      if (typeof body.amount !== 'string' || !AMOUNT.test(body.amount))
        return errors(422, ['PA02', 'Amount value is missing or not a valid number']);
      if (body.currency !== 'SEK') return errors(422, ['AM03', 'Invalid or missing Currency']);
      if (body.message !== undefined && !MESSAGE.test(String(body.message)))
        return errors(422, ['RP02', 'Wrong formatted message']);
      const left = oreOf(original.amount) - this.refundedOre(original.paymentReference!);
      if (oreOf(body.amount) > left)
        return errors(422, [
          'RF08',
          'Amount value is too large, or amount exceeds the amount of the original payment minus any previous refunds',
        ]);
      const refund: Refund = {
        id,
        paymentReference: null,
        payerPaymentReference: body.payerPaymentReference as string | undefined,
        originalPaymentReference: original.paymentReference!,
        callbackUrl: body.callbackUrl,
        payerAlias: original.payeeAlias,
        payeeAlias: original.payerAlias,
        amount: body.amount,
        currency: 'SEK',
        message: String(body.message ?? ''),
        status: 'CREATED',
        dateCreated: swishDate(),
        datePaid: null,
        errorCode: null,
        errorMessage: null,
      };
      this.refunds.set(id, refund);
      send(201, undefined, { location: `${this.url}/api/v1/refunds/${id}` });
      // The bank carries it out shortly after the answer, then Swish calls back.
      setTimeout(() => {
        Object.assign(refund, { status: 'PAID', paymentReference: hex(16), datePaid: swishDate() });
        void this.callback(refund.callbackUrl, refund);
      }, 20);
      return;
    }
    const refundGet = /^\/api\/v1\/refunds\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && refundGet) {
      const refund = this.refunds.get(refundGet[1]!);
      return refund ? send(200, refund) : send(404);
    }
    send(404);
  }

  private callbackAllowed(url: string): boolean {
    return (
      url.startsWith('https://') || (this.options.insecureCallbacks === true && url.startsWith('http://'))
    );
  }

  /** Swish's checks of a new payment request, in its error codes. */
  private checkRequest(body: Record<string, unknown>): [string, string] | undefined {
    const message = typeof body.message === 'string' ? body.message : '';
    const simulated = Object.keys(CREATE_ERRORS).find((code) => message.split(' ').includes(code));
    if (simulated) return [simulated, CREATE_ERRORS[simulated]!];
    if (typeof body.payeeAlias !== 'string' || !this.merchants.has(body.payeeAlias))
      return ['ACMT07', CREATE_ERRORS.ACMT07!];
    const reference = body.payeePaymentReference;
    if (reference !== undefined && (typeof reference !== 'string' || !/^[a-zA-Z0-9-]{1,35}$/.test(reference)))
      return ['FF08', CREATE_ERRORS.FF08!];
    if (typeof body.callbackUrl !== 'string' || !this.callbackAllowed(body.callbackUrl))
      return ['RP03', CREATE_ERRORS.RP03!];
    if (body.payerAlias !== undefined) {
      if (typeof body.payerAlias !== 'string' || !/^\d{8,15}$/.test(body.payerAlias))
        return ['BE18', CREATE_ERRORS.BE18!];
      if (this.unenrolled.has(body.payerAlias)) return ['ACMT03', CREATE_ERRORS.ACMT03!];
      const open = [...this.requests.values()].some(
        (r) => r.payerAlias === body.payerAlias && r.status === 'CREATED',
      );
      if (open) return ['RP06', CREATE_ERRORS.RP06!];
    }
    if (typeof body.amount !== 'string' || !AMOUNT.test(body.amount))
      return ['PA02', 'Amount value is missing or not a valid number'];
    if (oreOf(body.amount) < 100) return ['AM06', 'Specified transaction amount is less than agreed minimum'];
    if (body.currency !== 'SEK') return ['AM03', 'Invalid or missing Currency'];
    if (!MESSAGE.test(message)) return ['RP02', 'Wrong formatted message'];
    return undefined;
  }

  /**
   * The plain-HTTP side: Swish's QR code API for commerce tokens, and a control API for browser tests
   * (`POST /control/pay?reference=…` pays the newest request of an order, `…/decline?reference=…`).
   */
  private async handleSide(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? '/', 'http://swish.test');
    if (req.method === 'POST' && url.pathname === '/qrg-swish/api/v1/commerce') {
      const body = JSON.parse(text || '{}') as { token?: string; format?: string };
      if (!body.token || !this.tokens.has(body.token) || body.format !== 'png') {
        res.writeHead(400).end();
        return;
      }
      // Swish's commerce QR codes hold "D" and the token.
      const png = await QRCode.toBuffer(`D${body.token}`, { margin: 2, width: 300 });
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      return;
    }
    const control = /^\/control\/(pay|decline)$/.exec(url.pathname);
    const request = this.latestFor(url.searchParams.get('reference') ?? '');
    if (req.method === 'POST' && control && request?.status === 'CREATED') {
      await (control[1] === 'pay' ? this.pay(request.id) : this.decline(request.id));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(request));
      return;
    }
    res.writeHead(404).end();
  }
}
