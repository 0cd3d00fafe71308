import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageState } from '../../components/page-state';
import { useCategories } from '../../lib/categories';
import { useT } from '../../lib/i18n';
import { useSiteTitle } from '../../lib/use-page-title';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    min-height: 56px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
`;

/** docs/product.md §2: all categories as links to the category search. */
export function CategoriesRoute() {
  const { t } = useT();
  const { data, error } = useCategories();
  useSiteTitle(t('categories.title'));
  return (
    <>
      <h1>{t('categories.title')}</h1>
      {!data ? (
        <PageState error={error} generic />
      ) : (
        <List>
          {data.map((category) => (
            <li key={category}>
              <Link to={`/search/category/${encodeURIComponent(category)}`}>{category}</Link>
            </li>
          ))}
        </List>
      )}
    </>
  );
}
