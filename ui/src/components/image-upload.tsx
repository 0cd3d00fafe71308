import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { MAX_IMAGE_BYTES } from './image-upload-messages';
import { useUiT } from '../i18n/ui-messages';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Preview = styled.div<{ $wide: boolean }>`
  display: grid;
  place-items: center;
  width: ${({ $wide }) => ($wide ? '240px' : '120px')};
  max-width: 100%;
  aspect-ratio: ${({ $wide }) => ($wide ? '4 / 1' : '1')};
  overflow: hidden;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The native file input stays (keyboard and screen readers know it), dressed as a button. */
const Picker = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  cursor: pointer;

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const Status = styled.div<{ $error: boolean }>`
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.muted)};
  font-size: 0.9rem;
`;

export interface ImageUploadProps {
  /** The field's name for people, e.g. 'Image' or 'Banner'. */
  label: string;
  /** The current image's path ('' = none). */
  value: string;
  /** Called with the uploaded image's path. */
  onChange: (path: string) => void;
  /** Sends the file; answers its path, or throws an error with `status` (413 = too big) and `message`. */
  upload: (file: File) => Promise<string>;
  /** A message about this field from elsewhere (the server naming it on save). */
  error?: string | null;
  hint?: ReactNode;
  /** A banner-shaped preview instead of a square one. */
  wide?: boolean;
  /** Reports whether an upload is in flight (a form waits for it before saving). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Image picker with a preview (docs/product.md §5/§8): the chosen file shows at once, is checked here (an image, at most
 * 4 MB: 'Too big image. Max size: 4 MB.') and again by the server, whose 413 gets the same words.
 */
export function ImageUpload({
  label,
  value,
  onChange,
  upload,
  error,
  hint,
  wide = false,
  onBusyChange,
}: ImageUploadProps) {
  const { t } = useUiT();
  const id = useId();
  const [local, setLocal] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const objectUrl = useRef<string | null>(null);

  const showLocal = (file: File | null) => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setLocal(objectUrl.current);
  };
  useEffect(() => () => showLocal(null), []);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setStatus({ text: t('image.notImage'), error: true });
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setStatus({ text: t('image.tooBig'), error: true });
      return;
    }
    showLocal(file);
    setStatus({ text: t('image.uploading'), error: false });
    onBusyChange?.(true);
    try {
      onChange(await upload(file));
      // From now on the preview is the stored image, as the shop will show it.
      showLocal(null);
      setStatus({ text: t('image.uploaded'), error: false });
    } catch (failure) {
      showLocal(null);
      const { status: code, message } = failure as { status?: number; message?: string };
      setStatus({
        text: code === 413 ? t('image.tooBig') : message || t('image.failed'),
        error: true,
      });
    } finally {
      onBusyChange?.(false);
    }
  };

  const shown = local ?? value;
  const message = status?.error ? status.text : error;
  return (
    <Wrap role="group" aria-labelledby={`${id}-label`}>
      <strong id={`${id}-label`}>{label}</strong>
      <Row>
        <Preview $wide={wide}>
          {shown ? <img src={shown} alt={t('image.preview', { label })} /> : <span>{t('image.none')}</span>}
        </Preview>
        <Picker>
          {t(value ? 'image.change' : 'image.choose', { label: label.toLowerCase() })}
          <input
            type="file"
            accept="image/*"
            aria-describedby={message ? `${id}-status` : hint ? `${id}-hint` : undefined}
            aria-invalid={!!message || undefined}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Picker>
      </Row>
      {hint && (
        <Status id={`${id}-hint`} $error={false}>
          {hint}
        </Status>
      )}
      {message ? (
        <Status id={`${id}-status`} $error role="alert">
          {message}
        </Status>
      ) : (
        status && (
          <Status $error={false} role="status">
            {status.text}
          </Status>
        )
      )}
    </Wrap>
  );
}
