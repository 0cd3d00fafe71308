import { LOCALES, type Locale } from '@torget/i18n';
import styled from 'styled-components';
import { useUiT } from './ui-messages';

/** Each language named in itself, as language pickers do, so a reader finds her own whatever is shown. */
const NAMES: Record<Locale, string> = { sv: 'Svenska', en: 'English' };

const Group = styled.div`
  display: inline-flex;
  gap: 2px;
`;

const Choice = styled.button<{ $current: boolean }>`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $current }) => ($current ? 'currentColor' : 'transparent')};
  color: inherit;
  font: inherit;
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
  cursor: pointer;
  & > span {
    color: ${({ $current, theme }) => ($current ? theme.colors.brand : 'inherit')};
  }
`;

/** Svenska | English: switches every text at once; the choice is remembered. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, locale, setLocale } = useUiT();
  return (
    <Group role="group" aria-label={t('language.label')} className={className}>
      {LOCALES.map((option) => (
        <Choice
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          $current={option === locale}
          onClick={() => void setLocale(option)}
        >
          <span>{NAMES[option]}</span>
        </Choice>
      ))}
    </Group>
  );
}
