// Runtime configuration of the admin app. Edit this file where the bundle is deployed: no rebuild needed.
//   apiBaseUrl:    origin of the Torget API ('' = the origin serving this app). The API must list this app's
//                  origin in CORS_ORIGINS when they differ.
//   storefrontUrl: origin of the storefront, for order details and the link home ('' = this origin).
globalThis.torgetAdminConfig = { apiBaseUrl: '', storefrontUrl: '' };
