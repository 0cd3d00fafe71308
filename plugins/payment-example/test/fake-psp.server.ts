import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A checkout as the fake keeps it (its API answers all but `returnUrl`). Written from the PSP's API, not
 * imported from our client, so the fake checks the client rather than mirrors it.
 */
interface StoredCheckout {
  id: string;
  status: 'open' | 'paid' | 'failed';
  /** Öre. */
  amount: number;
  currency: string;
  reference: string;
  metadata: { orderId?: string };
  returnUrl: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A local stand-in for the payment service provider (the template's "outside world"), in the style of
 * the hosted checkouts PSPs publish (Stripe Checkout, Mollie, Klarna):
 * - API (bearer key): `POST /checkouts` with an Idempotency-Key (the same key answers the same checkout)
 *   and a `return_url` in which `{CHECKOUT_ID}` is replaced; `GET /checkouts/{id}` reads one back.
 * - The hosted page (the payer's browser, no key): `GET /pay/{id}` shows the amount with "Pay" and
 *   "Cancel"; either sends the payer to the return URL. Paying also sends the signed `checkout.paid`
 *   webhook to `webhookUrl`, when one is set (as a PSP's dashboard would have it).
 * Tests can also play the payer without a browser: pay() and webhook().
 */
export class FakePsp {
  readonly apiKey = 'psp-test-key';
  readonly webhookSecret = 'psp-webhook-secret-0123456789';
  readonly checkouts = new Map<string, StoredCheckout>();
  /** Where paid checkouts are announced (e.g. `<core>/api/hooks/payment/example`); none: no webhooks. */
  webhookUrl: string | undefined;
  private readonly byKey = new Map<string, StoredCheckout>();
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }

  /** The payer completes the checkout on the provider's page. */
  pay(checkoutId: string): void {
    this.checkouts.get(checkoutId)!.status = 'paid';
  }

  /** The webhook the provider sends for a paid checkout. */
  webhook(checkoutId: string, eventId = `ev_${randomUUID()}`) {
    const body = JSON.stringify({ id: eventId, type: 'checkout.paid', data: { checkoutId } });
    const signature = `sha256=${createHmac('sha256', this.webhookSecret).update(body).digest('hex')}`;
    return { body, headers: { 'content-type': 'application/json', 'x-example-signature': signature } };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? '/', this.url);
    const hosted = /^\/pay\/([\w-]+)$/.exec(url.pathname);
    if (hosted) return this.hostedPage(req.method ?? 'GET', hosted[1]!, new URLSearchParams(text), res);

    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) return send(401, { error: 'unauthorized' });
    if (req.method === 'POST' && url.pathname === '/checkouts') {
      const key = req.headers['idempotency-key'] as string;
      const checkout = this.byKey.get(key) ?? this.create(key, JSON.parse(text));
      return send(201, this.public(checkout));
    }
    const found = this.checkouts.get(decodeURIComponent(url.pathname.replace('/checkouts/', '')));
    if (req.method === 'GET' && found) return send(200, this.public(found));
    send(404, { error: 'not_found' });
  }

  private create(
    key: string,
    body: {
      amount: number;
      currency: string;
      reference: string;
      return_url: string;
      metadata: { orderId?: string };
    },
  ): StoredCheckout {
    const id = `co_${randomUUID()}`;
    const checkout: StoredCheckout = {
      id,
      status: 'open',
      amount: body.amount,
      currency: body.currency,
      reference: body.reference,
      metadata: body.metadata,
      returnUrl: body.return_url.replaceAll('{CHECKOUT_ID}', id),
    };
    this.checkouts.set(id, checkout);
    this.byKey.set(key, checkout);
    return checkout;
  }

  /** The API's view of a checkout: with the hosted page's URL, without the fake's bookkeeping. */
  private public({ returnUrl: _returnUrl, ...checkout }: StoredCheckout) {
    return { ...checkout, url: `${this.url}/pay/${checkout.id}` };
  }

  /** The page the payer sees; its form posts back here, and both buttons end at the return URL. */
  private async hostedPage(method: string, id: string, form: URLSearchParams, res: ServerResponse) {
    const checkout = this.checkouts.get(id);
    if (!checkout) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout');
      return;
    }
    if (method === 'POST') {
      if (form.get('action') === 'pay' && checkout.status === 'open') {
        checkout.status = 'paid';
        await this.announce(checkout);
      }
      res.writeHead(303, { location: checkout.returnUrl }).end();
      return;
    }
    const amount = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: checkout.currency }).format(
      checkout.amount / 100,
    );
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Example PSP checkout</title>
<style>
  body { font-family: system-ui, sans-serif; background: #eef1f5; margin: 0; padding: 24px; }
  main { max-width: 420px; margin: 40px auto; background: #fff; border-radius: 8px; padding: 24px;
         box-shadow: 0 2px 8px rgb(0 0 0 / 0.1); }
  .amount { font-size: 2rem; font-weight: 700; margin: 8px 0 24px; }
  button { display: block; width: 100%; min-height: 48px; margin-top: 12px; font-size: 1rem; border-radius: 6px;
           border: 1px solid #1a3f8f; background: #1a3f8f; color: #fff; cursor: pointer; }
  button[value="cancel"] { background: #fff; color: #1a3f8f; }
</style></head>
<body><main>
  <h1>Example PSP</h1>
  <p>Invoice or bank payment for order <strong>${escape(checkout.reference)}</strong></p>
  <p class="amount">${escape(amount)}</p>
  <form method="post">
    <button name="action" value="pay">Pay ${escape(amount)}</button>
    <button name="action" value="cancel">Cancel and return to the shop</button>
  </form>
</main></body></html>`);
  }

  /** Sends the signed `checkout.paid` webhook, once, if a webhook URL is set; a failed delivery is dropped. */
  private async announce(checkout: StoredCheckout): Promise<void> {
    if (!this.webhookUrl) return;
    const { body, headers } = this.webhook(checkout.id);
    await fetch(this.webhookUrl, { method: 'POST', headers, body }).catch(() => undefined);
  }
}
