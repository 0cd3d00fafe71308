/**
 * The one public entry plugins import: `import { definePlugin, ... } from '@torget/core/plugin-sdk'`.
 * Provider interfaces (payment, carrier, upload, mail), their errors and the contract test suites are exported here.
 */
export {
  definePlugin,
  loadPlugin,
  type PluginDefinition,
  type PluginEnvVariable,
  type LoadedPlugin,
} from './plugins/define-plugin';
/**
 * A plugin's texts in every language (README "Languages"): `defineTexts({ en: {...}, sv: {...} })` gives
 * `LocalizedText`s core shows each reader in theirs; `moneyText(sek)` is an amount as each language writes it,
 * through the one money formatter (`formatMoney`).
 */
export { defineTexts, moneyText } from '@torget/i18n/server';
export { formatMoney, type LocalizedText, type TextValue } from '@torget/i18n';
/** Registration helpers for `register(container, options)`. */
export { asClass, asFunction, asValue } from 'awilix';
export { route } from './http/route';
export type { RouteDef, RouteInput } from './kernel/route-def';
export type { Cradle } from './kernel/cradle';
export type { UploadProvider, UploadFile } from './plugins/upload.provider';
export type { MailProvider, MailMessage } from './plugins/mail.provider';
export {
  PaymentError,
  PaymentProviderUnavailableError,
  type NextAction,
  type PaymentErrorCode,
  type PaymentProvider,
  type PaymentOrder,
  type PaymentShop,
  type PaymentStartInput,
  type PaymentSettingField,
  type PaymentSettingValue,
  type PaymentCsp,
  type VerifiedPayment,
  type PaymentWebhookEvent,
  type RefundRequest,
  type RefundResult,
} from './plugins/payment.provider';
export type { PaymentRegistry } from './plugins/payment-registry';
export {
  CarrierUnavailableError,
  type CarrierAddress,
  type CarrierProvider,
  type CarrierQuery,
  type CarrierSettingField,
  type CarrierSettingValue,
  type OpeningHours,
  type ServicePoint,
  type TrackingNumberCheck,
} from './plugins/carrier.provider';
export type { CarrierRegistry } from './plugins/carrier-registry';
export {
  DomainError,
  BadRequestError,
  ValidationError,
  UnauthorizedError,
  ForbiddenError,
  NotFoundError,
  ConflictError,
} from './shared/errors';
