import { spawn } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { DEFAULT_PLUGIN_PACKAGES } from '../../core/src/config/default-plugins';
import { FakePsp } from '../../plugins/payment-example/test/fake-psp.server';
import { FakePayPal } from '../../plugins/payment-paypal/test/fake-paypal.server';
import { FakeSwish } from '../../plugins/payment-swish/test/fake-swish.server';
import { makeSwishCertificates } from '../../plugins/payment-swish/test/test-certificates';
import { appsNeedBuild } from './apps-built';
import { ensureChromium } from './ensure-chromium';
import { startPayPalApprovals } from './fake-paypal-approvals';
import { freePort, repoRoot, startServer } from './start-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: journeys read mail from its outbox/ (the dev mail provider's .eml files). */
    dataDir: string;
    /** Where the fake PayPal checkout approves a PayPal order: POST {url}/approve/{paypalOrderId}. */
    paypalApproveUrl: string;
    /** A second origin the API lets in through CORS_ORIGINS, for the admin bundle served on its own. */
    adminOrigin: string;
    /**
     * The fake Swish's control API for journeys: `POST {url}/control/pay?reference=…` (the payer approves the
     * newest request of the order with that reference) and `…/control/decline?reference=…`.
     */
    swishControlUrl: string;
    /**
     * When the server was ready (ISO time). Products created before it are the demo marketplace's: journeys
     * run two files at a time, so the newest products may be another file's (with sizes, in a new shop, soon
     * removed), and a journey that wants "any product" picks among these (demo-products.ts).
     */
    demoBefore: string;
    /**
     * The example payment plugin's fake PSP (the server has the plugin on; shops offer it only once they
     * switch has_invoice on): its URL and API key, for reading a checkout back (`GET {url}/checkouts/{id}`).
     */
    examplePsp: { url: string; apiKey: string };
  }
}

/** Builds the apps if missing or older than their sources and starts the real server (`startServer`) that most journeys share. */
export default async function setup(project: TestProject) {
  // First: without a browser nothing below is worth starting.
  ensureChromium();
  // The server boots (PostgreSQL, migrations, the demo marketplace) while the apps build: it reads their files
  // per request and makes its page server on the first page asked for (core/src/http/static-apps.ts,
  // page-server.ts), and no journey asks for a page before both are done.
  const build = appsNeedBuild(repoRoot) ? buildApps() : Promise.resolve();
  build.catch(() => {}); // judged below, after the server has started or failed
  // PayPal is on, against a local fake of PayPal's REST API (the plugin's own test double).
  const paypal = new FakePayPal();
  await paypal.start();
  const approvals = await startPayPalApprovals(paypal);
  // Swish Handel is on too, against the Swish plugin's fake (mTLS with certificates made here); shops
  // stay on manual Swish unless they switch swish_handel on. The server's PUBLIC_URL is http, so the fake
  // calls it back over http.
  const certs = makeSwishCertificates();
  const swish = new FakeSwish(certs.server, { insecureCallbacks: true });
  await swish.start();
  // The example payment plugin is on too (its journey once booted a second server for it, about a minute
  // of a 2-core machine), against the plugin's fake PSP: listed after the built-ins that an unset
  // TORGET_PLUGINS means (core/src/config/default-plugins.ts). A shop offers it only after switching has_invoice
  // on, which only example-payment.e2e.ts does, and it comes after Swish and PayPal, so other journeys'
  // checkouts keep their methods and default.
  const psp = new FakePsp();
  await psp.start();
  const adminOrigin = `http://127.0.0.1:${await freePort()}`;
  const server = await startServer({
    TORGET_PLUGINS: [...DEFAULT_PLUGIN_PACKAGES, '@torget/plugin-payment-example'].join(','),
    EXAMPLE_PSP_URL: psp.url,
    EXAMPLE_PSP_KEY: psp.apiKey,
    EXAMPLE_PSP_WEBHOOK_SECRET: psp.webhookSecret,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_API_BASE: paypal.url,
    CORS_ORIGINS: adminOrigin,
    SWISH_CERT: certs.clientP12,
    SWISH_CERT_PASSPHRASE: certs.passphrase,
    SWISH_CA: certs.caFile,
    SWISH_API_URL: swish.url,
    SWISH_QR_URL: swish.qrUrl,
  }).catch(async (error: unknown) => {
    await build.catch(() => {});
    throw error;
  });
  try {
    await build;
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('baseUrl', server.baseUrl);
  project.provide('demoBefore', server.readyAt);
  project.provide('dataDir', server.dataDir);
  project.provide('paypalApproveUrl', approvals.url);
  project.provide('adminOrigin', adminOrigin);
  project.provide('swishControlUrl', swish.qrUrl.replace(/\/qrg-swish$/, ''));
  project.provide('examplePsp', { url: psp.url, apiKey: psp.apiKey });
  return async () => {
    await server.stop();
    await approvals.stop();
    await paypal.stop();
    await swish.stop();
    await psp.stop();
  };
}

/** `npm run build:apps`, as `npm start` builds them. */
function buildApps(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build:apps'], {
      cwd: repoRoot,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build:apps exited with ${code}`)),
    );
  });
}
