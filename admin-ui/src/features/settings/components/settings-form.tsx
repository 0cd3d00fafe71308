import type { SiteSettingsDto } from '@torget/contract';
import {
  Button,
  Card,
  Form,
  FormCheckbox,
  FormError,
  FormTextAreaField,
  FormTextField,
  SafeHtml,
  Snackbar,
  useApiForm,
  useWatch,
} from '@torget/ui';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { updateSiteSettings } from '../api/settings';
import { useT, type MessageId } from '../../../lib/i18n';

/**
 * docs/product.md §2 Admin settings: the spec's five texts with their labels, in this order, then the terms
 * of purchase (shown at /terms and linked from checkout), the report form's introduction and the terms' clauses
 * offered as grounds of a restriction (docs/notices.md). The product safety contact point (plain text, shown in
 * the storefront's footer and on its terms page) is edited beside the requirements.
 */
export const settingFields = [
  { name: 'about_text', label: 'settings.about' },
  { name: 'privacy_text', label: 'settings.privacy' },
  { name: 'become_seller_text_1', label: 'settings.seller1' },
  { name: 'become_seller_text_2', label: 'settings.seller2' },
  { name: 'privacy_policy_text', label: 'settings.policy' },
  { name: 'terms_text', label: 'settings.terms' },
  { name: 'notice_intro_text', label: 'settings.noticeIntro' },
  { name: 'terms_grounds_text', label: 'settings.termsGrounds' },
] as const satisfies { name: keyof SiteSettingsDto; label: MessageId }[];
type TextField = (typeof settingFields)[number]['name'];

/** What the marketplace requires of its traders and listings (docs/notices.md): on for a new marketplace. */
const requirementFields = [
  {
    name: 'require_trader_details',
    label: 'settings.requireTraderDetails',
    hint: 'settings.requireTraderDetailsHint',
  },
  {
    name: 'require_product_safety_info',
    label: 'settings.requireProductSafetyInfo',
    hint: 'settings.requireProductSafetyInfoHint',
  },
] as const satisfies { name: keyof SiteSettingsDto; label: MessageId; hint: MessageId }[];

const Requirements = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)} 1.8rem;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
  align-items: start;
  textarea {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9rem;
  }
`;

const Preview = styled(Card)`
  position: sticky;
  top: ${({ theme }) => theme.space(4)};
  h2 {
    margin-top: 0;
    font-size: 1.1rem;
  }
`;

/**
 * The site texts as HTML, with a preview of the one being edited as the storefront will show it
 * (sanitized the same way). Update saves them all; the server sanitizes again.
 */
export function SettingsForm({
  settings,
  onSaved,
}: {
  settings: SiteSettingsDto;
  onSaved: (settings: SiteSettingsDto) => void;
}) {
  const { t } = useT();
  const form = useApiForm<SiteSettingsDto>({ defaultValues: settings });
  const [shown, setShown] = useState<TextField>('about_text');
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const closeSnackbar = useCallback(() => setSnackbar(null), []);
  const shownHtml = useWatch({ control: form.control, name: shown });

  const save = async (values: SiteSettingsDto) => {
    const saved = await updateSiteSettings(values);
    form.reset(saved);
    onSaved(saved);
    setSnackbar(t('settings.updated'));
  };

  const shownLabel = t(settingFields.find((field) => field.name === shown)!.label);
  return (
    <Layout>
      <Form form={form} onSubmit={save} aria-label={t('settings.form')}>
        <FormError />
        <Requirements>
          <legend>{t('settings.requirements')}</legend>
          {requirementFields.map((field) => (
            <div key={field.name}>
              <FormCheckbox
                name={field.name}
                label={t(field.label)}
                aria-describedby={`${field.name}-hint`}
              />
              <p id={`${field.name}-hint`}>{t(field.hint)}</p>
            </div>
          ))}
        </Requirements>
        <FormTextField
          name="product_safety_contact"
          label={t('settings.productSafetyContact')}
          hint={t('settings.productSafetyContactHint')}
          type="text"
          autoComplete="off"
        />
        {settingFields.map((field) => (
          <FormTextAreaField
            key={field.name}
            name={field.name}
            label={t(field.label)}
            rows={10}
            onFocus={() => setShown(field.name)}
          />
        ))}
        <Button type="submit" disabled={form.sending}>
          {t('common.update')}
        </Button>
      </Form>
      <Preview aria-labelledby="preview-title">
        <h2 id="preview-title">{t('settings.preview', { label: shownLabel })}</h2>
        <SafeHtml html={shownHtml} />
      </Preview>
      <Snackbar message={snackbar} onClose={closeSnackbar} />
    </Layout>
  );
}
