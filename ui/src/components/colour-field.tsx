import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { isHexColour } from '../contrast';
import { Input } from './field';
import { useUiT } from '../i18n/ui-messages';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  input[type='color'] {
    flex: none;
    width: 52px;
    height: 44px;
    padding: 2px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }

  ${Input} {
    max-width: 9rem;
    font-family: ui-monospace, monospace;
  }
`;

const Note = styled.div<{ $tone: 'error' | 'warning' }>`
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.star)};
  font-size: 0.9rem;
`;

export interface ColourFieldProps {
  label: string;
  /** #RRGGBB, or '' for the default. */
  value: string;
  /** The colour used while `value` is '' (shown in the picker). */
  fallback: string;
  onChange: (value: string) => void;
  /** A message about this field (e.g. the server's). */
  error?: string | null;
  /** Advice beside the pickers, e.g. a failed contrast check. */
  warning?: ReactNode;
}

/**
 * A colour as a picker and as #RRGGBB text, kept in step: the picker for choosing by eye, the text for an exact
 * brand colour. Only valid colours (or '' for the default) reach `onChange`; other text gets a message.
 */
export function ColourField({ label, value, fallback, onChange, error, warning }: ColourFieldProps) {
  const { t } = useUiT();
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const typed = text.trim();
  const invalid = typed !== '' && !isHexColour(typed);
  const message = invalid ? t('colour.format') : error;
  const describedBy = [message ? `${id}-error` : '', warning ? `${id}-warning` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <Wrap>
      <label htmlFor={id}>
        <strong>{label}</strong>
      </label>
      <Row>
        <input
          type="color"
          aria-label={`${label} picker`}
          value={isHexColour(value) ? value.toLowerCase() : fallback}
          onChange={(event) => onChange(event.target.value.toLowerCase())}
        />
        <Input
          id={id}
          value={text}
          placeholder={fallback}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={!!message || undefined}
          aria-describedby={describedBy || undefined}
          $invalid={!!message}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            const trimmed = next.trim();
            if (trimmed === '' || isHexColour(trimmed)) onChange(trimmed.toLowerCase());
          }}
        />
      </Row>
      {message && (
        <Note id={`${id}-error`} $tone="error" role="alert">
          {message}
        </Note>
      )}
      {warning && (
        <Note id={`${id}-warning`} $tone="warning">
          {warning}
        </Note>
      )}
    </Wrap>
  );
}
