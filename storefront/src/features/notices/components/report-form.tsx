import { noticeCategories, type NoticeCategory } from '@torget/contract/browser';
import {
  Button,
  Card,
  Form,
  FormCheckbox,
  FormError,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  MessageBox,
  useApiForm,
  useFieldError,
} from '@torget/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useT, type MessageId } from '../../../lib/i18n';
import { reportNotice } from '../api/notices';

interface ReportValues {
  category: NoticeCategory | '';
  explanation: string;
  url: string;
  name: string;
  email: string;
  good_faith: boolean;
}

const Narrow = styled(Card)`
  max-width: 40rem;
`;

const CheckError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The checkbox's own message (the kit's checkbox shows none beside it). */
function GoodFaithError() {
  const error = useFieldError('good_faith');
  return error ? (
    <CheckError id="good-faith-error" role="alert">
      {error}
    </CheckError>
  ) : null;
}

/**
 * The report of illegal content (docs/notices.md): anyone, signed in or not. The address of the reported
 * page comes prefilled from the link that led here; the reference is shown once the server has it.
 */
export function ReportForm({ url, name, email }: { url: string; name?: string; email?: string }) {
  const { t } = useT();
  const [reference, setReference] = useState<string | null>(null);
  const form = useApiForm<ReportValues>({
    defaultValues: {
      category: '',
      explanation: '',
      url,
      name: name ?? '',
      email: email ?? '',
      good_faith: false,
    },
  });

  const send = async (values: ReportValues) => {
    const answer = await reportNotice({
      ...values,
      category: values.category as NoticeCategory,
      good_faith: true,
    });
    setReference(answer.reference);
  };

  if (reference)
    return (
      <Narrow>
        <MessageBox variant="success">{t('notices.form.sent', { reference })}</MessageBox>
      </Narrow>
    );
  return (
    <Narrow>
      <Form form={form} onSubmit={send} aria-labelledby="report-heading">
        <FormSelectField
          name="category"
          label={t('notices.form.category')}
          rules={{ required: t('notices.form.categoryRequired') }}
        >
          <option value="">{t('notices.form.choose')}</option>
          {noticeCategories.map((category) => (
            <option key={category} value={category}>
              {t(`notices.category.${category}` as MessageId)}
            </option>
          ))}
        </FormSelectField>
        <FormTextAreaField
          name="explanation"
          label={t('notices.form.explanation')}
          hint={t('notices.form.explanationHint')}
          rows={6}
          maxLength={5000}
          rules={{
            validate: (value: string) => value.trim() !== '' || t('notices.form.explanationRequired'),
          }}
        />
        <FormTextField
          name="url"
          label={t('notices.form.url')}
          type="url"
          rules={{ required: t('notices.form.urlRequired') }}
        />
        <FormTextField
          name="name"
          label={t('notices.form.name')}
          autoComplete="name"
          rules={{ validate: (value: string) => value.trim() !== '' || t('notices.form.nameRequired') }}
        />
        <FormTextField
          name="email"
          label={t('notices.form.email')}
          type="email"
          autoComplete="email"
          rules={{ required: t('notices.form.emailRequired') }}
        />
        <FormCheckbox
          name="good_faith"
          label={t('notices.form.goodFaith')}
          rules={{ required: t('notices.form.goodFaithRequired') }}
          aria-describedby="good-faith-error"
        />
        <GoodFaithError />
        <p>{t('notices.form.privacy')}</p>
        <FormError />
        <Button type="submit" disabled={form.sending}>
          {t('notices.form.submit')}
        </Button>
      </Form>
    </Narrow>
  );
}
