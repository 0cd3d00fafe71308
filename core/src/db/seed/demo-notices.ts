import type { EntityManager } from '@mikro-orm/postgresql';
import { asValue, type AwilixContainer } from 'awilix';
import type { Cradle } from '../../kernel/cradle';
import type { MailQueue } from '../../modules/mail/mail-queue';
import { StatementRecorder } from '../../modules/notices/statement-recorder';
import { ProductSchema } from '../../modules/products/product.entity';
import { UserSchema } from '../../modules/users/user.entity';
import { EventBus } from '../../shared/event-bus';

/**
 * Reports of illegal content in the demo (docs/notices.md), made through the notices module as a visitor and an
 * admin would: one decided (a toy without CE marking removed, with its statement of reasons, which the toy shop
 * reads under "Beslut" and may appeal) and one waiting in the admin's queue.
 */
export async function seedDemoNotices(
  container: AwilixContainer<Cradle>,
  em: EntityManager,
  publicUrl: string,
): Promise<void> {
  const admin = await em.findOne(UserSchema, { isAdmin: true });
  const toyShop = await em.findOne(UserSchema, { email: 'lek@torget.se' });
  if (!admin || !toyShop) return;
  const toy = em.create(ProductSchema, {
    seller: toyShop,
    name: 'Blinkande jojo',
    brand: 'Okänt märke',
    category: 'Leksaker',
    description: 'Jojo med blinkande lampor och lösa knappcellsbatterier.',
    priceOre: 4900,
    countInStock: 20,
  });
  await em.flush();
  // As with the demo orders, nothing is mailed: the demo's people are made up. The statement is still
  // recorded by the notices module's own subscriber, on a bus of the seed's.
  const mailQueue = { enqueue: async () => {} } as unknown as MailQueue;
  const events = new EventBus();
  const recorder = new StatementRecorder({ mailQueue, config: container.cradle.config });
  events.onTransaction('restriction.applied', (tx, event) => recorder.record(tx, event));
  const scope = container.createScope<Cradle>();
  scope.register({
    em: asValue(em),
    events: asValue(events),
    mailQueue: asValue(mailQueue),
    log: asValue(container.cradle.logger),
  });
  const { notices } = scope.cradle;
  const report = (url: string, category: 'unsafe_product' | 'counterfeit', explanation: string) =>
    notices.report(
      { category, explanation, url, name: 'Anna Andersson', email: 'anna@example.se', good_faith: true },
      '127.0.0.1',
      'sv',
    );
  const { reference } = await report(
    `${publicUrl}/product/${toy.id}`,
    'unsafe_product',
    'Jojon saknar CE-märkning och knappcellsbatteriet sitter löst – ett litet barn kan svälja det.',
  );
  const decided = (await notices.queue('open')).find((notice) => notice.reference === reference)!;
  await notices.decide(admin, decided._id, {
    decision: 'remove_listing',
    reasons: {
      facts: 'Annonsen visar en leksak utan CE-märkning med ett knappcellsbatteri som inte sitter fast.',
      ground: 'law',
      ground_reference: 'Produktsäkerhetsförordningen (EU) 2023/988 och leksaksdirektivet 2009/48/EG',
      ground_explanation:
        'Leksaker måste vara CE-märkta och får inte ha batterier som barn kan komma åt; varan får därför inte säljas.',
    },
  });
  const anyProduct = await em.findOne(ProductSchema, { seller: { $ne: toyShop.id }, draft: false });
  if (anyProduct)
    await report(
      `${publicUrl}/product/${anyProduct.id}`,
      'counterfeit',
      'Jag tror att det här är en kopia av ett känt märke.',
    );
}
