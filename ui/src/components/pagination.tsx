import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';

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

/** Which page numbers to show: first, last and two around the current one, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const shown = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}

export interface PaginationProps {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  /** The app's link component (react-router's Link); plain <a> by default. */
  linkAs?: ComponentType<{ to: string; children?: ReactNode }> | 'a';
  label?: string;
}

/** Page links; nothing when there is one page. The current page is marked for screen readers. */
export function Pagination({ page, pages, hrefFor, linkAs = 'a', label = 'Pages' }: PaginationProps) {
  if (pages <= 1) return null;
  const linkProps = (n: number) => (linkAs === 'a' ? { href: hrefFor(n) } : { to: hrefFor(n) });
  return (
    <Nav aria-label={label}>
      {pageWindow(page, pages).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Page
            key={n}
            as={linkAs}
            {...linkProps(n)}
            $current={n === page}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
          >
            {n}
          </Page>
        ),
      )}
    </Nav>
  );
}
