import type { OverviewRange } from '@torget/contract';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../components/card';
import { LoadingIndicator } from '../components/loading-indicator';
import { MessageBox } from '../components/message-box';
import { errorMessage } from '../i18n/error-message';
import { useUiT } from '../i18n/ui-messages';

const Grid = styled.div<{ $layout: 'main' | 'even' }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  @media ${({ theme }) => theme.wide} {
    grid-template-columns: ${({ $layout }) =>
      $layout === 'main' ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'minmax(0, 1fr) minmax(0, 1fr)'};
  }
  section {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    align-content: start;
    min-width: 0;
  }
  h2,
  h3 {
    margin: 0;
  }
`;

const Periods = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Period = styled.button<{ $active: boolean }>`
  font: inherit;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.brandText : theme.colors.brand)};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export interface PeriodSwitchProps {
  value: OverviewRange;
  onChange(range: OverviewRange): void;
}

/** 30 days (per day) or 12 months (per week): the period every figure of an overview covers. */
export function PeriodSwitch({ value, onChange }: PeriodSwitchProps) {
  const { t } = useUiT();
  return (
    <Periods role="group" aria-label={t('overview.period')}>
      {(['month', 'year'] as const).map((option) => (
        <Period
          key={option}
          type="button"
          $active={value === option}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {option === 'month' ? t('overview.period.month') : t('overview.period.year')}
        </Period>
      ))}
    </Periods>
  );
}

/** One figure of an overview: a card named by its heading. */
export function OverviewCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Card>
  );
}

export interface OverviewScreenProps<Data> {
  /** The app's data hook for a period (SWR keeps the previous period's figures while the next loads). */
  useOverview: (range: OverviewRange) => { data?: Data; error?: unknown };
  /** `main`: the first column twice as wide (a shop's sales beside its to-dos); `even`: two equal columns. */
  layout?: 'main' | 'even';
  /** The figures as `OverviewCard`s, laid out in the overview's grid. */
  children: (data: Data) => ReactNode;
}

/**
 * Both overviews' frame (issue 26): the period switch, then the figures in a grid of cards (one column on a
 * phone), a loading indicator until the first answer and the refusal in words if it fails. Each app gives
 * only its data hook and its cards.
 */
export function OverviewScreen<Data>({ useOverview, layout = 'even', children }: OverviewScreenProps<Data>) {
  const [range, setRange] = useState<OverviewRange>('month');
  const { data, error } = useOverview(range);
  if (!data)
    return error ? <MessageBox variant="danger">{errorMessage(error)}</MessageBox> : <LoadingIndicator />;
  return (
    <>
      <PeriodSwitch value={range} onChange={setRange} />
      <Grid $layout={layout}>{children(data)}</Grid>
    </>
  );
}
