import { definePlugin } from '@torget/core/plugin-sdk';
import { z } from 'zod';
import { loadSwishCredentials, SwishCertificateError, type SwishCredentials } from './swish-certificate';
import { SwishCommerceClient } from './swish-commerce';
import { SwishHandelProvider } from './swish-handel.provider';
import { SwishManualProvider } from './swish.provider';

/** Swish's production Commerce API and QR code API. */
const SWISH_API = 'https://cpc.getswish.net/swish-cpcapi';
const SWISH_QR = 'https://mpc.getswish.net/qrg-swish';

const options = z
  .object({
    mode: z.enum(['manual', 'off'], { error: 'SWISH_MODE must be manual or off' }).default('manual'),
    /** A PKCS#12 file or a PEM with certificate and key: turns Swish Handel on. */
    cert: z.string().optional(),
    passphrase: z.string().optional(),
    ca: z.string().optional(),
    apiUrl: z.url('SWISH_API_URL must be a URL').default(SWISH_API),
    qrUrl: z.union([z.url('SWISH_QR_URL must be a URL'), z.literal('off')]).default(SWISH_QR),
  })
  .transform((value, ctx) => {
    let credentials: SwishCredentials | undefined;
    if (value.cert) {
      try {
        credentials = loadSwishCredentials({ cert: value.cert, passphrase: value.passphrase, ca: value.ca });
      } catch (error) {
        if (!(error instanceof SwishCertificateError)) throw error;
        ctx.addIssue({ code: 'custom', path: ['cert'], message: error.message });
        return z.NEVER;
      }
    }
    return { ...value, credentials };
  });

/**
 * On by default: manual Swish (QR code, the shop marks orders paid). With SWISH_CERT set, also Swish
 * Handel through Swish's Commerce API for the shops that connected their number to the marketplace.
 * SWISH_MODE=off removes Swish.
 */
export default definePlugin({
  name: 'payment-swish',
  env: {
    mode: 'SWISH_MODE',
    cert: 'SWISH_CERT',
    passphrase: { name: 'SWISH_CERT_PASSPHRASE', keepEmpty: true },
    ca: 'SWISH_CA',
    apiUrl: 'SWISH_API_URL',
    qrUrl: 'SWISH_QR_URL',
  },
  enabledWhen: (raw) => raw.mode !== 'off',
  options,
  register(container, { credentials, apiUrl, qrUrl }) {
    const { paymentProviders, config, logger } = container.cradle;
    if (!credentials) {
      paymentProviders.add(new SwishManualProvider());
      return;
    }
    if (!config.publicUrl.startsWith('https://'))
      logger.warn(
        { publicUrl: config.publicUrl },
        'Swish Handel: PUBLIC_URL is not https, and Swish only calls https callback URLs; payments are confirmed by asking Swish instead',
      );
    logger.info(
      { certificate: credentials.subject, validTo: credentials.validTo.toISOString(), apiUrl },
      'Swish Handel is on',
    );
    const client = new SwishCommerceClient({ apiUrl, credentials });
    paymentProviders.add(
      new SwishHandelProvider(client, {
        publicUrl: config.publicUrl,
        qrUrl: qrUrl === 'off' ? undefined : qrUrl,
      }),
    );
  },
});
