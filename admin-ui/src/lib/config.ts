/** Runtime configuration: `config.js` beside index.html sets it, so one build serves any deployment. */
export interface AdminConfig {
  /** Origin of the API; '' for the origin serving the app. */
  apiBaseUrl: string;
  /** Origin of the storefront (order details, the link home); '' for this origin. */
  storefrontUrl: string;
}

declare global {
  var torgetAdminConfig: Partial<AdminConfig> | undefined;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const given = globalThis.torgetAdminConfig ?? {};

export const config: AdminConfig = {
  apiBaseUrl: trimSlash(given.apiBaseUrl ?? ''),
  storefrontUrl: trimSlash(given.storefrontUrl ?? ''),
};

/** A storefront page's address, e.g. an order's details. */
export const storefrontHref = (path: string) => `${config.storefrontUrl}${path}`;
