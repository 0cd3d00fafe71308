import { ButtonLink } from '../../components/button-link';
import { ProductSafetyContact } from '../../components/contact-point';
import { Actions, SiteTextPage } from '../../features/site-texts/components/site-text-page';
import { PlanCards } from '../../features/site-texts/components/plan-cards';
import { useT } from '../../lib/i18n';

/**
 * docs/product.md §2 information pages. The spec's Swedish buttons ('Till startsida', 'Bli säljare', 'Tillbaka')
 * read the same in both languages' catalogs.
 */
export function AboutRoute() {
  const { t } = useT();
  return <SiteTextPage text="about_text" title={t('info.about')} />;
}

export function PrivacyRoute() {
  const { t } = useT();
  return (
    <SiteTextPage text="privacy_text" title={t('info.privacy')}>
      <Actions>
        <ButtonLink to="/privacy_policy" $variant="secondary">
          {t('info.privacyPolicy')}
        </ButtonLink>
        <ButtonLink to="/">{t('common.toHome')}</ButtonLink>
      </Actions>
    </SiteTextPage>
  );
}

export function PrivacyPolicyRoute() {
  const { t } = useT();
  return (
    <SiteTextPage text="privacy_policy_text" title={t('info.privacyPolicy')}>
      <Actions>
        <ButtonLink to="/privacy" $variant="secondary">
          {t('common.back')}
        </ButtonLink>
      </Actions>
    </SiteTextPage>
  );
}

/**
 * The marketplace's terms of purchase (köpvillkor), linked from checkout, the order page and the footer; then
 * its product safety contact point, when it has one.
 */
export function TermsRoute() {
  const { t } = useT();
  return (
    <SiteTextPage text="terms_text" title={t('info.terms')}>
      <ProductSafetyContact />
      <Actions>
        <ButtonLink to="/">{t('common.toHome')}</ButtonLink>
      </Actions>
    </SiteTextPage>
  );
}

export function SellerInfo1Route() {
  const { t } = useT();
  return (
    <SiteTextPage text="become_seller_text_1" title={t('info.becomeSeller')}>
      <Actions>
        <ButtonLink to="/" $variant="secondary">
          {t('common.toHome')}
        </ButtonLink>
        <ButtonLink to="/seller_info_2">{t('info.becomeSeller')}</ButtonLink>
      </Actions>
    </SiteTextPage>
  );
}

export function SellerInfo2Route() {
  const { t } = useT();
  return (
    <SiteTextPage text="become_seller_text_2" title={t('info.choosePlan')}>
      <PlanCards />
      <Actions>
        <ButtonLink to="/" $variant="secondary">
          {t('common.toHome')}
        </ButtonLink>
      </Actions>
    </SiteTextPage>
  );
}
