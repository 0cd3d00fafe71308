import { createServer } from 'node:http';
import type { FakePayPal } from '../../plugins/payment-paypal/test/fake-paypal.server';

/**
 * The payer's side of the fake PayPal: in real life the payer approves in PayPal's own window; here the fake
 * PayPal buttons in the browser POST /approve/{paypalOrderId}, which approves it at the fake PayPal API.
 */
export async function startPayPalApprovals(paypal: FakePayPal) {
  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    const id = /^\/approve\/([A-Za-z0-9-]+)$/.exec(req.url ?? '')?.[1];
    if (req.method === 'POST' && id) {
      paypal.approve(id);
      res.writeHead(204).end();
      return;
    }
    res.writeHead(req.method === 'OPTIONS' ? 204 : 404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
