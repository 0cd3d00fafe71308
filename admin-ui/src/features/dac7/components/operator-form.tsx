import type { PlatformOperator } from '@torget/contract';
import { Button, Form, FormError, FormTextField, MessageBox, useApiForm } from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { saveDac7Operator } from '../api/dac7';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 32rem;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const blank: PlatformOperator = {
  name: '',
  tin: '',
  address: { street: '', postalCode: '', city: '', country: 'SE' },
};

/** The platform operator the report is made as (the XML's PlatformOperator); the server checks the check digit. */
export function OperatorForm({
  operator,
  onSaved,
}: {
  operator: PlatformOperator | null;
  onSaved: (operator: PlatformOperator | null) => void;
}) {
  const { t } = useT();
  const form = useApiForm<PlatformOperator>({ defaultValues: operator ?? blank });
  const save = async (values: PlatformOperator) => {
    const saved = await saveDac7Operator(values);
    onSaved(saved.operator);
  };
  return (
    <Form form={form} onSubmit={save} aria-label={t('dac7.operator')}>
      <Fields>
        <FormTextField name="name" label={t('dac7.operator.name')} autoComplete="organization" />
        <FormTextField name="tin" label={t('dac7.operator.tin')} hint={t('dac7.operator.tin.hint')} />
        <FormTextField name="address.street" label={t('dac7.operator.street')} />
        <FormTextField name="address.postalCode" label={t('dac7.operator.postalCode')} />
        <FormTextField name="address.city" label={t('dac7.operator.city')} />
        <FormTextField name="address.country" label={t('dac7.operator.country')} />
      </Fields>
      <FormError />
      {form.formState.isSubmitSuccessful && (
        <MessageBox variant="success">{t('dac7.operator.saved')}</MessageBox>
      )}
      <Button type="submit" disabled={form.sending}>
        {t('dac7.operator.save')}
      </Button>
    </Form>
  );
}
