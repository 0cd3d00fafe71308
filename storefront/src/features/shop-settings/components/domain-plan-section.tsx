import type { SellerDto } from '@torget/contract';
import { FormTextField, MessageBox, useWatch } from '@torget/ui';
import { ButtonLink } from '../../../components/button-link';
import { config } from '../../../lib/config';
import { T, useT } from '../../../lib/i18n';
import type { SettingsValues } from '../lib/settings-values';
import { SettingsSection } from './settings-section';

/** The marketplace's host name, or none when its address is not a URL. */
const marketplaceHost = () => {
  try {
    return new URL(config.marketplaceUrl).hostname;
  } catch {
    return undefined;
  }
};

/** The shop's own domain (plans 2 and 3) with the DNS record it needs, and the plan (set by the marketplace). */
export function DomainPlanSection({ plan }: { plan: SellerDto['plan'] }) {
  const { t } = useT();
  const domain = useWatch<SettingsValues, 'shop.domain'>({ name: 'shop.domain' });
  return (
    <SettingsSection legend={t('shopSettings.domainAndPlan')}>
      <p>
        {t('shopSettings.plan', { plan: plan ?? '–' })}{' '}
        <ButtonLink to="/seller_info_2" $variant="ghost" $size="small">
          {t('shopSettings.plans')}
        </ButtonLink>
        <br />
        {t('shopSettings.planByMarketplace')}
      </p>
      {plan === 2 || plan === 3 ? (
        <>
          <FormTextField
            name="shop.domain"
            label={t('shopSettings.domain')}
            placeholder={t('shopSettings.domainPlaceholder')}
            autoComplete="off"
            spellCheck={false}
          />
          <MessageBox>
            <T
              id="shopSettings.domainHelp"
              values={{
                host: domain || t('shopSettings.yourHost'),
                marketplace: marketplaceHost() ?? t('shopSettings.theMarketplace'),
              }}
              components={{ 0: <strong />, 1: <strong />, 2: <strong /> }}
            />
          </MessageBox>
        </>
      ) : (
        <p>{t('shopSettings.domainPlan2')}</p>
      )}
    </SettingsSection>
  );
}
