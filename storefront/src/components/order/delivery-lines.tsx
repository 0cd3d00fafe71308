import styled from 'styled-components';
import { useT } from '../../lib/i18n';

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(2)};

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * How an order travels, under its address (the place-order screen and the order page): the delivery option,
 * the chosen ombud, and once shipped the carrier's tracking link ("Spåra paketet").
 */
export function DeliveryLines({
  name,
  servicePoint,
  carrierName,
  trackingNumber,
  trackingUrl,
}: {
  name: string;
  servicePoint: { name: string; address: string } | null;
  carrierName?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
}) {
  const { t } = useT();
  return (
    <Lines>
      <p>
        <strong>{t('order.delivery.option')}</strong> {name}
      </p>
      {servicePoint && (
        <p>
          <strong>{t('order.delivery.servicePoint')}</strong> {servicePoint.name}, {servicePoint.address}
        </p>
      )}
      {trackingNumber && (
        <p>
          <strong>{t('order.delivery.tracking')}</strong> {carrierName ? `${carrierName} ` : ''}
          {trackingNumber}
          {trackingUrl && (
            <>
              {' – '}
              <a href={trackingUrl} target="_blank" rel="noopener noreferrer">
                {t('order.delivery.track')}
              </a>
            </>
          )}
        </p>
      )}
    </Lines>
  );
}
