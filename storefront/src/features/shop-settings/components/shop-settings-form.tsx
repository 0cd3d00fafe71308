import type { PaymentSettingsDto, ProductDto, SessionUserDto, UserDto } from '@torget/contract';
import {
  Button,
  Card,
  Checkbox,
  ImageUpload,
  MessageBox,
  TextAreaField,
  TextField,
  type ShopColourField,
  SafeHtml,
} from '@torget/ui';
import { vatNumberFor } from '@torget/contract/browser';
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button-link';
import { config } from '../../../lib/config';
import { splitError } from '../../../lib/field-errors';
import { T, useT } from '../../../lib/i18n';
import { uploadImage } from '../../../lib/upload-image';
import { saveSettings } from '../api/save-settings';
import { COLOUR_FIELDS } from '../lib/colour-schemes';
import { changedValues, paymentProblems, type PaymentValues } from '../lib/payment-checks';
import { bodyField, draftFrom, previewShop, type DraftField, type ShopDraft } from '../lib/shop-draft';
import { ColourSettings } from './colour-settings';
import { PaymentSettings } from './payment-settings';
import { ShopPreview } from './shop-preview';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;

    > :last-child {
      position: sticky;
      top: ${({ theme }) => theme.space(4)};
    }
  }
`;

const Section = styled(Card).attrs({ as: 'fieldset' })`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  min-width: 0;

  legend {
    float: left;
    width: 100%;
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-size: 1.2rem;
    font-weight: 700;
  }

  legend + * {
    clear: both;
  }
`;

const Pair = styled.div`
  display: grid;
  align-items: start;
  gap: 0 ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: 1fr 2fr;
  }
`;

const Sanitized = styled.div`
  margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

type Errors = ReturnType<typeof splitError>;

/** The draft fields typed as text (the others are switches). */
type TextDraftField = { [K in DraftField]: ShopDraft[K] extends string ? K : never }[DraftField];

/**
 * The VAT number follows the organisation number while the seller has not written another: it is derived
 * (`SE` + the 10 digits + `01`, the contract's rule) when the organisation number changes and the VAT
 * number was empty or the one derived from the old organisation number.
 */
const derivedVatNumber = (current: ShopDraft, changes: Partial<ShopDraft>): Partial<ShopDraft> => {
  if (changes.organisation_number === undefined) return {};
  const following =
    current.vat_number === '' || current.vat_number === vatNumberFor(current.organisation_number);
  return following ? { vat_number: vatNumberFor(changes.organisation_number) } : {};
};

/** The marketplace's host name, or none when its address is not a URL. */
const marketplaceHost = () => {
  try {
    return new URL(config.marketplaceUrl).hostname;
  } catch {
    return undefined;
  }
};

/**
 * docs/product.md §2/§5 /seller_profile: every seller field a seller may set, a live preview of the real shop page with the
 * draft (before saving), colour schemes and contrast warnings. The server checks the rules; its message appears
 * beside the field it names.
 */
export function ShopSettingsForm({
  account,
  paymentSettings,
  products,
  onSaved,
}: {
  account: UserDto;
  paymentSettings: PaymentSettingsDto;
  products: ProductDto[];
  /** After a save: the profile's answer, and the payment settings' when they changed. */
  onSaved: (user: SessionUserDto, payments: PaymentSettingsDto | null) => void;
}) {
  const { t } = useT();
  const [draft, setDraft] = useState(() => draftFrom(account.seller));
  const [payments, setPayments] = useState<PaymentValues>(paymentSettings.values);
  const [errors, setErrors] = useState<Errors>({ field: {}, form: null });
  const [paymentErrors, setPaymentErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(0);

  const update = (changes: Partial<ShopDraft>) => {
    setDraft((current) => ({ ...current, ...changes, ...derivedVatNumber(current, changes) }));
    setSaved(false);
  };
  const fieldError = (field: DraftField) => errors.field[bodyField(field)];
  const text = (field: TextDraftField, label: ReactNode, hint?: ReactNode) => ({
    label,
    hint,
    name: bodyField(field),
    value: draft[field],
    error: fieldError(field),
    onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
  });
  const updatePayments = (changes: PaymentValues) => {
    setPayments((current) => ({ ...current, ...changes }));
    // A message about an edited setting (or one its switch turns on or off) is out of date until Update.
    const stale = new Set(
      paymentSettings.methods
        .flatMap((method) => method.fields)
        .filter((field) => field.name in changes || (field.requiredWhen ?? '') in changes)
        .map((field) => field.name),
    );
    setPaymentErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([name]) => !stale.has(name))),
    );
    setSaved(false);
  };
  const busyWith = (busyNow: boolean) => setUploading((count) => count + (busyNow ? 1 : -1));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (draft.has_logo && !draft.logo) local.seller_logo = t('shopSettings.logoRequired');
    const paymentLocal = paymentProblems(paymentSettings, payments, t);
    setErrors({ field: local, form: null });
    setPaymentErrors(paymentLocal);
    if (Object.keys(local).length || Object.keys(paymentLocal).length) return;
    setBusy(true);
    setSaved(false);
    const result = await saveSettings(draft, changedValues(paymentSettings.values, payments));
    setBusy(false);
    if (result.ok || result.failed === 'payments') {
      setDraft(draftFrom(result.user.seller));
      onSaved(result.user, result.ok ? result.payments : null);
    }
    if (result.ok) {
      if (result.payments) setPayments(result.payments.values);
      setSaved(true);
    } else if (result.failed === 'profile') {
      setErrors(
        splitError(
          result.error,
          Object.keys(draft).map((field) => bodyField(field as DraftField)),
        ),
      );
    } else {
      // The shop details are saved; say plainly that the payment settings are not.
      const { field, form } = splitError(result.error, Object.keys(payments));
      setPaymentErrors(field);
      setErrors({
        field: {},
        form: form
          ? t('shopSettings.paymentsNotSaved', { why: form })
          : t('shopSettings.paymentsNotSavedField'),
      });
    }
  };

  const colours = Object.fromEntries(COLOUR_FIELDS.map((field) => [field, draft[field]])) as Record<
    ShopColourField,
    string
  >;
  const plan = account.seller.plan;
  const status = saved ? (
    <MessageBox variant="success">{t('shopSettings.saved')}</MessageBox>
  ) : errors.form ? (
    <MessageBox variant="danger">{errors.form}</MessageBox>
  ) : Object.keys(errors.field).length || Object.keys(paymentErrors).length ? (
    <MessageBox variant="danger">{t('shopSettings.correctField')}</MessageBox>
  ) : null;

  return (
    <Layout>
      <form onSubmit={submit} noValidate aria-label={t('shopSettings.form')}>
        <Section>
          <legend>{t('shopSettings.shop')}</legend>
          <TextField {...text('name', t('shopSettings.name'))} />
          <TextField {...text('subtitle', t('shopSettings.subtitle'))} />
          <TextAreaField
            {...text('description', t('shopSettings.description'), t('shopSettings.descriptionHint'))}
            rows={6}
          />
          {draft.description && (
            <Sanitized aria-label={t('shopSettings.descriptionShown')}>
              <SafeHtml html={draft.description} />
            </Sanitized>
          )}
        </Section>

        <Section>
          <legend>{t('shopSettings.images')}</legend>
          <Checkbox
            label={t('shopSettings.showLogo')}
            checked={draft.has_logo}
            onChange={(event) => update({ has_logo: event.target.checked })}
          />
          {draft.has_logo && (
            <ImageUpload
              label={t('shopSettings.logo')}
              value={draft.logo}
              onChange={(logo) => update({ logo })}
              upload={uploadImage}
              error={fieldError('logo')}
              hint={t('shopSettings.logoHint')}
              onBusyChange={busyWith}
            />
          )}
          <ImageUpload
            label={t('shopSettings.banner')}
            value={draft.banner_background_image}
            onChange={(banner_background_image) => update({ banner_background_image })}
            upload={uploadImage}
            error={fieldError('banner_background_image')}
            hint={t('shopSettings.bannerHint')}
            wide
            onBusyChange={busyWith}
          />
          {draft.banner_background_image && (
            <Button
              type="button"
              $variant="ghost"
              $size="small"
              onClick={() => update({ banner_background_image: '' })}
            >
              {t('shopSettings.removeBanner')}
            </Button>
          )}
        </Section>

        <Section>
          <legend>{t('shopSettings.colours')}</legend>
          <ColourSettings colours={colours} onChange={(changes) => update(changes)} errors={errors.field} />
        </Section>

        <Section>
          <legend>{t('shopSettings.contact')}</legend>
          <TextField {...text('address', t('shopSettings.address'))} autoComplete="street-address" />
          <Pair>
            <TextField
              {...text('post_number', t('shopSettings.postNumber'), t('shopSettings.postNumberHint'))}
              autoComplete="postal-code"
            />
            <TextField {...text('city', t('shopSettings.city'))} autoComplete="address-level2" />
          </Pair>
          <TextField {...text('phone', t('shopSettings.phone'))} type="tel" autoComplete="tel" />
          <TextField
            {...text('organisation_number', t('shopSettings.organisationNumber'), 'NNNNNN-NNNN')}
            inputMode="numeric"
          />
        </Section>

        <Section>
          <legend>{t('shopSettings.vat')}</legend>
          <Checkbox
            label={t('shopSettings.vatRegistered')}
            name={bodyField('vat_registered')}
            checked={draft.vat_registered}
            onChange={(event) => update({ vat_registered: event.target.checked })}
          />
          {!draft.vat_registered && <MessageBox>{t('shopSettings.vatNotRegisteredNote')}</MessageBox>}
          <TextField
            {...text('legal_name', t('shopSettings.legalName'), t('shopSettings.legalNameHint'))}
            autoComplete="organization"
          />
          {draft.vat_registered && (
            <TextField
              {...text('vat_number', t('shopSettings.vatNumber'), t('shopSettings.vatNumberHint'))}
              autoCapitalize="characters"
            />
          )}
        </Section>

        <Section>
          <legend>{t('shopSettings.payments')}</legend>
          <PaymentSettings
            settings={paymentSettings}
            values={payments}
            errors={paymentErrors}
            onChange={updatePayments}
          />
        </Section>

        <Section>
          <legend>{t('shopSettings.domainAndPlan')}</legend>
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
              <TextField
                {...text('domain', t('shopSettings.domain'))}
                placeholder={t('shopSettings.domainPlaceholder')}
                autoComplete="off"
                spellCheck={false}
              />
              <MessageBox>
                <T
                  id="shopSettings.domainHelp"
                  values={{
                    host: draft.domain || t('shopSettings.yourHost'),
                    marketplace: marketplaceHost() ?? t('shopSettings.theMarketplace'),
                  }}
                  components={{ 0: <strong />, 1: <strong />, 2: <strong /> }}
                />
              </MessageBox>
            </>
          ) : (
            <p>{t('shopSettings.domainPlan2')}</p>
          )}
        </Section>

        {status}
        <p>
          <Button type="submit" disabled={busy || uploading > 0}>
            {busy
              ? t('shopSettings.saving')
              : uploading > 0
                ? t('shopSettings.uploading')
                : t('common.update')}
          </Button>
        </p>
      </form>
      <ShopPreview
        shop={previewShop(account._id, account.email, account.seller, draft)}
        products={products}
      />
    </Layout>
  );
}
