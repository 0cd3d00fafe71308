/** Test helpers shared by the apps' component tests. */
export { fakeApi } from './fake-api';
