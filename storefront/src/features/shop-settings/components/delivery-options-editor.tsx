import type { DeliveryOptionDto } from '@torget/contract';
import { Button, Card, MessageBox, useConfirm } from '@torget/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { PageState } from '../../../components/page-state';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n';
import { removeDeliveryOption, useInstalledCarriers, useMyDeliveryOptions } from '../api/delivery-options';
import { DeliveryOptionForm } from './delivery-option-form';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * "Leveranssätt" in the shop's settings (issue 38): the options the shop's buyers choose from at checkout, in
 * their order. Without any, the shop ships the standard way (each product's shipping price).
 */
export function DeliveryOptionsEditor() {
  const { t, locale, money } = useT();
  const options = useMyDeliveryOptions();
  const carriers = useInstalledCarriers();
  const [editing, setEditing] = useState<DeliveryOptionDto | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  if (!options.data || !carriers.data) return <PageState error={options.error ?? carriers.error} />;

  const remove = async (option: DeliveryOptionDto) => {
    if (!(await confirm())) return;
    try {
      await options.mutate(await removeDeliveryOption(option._id), { revalidate: false });
    } catch (caught) {
      setProblem(errorMessage(caught));
    }
  };

  return (
    <Card aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">{t('shopDelivery.heading')}</h2>
      <p>{t('shopDelivery.intro')}</p>
      {options.data.length === 0 && <MessageBox>{t('shopDelivery.none')}</MessageBox>}
      <List>
        {options.data.map((option) => (
          <li key={option._id}>
            <div>
              <p>
                <strong>{option.name[locale]}</strong> · {t(`shopDelivery.kind.${option.kind}`)}
                {option.carrierName ? ` (${option.carrierName})` : ''}
              </p>
              <p>
                {t(`shopDelivery.priceLine.${option.pricing}`, { amount: money(option.price) })}
                {option.freeOver !== null
                  ? ` · ${t('shopDelivery.freeOverLine', { amount: money(option.freeOver) })}`
                  : ''}
                {option.estimate[locale] ? ` · ${option.estimate[locale]}` : ''}
              </p>
              {!option.available && <MessageBox variant="danger">{t('shopDelivery.unavailable')}</MessageBox>}
            </div>
            <Actions>
              <Button type="button" $variant="secondary" $size="small" onClick={() => setEditing(option)}>
                {t('shopDelivery.editOne', { name: option.name[locale] })}
              </Button>
              <Button type="button" $variant="danger" $size="small" onClick={() => void remove(option)}>
                {t('shopDelivery.removeOne', { name: option.name[locale] })}
              </Button>
            </Actions>
          </li>
        ))}
      </List>
      {problem && <MessageBox variant="danger">{problem}</MessageBox>}
      {editing ? (
        <DeliveryOptionForm
          key={editing === 'new' ? 'new' : editing._id}
          option={editing === 'new' ? null : editing}
          carriers={carriers.data}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void options.mutate();
          }}
        />
      ) : (
        <Button type="button" onClick={() => setEditing('new')}>
          {t('shopDelivery.add')}
        </Button>
      )}
      {dialog}
    </Card>
  );
}
