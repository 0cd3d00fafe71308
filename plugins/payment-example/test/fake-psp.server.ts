import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Checkout } from '../src/example.client';

/**
 * A local stand-in for the payment service provider's API (the template's "outside world"): checkouts
 * with idempotency keys, bearer-key auth, and signed webhooks. Tests play the payer with pay().
 */
export class FakePsp {
  readonly apiKey = 'psp-test-key';
  readonly webhookSecret = 'psp-webhook-secret-0123456789';
  readonly checkouts = new Map<string, Checkout>();
  private readonly byKey = new Map<string, Checkout>();
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer(async (req, res) => {
      let text = '';
      for await (const chunk of req) text += chunk;
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${this.apiKey}`) return send(401, { error: 'unauthorized' });
      if (req.method === 'POST' && req.url === '/checkouts') {
        const key = req.headers['idempotency-key'] as string;
        const known = this.byKey.get(key);
        if (known) return send(201, { ...known, url: `${this.url}/pay/${known.id}` });
        const body = JSON.parse(text);
        const checkout: Checkout = {
          id: `co_${randomUUID()}`,
          status: 'open',
          amount: body.amount,
          currency: body.currency,
          metadata: body.metadata,
        };
        this.checkouts.set(checkout.id, checkout);
        this.byKey.set(key, checkout);
        return send(201, { ...checkout, url: `${this.url}/pay/${checkout.id}` });
      }
      const found = this.checkouts.get(decodeURIComponent(req.url?.replace('/checkouts/', '') ?? ''));
      if (req.method === 'GET' && found) return send(200, found);
      send(404, { error: 'not_found' });
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
}
