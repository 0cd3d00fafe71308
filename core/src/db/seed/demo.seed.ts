import type { EntityManager } from '@mikro-orm/postgresql';
import { SiteSettingsSchema } from '../../modules/settings/settings.entity';
import type { PasswordHasher } from '../../modules/users/password-hasher';
import { UserSchema } from '../../modules/users/user.entity';
import { demoAccounts } from './demo-accounts';
import { demoSiteTexts } from './site-texts';

/** Fills an empty database with demo accounts and site texts. Returns false when it was not empty. */
export async function seedDemo(em: EntityManager, passwords: PasswordHasher): Promise<boolean> {
  if (await em.count(UserSchema, {})) return false;
  const { admin, buyer, seller } = demoAccounts;
  em.create(UserSchema, {
    name: admin.name,
    email: admin.email,
    passwordHash: await passwords.hash(admin.password),
    isAdmin: true,
    seller: { domain: null, plan: null },
  });
  em.create(UserSchema, {
    name: buyer.name,
    email: buyer.email,
    passwordHash: await passwords.hash(buyer.password),
    shippingFullName: buyer.name,
    shippingAddress: 'Storgatan 12',
    shippingPostalCode: '411 38',
    shippingCity: 'Göteborg',
    shippingCountry: 'Sverige',
    seller: { domain: null, plan: null },
  });
  em.create(UserSchema, {
    name: seller.name,
    email: seller.email,
    passwordHash: await passwords.hash(seller.password),
    isSeller: true,
    seller: {
      name: 'Svens Snickeri',
      subtitle: 'Handgjort trä från Dalarna',
      description: '<p>Skärbrädor, smörknivar och dalahästar, tillverkade för hand i Mora.</p>',
      address: 'Kyrkogatan 4',
      postNumber: '792 30',
      city: 'Mora',
      phone: '0250-123 45',
      organisationNumber: '556016-0680',
      hasSwish: true,
      swishNumber: '1231181189',
      nameTextColor: '#2f4f2f',
      footerBackgroundColor: '#2f4f2f',
      footerTextColor: '#ffffff',
      domain: null,
      plan: 1,
    },
  });
  if (!(await em.count(SiteSettingsSchema, {}))) em.create(SiteSettingsSchema, { id: 1, ...demoSiteTexts });
  await em.flush();
  return true;
}
