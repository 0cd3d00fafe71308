import { ButtonLink } from '../../components/button-link';
import { Actions, SiteTextPage } from '../../features/site-texts/components/site-text-page';
import { PlanCards } from '../../features/site-texts/components/plan-cards';

/** docs/product.md §2 information pages; some are in Swedish, as the spec's buttons are. */
export function AboutRoute() {
  return <SiteTextPage text="about_text" title="About" />;
}

export function PrivacyRoute() {
  return (
    <SiteTextPage text="privacy_text" title="Privacy">
      <Actions>
        <ButtonLink to="/privacy_policy" $variant="secondary">
          Privacy Policy
        </ButtonLink>
        <ButtonLink to="/">Till startsida</ButtonLink>
      </Actions>
    </SiteTextPage>
  );
}

export function PrivacyPolicyRoute() {
  return (
    <SiteTextPage text="privacy_policy_text" title="Privacy Policy">
      <Actions>
        <ButtonLink to="/privacy" $variant="secondary">
          Tillbaka
        </ButtonLink>
      </Actions>
    </SiteTextPage>
  );
}

export function SellerInfo1Route() {
  return (
    <SiteTextPage text="become_seller_text_1" title="Bli säljare">
      <Actions>
        <ButtonLink to="/" $variant="secondary">
          Till startsida
        </ButtonLink>
        <ButtonLink to="/seller_info_2">Bli säljare</ButtonLink>
      </Actions>
    </SiteTextPage>
  );
}

export function SellerInfo2Route() {
  return (
    <SiteTextPage text="become_seller_text_2" title="Välj plan">
      <PlanCards />
      <Actions>
        <ButtonLink to="/" $variant="secondary">
          Till startsida
        </ButtonLink>
      </Actions>
    </SiteTextPage>
  );
}
