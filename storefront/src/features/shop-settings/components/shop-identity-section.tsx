import { FormTextAreaField, FormTextField, SafeHtml, useWatch } from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import type { SettingsValues } from '../lib/settings-values';
import { SettingsSection } from './settings-section';

const Sanitized = styled.div`
  margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** The shop's name, subtitle and description; the description as the shop page will show it (sanitized HTML). */
export function ShopIdentitySection() {
  const { t } = useT();
  const description = useWatch<SettingsValues, 'shop.description'>({ name: 'shop.description' });
  return (
    <SettingsSection legend={t('shopSettings.shop')}>
      <FormTextField name="shop.name" label={t('shopSettings.name')} />
      <FormTextField name="shop.subtitle" label={t('shopSettings.subtitle')} />
      <FormTextAreaField
        name="shop.description"
        label={t('shopSettings.description')}
        hint={t('shopSettings.descriptionHint')}
        rows={6}
      />
      {description && (
        <Sanitized aria-label={t('shopSettings.descriptionShown')}>
          <SafeHtml html={description} />
        </Sanitized>
      )}
    </SettingsSection>
  );
}
