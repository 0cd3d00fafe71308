import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:disabled {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Bare controls, for places that label them another way. Fields below add label, hint and error. */
export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;
export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
`;
export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;

const Wrap = styled.div`
  display: grid;
  /* A grid column and a grid item are as wide as their widest content unless told otherwise: a file input or a
     long option made a 320 px phone scroll sideways. Every field may shrink to its form's width. */
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const ErrorText = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

interface FieldFrame {
  label: ReactNode;
  /** A message about this field (docs/product.md §5 texts, or the server's `message` for its `field`). */
  error?: string | null;
  hint?: ReactNode;
}

/** Wires label, hint and error to the control with ids, so screen readers announce all three. */
function useFieldIds(error?: string | null, hint?: ReactNode) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, describedBy: describedBy || undefined };
}

function Frame({ id, label, hint, error, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrap>
  );
}

export function TextField({
  label,
  error,
  hint,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        aria-invalid={!!error || undefined}
        aria-describedby={describedBy}
        $invalid={!!error}
        {...input}
      />
    </Frame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ...textarea
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <Textarea
        id={id}
        aria-invalid={!!error || undefined}
        aria-describedby={describedBy}
        $invalid={!!error}
        {...textarea}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  children,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <Select
        id={id}
        aria-invalid={!!error || undefined}
        aria-describedby={describedBy}
        $invalid={!!error}
        {...select}
      >
        {children}
      </Select>
    </Frame>
  );
}

const FileInput = styled.input`
  width: 100%;
  min-width: 0;
`;

/** A file chooser with its label, hint and error (an ID copy, a document: pictures go through ImageUpload). */
export function FileField({
  label,
  error,
  hint,
  ...input
}: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const { id, describedBy } = useFieldIds(error, hint);
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <FileInput
        id={id}
        type="file"
        aria-invalid={!!error || undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </Frame>
  );
}

const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  cursor: pointer;

  input {
    /* A label that wraps onto two lines must not squeeze the box. */
    flex-shrink: 0;
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

export function Checkbox({
  label,
  ...input
}: { label: ReactNode; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <CheckRow>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </CheckRow>
  );
}
