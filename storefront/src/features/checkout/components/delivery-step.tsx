import type { DeliveryOptionDto } from '@torget/contract';
import { Button, MessageBox } from '@torget/ui';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { CartItem } from '../../../lib/cart-store';
import { useT } from '../../../lib/i18n';
import { deliveryPrice, type DeliveryChoice } from '../lib/delivery-choice';

/** Loaded when a service point option is chosen: the first page never carries it. */
const ServicePointPicker = lazy(() => import('./service-point-picker'));

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  legend {
    font-weight: 700;
    font-size: 1.15rem;
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
`;

const Option = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space(3)};

  &:has(> label input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.brand};
  }

  > label {
    display: grid;
    grid-template-columns: auto 1fr auto;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    align-items: center;
    cursor: pointer;
  }

  input {
    width: 22px;
    height: 22px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

const Detail = styled.span`
  grid-column: 2 / 4;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/**
 * The shipping step's delivery options (issue 38): each of the cart's shop's options with its price for this
 * cart and its estimate; an ombud option opens "Välj ombud" with the points nearest the address.
 */
export function DeliveryStep({
  shopId,
  options,
  items,
  postalCode,
  initial,
  onContinue,
}: {
  shopId: string;
  options: DeliveryOptionDto[];
  items: CartItem[];
  postalCode: string;
  initial: DeliveryChoice | null;
  onContinue: (choice: DeliveryChoice) => void;
}) {
  const { t, locale, money } = useT();
  const first = options.find((option) => option._id === initial?.option._id) ?? options[0]!;
  const [optionId, setOptionId] = useState(first._id);
  const [point, setPoint] = useState<DeliveryChoice['servicePoint']>(
    initial?.option._id === first._id ? initial.servicePoint : null,
  );
  const option = options.find((candidate) => candidate._id === optionId)!;
  const needsPoint = option.kind === 'service_point';

  const priceText = (candidate: DeliveryOptionDto) => {
    const price = deliveryPrice(candidate, items);
    return price === 0 ? t('checkout.delivery.free') : money(price);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (needsPoint && !point) return;
        onContinue({ shopId, option, servicePoint: needsPoint ? point : null });
      }}
    >
      <Fieldset>
        <legend>{t('checkout.delivery.heading')}</legend>
        {options.map((candidate) => (
          <Option key={candidate._id}>
            <label>
              <input
                type="radio"
                name="deliveryOption"
                value={candidate._id}
                checked={candidate._id === optionId}
                onChange={() => {
                  setOptionId(candidate._id);
                  setPoint(null);
                }}
              />
              <strong>{candidate.name[locale]}</strong>
              <span>{priceText(candidate)}</span>
              {candidate.estimate[locale] && <Detail>{candidate.estimate[locale]}</Detail>}
              {candidate.freeOver !== null && deliveryPrice(candidate, items) > 0 && (
                <Detail>{t('checkout.delivery.freeOver', { amount: money(candidate.freeOver) })}</Detail>
              )}
              {candidate.pricing === 'per_item' && (
                <Detail>{t('checkout.delivery.perItem', { amount: money(candidate.price) })}</Detail>
              )}
              {candidate.kind === 'pickup' && candidate.openingHours[locale] && (
                <Detail>
                  {t('checkout.delivery.pickupHours', { hours: candidate.openingHours[locale] })}
                </Detail>
              )}
            </label>
            {candidate._id === optionId && needsPoint && (
              <Suspense
                fallback={<p role="status">{t('checkout.delivery.loadingPoints', { postalCode })}</p>}
              >
                <ServicePointPicker
                  optionId={candidate._id}
                  postalCode={postalCode}
                  chosen={point?.id ?? null}
                  onChoose={setPoint}
                />
              </Suspense>
            )}
          </Option>
        ))}
      </Fieldset>
      {needsPoint && !point && <MessageBox>{t('checkout.delivery.pointNeeded')}</MessageBox>}
      <Button type="submit" $block disabled={needsPoint && !point}>
        {t('checkout.continue')}
      </Button>
    </form>
  );
}
