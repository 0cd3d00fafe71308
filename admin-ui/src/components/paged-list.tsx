import { Pagination } from '@torget/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadState } from './load-state';

/** What every paged list call answers besides its rows. */
interface ListPage {
  page: number;
  pages: number;
  total: number;
}

/**
 * A paged admin list: the load state until the page arrives, then how many there are, the rows (`children`)
 * and the page links.
 */
export function PagedList<Page extends ListPage>({
  data,
  error,
  count,
  hrefFor,
  children,
}: {
  data: Page | undefined;
  error: unknown;
  /** The line above the table ('1 order', '12 users'). */
  count: (total: number) => ReactNode;
  hrefFor: (page: number) => string;
  children: (data: Page) => ReactNode;
}) {
  if (!data) return <LoadState error={error} />;
  return (
    <>
      <p>{count(data.total)}</p>
      {children(data)}
      <Pagination page={data.page} pages={data.pages} hrefFor={hrefFor} linkAs={Link} />
    </>
  );
}
