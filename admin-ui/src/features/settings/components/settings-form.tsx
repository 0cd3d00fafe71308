import type { SiteSettingsDto } from '@torget/contract';
import { Button, Card, MessageBox, SafeHtml, Snackbar, TextAreaField, errorMessage } from '@torget/ui';
import { useCallback, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { updateSiteSettings } from '../api/settings';
import { useT, type MessageId } from '../../../lib/i18n';

/** docs/product.md §2 Admin settings: the five texts with their labels, in this order. */
export const settingFields = [
  { name: 'about_text', label: 'settings.about' },
  { name: 'privacy_text', label: 'settings.privacy' },
  { name: 'become_seller_text_1', label: 'settings.seller1' },
  { name: 'become_seller_text_2', label: 'settings.seller2' },
  { name: 'privacy_policy_text', label: 'settings.policy' },
] as const satisfies { name: keyof SiteSettingsDto; label: MessageId }[];

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
 * The five site texts as HTML, with a preview of the one being edited as the storefront will show it
 * (sanitized the same way). Update saves all five; the server sanitizes again.
 */
export function SettingsForm({
  settings,
  onSaved,
}: {
  settings: SiteSettingsDto;
  onSaved: (settings: SiteSettingsDto) => void;
}) {
  const { t } = useT();
  const [values, setValues] = useState(settings);
  const [shown, setShown] = useState<keyof SiteSettingsDto>('about_text');
  const [error, setError] = useState<string | null>(null);
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const closeSnackbar = useCallback(() => setSnackbar(null), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const saved = await updateSiteSettings(values);
      setValues(saved);
      onSaved(saved);
      setSnackbar(t('settings.updated'));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const shownLabel = t(settingFields.find((field) => field.name === shown)!.label);
  return (
    <Layout>
      <form onSubmit={submit} aria-label={t('settings.form')}>
        {error && <MessageBox variant="danger">{error}</MessageBox>}
        {settingFields.map((field) => (
          <TextAreaField
            key={field.name}
            label={t(field.label)}
            rows={10}
            value={values[field.name]}
            onFocus={() => setShown(field.name)}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
          />
        ))}
        <Button type="submit" disabled={busy}>
          {t('common.update')}
        </Button>
      </form>
      <Preview aria-labelledby="preview-title">
        <h2 id="preview-title">{t('settings.preview', { label: shownLabel })}</h2>
        <SafeHtml html={values[shown]} />
      </Preview>
      <Snackbar message={snackbar} onClose={closeSnackbar} />
    </Layout>
  );
}
