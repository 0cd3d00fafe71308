import type { ProductSafetyDto } from '@torget/contract';
import {
  Button,
  Card,
  Form,
  FormError,
  FormTextAreaField,
  FormTextField,
  MessageBox,
  useApiForm,
} from '@torget/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { PageState } from '../../../components/page-state';
import { useT } from '../../../lib/i18n';
import { saveProductSafety, useProductSafety } from '../api/product-safety';

const Section = styled(Card)`
  margin-top: ${({ theme }) => theme.space(6)};

  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }

  fieldset {
    border: 0;
    padding: 0;
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }

  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

function SafetyForm({ productId, safety }: { productId: string; safety: ProductSafetyDto }) {
  const { t } = useT();
  const form = useApiForm<ProductSafetyDto>({ defaultValues: safety });
  const [saved, setSaved] = useState(false);
  const save = async (values: ProductSafetyDto) => {
    setSaved(false);
    form.reset(await saveProductSafety(productId, values));
    setSaved(true);
  };
  return (
    <Form form={form} onSubmit={save} aria-labelledby="safety-form">
      <p>{t('safety.form.intro')}</p>
      <fieldset>
        <legend>{t('safety.manufacturer')}</legend>
        <FormTextField name="manufacturer_name" label={t('safety.form.name')} />
        <FormTextAreaField name="manufacturer_address" label={t('safety.form.address')} rows={2} />
        <FormTextField
          name="manufacturer_contact"
          label={t('safety.form.contact')}
          hint={t('safety.form.contactHint')}
        />
      </fieldset>
      <fieldset>
        <legend>{t('safety.euResponsible')}</legend>
        <p>{t('safety.form.euHint')}</p>
        <FormTextField name="eu_responsible_name" label={t('safety.form.name')} />
        <FormTextAreaField name="eu_responsible_address" label={t('safety.form.address')} rows={2} />
        <FormTextField
          name="eu_responsible_contact"
          label={t('safety.form.contact')}
          hint={t('safety.form.contactHint')}
        />
      </fieldset>
      <FormTextField
        name="product_identifier"
        label={t('safety.identifier')}
        hint={t('safety.form.identifierHint')}
      />
      <FormTextAreaField
        name="safety_warnings_sv"
        label={t('safety.form.warningsSv')}
        rows={4}
        maxLength={5000}
      />
      <FormTextAreaField
        name="safety_warnings_en"
        label={t('safety.form.warningsEn')}
        rows={4}
        maxLength={5000}
      />
      <FormError />
      {saved && <MessageBox variant="success">{t('safety.form.saved')}</MessageBox>}
      <Button type="submit" disabled={form.sending}>
        {t('safety.form.save')}
      </Button>
    </Form>
  );
}

/**
 * The product's safety information on its edit screen, a section of its own with its own save (GPSR Art. 19):
 * the product form's Update returns to the list, this one stays.
 */
export function ProductSafetyForm({ productId }: { productId: string }) {
  const { t } = useT();
  const { data, error } = useProductSafety(productId, { own: true });
  return (
    <Section as="section" aria-labelledby="safety-form">
      <h2 id="safety-form">{t('safety.heading')}</h2>
      {data ? <SafetyForm productId={productId} safety={data} /> : <PageState error={error} />}
    </Section>
  );
}
