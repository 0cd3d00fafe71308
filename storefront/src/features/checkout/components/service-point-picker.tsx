import type { ServicePointDto } from '@torget/contract';
import { MessageBox } from '@torget/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PageState } from '../../../components/page-state';
import { useT } from '../../../lib/i18n';
import { getServicePoints } from '../api/delivery';
import { openingHoursLines } from '../lib/opening-hours';

const Points = styled.fieldset`
  border: 0;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Point = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.brand};
  }

  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }

  span {
    grid-column: 2;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

type Loaded =
  | { state: 'loading' }
  | { state: 'done'; points: ServicePointDto[]; demo: boolean }
  | { state: 'failed'; error: unknown };

/**
 * "Välj ombud": the carrier's 5 nearest points to the address's postal code, the nearest preselected, as a
 * radio group (arrow keys move, the choice follows). Loaded with the shipping step, not with the first page.
 * A carrier that does not answer is said in words, with "Try again"; the buyer can still choose another option.
 */
export default function ServicePointPicker({
  optionId,
  postalCode,
  chosen,
  onChoose,
}: {
  optionId: string;
  postalCode: string;
  chosen: string | null;
  onChoose: (point: { id: string; name: string; address: string } | null) => void;
}) {
  const { t, locale } = useT();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    onChoose(null);
    getServicePoints(optionId, postalCode).then(
      ({ points, demo }) => {
        if (!current) return;
        setLoaded({ state: 'done', points, demo });
        const nearest = points[0];
        if (nearest) onChoose({ id: nearest.id, name: nearest.name, address: nearest.address });
      },
      (error: unknown) => current && setLoaded({ state: 'failed', error }),
    );
    return () => {
      current = false;
    };
    // onChoose is the parent's setter; the list depends on the option, the postal code and the attempt only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [optionId, postalCode, attempt]);

  if (loaded.state === 'loading')
    return <p role="status">{t('checkout.delivery.loadingPoints', { postalCode })}</p>;
  if (loaded.state === 'failed')
    return <PageState error={loaded.error} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!loaded.points.length)
    return <MessageBox>{t('checkout.delivery.noPoints', { postalCode })}</MessageBox>;
  // Metres under a kilometre, else kilometres with one decimal as the reader writes them ("1,5 km").
  const distanceText = (metres: number) =>
    metres < 1000
      ? t('checkout.delivery.distanceMetres', { metres: String(Math.round(metres)) })
      : t('checkout.delivery.distance', {
          km: (Math.round(metres / 100) / 10).toFixed(1).replace('.', locale === 'sv' ? ',' : '.'),
        });
  const dayName = (day: number) => t(`checkout.delivery.day${day}` as 'checkout.delivery.day1');
  return (
    <Points>
      <legend>{t('checkout.delivery.choosePoint')}</legend>
      {loaded.demo && <MessageBox>{t('checkout.delivery.demo')}</MessageBox>}
      {loaded.points.map((point) => (
        <Point key={point.id}>
          <input
            type="radio"
            name="servicePoint"
            value={point.id}
            checked={chosen === point.id}
            onChange={() => onChoose({ id: point.id, name: point.name, address: point.address })}
          />
          <strong>{point.name}</strong>
          <span>{point.address}</span>
          {point.distance !== null && <Muted>{distanceText(point.distance)}</Muted>}
          {point.openingHours.length > 0 && (
            <Muted>{openingHoursLines(point.openingHours, dayName).join(', ')}</Muted>
          )}
        </Point>
      ))}
    </Points>
  );
}
