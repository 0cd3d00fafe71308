import type { CarrierInfoDto, DeliveryOptionDto, DeliveryOptionInput } from '@torget/contract';
import {
  Button,
  Form,
  FormCheckbox,
  FormError,
  FormSelectField,
  FormTextField,
  useApiForm,
  useWatch,
} from '@torget/ui';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { saveDeliveryOption } from '../api/delivery-options';

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: 1fr 1fr;
  }
`;

interface Values {
  name: { sv: string; en: string };
  kind: DeliveryOptionDto['kind'];
  carrier: string;
  price: string;
  pricing: DeliveryOptionDto['pricing'];
  freeOver: string;
  estimate: { sv: string; en: string };
  openingHours: { sv: string; en: string };
  settings: Record<string, boolean | string>;
}

const initialOf = (option: DeliveryOptionDto | null, carriers: CarrierInfoDto[]): Values => ({
  name: option?.name ?? { sv: '', en: '' },
  kind: option?.kind ?? 'service_point',
  carrier: option?.carrier ?? carriers[0]?.id ?? '',
  price: option ? String(option.price).replace('.', ',') : '',
  pricing: option?.pricing ?? 'per_order',
  freeOver: option?.freeOver == null ? '' : String(option.freeOver).replace('.', ','),
  estimate: option?.estimate ?? { sv: '', en: '' },
  openingHours: option?.openingHours ?? { sv: '', en: '' },
  settings: option?.settings ?? {},
});

/**
 * One delivery option of the shop, in both languages: its kind (an ombud of a carrier, home, pickup at the
 * shop, letter), price per order or per item, free above an amount, the estimate the buyer reads, and the
 * carrier's own settings. The server checks every rule and names the field it refuses.
 */
export function DeliveryOptionForm({
  option,
  carriers,
  onSaved,
  onCancel,
}: {
  option: DeliveryOptionDto | null;
  carriers: CarrierInfoDto[];
  onSaved: (saved: DeliveryOptionDto) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const form = useApiForm<Values>({ defaultValues: initialOf(option, carriers) });
  const [kind, carrierId] = useWatch({ control: form.control, name: ['kind', 'carrier'] });
  const carrier = carriers.find((candidate) => candidate.id === carrierId);

  const save = async (values: Values) => {
    const body: DeliveryOptionInput = {
      name: values.name,
      kind: values.kind,
      carrier: values.kind === 'service_point' ? values.carrier || null : null,
      price: values.price as unknown as number,
      pricing: values.pricing,
      freeOver: values.freeOver.trim() ? (values.freeOver as unknown as number) : null,
      estimate: values.estimate,
      openingHours: values.openingHours,
      position: option?.position,
      settings:
        values.kind === 'service_point' && carrier
          ? Object.fromEntries(
              carrier.fields.map((field) => [field.name, values.settings[field.name] ?? false]),
            )
          : {},
    };
    onSaved(await saveDeliveryOption(option?._id ?? null, body));
  };

  return (
    <Form
      form={form}
      onSubmit={save}
      aria-label={t(option ? 'shopDelivery.edit' : 'shopDelivery.add')}
      noValidate
    >
      <Pair>
        <FormTextField name="name.sv" label={t('shopDelivery.nameSv')} required />
        <FormTextField name="name.en" label={t('shopDelivery.nameEn')} required />
      </Pair>
      <FormSelectField name="kind" label={t('shopDelivery.kind')}>
        <option value="service_point">{t('shopDelivery.kind.service_point')}</option>
        <option value="home">{t('shopDelivery.kind.home')}</option>
        <option value="pickup">{t('shopDelivery.kind.pickup')}</option>
        <option value="letter">{t('shopDelivery.kind.letter')}</option>
      </FormSelectField>
      {kind === 'service_point' && (
        <FormSelectField name="carrier" label={t('shopDelivery.carrier')}>
          {carriers.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.demo ? t('shopDelivery.carrierDemo', { name: candidate.name }) : candidate.name}
            </option>
          ))}
        </FormSelectField>
      )}
      {kind === 'service_point' &&
        carrier?.fields.map((field) =>
          field.type === 'boolean' ? (
            <FormCheckbox key={field.name} name={`settings.${field.name}`} label={field.label} />
          ) : (
            <FormTextField key={field.name} name={`settings.${field.name}`} label={field.label} />
          ),
        )}
      <Pair>
        <FormTextField name="price" label={t('shopDelivery.price')} inputMode="decimal" required />
        <FormSelectField name="pricing" label={t('shopDelivery.pricing')}>
          <option value="per_order">{t('shopDelivery.pricing.per_order')}</option>
          <option value="per_item">{t('shopDelivery.pricing.per_item')}</option>
        </FormSelectField>
      </Pair>
      <FormTextField
        name="freeOver"
        label={t('shopDelivery.freeOver')}
        hint={t('shopDelivery.freeOverHint')}
        inputMode="decimal"
      />
      <Pair>
        <FormTextField
          name="estimate.sv"
          label={t('shopDelivery.estimateSv')}
          hint={t('shopDelivery.estimateHint')}
        />
        <FormTextField name="estimate.en" label={t('shopDelivery.estimateEn')} />
      </Pair>
      {kind === 'pickup' && (
        <Pair>
          <FormTextField name="openingHours.sv" label={t('shopDelivery.openingHoursSv')} />
          <FormTextField name="openingHours.en" label={t('shopDelivery.openingHoursEn')} />
        </Pair>
      )}
      <FormError />
      <Pair>
        <Button type="submit" disabled={form.sending}>
          {t('shopDelivery.save')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('shopDelivery.cancel')}
        </Button>
      </Pair>
    </Form>
  );
}
