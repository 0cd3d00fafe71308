import { lazy, Suspense, useId, useMemo, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { useUiT } from '../../i18n';
import { Button } from '../button';
import { MessageBox } from '../message-box';
import { Table } from '../table';
import { VisuallyHidden } from '../visually-hidden';
import type { ChartDrawing, ChartSeries } from './chart-types';

export type { ChartSeries } from './chart-types';

const ChartCanvas = lazy(() => import('./chart-canvas'));

/** Canvas drawing needs a browser; in jsdom (component and story tests) the chart is its table. */
const canDraw = () => typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent);

export interface ChartProps<Point> {
  /** Names the chart and its table. */
  title: string;
  points: Point[];
  /** The point's label on the axis and in the table's first column (a formatted date). */
  label: (point: Point) => string;
  labelHeader: string;
  series: ChartSeries<Point>[];
  /** Said instead of an empty chart when no point has a value. */
  empty?: string;
  height?: number;
}

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  figcaption {
    font-weight: 600;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Swatch = styled.span<{ $colour: string; $line: boolean }>`
  display: inline-block;
  width: 0.9rem;
  height: ${({ $line }) => ($line ? '0.2rem' : '0.9rem')};
  margin-inline-end: ${({ theme }) => theme.space(1)};
  vertical-align: middle;
  background: ${({ $colour }) => $colour};
`;

const Plot = styled.div<{ $height: number }>`
  min-height: ${({ $height }) => $height}px;
`;

/**
 * A chart of points over time (bars and/or a line, two value axes) with the same numbers as a table: the
 * table is always there for screen readers, and a button shows it instead of the chart for anyone who
 * reads numbers better than pictures or uses a keyboard. Coloured with the theme's tokens, so it follows a
 * shop's look. The drawing library is loaded only when a chart is shown.
 */
export function Chart<Point>({
  title,
  points,
  label,
  labelHeader,
  series,
  empty,
  height = 220,
}: ChartProps<Point>) {
  const { t } = useUiT();
  const theme = useTheme();
  const tableId = useId();
  const drawable = canDraw();
  const [asTable, setAsTable] = useState(false);
  const colours = [theme.colors.brand, theme.colors.text, theme.colors.info];
  const nothing = points.every((point) => series.every((s) => !s.value(point)));
  const drawing = useMemo<ChartDrawing>(
    () => ({
      labels: points.map(label),
      series: series.map((s, index) => ({
        values: points.map(s.value),
        kind: s.kind,
        axis: s.axis ?? 'left',
        colour: colours[index % colours.length]!,
        format: s.format,
      })),
      text: theme.colors.muted,
      grid: theme.colors.border,
      font: `12px ${theme.font}`,
      height,
    }),
    // The theme's colours are strings: a new theme object with the same colours draws nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [points, series, height, theme.colors.brand, theme.colors.text, theme.colors.muted, theme.font],
  );
  const showChart = drawable && !asTable && !nothing;
  const table = (
    <Table
      caption={title}
      hideCaption
      columns={[
        { header: labelHeader, cell: (point: Point) => label(point) },
        ...series.map((s) => ({
          header: s.label,
          align: 'end' as const,
          cell: (point: Point) => {
            const value = s.value(point);
            return value === null ? '–' : s.format(value);
          },
        })),
      ]}
      rows={points}
      rowKey={label}
    />
  );
  return (
    <Figure>
      <Head>
        <figcaption>{title}</figcaption>
        {drawable && !nothing && (
          <Button
            $variant="secondary"
            aria-controls={tableId}
            aria-expanded={asTable}
            onClick={() => setAsTable((value) => !value)}
          >
            {asTable ? t('chart.showChart') : t('chart.showTable')}
          </Button>
        )}
      </Head>
      {nothing && empty ? <MessageBox>{empty}</MessageBox> : null}
      {showChart && (
        <>
          <Legend aria-hidden="true">
            {drawing.series.map((s, index) => (
              <li key={series[index]!.label}>
                <Swatch $colour={s.colour} $line={s.kind === 'line'} />
                {series[index]!.label}
              </li>
            ))}
          </Legend>
          <Plot $height={height} aria-hidden="true">
            <Suspense fallback={null}>
              <ChartCanvas drawing={drawing} />
            </Suspense>
          </Plot>
        </>
      )}
      <div id={tableId}>
        {showChart ? <VisuallyHidden as="div">{table}</VisuallyHidden> : nothing ? null : table}
      </div>
    </Figure>
  );
}
