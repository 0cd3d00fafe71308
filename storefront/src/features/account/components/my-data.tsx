import {
  Button,
  Card,
  Form,
  FormError,
  FormSelectField,
  FormTextField,
  MessageBox,
  useAction,
  useApiForm,
  useConfirm,
} from '@torget/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { session } from '../../../lib/session';
import { deleteAccount, startDataExport, useDataExport } from '../api/my-data';

const Narrow = styled(Card)`
  max-width: 480px;
  margin: ${({ theme }) => theme.space(5)} auto 0;
  h2 {
    margin-top: 0;
  }
  section + section {
    margin-top: ${({ theme }) => theme.space(6)};
    padding-top: ${({ theme }) => theme.space(5)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

type DeleteValues = { password: string; reviews: 'keep' | 'remove' };

/** "Mina uppgifter" (docs/privacy.md): download everything Torget holds about me, or delete my account. */
export function MyData({ userId }: { userId: string }) {
  const { t, date } = useT();
  const { data, mutate } = useDataExport(userId);
  const start = useAction();
  const download = () =>
    start.run(async () => {
      await mutate(await startDataExport(), { revalidate: false });
    });
  const navigate = useNavigate();
  const form = useApiForm<DeleteValues>({ defaultValues: { password: '', reviews: 'keep' } });
  const { confirm, dialog } = useConfirm({
    message: t('myData.deleteConfirm'),
    confirmLabel: t('myData.deleteButton'),
  });

  const remove = async (values: DeleteValues) => {
    if (!(await confirm())) return;
    await deleteAccount(values);
    // Home first, then signed out: the profile's guard would otherwise send the person to sign in.
    navigate('/', { replace: true });
    session.signOut();
  };

  return (
    <Narrow>
      <section aria-labelledby="my-data-download">
        <h2 id="my-data-download">{t('myData.heading')}</h2>
        <p>{t('myData.downloadText')}</p>
        {data?.status === 'ready' && data.url && data.expiresAt && (
          <MessageBox variant="success">
            <a href={data.url} download>
              {t('myData.downloadLink')}
            </a>{' '}
            {t('myData.validUntil', { date: date(data.expiresAt, 'dateTime') })}
          </MessageBox>
        )}
        {data?.status === 'working' && (
          <p role="status" aria-live="polite">
            {t('myData.working')}
          </p>
        )}
        {data?.status === 'failed' && <MessageBox variant="danger">{t('myData.failed')}</MessageBox>}
        {start.error && <MessageBox variant="danger">{start.error}</MessageBox>}
        <Button
          type="button"
          disabled={start.sending || data?.status === 'working'}
          onClick={() => void download()}
        >
          {t('myData.downloadButton')}
        </Button>
      </section>
      <section aria-labelledby="my-data-delete">
        <h2 id="my-data-delete">{t('myData.deleteHeading')}</h2>
        <p>{t('myData.deleteText')}</p>
        <Form form={form} onSubmit={remove}>
          <FormSelectField name="reviews" label={t('myData.reviews')}>
            <option value="keep">{t('myData.reviewsKeep')}</option>
            <option value="remove">{t('myData.reviewsRemove')}</option>
          </FormSelectField>
          <FormTextField
            name="password"
            label={t('myData.password')}
            type="password"
            autoComplete="current-password"
            required
          />
          <FormError />
          <Button type="submit" $variant="danger" disabled={form.sending}>
            {t('myData.deleteButton')}
          </Button>
        </Form>
      </section>
      {dialog}
    </Narrow>
  );
}
