import { asClass } from 'awilix';
import type { CoreModule } from '../../kernel/core-module';
import { AccountErasureService } from './account-erasure.service';
import { DataExports, exportQueues } from './data-exports';
import { Migration20261127060002DataExports } from './migrations/20261127060002-data-exports';
import { privacyRoutes } from './privacy.routes';
import { RetentionJob, retentionQueues } from './retention-job';

declare module '../../kernel/cradle' {
  interface Cradle {
    accountErasure: AccountErasureService;
    dataExports: DataExports;
    retention: RetentionJob;
  }
}

declare module '../../shared/event-bus' {
  interface DomainEvents {
    /** An account is being erased (in the erasure's transaction): what other modules keep of the person goes. */
    'account.erased': { userId: string; email: string };
  }
}

/** People's data (docs/privacy.md): the privacy map, data exports, account deletion and the retention job. */
export const privacyModule: CoreModule = {
  name: 'privacy',
  migrations: [{ name: '20261127060002-data-exports', class: Migration20261127060002DataExports }],
  register(container) {
    container.register({
      accountErasure: asClass(AccountErasureService).scoped(),
      dataExports: asClass(DataExports).singleton(),
      retention: asClass(RetentionJob).singleton(),
    });
    for (const queue of [...exportQueues, ...retentionQueues]) container.cradle.jobs.declare(queue);
  },
  async start(container) {
    await container.cradle.dataExports.startWorker();
    await container.cradle.retention.start();
  },
  async stop(container) {
    container.cradle.retention.stop();
    await container.cradle.dataExports.stopWorker();
  },
  routes: privacyRoutes,
};
