import { createTheme, FormColourField, useFormContext, useWatch, type ShopColourField } from '@torget/ui';
import styled from 'styled-components';
import { useT, type MessageId } from '../../../lib/i18n';
import {
  COLOUR_FIELDS,
  COLOUR_SCHEMES,
  colourLabel,
  schemeColours,
  type ColourScheme,
} from '../lib/colour-schemes';
import { contrastProblems, formatRatio, type ContrastProblem } from '../lib/contrast-checks';
import type { SettingsValues } from '../lib/settings-values';
import { SettingsSection } from './settings-section';

const DEFAULTS = createTheme().shop;

const Schemes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Swatch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
`;

/** Three dots of a scheme's own colours, drawn from its data (not theme tokens: they are the choice on offer). */
const Dots = styled.span`
  display: inline-flex;

  span {
    width: 14px;
    height: 14px;
    margin-left: -4px;
    border: 1px solid rgba(0, 0, 0, 0.25);
    border-radius: 50%;
  }
`;

const Grid = styled.div`
  display: grid;
  align-items: start;
  gap: 0 ${({ theme }) => theme.space(4)};

  @media ${({ theme }) => theme.wide} {
    grid-template-columns: 1fr 1fr;
  }
`;

const warningFor = (
  field: ShopColourField,
  problems: ContrastProblem[],
  t: (id: MessageId, values?: Record<string, string>) => string,
) => {
  const mine = problems.filter((pair) => pair.text === field || pair.background === field);
  if (!mine.length) return undefined;
  const pairs = mine.map((pair) =>
    t('shopSettings.contrastPair', {
      text: t(colourLabel(pair.text)),
      background: t(colourLabel(pair.background)).toLowerCase(),
      ratio: formatRatio(pair.ratio),
    }),
  );
  return t('shopSettings.contrastLow', { pairs: pairs.join('; ') });
};

/** Where the form holds each colour. */
const NAMES = COLOUR_FIELDS.map((field) => `shop.${field}` as const);

/**
 * The shop colours (the contract's list) with pickers, ready-made schemes, and a contrast warning beside each
 * failing pair, checked as the seller picks.
 */
export function ColourSettings() {
  const { t } = useT();
  const { setValue } = useFormContext<SettingsValues>();
  const picked = useWatch<SettingsValues, typeof NAMES>({ name: NAMES });
  const colours = Object.fromEntries(COLOUR_FIELDS.map((field, index) => [field, picked[index]]));
  const problems = contrastProblems(colours);
  const choose = (scheme: ColourScheme) => {
    for (const [field, value] of Object.entries(schemeColours(scheme)))
      setValue(`shop.${field as ShopColourField}`, value, { shouldDirty: true });
  };
  return (
    <SettingsSection legend={t('shopSettings.colours')}>
      <p id="schemes-label">{t('shopSettings.schemes')}</p>
      <Schemes role="group" aria-labelledby="schemes-label">
        {COLOUR_SCHEMES.map((scheme) => (
          <Swatch key={scheme.name} type="button" onClick={() => choose(scheme)}>
            <Dots aria-hidden="true">
              {(['name_text_color', 'description_background_color', 'footer_background_color'] as const).map(
                (f) => (
                  <span key={f} style={{ background: scheme.colours[f] || DEFAULTS[f] }} />
                ),
              )}
            </Dots>
            {t(scheme.name)}
          </Swatch>
        ))}
      </Schemes>
      <Grid>
        {COLOUR_FIELDS.map((field) => (
          <FormColourField
            key={field}
            name={`shop.${field}`}
            label={t(colourLabel(field))}
            fallback={DEFAULTS[field]}
            warning={warningFor(field, problems, t)}
          />
        ))}
      </Grid>
    </SettingsSection>
  );
}
