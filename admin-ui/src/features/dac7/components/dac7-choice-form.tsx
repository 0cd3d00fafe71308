import { Button, Form, FormError, FormSelectField, FormTextField, useApiForm } from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import type { Dac7Choice } from '../api/dac7';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
`;

interface Values {
  year: string;
  eurRate: string;
}

/** Report years: DAC7 starts with 2023; the year before this one is the one due by 31 January. */
const years = () => {
  const now = new Date().getFullYear();
  return Array.from({ length: now - 2023 + 1 }, (_, index) => now - index);
};

/** Choose the year and the euro rate (Skatteverket's average for the year; a decimal comma is fine). */
export function Dac7ChoiceForm({ onChoose }: { onChoose: (choice: Dac7Choice) => Promise<unknown> }) {
  const { t } = useT();
  const form = useApiForm<Values>({
    defaultValues: { year: String(new Date().getFullYear() - 1), eurRate: '' },
  });
  const choose = (values: Values) =>
    onChoose({ year: Number(values.year), eurRate: Number(values.eurRate.trim().replace(',', '.')) });
  return (
    <Form form={form} onSubmit={choose} aria-label={t('dac7.choose')}>
      <Row>
        <FormSelectField name="year" label={t('dac7.year')}>
          {years().map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </FormSelectField>
        <FormTextField
          name="eurRate"
          label={t('dac7.eurRate')}
          hint={t('dac7.eurRate.hint')}
          inputMode="decimal"
          rules={{
            validate: (typed: string) =>
              Number(typed.trim().replace(',', '.')) > 0 || t('dac7.eurRate.required'),
          }}
        />
        <Button type="submit" disabled={form.sending}>
          {t('dac7.show')}
        </Button>
      </Row>
      <FormError />
    </Form>
  );
}
