import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';
import { useUiT } from '../i18n/ui-messages';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: center;
  margin: ${({ theme }) => theme.space(6)} 0;
`;

const Page = styled.a<{ $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $current }) => ($current ? theme.colors.brand : theme.colors.surface)};
  color: ${({ theme, $current }) => ($current ? theme.colors.brandText : theme.colors.text)};
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
  text-decoration: none;
`;

/**
 * Which page numbers to show: first, last and two around the current one, with gaps as null. When `more`
 * is set, `pages` is only a lower bound (the matches were not all counted): no "last" page is claimed and
 * a trailing gap says that more pages follow.
 */
export function pageWindow(page: number, pages: number, more = false): (number | null)[] {
  const wanted = new Set([1, page - 2, page - 1, page, page + 1, page + 2, ...(more ? [] : [pages])]);
  const shown = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const window = shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
  return more ? [...window, null] : window;
}

export interface PaginationProps {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  /** The app's link component (react-router's Link); plain <a> by default. */
  linkAs?: ComponentType<{ to: string; children?: ReactNode }> | 'a';
  label?: string;
  /** There are more than `pages` pages (a search counted only a few pages ahead). */
  more?: boolean;
}

/** Page links; nothing when there is one page. The current page is marked for screen readers. */
export function Pagination({ page, pages, hrefFor, linkAs = 'a', label, more = false }: PaginationProps) {
  const { t } = useUiT();
  if (pages <= 1 && !more) return null;
  const linkProps = (n: number) => (linkAs === 'a' ? { href: hrefFor(n) } : { to: hrefFor(n) });
  return (
    <Nav aria-label={label ?? t('pagination.label')}>
      {pageWindow(page, pages, more).map((n, i, shown) =>
        n === null ? (
          <span key={`gap-${i}`}>
            <span aria-hidden="true">…</span>
            {i === shown.length - 1 && <VisuallyHidden>{t('pagination.more')}</VisuallyHidden>}
          </span>
        ) : (
          <Page
            key={n}
            as={linkAs}
            {...linkProps(n)}
            $current={n === page}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: n })}
          >
            {n}
          </Page>
        ),
      )}
    </Nav>
  );
}
