import { adminPaths } from '@torget/contract/browser';
import { SelectField } from '@torget/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadState } from '../../components/load-state';
import { useTransparency } from '../../features/notices/api/notices';
import { TransparencyReport } from '../../features/notices/components/transparency-report';
import { useT } from '../../lib/i18n';

/** The years offered: this one and the four before (notice and action began with Torget's). */
const years = (now: number) => Array.from({ length: 5 }, (_, index) => now - index);

/** "Öppenhetsrapport": the chosen year's notice-and-action figures (`?year=`, this year unless asked). */
export function TransparencyRoute() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const thisYear = new Date().getFullYear();
  const year = Number(params.get('year')) || thisYear;
  const { data, error } = useTransparency(year);
  return (
    <>
      <p>
        <Link to={adminPaths.notices}>{t('notices.back')}</Link>
      </p>
      <h1>{t('transparency.title', { year })}</h1>
      <p>{t('transparency.intro')}</p>
      <SelectField
        label={t('transparency.year')}
        value={String(year)}
        onChange={(event) => setParams({ year: event.target.value })}
      >
        {years(thisYear).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      {data ? <TransparencyReport report={data} /> : <LoadState error={error} />}
    </>
  );
}
