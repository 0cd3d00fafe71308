import { Chart, type ChartProps } from '../components/chart/chart';
import { useUiT } from '../i18n/ui-messages';

export interface PeriodChartProps<Point extends { date: string }> extends Omit<
  ChartProps<Point>,
  'label' | 'labelHeader'
> {
  /** One point a day (a 30-day period) or a week (12 months, each point its Monday). */
  bucket: 'day' | 'week';
}

/**
 * A chart over an overview's period, the one both apps' overviews draw with: each point labelled by its day
 * (a Stockholm calendar day, read at noon so no time zone moves it), the table's first column "Day" or
 * "Week from".
 */
export function PeriodChart<Point extends { date: string }>({ bucket, ...chart }: PeriodChartProps<Point>) {
  const { t, date } = useUiT();
  return (
    <Chart
      {...chart}
      labelHeader={bucket === 'week' ? t('overview.week') : t('overview.day')}
      label={(point: Point) => date(`${point.date}T12:00:00Z`)}
    />
  );
}

/** A whole number of things (orders, reviews) on an axis or in a table. */
export const wholeNumber = (value: number) => String(Math.round(value));
