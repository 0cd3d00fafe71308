import type { EntityManager } from '@mikro-orm/postgresql';
import { decisionKinds, noticeCategories, restrictionKinds, type TransparencyDto } from '@torget/contract';
import { TIME_ZONE } from '@torget/i18n';

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** In the year (Stockholm time) of `column`. */
const inYear = (column: string) => `extract(year from ${column} at time zone '${TIME_ZONE}') = ?`;

/**
 * The year's figures for the operator's transparency report (DSA Art. 15 and 24, docs/notices.md), counted
 * from the same rows the decisions wrote.
 */
export async function transparencyFigures(em: EntityManager, year: number): Promise<TransparencyDto> {
  const count = (sql: string) => em.execute<{ key: string; n: number }[]>(sql, [year]);
  const fill = <K extends string>(keys: readonly K[], rows: { key: string; n: number }[]) => {
    const out = zeros(keys);
    for (const row of rows) if (row.key in out) out[row.key as K] = Number(row.n);
    return out;
  };
  const notices = await count(
    `select category as key, count(*)::int as n from notices where ${inYear('created_at')} group by 1`,
  );
  const decisions = await count(
    `select decision as key, count(*)::int as n from notices
     where decision is not null and ${inYear('decided_at')} group by 1`,
  );
  const others = await count(
    `select kind as key, count(*)::int as n from statements
     where notice_id is null and ${inYear('created_at')} group by 1`,
  );
  const [appeals] = await em.execute<{ received: number; upheld: number; reversed: number; open: number }[]>(
    `select count(*) filter (where ${inYear('appealed_at')})::int as received,
       count(*) filter (where appeal_outcome = 'upheld' and ${inYear('appeal_decided_at')})::int as upheld,
       count(*) filter (where appeal_outcome = 'reversed' and ${inYear('appeal_decided_at')})::int as reversed,
       count(*) filter (where appeal_decided_at is null and ${inYear('appealed_at')})::int as open
     from statements where appealed_at is not null`,
    [year, year, year, year],
  );
  const [median] = await em.execute<{ hours: number | null }[]>(
    `select percentile_cont(0.5) within group (order by extract(epoch from decided_at - created_at) / 3600)
       as hours
     from notices where decision is not null and ${inYear('decided_at')}`,
    [year],
  );
  return {
    year,
    notices: fill(noticeCategories, notices),
    decisions: fill(decisionKinds, decisions),
    other_restrictions: fill(restrictionKinds, others),
    appeals: appeals!,
    median_hours_to_decision:
      median?.hours === null || median?.hours === undefined
        ? null
        : Math.round(Number(median.hours) * 10) / 10,
  };
}
