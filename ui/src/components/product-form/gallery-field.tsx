import { PRODUCT_IMAGES_MAX } from '@torget/contract/browser';
import { useFormContext, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../button';
import { ImageUpload } from '../image-upload';
import { useFieldError } from '../../forms/form-fields';
import { useUiT } from '../../i18n/ui-messages';

const Photos = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    justify-items: center;
    font-size: 0.85rem;
  }

  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  div {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

/**
 * The gallery (up to 8 photos, the first is the cover): each photo can be made the cover or removed; a photo is
 * added through the same upload as before (checked here and by the server). A variant's photo that leaves the
 * gallery leaves its row too.
 */
export function GalleryField({
  upload,
  onBusyChange,
}: {
  upload: (file: File) => Promise<string>;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useUiT();
  const { control, setValue, getValues } = useFormContext();
  const images = (useWatch({ control, name: 'images' }) ?? []) as string[];
  const error = useFieldError('images');
  const set = (next: string[]) => {
    setValue('images', next, { shouldDirty: true });
    const rows = getValues('variants') as { image: string }[];
    setValue(
      'variants',
      rows.map((row) => (row.image && !next.includes(row.image) ? { ...row, image: '' } : row)),
    );
  };
  return (
    <div role="group" aria-label={t('product.form.images')}>
      {images.length > 0 && (
        <Photos aria-label={t('product.form.images')}>
          {images.map((url, at) => (
            <li key={url}>
              <img src={url} alt={t('product.form.imageNumber', { n: at + 1 })} width={96} height={96} />
              {at === 0 ? (
                <span>{t('product.form.cover')}</span>
              ) : (
                <Button
                  type="button"
                  $variant="ghost"
                  onClick={() => set([url, ...images.filter((other) => other !== url)])}
                >
                  {t('product.form.makeCover')}
                </Button>
              )}
              <Button
                type="button"
                $variant="ghost"
                aria-label={t('product.form.removeImage', { n: at + 1 })}
                onClick={() => set(images.filter((other) => other !== url))}
              >
                {t('product.form.remove')}
              </Button>
            </li>
          ))}
        </Photos>
      )}
      {images.length < PRODUCT_IMAGES_MAX && (
        <ImageUpload
          label={t(images.length ? 'product.form.addImage' : 'product.form.image')}
          value=""
          onChange={(url) => url && !images.includes(url) && set([...getValues('images'), url])}
          upload={upload}
          error={error}
          hint={t('product.form.imagesHint', { max: PRODUCT_IMAGES_MAX })}
          onBusyChange={onBusyChange}
        />
      )}
    </div>
  );
}
