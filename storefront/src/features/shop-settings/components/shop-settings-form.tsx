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
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button-link';
import { config } from '../../../lib/config';
import { splitError } from '../../../lib/field-errors';
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

const marketplaceHost = () => {
  try {
    return new URL(config.marketplaceUrl).hostname;
  } catch {
    return 'the marketplace';
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
  const [draft, setDraft] = useState(() => draftFrom(account.seller));
  const [payments, setPayments] = useState<PaymentValues>(paymentSettings.values);
  const [errors, setErrors] = useState<Errors>({ field: {}, form: null });
  const [paymentErrors, setPaymentErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(0);

  const update = (changes: Partial<ShopDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
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
    if (draft.has_logo && !draft.logo) local.seller_logo = 'Please choose a logo image.';
    const paymentLocal = paymentProblems(paymentSettings, payments);
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
      const why = form ?? 'please correct the marked field.';
      setErrors({ field: {}, form: `Your shop details were saved, but not your payment settings: ${why}` });
    }
  };

  const colours = Object.fromEntries(COLOUR_FIELDS.map((field) => [field, draft[field]])) as Record<
    ShopColourField,
    string
  >;
  const plan = account.seller.plan;
  const status = saved ? (
    <MessageBox variant="success">Profile Updated Successfully</MessageBox>
  ) : errors.form ? (
    <MessageBox variant="danger">{errors.form}</MessageBox>
  ) : Object.keys(errors.field).length || Object.keys(paymentErrors).length ? (
    <MessageBox variant="danger">Please correct the marked field.</MessageBox>
  ) : null;

  return (
    <Layout>
      <form onSubmit={submit} noValidate aria-label="Shop settings">
        <Section>
          <legend>Shop</legend>
          <TextField {...text('name', 'Shop name')} />
          <TextField {...text('subtitle', 'Subtitle')} />
          <TextAreaField
            {...text(
              'description',
              'Description',
              'Simple HTML is kept (bold, italics, links, lists); scripts and styles are removed.',
            )}
            rows={6}
          />
          {draft.description && (
            <Sanitized aria-label="Description as shown">
              <SafeHtml html={draft.description} />
            </Sanitized>
          )}
        </Section>

        <Section>
          <legend>Logo and banner</legend>
          <Checkbox
            label="Show a logo"
            checked={draft.has_logo}
            onChange={(event) => update({ has_logo: event.target.checked })}
          />
          {draft.has_logo && (
            <ImageUpload
              label="Logo"
              value={draft.logo}
              onChange={(logo) => update({ logo })}
              upload={uploadImage}
              error={fieldError('logo')}
              hint="A square picture works best. At most 4 MB."
              onBusyChange={busyWith}
            />
          )}
          <ImageUpload
            label="Banner"
            value={draft.banner_background_image}
            onChange={(banner_background_image) => update({ banner_background_image })}
            upload={uploadImage}
            error={fieldError('banner_background_image')}
            hint="A wide picture (about 4:1) across the top of your shop page. At most 4 MB."
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
              Remove banner
            </Button>
          )}
        </Section>

        <Section>
          <legend>Colours</legend>
          <ColourSettings colours={colours} onChange={(changes) => update(changes)} errors={errors.field} />
        </Section>

        <Section>
          <legend>Contact details</legend>
          <TextField {...text('address', 'Address')} autoComplete="street-address" />
          <Pair>
            <TextField {...text('post_number', 'Post number', 'e.g. 123 45')} autoComplete="postal-code" />
            <TextField {...text('city', 'City')} autoComplete="address-level2" />
          </Pair>
          <TextField {...text('phone', 'Phone')} type="tel" autoComplete="tel" />
          <TextField
            {...text('organisation_number', 'Organisation number', 'NNNNNN-NNNN')}
            inputMode="numeric"
          />
        </Section>

        <Section>
          <legend>Payments</legend>
          <PaymentSettings
            settings={paymentSettings}
            values={payments}
            errors={paymentErrors}
            onChange={updatePayments}
          />
        </Section>

        <Section>
          <legend>Own domain and plan</legend>
          <p>
            Plan {plan ?? '–'}.{' '}
            <ButtonLink to="/seller_info_2" $variant="ghost" $size="small">
              See the plans
            </ButtonLink>
            <br />
            Only the marketplace can change your plan.
          </p>
          {plan === 2 || plan === 3 ? (
            <>
              <TextField
                {...text('domain', 'Own domain (optional)')}
                placeholder="butik.example.se"
                autoComplete="off"
                spellCheck={false}
              />
              <MessageBox>
                To use your own domain, create a DNS <strong>CNAME</strong> record for{' '}
                <strong>{draft.domain || 'your host name'}</strong> pointing to{' '}
                <strong>{marketplaceHost()}</strong> (for a bare domain such as example.se, which cannot have
                a CNAME, an A record to the marketplace&apos;s address). Then tell the marketplace the host
                name, so it serves your shop there.
              </MessageBox>
            </>
          ) : (
            <p>An own domain comes with plan 2.</p>
          )}
        </Section>

        {status}
        <p>
          <Button type="submit" disabled={busy || uploading > 0}>
            {busy ? 'Saving…' : uploading > 0 ? 'Uploading image…' : 'Update'}
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
