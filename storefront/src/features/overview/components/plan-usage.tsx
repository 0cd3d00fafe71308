import type { ShopOverviewDto } from '@torget/contract';
import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n';

/** How many of its plan's products the shop uses; a plan 1 shop is shown the way to plan 2. */
export function PlanUsage({ plan }: { plan: ShopOverviewDto['plan'] }) {
  const { t } = useT();
  return (
    <p>
      {t('overview.plan.usage', { plan: plan.plan, products: plan.products, limit: plan.limit })}
      {plan.plan === 1 ? (
        <>
          {' '}
          <Link to="/seller_info_2">{t('overview.plan.upgrade')}</Link>
        </>
      ) : null}
    </p>
  );
}
