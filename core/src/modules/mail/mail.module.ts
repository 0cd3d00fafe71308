import { asClass } from 'awilix';
import type { MailProvider } from '../../plugins/mail.provider';
import type { CoreModule } from '../../kernel/core-module';
import { FileOutboxProvider } from './file-outbox.provider';
import { registerMailSubscribers } from './mail.subscribers';
import { MailWorker } from './mail-worker';
import { Migration20261122400001Mail } from './migrations/20261122400001-mail';
import { Migration20261122400002MailSender } from './migrations/20261122400002-mail-sender';

declare module '../../kernel/cradle' {
  interface Cradle {
    /** Replaceable by a plugin (registered after the modules), e.g. mail-smtp. */
    mailProvider: MailProvider;
    mailWorker: MailWorker;
  }
}

export const mailModule: CoreModule = {
  name: 'mail',
  migrations: [
    { name: '20261122400001-mail', class: Migration20261122400001Mail },
    { name: '20261122400002-mail-sender', class: Migration20261122400002MailSender },
  ],
  register(container) {
    container.register({
      mailProvider: asClass(FileOutboxProvider).singleton(),
      mailWorker: asClass(MailWorker).singleton(),
    });
    registerMailSubscribers(container);
  },
  start: (container) => container.cradle.mailWorker.start(),
  stop: (container) => container.cradle.mailWorker.stop(),
  routes: [],
};
