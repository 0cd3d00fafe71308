import { Agent, request } from 'node:https';
import { PaymentProviderUnavailableError } from '@torget/core/plugin-sdk';
import { texts } from './messages';
import type { SwishCredentials } from './swish-certificate';

/** `PUT /api/v2/paymentrequests/{instructionUUID}`: what we ask Swish for. */
export interface SwishPaymentRequest {
  /** The shop's Swish Handel number (the marketplace is its technical supplier). */
  payeeAlias: string;
  /** Our order reference: shown in the shop's bank statement. */
  payeePaymentReference: string;
  /** SEK with two decimals and a period, e.g. "577.00". */
  amount: string;
  currency: 'SEK';
  /** Under PUBLIC_URL; Swish calls it unsigned, so the provider reads the request back. */
  callbackUrl: string;
  message: string;
  /** The buyer's number on a computer (46701234567); without it Swish answers a token for the app. */
  payerAlias?: string;
}

export type SwishStatus = 'CREATED' | 'PAID' | 'DECLINED' | 'ERROR' | 'CANCELLED';

/** `GET /api/v1/paymentrequests/{id}`: the truth a callback only points at. */
export interface SwishPaymentRequestState extends SwishPaymentRequest {
  id: string;
  status: SwishStatus;
  /** Swish's payment reference once PAID: the event id, so a replayed callback changes nothing. */
  paymentReference?: string | null;
  errorCode?: string | null;
  errorMessage?: string | null;
}

/** `PUT /api/v2/refunds/{instructionUUID}`. */
export interface SwishRefundRequest {
  originalPaymentReference: string;
  /** The shop's number: it pays the refund. */
  payerAlias: string;
  payerPaymentReference?: string;
  amount: string;
  currency: 'SEK';
  callbackUrl: string;
  message?: string;
}

/** `GET /api/v1/refunds/{id}`. */
export interface SwishRefundState extends SwishRefundRequest {
  id: string;
  status: 'CREATED' | 'VALIDATED' | 'DEBITED' | 'PAID' | 'ERROR';
  paymentReference?: string | null;
  errorCode?: string | null;
}

/** Swish refused a request (400/403/409/422), with its error codes when it named any. */
export class SwishApiError extends Error {
  constructor(
    readonly status: number,
    readonly codes: string[],
  ) {
    super(`Swish answered ${status}${codes.length ? `: ${codes.join(', ')}` : ''}`);
  }
}

/** A request lost with the kept-alive connection it was sent on; `call` sends it again. */
class StaleConnectionError extends Error {}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * Swish's Commerce API over mutual TLS with the marketplace's certificate: payment requests (create,
 * read, cancel) and refunds (create, read). Unreachable, timed out, our certificate refused (401) and
 * 5xx become PaymentProviderUnavailableError; Swish's refusals SwishApiError with its error codes.
 */
export class SwishCommerceClient {
  private readonly agent: Agent;

  constructor(
    private readonly options: { apiUrl: string; credentials: SwishCredentials; timeoutMs?: number },
  ) {
    const { cert, key, ca } = options.credentials;
    this.agent = new Agent({ cert, key, ca, keepAlive: true, maxSockets: 8 });
  }

  /** Creates the request (idempotent per id); answers the token for the app when no payer was given. */
  async createPaymentRequest(id: string, body: SwishPaymentRequest): Promise<{ token?: string }> {
    const answer = await this.call('PUT', `/api/v2/paymentrequests/${id}`, body);
    const token = answer.headers['paymentrequesttoken'];
    return { token: typeof token === 'string' ? token : undefined };
  }

  /** The request as Swish has it; undefined when Swish knows no request of this id (for us). */
  async getPaymentRequest(id: string): Promise<SwishPaymentRequestState | undefined> {
    const answer = await this.call('GET', `/api/v1/paymentrequests/${id}`, undefined, [404]);
    return answer.status === 404 ? undefined : (answer.body as SwishPaymentRequestState);
  }

  /** Withdraws an open request (JSON Patch setting its status to cancelled). */
  async cancelPaymentRequest(id: string): Promise<SwishPaymentRequestState> {
    const patch = [{ op: 'replace', path: '/status', value: 'cancelled' }];
    const answer = await this.call(
      'PATCH',
      `/api/v1/paymentrequests/${id}`,
      patch,
      [],
      'application/json-patch+json',
    );
    return answer.body as SwishPaymentRequestState;
  }

  async createRefund(id: string, body: SwishRefundRequest): Promise<void> {
    await this.call('PUT', `/api/v2/refunds/${id}`, body);
  }

  async getRefund(id: string): Promise<SwishRefundState | undefined> {
    const answer = await this.call('GET', `/api/v1/refunds/${id}`, undefined, [404]);
    return answer.status === 404 ? undefined : (answer.body as SwishRefundState);
  }

  private call(
    method: string,
    path: string,
    body?: unknown,
    accept: number[] = [],
    contentType = 'application/json',
  ): Promise<Answer> {
    const url = new URL(`${this.options.apiUrl.replace(/\/$/, '')}${path}`);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return this.send(method, url, payload, accept, contentType).catch((error: unknown) => {
      if (!(error instanceof StaleConnectionError)) throw error;
      // The kept-alive connection was closed under the request before any answer: Swish never read it
      // (and a repeated PUT of one id is refused with RP09, never paid twice), so send it once more.
      return this.send(method, url, payload, accept, contentType, false);
    });
  }

  private send(
    method: string,
    url: URL,
    payload: string | undefined,
    accept: number[],
    contentType: string,
    mayRetry = true,
  ): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      const unavailable = (cause: unknown) =>
        reject(new PaymentProviderUnavailableError(texts('unavailable'), { cause }));
      const req = request(
        url,
        {
          method,
          agent: this.agent,
          timeout: this.options.timeoutMs ?? 15_000,
          headers: {
            accept: 'application/json',
            ...(payload !== undefined && {
              'content-type': contentType,
              'content-length': Buffer.byteLength(payload),
            }),
          },
        },
        (res) => {
          let raw = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (raw += chunk));
          res.on('error', unavailable);
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            let parsed: unknown;
            try {
              parsed = raw ? JSON.parse(raw) : undefined;
            } catch {
              parsed = raw;
            }
            if (status >= 200 && status < 300) return resolve({ status, headers: res.headers, body: parsed });
            if (accept.includes(status)) return resolve({ status, headers: res.headers, body: parsed });
            // 401: Swish refused our certificate (or the payee is not connected to it): an operator's
            // problem, not the buyer's; 429 and 5xx: try again later.
            if (status === 401 || status === 429 || status >= 500)
              return unavailable(new SwishApiError(status, codesOf(parsed)));
            reject(new SwishApiError(status, codesOf(parsed)));
          });
        },
      );
      req.on('timeout', () =>
        req.destroy(new Error(`Swish did not answer within ${this.options.timeoutMs ?? 15_000} ms`)),
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        // A server closes an idle kept-alive connection whenever it likes; one that closes just as we
        // reuse it fails the request with ECONNRESET before any answer (Node's documented race).
        if (mayRetry && req.reusedSocket && error.code === 'ECONNRESET') reject(new StaleConnectionError());
        else unavailable(error);
      });
      req.end(payload);
    });
  }
}

/** Swish's error answers are a list of `{ errorCode, errorMessage, additionalInformation }`. */
function codesOf(body: unknown): string[] {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : [];
  return list
    .map((entry) => (entry as { errorCode?: unknown }).errorCode)
    .filter((code): code is string => typeof code === 'string');
}
