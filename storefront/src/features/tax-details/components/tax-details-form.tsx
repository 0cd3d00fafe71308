import type { TaxDetailsDto, TaxDetailsInput } from '@torget/contract';
import {
  Button,
  FieldGroup,
  Form,
  FormError,
  FormSelectField,
  FormTextField,
  MessageBox,
  useApiForm,
  useWatch,
} from '@torget/ui';
import { useT } from '../../../lib/i18n';
import { saveTaxDetails } from '../api/tax-details';

/** The form holds the body's shape, so a refusal naming `address.city` or `account.number` lands on its field. */
interface Values {
  kind: 'individual' | 'entity';
  name: string;
  birthDate: string;
  tin: string;
  vatNumber: string;
  /** Country codes as typed, comma separated ("DK, FI"). */
  permanentEstablishments: string;
  address: { street: string; postalCode: string; city: string; country: string };
  account: { kind: 'iban' | 'bankgiro'; number: string; holder: string };
}

const countries = (typed: string) =>
  typed
    .split(/[\s,]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

function initial(saved: TaxDetailsDto): Values {
  const details = saved.details;
  return {
    kind: details?.kind ?? 'individual',
    name: details?.name ?? '',
    birthDate: details?.kind === 'individual' ? details.birthDate : '',
    tin: details?.tin ?? '',
    vatNumber: details?.kind === 'entity' ? details.vatNumber : '',
    permanentEstablishments: details?.kind === 'entity' ? details.permanentEstablishments.join(', ') : '',
    address: details?.address ?? { street: '', postalCode: '', city: '', country: 'SE' },
    account: details?.account ?? { kind: 'bankgiro', number: '', holder: '' },
  };
}

function body(values: Values): TaxDetailsInput {
  const common = { name: values.name, tin: values.tin, address: values.address, account: values.account };
  return values.kind === 'individual'
    ? { kind: 'individual', ...common, birthDate: values.birthDate }
    : {
        kind: 'entity',
        ...common,
        vatNumber: values.vatNumber,
        permanentEstablishments: countries(values.permanentEstablishments),
      };
}

// A refused country code names its place in the list; the form shows the list as one field.
const serverFields = Object.fromEntries(
  Array.from({ length: 27 }, (_, index) => [`permanentEstablishments.${index}`, 'permanentEstablishments']),
) as Record<string, 'permanentEstablishments'>;

/**
 * "Skatteuppgifter" (issue 40, docs/dac7.md): who the shop is to Skatteverket and the account it is paid to.
 * A sole trader gives a personnummer and date of birth, a company its organisation number, VAT number and any
 * permanent establishments; the server checks the check digits and answers beside the field.
 */
export function TaxDetailsForm({
  saved,
  onSaved,
}: {
  saved: TaxDetailsDto;
  onSaved: (saved: TaxDetailsDto) => void;
}) {
  const { t } = useT();
  const form = useApiForm<Values>({ defaultValues: initial(saved), serverFields });
  const [kind, accountKind] = useWatch({ control: form.control, name: ['kind', 'account.kind'] });
  const individual = kind === 'individual';

  return (
    <Form
      form={form}
      onSubmit={async (values) => onSaved(await saveTaxDetails(body(values)))}
      aria-label={t('taxDetails.heading')}
    >
      <FieldGroup>
        <legend>{t('taxDetails.who')}</legend>
        <FormSelectField name="kind" label={t('taxDetails.kind')}>
          <option value="individual">{t('taxDetails.kind.individual')}</option>
          <option value="entity">{t('taxDetails.kind.entity')}</option>
        </FormSelectField>
        <FormTextField
          name="name"
          label={individual ? t('taxDetails.fullName') : t('taxDetails.legalName')}
          autoComplete={individual ? 'name' : 'organization'}
        />
        {individual && (
          <FormTextField name="birthDate" type="date" label={t('taxDetails.birthDate')} autoComplete="bday" />
        )}
        <FormTextField
          name="tin"
          label={individual ? t('taxDetails.personnummer') : t('taxDetails.organisationNumber')}
          hint={individual ? t('taxDetails.personnummer.hint') : t('taxDetails.organisationNumber.hint')}
          autoComplete="off"
        />
        {!individual && (
          <>
            <FormTextField
              name="vatNumber"
              label={t('taxDetails.vatNumber')}
              hint={t('taxDetails.vatNumber.hint')}
            />
            <FormTextField
              name="permanentEstablishments"
              label={t('taxDetails.establishments')}
              hint={t('taxDetails.establishments.hint')}
              rules={{
                validate: (typed: string) =>
                  countries(typed).every((code) => /^[A-Z]{2}$/.test(code)) || t('taxDetails.countryCode'),
              }}
            />
          </>
        )}
      </FieldGroup>
      <FieldGroup>
        <legend>{individual ? t('taxDetails.address') : t('taxDetails.registeredAddress')}</legend>
        <FormTextField name="address.street" label={t('taxDetails.street')} autoComplete="street-address" />
        <FormTextField
          name="address.postalCode"
          label={t('taxDetails.postalCode')}
          autoComplete="postal-code"
        />
        <FormTextField name="address.city" label={t('taxDetails.city')} autoComplete="address-level2" />
        <FormTextField
          name="address.country"
          label={t('taxDetails.country')}
          hint={t('taxDetails.country.hint')}
        />
      </FieldGroup>
      <FieldGroup>
        <legend>{t('taxDetails.account')}</legend>
        <FormSelectField name="account.kind" label={t('taxDetails.account.kind')}>
          <option value="bankgiro">{t('taxDetails.account.bankgiro')}</option>
          <option value="iban">{t('taxDetails.account.iban')}</option>
        </FormSelectField>
        <FormTextField
          name="account.number"
          label={
            accountKind === 'iban' ? t('taxDetails.account.iban') : t('taxDetails.account.bankgiroNumber')
          }
          autoComplete="off"
        />
        <FormTextField name="account.holder" label={t('taxDetails.account.holder')} />
      </FieldGroup>
      <FormError />
      {form.formState.isSubmitSuccessful && (
        <MessageBox variant="success">{t('taxDetails.saved')}</MessageBox>
      )}
      <Button type="submit" disabled={form.sending}>
        {t('taxDetails.save')}
      </Button>
    </Form>
  );
}
