import type { TraderDetailsDto, UserDto } from '@torget/contract';
import { Button, Card, Form, FormError, FormTextAreaField, FormTextField, useApiForm } from '@torget/ui';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { ownAccountKey } from '../../../lib/own-account';
import { session } from '../../../lib/session';
import { applyForShop, type ApplicationFields } from '../api/apply';
import { traderDetailsKey } from '../api/trader-details';
import { sendTraderDetails, traderDefaults, TraderFields, type TraderValues } from './trader-fields';

const Row = styled.div`
  display: grid;
  align-items: start;
  gap: 0 ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: 1fr 2fr;
  }
`;

/** The form starts from what the account already has (a second application, or one sent before). */
const fromAccount = (account: UserDto | undefined): ApplicationFields => ({
  seller_name: account?.seller.name ?? '',
  seller_address: account?.seller.address ?? '',
  seller_post_number: account?.seller.post_number ?? '',
  seller_city: account?.seller.city ?? '',
  seller_phone: account?.seller.phone ?? '',
  seller_organisation_number: account?.seller.organisation_number ?? '',
  seller_description: account?.seller.description ?? '',
});

/**
 * docs/product.md §2/§5 create-shop form: the fields carry the names PUT /api/users/profile gives them, so the
 * server's message appears beside the field it names; on success the answer becomes the session and the
 * applicant sees the application.
 */
export function ApplicationForm({
  plan,
  account,
  trader,
}: {
  plan: number;
  account?: UserDto;
  /** The trader details already given (a second application), and whether the marketplace requires them. */
  trader?: TraderDetailsDto;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const form = useApiForm<ApplicationFields & TraderValues>({
    defaultValues: { ...fromAccount(account), ...traderDefaults(trader) },
  });

  const send = async ({
    id_document,
    payment_account,
    complies_with_eu_law,
    ...values
  }: ApplicationFields & TraderValues) => {
    await sendTraderDetails({ id_document, payment_account, complies_with_eu_law }, trader);
    const user = await applyForShop(plan, values);
    // The application page shows the trader details as the server now has them.
    await mutate(traderDetailsKey);
    session.signIn(user);
    // The application page must show this answer, not the account as it was a moment ago.
    await mutate(ownAccountKey(user._id), user, { revalidate: false });
    navigate('/seller_application');
  };

  return (
    <Card>
      <Form form={form} onSubmit={send} noValidate aria-label={t('sellerApplication.form.label')}>
        <FormTextField
          name="seller_name"
          label={t('sellerApplication.form.name')}
          autoComplete="organization"
          rules={{
            validate: (name: string) => name.trim() !== '' || t('sellerApplication.form.nameRequired'),
          }}
        />
        <FormTextField
          name="seller_address"
          label={t('sellerApplication.form.address')}
          autoComplete="street-address"
        />
        <Row>
          <FormTextField
            name="seller_post_number"
            label={t('sellerApplication.form.postNumber')}
            hint={t('sellerApplication.form.postNumberHint')}
            autoComplete="postal-code"
          />
          <FormTextField
            name="seller_city"
            label={t('sellerApplication.form.city')}
            autoComplete="address-level2"
          />
        </Row>
        <FormTextField
          name="seller_phone"
          label={t('sellerApplication.form.phone')}
          type="tel"
          autoComplete="tel"
        />
        <FormTextField
          name="seller_organisation_number"
          label={t('sellerApplication.form.organisationNumber')}
          hint="NNNNNN-NNNN"
          inputMode="numeric"
        />
        <FormTextAreaField
          name="seller_description"
          label={t('sellerApplication.form.description')}
          hint={t('sellerApplication.form.descriptionHint')}
          rows={6}
        />
        <TraderFields saved={trader} />
        <FormError />
        <p>
          <Button type="submit" disabled={form.sending}>
            {form.sending ? t('sellerApplication.form.sending') : t('sellerApplication.form.submit')}
          </Button>
        </p>
      </Form>
    </Card>
  );
}
