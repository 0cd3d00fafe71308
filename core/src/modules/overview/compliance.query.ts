import { lacksManufacturer } from '../products/safety/safety-todo';
import { requirementsOf, requirementsSql, type RequirementsRow } from '../settings/settings.service';
import {
  lacksTraderDetails,
  traderDetailsGiven,
  type TraderDetailsGivenRow,
} from '../users/trader-details.service';
import { figure } from './figures';

const int = (value: unknown) => Number(value ?? 0);

/** A shop's listed products without their manufacturer (the seller's to-do list, docs/notices.md). */
export const productsWithoutSafetyInfo = (shopId: string) =>
  figure(
    `select count(*) as n from products p where p.seller_id = ? and not p.draft and ${lacksManufacturer}`,
    [shopId],
    ([row]: { n: number }[]) => int(row?.n),
  );

/** What the marketplace requires (the settings module's query), read with the overview's other figures. */
export const requirements = () =>
  figure(requirementsSql, [], ([row]: RequirementsRow[]) => requirementsOf(row));

/** The trader details a shop's trader has not given (the users module's query). */
export const traderDetailsMissing = (shopId: string) =>
  figure(traderDetailsGiven.sql, [shopId], ([row]: TraderDetailsGivenRow[]) =>
    traderDetailsGiven.missing(row),
  );

/**
 * Open shops lacking what the marketplace requires, for the admins' overview: trader details (when
 * `traderDetails`) or a listed product's manufacturer (when `productSafety`); how many, and 20 by name.
 */
export const complianceGaps = (required: { traderDetails: boolean; productSafetyInfo: boolean }) =>
  figure(
    `select * from (
       select u.id, u.seller_name as name,
         ${required.traderDetails ? lacksTraderDetails : 'false'} as trader,
         ${required.productSafetyInfo ? `(select count(*) from products p where p.seller_id = u.id and not p.draft and ${lacksManufacturer})` : '0'} as products
       from users u where u.is_seller
     ) g
     where g.trader or g.products > 0
     order by g.name, g.id`,
    [],
    (rows: { id: string; name: string; trader: boolean; products: number }[]) => ({
      count: rows.length,
      shops: rows.slice(0, 20).map((row) => ({
        _id: row.id,
        name: row.name,
        traderDetailsMissing: row.trader,
        productsWithoutSafetyInfo: int(row.products),
      })),
    }),
  );
