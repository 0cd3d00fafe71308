import type { DeliveryOptionDto } from '@torget/contract';
import { Button, FieldGroup, Form, MessageBox, useApiForm, useWatch } from '@torget/ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { CartItem } from '../../../lib/cart-store';
import { useT } from '../../../lib/i18n';
import { deliveryPrice, type DeliveryChoice } from '../lib/delivery-choice';

/** Loaded when a service point option is chosen: the first page never carries it. */
const ServicePointPicker = lazy(() => import('./service-point-picker'));

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

/** What the step holds: the option chosen and, for an ombud option, the point chosen in "Välj ombud". */
interface Values {
  optionId: string;
  servicePoint: DeliveryChoice['servicePoint'];
}

/**
 * The shipping step's delivery options (issue 38): each of the cart's shop's options with its price for this
 * cart and its estimate; an ombud option opens "Välj ombud" with the points nearest the address. The kit's
 * Form holds the choice: the option radios are its field, the picker sets the point.
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
  const form = useApiForm<Values>({
    defaultValues: {
      optionId: first._id,
      servicePoint: initial?.option._id === first._id ? initial.servicePoint : null,
    },
  });
  const [optionId, point] = useWatch({ control: form.control, name: ['optionId', 'servicePoint'] });
  const option = options.find((candidate) => candidate._id === optionId) ?? first;
  const needsPoint = option.kind === 'service_point';
  // Another option drops the point chosen for the one before.
  const optionField = form.register('optionId', {
    onChange: () => form.setValue('servicePoint', null),
  });
  const choosePoint = (chosen: DeliveryChoice['servicePoint']) => form.setValue('servicePoint', chosen);

  const priceText = (candidate: DeliveryOptionDto) => {
    const price = deliveryPrice(candidate, items);
    return price === 0 ? t('checkout.delivery.free') : money(price);
  };

  return (
    <Form
      form={form}
      onSubmit={(values) => {
        if (needsPoint && !values.servicePoint) return;
        onContinue({ shopId, option, servicePoint: needsPoint ? values.servicePoint : null });
      }}
      aria-label={t('checkout.delivery.heading')}
    >
      <FieldGroup>
        <legend>{t('checkout.delivery.heading')}</legend>
        {options.map((candidate) => (
          <Option key={candidate._id}>
            <label>
              <input type="radio" value={candidate._id} {...optionField} />
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
                  onChoose={choosePoint}
                />
              </Suspense>
            )}
          </Option>
        ))}
      </FieldGroup>
      {needsPoint && !point && <MessageBox>{t('checkout.delivery.pointNeeded')}</MessageBox>}
      <Button type="submit" $block disabled={needsPoint && !point}>
        {t('checkout.continue')}
      </Button>
    </Form>
  );
}
