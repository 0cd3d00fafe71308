import type { TraderDetailsDto } from '@torget/contract';
import { ApiError } from '@torget/contract/browser';
import {
  FieldGroup,
  FormCheckbox,
  FormFileField,
  FormSelectField,
  FormTextField,
  useFieldError,
  useWatch,
} from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { saveTraderDetails, uploadIdDocument } from '../api/trader-details';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 400;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 400;
`;

/** The trader part of a form, under the names PUT /api/trader_details gives them (a refusal lands on its field). */
export interface TraderValues {
  id_document?: FileList | null;
  payment_account: { kind: 'iban' | 'bankgiro'; number: string; holder: string };
  complies_with_eu_law: boolean;
}

export const traderDefaults = (saved: TraderDetailsDto | undefined): TraderValues => ({
  id_document: null,
  payment_account: saved?.payment_account
    ? { ...saved.payment_account, kind: saved.payment_account.kind }
    : { kind: 'bankgiro', number: '', holder: '' },
  complies_with_eu_law: !!saved?.certified_at,
});

/**
 * Sends what the trader gave: the ID copy first (a refusal lands beside its field), then the account and the
 * self-certification. Nothing is sent when the marketplace does not ask for them and nothing was filled in.
 */
export async function sendTraderDetails(values: TraderValues, saved: TraderDetailsDto | undefined) {
  const file = values.id_document?.[0];
  const given = !!file || values.payment_account.number.trim() !== '' || values.complies_with_eu_law;
  if (!given && !saved?.required) return;
  if (file) {
    try {
      await uploadIdDocument(file);
    } catch (error) {
      if (error instanceof ApiError && !error.field)
        throw new ApiError(error.message, error.status, error.code, 'id_document');
      throw error;
    }
  }
  await saveTraderDetails({
    payment_account: values.payment_account,
    complies_with_eu_law: values.complies_with_eu_law as true,
  });
}

/**
 * The trader details the marketplace must know before a shop opens (DSA Art. 30; docs/notices.md): a copy of an
 * ID document, the account the shop is paid to, and the self-certification. Inside a kit `Form`.
 */
export function TraderFields({ saved }: { saved: TraderDetailsDto | undefined }) {
  const { t, date } = useT();
  const accountKind = useWatch<TraderValues, 'payment_account.kind'>({ name: 'payment_account.kind' });
  const uploaded = saved?.id_document_uploaded_at;
  const required = saved?.required ?? true;
  return (
    <FieldGroup>
      <legend>{t('traderDetails.heading')}</legend>
      <Note>{t(required ? 'traderDetails.intro' : 'traderDetails.introOptional')}</Note>
      <FormFileField
        name="id_document"
        label={t('traderDetails.idDocument')}
        hint={
          uploaded
            ? t('traderDetails.idDocumentUploaded', { date: date(uploaded, 'long') })
            : t('traderDetails.idDocumentHint')
        }
        accept="image/*"
        rules={{
          validate: (files: FileList | null) =>
            !required || !!uploaded || !!files?.length || t('traderDetails.idDocumentRequired'),
        }}
      />
      <FormSelectField name="payment_account.kind" label={t('traderDetails.accountKind')}>
        <option value="bankgiro">{t('traderDetails.bankgiro')}</option>
        <option value="iban">{t('traderDetails.iban')}</option>
      </FormSelectField>
      <FormTextField
        name="payment_account.number"
        label={accountKind === 'iban' ? t('traderDetails.iban') : t('traderDetails.bankgiroNumber')}
        hint={accountKind === 'iban' ? 'SE45 5000 0000 0583 9825 7466' : 'NNNN-NNNN'}
        autoComplete="off"
        rules={{
          validate: (value: string) => !required || value.trim() !== '' || t('traderDetails.accountRequired'),
        }}
      />
      <FormTextField
        name="payment_account.holder"
        label={t('traderDetails.holder')}
        rules={{
          validate: (value: string) => !required || value.trim() !== '' || t('traderDetails.holderRequired'),
        }}
      />
      <FormCheckbox
        name="complies_with_eu_law"
        label={t('traderDetails.certify')}
        rules={{ validate: (value: boolean) => !required || value || t('traderDetails.certifyRequired') }}
      />
      <CertifyError />
    </FieldGroup>
  );
}

/** The checkbox has no message slot of its own: its rule's message (or the server's) is shown under it. */
function CertifyError() {
  const error = useFieldError('complies_with_eu_law');
  return error ? <Problem role="alert">{error}</Problem> : null;
}
