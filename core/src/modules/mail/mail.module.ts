import { asClass } from 'awilix';
import type { MailProvider } from '../../plugins/mail.provider';
import type { CoreModule } from '../../kernel/core-module';
import { FileOutboxProvider } from './file-outbox.provider';
import { registerMailSubscribers } from './mail.subscribers';
import { MailQueue, mailQueues } from './mail-queue';
import { MailWorker } from './mail-worker';
import { Migration20261122400001Mail } from './migrations/20261122400001-mail';
import { Migration20261122400002MailSender } from './migrations/20261122400002-mail-sender';
import { Migration20261123160001MailOutboxRetired } from './migrations/20261123160001-mail-outbox-retired';

declare module '../../kernel/cradle' {
  interface Cradle {
    /** Replaceable by a plugin (registered after the modules), e.g. mail-smtp. */
    mailProvider: MailProvider;
    mailQueue: MailQueue;
    mailWorker: MailWorker;
  }
}

export const mailModule: CoreModule = {
  name: 'mail',
  migrations: [
    { name: '20261122400001-mail', class: Migration20261122400001Mail },
    { name: '20261122400002-mail-sender', class: Migration20261122400002MailSender },
    { name: '20261123160001-mail-outbox-retired', class: Migration20261123160001MailOutboxRetired },
  ],
  register(container) {
    container.register({
      mailProvider: asClass(FileOutboxProvider).singleton(),
      mailQueue: asClass(MailQueue).singleton(),
      mailWorker: asClass(MailWorker).singleton(),
    });
    for (const queue of mailQueues) container.cradle.jobs.declare(queue);
    registerMailSubscribers(container);
  },
  async start(container) {
    await container.cradle.mailWorker.start();
  },
  stop: (container) => container.cradle.mailWorker.stop(),
  routes: [],
};
