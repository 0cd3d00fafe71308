import { eraseNotifier } from './notice-erasure';
import { asClass } from 'awilix';
import type { CoreModule } from '../../kernel/core-module';
import '../../shared/restriction-event';
import { Migration20261127050001Notices } from './migrations/20261127050001-notices';
import { Migration20261128110003StopSalesStatements } from './migrations/20261128110003-stop-sales-statements';
import { NoticeService } from './notice.service';
import { noticesRoutes } from './notices.routes';
import { StatementRecorder } from './statement-recorder';
import { StatementService } from './statement.service';

declare module '../../kernel/cradle' {
  interface Cradle {
    notices: NoticeService;
    statements: StatementService;
    statementRecorder: StatementRecorder;
  }
}

/**
 * Notice and action (docs/notices.md): reports of illegal content, decisions with statements of reasons,
 * appeals and the transparency figures. Owns the `notices` and `statements` tables.
 */
export const noticesModule: CoreModule = {
  name: 'notices',
  migrations: [
    { name: '20261127050001-notices', class: Migration20261127050001Notices },
    { name: '20261128110003-stop-sales-statements', class: Migration20261128110003StopSalesStatements },
  ],
  register(container) {
    container.register({
      notices: asClass(NoticeService).scoped(),
      statements: asClass(StatementService).scoped(),
      statementRecorder: asClass(StatementRecorder).singleton(),
    });
    const { events, statementRecorder } = container.cradle;
    events.onTransaction('restriction.applied', (em, event) => statementRecorder.record(em, event));
    events.onTransaction('account.erased', (em, { email }) => eraseNotifier(em, email));
  },
  routes: noticesRoutes,
};
