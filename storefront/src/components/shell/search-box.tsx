import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { VisuallyHidden } from '@torget/ui';
import { useT } from '../../lib/i18n';

const Form = styled.form`
  display: flex;
  flex: 1;
  min-width: 0;

  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    border-radius: ${({ theme }) => `${theme.radius} 0 0 ${theme.radius}`};
    color: ${({ theme }) => theme.colors.text};
  }

  button {
    min-width: 52px;
    min-height: 44px;
    border: 0;
    border-radius: ${({ theme }) => `0 ${theme.radius} ${theme.radius} 0`};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    cursor: pointer;
  }
`;

/** docs/product.md §2: the search box submits to /search/name/{q}. */
export function SearchBox() {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`/search/name/${encodeURIComponent(query.trim())}`);
  };
  return (
    <Form role="search" onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor="site-search">
        {t('shell.searchProducts')}
      </VisuallyHidden>
      <input
        id="site-search"
        type="search"
        placeholder={t('shell.searchProducts')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        enterKeyHint="search"
      />
      <button type="submit">{t('shell.search')}</button>
    </Form>
  );
}
