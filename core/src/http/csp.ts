import type { PaymentCsp, PaymentProvider } from '../plugins/payment.provider';

type Directive = keyof PaymentCsp;

/**
 * The Content-Security-Policy: our own origin, plus the sources each installed payment plugin's browser
 * part declares (its widget's script, frames and API calls). Core names no provider; a plugin that is
 * off adds nothing. styled-components injects style tags, hence 'unsafe-inline' for styles.
 */
export function cspDirectives(providers: readonly PaymentProvider[]) {
  const from = (directive: Directive) => [
    ...new Set(providers.flatMap((provider) => provider.csp?.[directive] ?? [])),
  ];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...from('scriptSrc')],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...from('imgSrc')],
    connectSrc: ["'self'", ...from('connectSrc')],
    frameSrc: ["'self'", ...from('frameSrc')],
    upgradeInsecureRequests: null,
  };
}
