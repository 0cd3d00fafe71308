import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../lib/i18n';
import { GALLERY_SIZES, sizedImage } from '../../../components/product/sized-image';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Main = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  touch-action: pan-y;

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Thumb = styled.button<{ $current: boolean }>`
  padding: 0;
  border: 2px solid ${({ theme, $current }) => ($current ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: none;
  cursor: pointer;

  img {
    display: block;
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Zoom = styled.dialog`
  max-width: min(96vw, 1200px);
  max-height: 96vh;
  padding: ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius};

  &::backdrop {
    background: rgb(0 0 0 / 0.8);
  }

  img {
    display: block;
    max-width: 100%;
    max-height: calc(96vh - 5rem);
    margin: 0 auto;
    object-fit: contain;
  }

  form {
    text-align: right;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * The product's photos (docs/product.md "Sizes, colours and photos"): the chosen one large (click: zoomed in a
 * dialog; arrow keys and a swipe move between photos), thumbnails to choose with the keyboard. Every image has its
 * width and height, so nothing shifts while they load; thumbnails load lazily; uploads with smaller copies
 * come with a srcset, so a phone loads a copy its width.
 */
export function ProductGallery({
  name,
  images,
  index,
  onIndex,
}: {
  name: string;
  images: string[];
  index: number;
  onIndex: (index: number) => void;
}) {
  const { t } = useT();
  const zoom = useRef<HTMLDialogElement>(null);
  const [swipeFrom, setSwipeFrom] = useState<number | null>(null);
  const count = images.length;
  const current = images[Math.min(index, count - 1)] ?? '';
  const step = (by: number) => count > 1 && onIndex((index + by + count) % count);
  return (
    <Wrap
      role="group"
      aria-roledescription={t('product.gallery')}
      aria-label={t('product.photosOf', { name })}
    >
      <Main
        type="button"
        aria-label={t('product.zoom')}
        disabled={!current}
        onClick={() => zoom.current?.showModal?.()}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          if (event.key === 'ArrowLeft') step(-1);
        }}
        onPointerDown={(event) => setSwipeFrom(event.clientX)}
        onPointerUp={(event) => {
          if (swipeFrom !== null && Math.abs(event.clientX - swipeFrom) > 40)
            step(event.clientX < swipeFrom ? 1 : -1);
          setSwipeFrom(null);
        }}
      >
        <img
          {...sizedImage(current, GALLERY_SIZES)}
          alt={count > 1 ? t('product.photoOf', { name, n: index + 1, count }) : name}
          width={600}
          height={600}
          fetchPriority="high"
        />
      </Main>
      {count > 1 && (
        <Thumbs>
          {images.map((url, at) => (
            <li key={url}>
              <Thumb
                type="button"
                $current={at === index}
                aria-current={at === index || undefined}
                aria-label={t('product.showPhoto', { n: at + 1, count })}
                onClick={() => onIndex(at)}
              >
                <img {...sizedImage(url, '64px')} alt="" width={64} height={64} loading="lazy" />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
      <Zoom ref={zoom} aria-label={t('product.photosOf', { name })}>
        <form method="dialog">
          <button type="submit">{t('product.closeZoom')}</button>
        </form>
        {current && (
          <img {...sizedImage(current, '(min-width: 1250px) 1200px, 96vw')} alt={name} loading="lazy" />
        )}
      </Zoom>
    </Wrap>
  );
}
