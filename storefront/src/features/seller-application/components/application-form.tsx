import type { UserDto } from '@torget/contract';
import { Button, Card, MessageBox, TextAreaField, TextField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import styled from 'styled-components';
import { splitError } from '../../../lib/field-errors';
import { useT, type MessageId } from '../../../lib/i18n';
import { ownAccountKey } from '../../../lib/own-account';
import { session } from '../../../lib/session';
import { applyForShop, type ApplicationFields } from '../api/apply';

const Row = styled.div`
  display: grid;
  align-items: start;
  gap: 0 ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: 1fr 2fr;
  }
`;

const LABELS: Record<keyof ApplicationFields, MessageId> = {
  seller_name: 'sellerApplication.form.name',
  seller_address: 'sellerApplication.form.address',
  seller_post_number: 'sellerApplication.form.postNumber',
  seller_city: 'sellerApplication.form.city',
  seller_phone: 'sellerApplication.form.phone',
  seller_organisation_number: 'sellerApplication.form.organisationNumber',
  seller_description: 'sellerApplication.form.description',
};
const FIELDS = Object.keys(LABELS) as (keyof ApplicationFields)[];

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
 * docs/product.md §2/§5 create-shop form: the server checks every rule and its message appears beside the field it names;
 * on success the answer becomes the session and the applicant sees the application.
 */
export function ApplicationForm({ plan, account }: { plan: number; account?: UserDto }) {
  const { t } = useT();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState(() => fromAccount(account));
  const [errors, setErrors] = useState<{ field: Record<string, string>; form: string | null }>({
    field: {},
    form: null,
  });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.seller_name.trim()) {
      setErrors({ field: { seller_name: t('sellerApplication.form.nameRequired') }, form: null });
      return;
    }
    setBusy(true);
    try {
      const user = await applyForShop(plan, values);
      session.signIn(user);
      // The application page must show this answer, not the account as it was a moment ago.
      await mutate(ownAccountKey(user._id), user, { revalidate: false });
      navigate('/seller_application');
    } catch (error) {
      setErrors(splitError(error, FIELDS));
      setBusy(false);
    }
  };

  const field = (name: keyof ApplicationFields, extra: { hint?: string; autoComplete?: string } = {}) => ({
    label: t(LABELS[name]),
    name,
    value: values[name],
    error: errors.field[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    ...extra,
  });

  return (
    <Card as="form" onSubmit={submit} noValidate aria-label={t('sellerApplication.form.label')}>
      <TextField {...field('seller_name', { autoComplete: 'organization' })} />
      <TextField {...field('seller_address', { autoComplete: 'street-address' })} />
      <Row>
        <TextField
          {...field('seller_post_number', {
            autoComplete: 'postal-code',
            hint: t('sellerApplication.form.postNumberHint'),
          })}
        />
        <TextField {...field('seller_city', { autoComplete: 'address-level2' })} />
      </Row>
      <TextField {...field('seller_phone', { autoComplete: 'tel' })} type="tel" />
      <TextField {...field('seller_organisation_number', { hint: 'NNNNNN-NNNN' })} inputMode="numeric" />
      <TextAreaField
        {...field('seller_description', {
          hint: t('sellerApplication.form.descriptionHint'),
        })}
        rows={6}
      />
      {errors.form && <MessageBox variant="danger">{errors.form}</MessageBox>}
      <p>
        <Button type="submit" disabled={busy}>
          {busy ? t('sellerApplication.form.sending') : t('sellerApplication.form.submit')}
        </Button>
      </p>
    </Card>
  );
}
