/** Test kit for core and plugin tests: a real app on a real (embedded) PostgreSQL database. */
export {
  createTestApp,
  defaultPlugins,
  type TestApp,
  type TestUser,
  type CreateUserOptions,
} from './test-app';
export { TestClient, type TestResponse, type RequestOptions } from './http-client';
export { createTestDatabase } from './test-database';
export { lockWaiters, lockingSession, waitForLockWaiters } from './lock-waits';
export {
  runPaymentProviderContract,
  type PaymentContractSetup,
  type PaymentCapabilities,
} from './payment-contract';

/** Path of the vitest global setup that starts PostgreSQL; plugins list it in their vitest config. */
export const globalSetupPath = new URL('./global-setup.ts', import.meta.url).pathname;
export { runCarrierContract, type CarrierContractSetup } from './carrier-contract';
export { runUploadProviderContract, type UploadContractSetup } from './upload-contract';
