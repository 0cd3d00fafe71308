import type { EntityManager } from '@mikro-orm/postgresql';
import type { AwilixContainer } from 'awilix';
import type { Cradle } from '../../kernel/cradle';
import { vatNumberFor } from '@torget/contract';
import type { ProcessedImage } from '../../modules/uploads/image.processor';
import { ProductSchema } from '../../modules/products/product.entity';
import { ReviewSchema } from '../../modules/reviews/review.entity';
import { SettingsService } from '../../modules/settings/settings.service';
import { UserSchema, type User } from '../../modules/users/user.entity';
import { demoAccounts, demoBuyers } from './demo-accounts';
import { seedDemoDelivery } from './demo-delivery';
import { seedDemoPromotions } from './demo-promotions';
import { seedDemoNotices } from './demo-notices';
import { seedDemoOrders } from './demo-orders';
import { bannerImage, logoImage, productImage } from './demo-images';
import { demoProducts, demoReviews } from './demo-products';
import { demoGallery, seedDemoVariants } from './demo-variants';
import { DEMO_SELLER_PASSWORD, demoShops, type DemoShop } from './demo-shops';

interface Deps {
  em: EntityManager;
  /** The app's container: its password hasher and uploads, and the services the demo orders go through. */
  container: AwilixContainer<Cradle>;
}

const noShop = { domain: null, plan: null };

/**
 * Fills an EMPTY database with a small, believable marketplace: an admin, buyers, five themed shops with
 * generated logos, banners and product pictures, 60+ products, reviews (ratings computed from them) and a
 * few weeks of orders (demo-orders.ts). Returns false, touching nothing, when the database already has users.
 */
export async function seedDemo({ em, container }: Deps): Promise<boolean> {
  if (await em.count(UserSchema, {})) return false;
  const { passwords, uploads } = container.cradle;
  // Stored as uploads are, with their smaller copies (one code path: the uploads module's), so demo photos
  // get a srcset like any seller's.
  const save = async (image: Promise<ProcessedImage>) => uploads.storeImage(await image);
  const [adminHash, buyerHash, sellerHash] = await Promise.all([
    passwords.hash(demoAccounts.admin.password),
    passwords.hash(demoAccounts.buyer.password),
    passwords.hash(DEMO_SELLER_PASSWORD),
  ]);
  const { name, email } = demoAccounts.admin;
  em.create(UserSchema, { name, email, passwordHash: adminHash, isAdmin: true, seller: noShop });
  const buyers = demoBuyers.map((buyer) =>
    em.create(UserSchema, {
      name: buyer.name,
      email: buyer.email,
      passwordHash: buyerHash,
      ...buyer.shipping,
      seller: noShop,
    }),
  );

  const minute = 60_000;
  let age = 0;
  const owners = new Map<string, User>();
  for (const shop of demoShops) {
    const owner = await createShop(em, shop, sellerHash, save);
    owners.set(shop.key, owner);
    const products = demoProducts[shop.key] ?? [];
    const images = await Promise.all(
      products.map(([name, , , , , shape]) => save(productImage(name, shape, shop.colors))),
    );
    // Clothes and textiles in sizes and colours get a photo per colour and a detail shot (demo-variants.ts).
    const galleries = await Promise.all(
      products.map(([name, , , , , shape], index) =>
        demoGallery(name, shape, shop.colors, images[index]!, save),
      ),
    );
    products.forEach(([name, price, category, stock, shipping], index) => {
      const createdAt = new Date(Date.now() - (age += 37) * minute);
      const product = em.create(ProductSchema, {
        seller: owner,
        name,
        image: images[index]!,
        images: galleries[index]!.images,
        brand: shop.name,
        category,
        description: `${name} från ${shop.name} i ${shop.city}. ${shop.subtitle}.`,
        priceOre: price * 100,
        shippingPriceOre: shipping * 100,
        shippingInfo:
          shipping > 60 ? 'Skickas med DHL inom 3–5 dagar' : 'Skickas med PostNord inom 1–3 dagar',
        countInStock: stock,
        createdAt,
        updatedAt: createdAt,
      });
      seedDemoVariants(em, product, owner.id, stock, galleries[index]!.byColour);
      // Most products get one to three reviews from different buyers.
      buyers.slice(0, (index + shop.key.length) % 4).forEach((buyer, n) => {
        const [rating, comment] = demoReviews[(index * 3 + n) % demoReviews.length]!;
        em.create(ReviewSchema, { product, user: buyer, name: buyer.name, rating, comment });
      });
    });
  }
  // No site texts: the defaults are served in each reader's language (settings/default-site-texts.ts).
  await em.flush();
  // Every demo product names its maker (GPSR Art. 19), as a new Torget requires before a product is listed:
  // the shop itself, which makes what it sells.
  await em.execute(
    `insert into product_safety (product_id, manufacturer_name, manufacturer_address, manufacturer_contact,
       product_identifier)
     select p.id, u.seller_name, u.seller_address || ', ' || u.seller_post_number || ' ' || u.seller_city,
       u.email, 'Art.nr ' || upper(left(p.id::text, 8))
     from products p join users u on u.id = p.seller_id
     on conflict (product_id) do nothing`,
  );
  // The marketplace's product safety contact point (GPSR Art. 22), which the footer and the terms page show; a
  // new marketplace has none until its admin sets it.
  await new SettingsService({ em }).update({
    product_safety_contact: 'produktsakerhet@torget.example, 08-123 45 67',
  });
  await seedDemoOrders(container, em);
  // Two shops offer delivery options (the rest ship the standard way), added after the demo orders.
  seedDemoDelivery(
    em,
    ['ull', 'lek'].flatMap((key) => owners.get(key) ?? []),
  );
  seedDemoPromotions(em, { snickeri: owners.get('snickeri'), glas: owners.get('glas') });
  await em.flush();
  await recomputeRatings(em);
  await seedDemoNotices(container, em, container.cradle.config.publicUrl);
  return true;
}

async function createShop(
  em: EntityManager,
  shop: DemoShop,
  passwordHash: string,
  save: (file: ReturnType<typeof logoImage>) => Promise<string>,
): Promise<User> {
  const initials = shop.name
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  const [logo, banner] = await Promise.all([
    save(logoImage(initials, shop.colors)),
    save(bannerImage(shop.colors)),
  ]);
  return em.create(UserSchema, {
    name: shop.owner.name,
    email: shop.owner.email,
    passwordHash,
    isSeller: true,
    seller: {
      name: shop.name,
      subtitle: shop.subtitle,
      description: shop.description,
      logo,
      hasLogo: true,
      bannerBackgroundImage: banner,
      // Name and subtitle stand on the description's light card (the shop page's layout), so they take the
      // shop's dark colours; light on light made the demo seller's settings warn of unreadable pairs.
      nameTextColor: shop.colors.brand,
      subtitleTextColor: shop.colors.text,
      descriptionBackgroundColor: shop.colors.light,
      descriptionTextColor: shop.colors.text,
      productsBackgroundColor: '#ffffff',
      footerBackgroundColor: shop.colors.brand,
      footerTextColor: '#ffffff',
      address: shop.address,
      postNumber: shop.postNumber,
      city: shop.city,
      phone: shop.phone,
      organisationNumber: shop.organisationNumber,
      vatNumber: vatNumberFor(shop.organisationNumber),
      hasSwish: true,
      swishNumber: shop.swishNumber,
      plan: shop.plan,
      domain: shop.domain,
    },
  });
}

/** The same averages the review service keeps, computed once for all products and shops. */
async function recomputeRatings(em: EntityManager): Promise<void> {
  await em.execute(`update products p set
    rating = coalesce((select avg(r.rating) from reviews r where r.product_id = p.id), 0),
    num_reviews = (select count(*) from reviews r where r.product_id = p.id)`);
  await em.execute(`update users u set
    seller_rating = coalesce((select avg(r.rating) from reviews r join products p on p.id = r.product_id where p.seller_id = u.id), 0),
    seller_num_reviews = (select count(*) from reviews r join products p on p.id = r.product_id where p.seller_id = u.id)
    where u.is_seller`);
}
