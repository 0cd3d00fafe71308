import { endpoints, groundKinds } from '@torget/contract/browser';
import { FormSelectField, FormTextAreaField, FormTextField } from '@torget/ui';
import { useT } from '../lib/i18n';
import { useCall } from '../lib/use-call';

/**
 * Common laws, offered as suggestions for the ground's name after the terms' clauses (any other law or clause
 * may be typed). Names of Swedish and EU acts, the same in both languages.
 */
const suggestedGrounds = [
  'Produktsäkerhetsförordningen (EU) 2023/988',
  'Leksaksdirektivet 2009/48/EG',
  'Varumärkeslagen (2010:1877)',
  'Upphovsrättslagen (1960:729)',
  'Marknadsföringslagen (2008:486)',
  'Brottsbalken (1962:700) 9 kap. (bedrägeri)',
  'Brottsbalken (1962:700) 16 kap. 8 § (hets mot folkgrupp)',
  'Vapenlagen (1996:67)',
];

/**
 * The clauses of the marketplace's terms offered as grounds: a site text the admin edits under Settings, one
 * clause a line (stored sanitized, so read as the text a browser makes of it).
 */
function useTermsGrounds(): string[] {
  const { data } = useCall(endpoints.settings.get, {});
  if (!data) return [];
  const text = new DOMParser().parseFromString(data.terms_grounds_text, 'text/html').body.textContent ?? '';
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The values of a statement of reasons, nested under `prefix` in the form's values. */
export interface ReasonsValues {
  facts: string;
  ground: 'law' | 'terms' | '';
  ground_reference: string;
  ground_explanation: string;
}

export const emptyReasons: ReasonsValues = {
  facts: '',
  ground: '',
  ground_reference: '',
  ground_explanation: '',
};

/**
 * A statement of reasons (docs/notices.md): the facts, the ground (a law or a clause of the terms, named and
 * explained). The server adds that no automated means were used and how to appeal.
 */
export function ReasonsFields({ prefix }: { prefix: string }) {
  const { t } = useT();
  const termsGrounds = useTermsGrounds();
  const listId = `${prefix}-grounds`;
  const required = (message: string) => ({
    validate: (value: string) => value.trim() !== '' || message,
  });
  return (
    <fieldset>
      <legend>{t('reasons.legend')}</legend>
      <FormTextAreaField
        name={`${prefix}.facts`}
        label={t('reasons.facts')}
        hint={t('reasons.factsHint')}
        rows={4}
        maxLength={5000}
        rules={required(t('reasons.factsRequired'))}
      />
      <FormSelectField
        name={`${prefix}.ground`}
        label={t('reasons.ground')}
        rules={required(t('reasons.groundRequired'))}
      >
        <option value="">{t('reasons.choose')}</option>
        {groundKinds.map((ground) => (
          <option key={ground} value={ground}>
            {t(ground === 'law' ? 'reasons.ground.law' : 'reasons.ground.terms')}
          </option>
        ))}
      </FormSelectField>
      <FormTextField
        name={`${prefix}.ground_reference`}
        label={t('reasons.reference')}
        hint={t('reasons.referenceHint')}
        list={listId}
        rules={required(t('reasons.referenceRequired'))}
      />
      <datalist id={listId}>
        {[...termsGrounds, ...suggestedGrounds].map((ground) => (
          <option key={ground} value={ground} />
        ))}
      </datalist>
      <FormTextAreaField
        name={`${prefix}.ground_explanation`}
        label={t('reasons.explanation')}
        rows={4}
        maxLength={5000}
        rules={required(t('reasons.explanationRequired'))}
      />
    </fieldset>
  );
}

/** The form's reasons as the API takes them. */
export const reasonsBody = (values: ReasonsValues) => ({
  facts: values.facts,
  ground: values.ground as 'law' | 'terms',
  ground_reference: values.ground_reference,
  ground_explanation: values.ground_explanation,
});
