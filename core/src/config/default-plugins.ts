/**
 * The plugins shipped in this repository (`plugins/*`), listed when TORGET_PLUGINS is unset. Each still
 * decides from its own variables whether it is on: mail over SMTP, PayPal, uploads in S3 when configured,
 * manual Swish unless switched off, PostNord's service points (a demo on its fake without an API key) unless
 * switched off. A file of its own, importing nothing, so the journeys' setup can list them too without
 * taking in the plugin kernel's types.
 */
export const DEFAULT_PLUGIN_PACKAGES = [
  '@torget/plugin-mail-smtp',
  '@torget/plugin-payment-paypal',
  '@torget/plugin-payment-swish',
  '@torget/plugin-upload-s3',
  '@torget/plugin-shipping-postnord',
] as const;
