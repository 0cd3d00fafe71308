import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { VisuallyHidden } from '@torget/ui';
import { useT } from '../../lib/i18n';
import { MIN_SUGGEST, useSuggestions } from './use-suggestions';

const Form = styled.form`
  position: relative;
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

const List = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 20;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface ?? '#fff'};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 44px;
    align-items: center;
    padding: 0 ${({ theme }) => theme.space(3)};
    cursor: pointer;
  }

  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.accent};
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface Option {
  id: string;
  label: string;
  kind: 'product' | 'shop' | 'category';
  to: string;
}

const LIST_ID = 'site-search-suggestions';

/**
 * docs/product.md §2: the search box submits to /search/name/{q}. Issue 25: from two characters it also
 * suggests products, shops and categories, as an ARIA 1.2 combobox (list autocomplete): arrows move
 * through them, Enter opens the chosen one's page (or searches when none is chosen), Escape closes the
 * list, and how many there are is announced.
 */
export function SearchBox() {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const { data } = useSuggestions(query);
  const typed = query.trim().length >= MIN_SUGGEST;
  const options: Option[] = typed && data ? toOptions(data) : [];
  const shown = open && options.length > 0;
  const choose = (option: Option) => {
    setOpen(false);
    setActive(-1);
    navigate(option.to);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    navigate(`/search/name/${encodeURIComponent(query.trim())}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 (nothing chosen, the typed text) sits between the last option and the first.
      setActive((current) => ((current + 1 + step + options.length + 1) % (options.length + 1)) - 1);
    } else if (event.key === 'Enter' && shown && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  return (
    <Form role="search" onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor="site-search">
        {t('shell.searchProducts')}
      </VisuallyHidden>
      <input
        id="site-search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={LIST_ID}
        aria-activedescendant={shown && options[active] ? options[active].id : undefined}
        autoComplete="off"
        placeholder={t('shell.searchProducts')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        enterKeyHint="search"
      />
      <List id={LIST_ID} role="listbox" aria-label={t('shell.suggestions')} hidden={!shown}>
        {shown &&
          options.map((option, i) => (
            <li
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={i === active}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              <span>{option.label}</span>
              <small>{t(`shell.suggestion.${option.kind}`)}</small>
            </li>
          ))}
      </List>
      <VisuallyHidden aria-live="polite">
        {shown ? t('shell.suggestionCount', { count: options.length }) : ''}
      </VisuallyHidden>
      <button type="submit">{t('shell.search')}</button>
    </Form>
  );
}

function toOptions(data: {
  products: { _id: string; name: string }[];
  shops: { _id: string; name: string }[];
  categories: string[];
}): Option[] {
  return [
    ...data.products.map((p) => ({
      id: `suggestion-product-${p._id}`,
      label: p.name,
      kind: 'product' as const,
      to: `/product/${p._id}`,
    })),
    ...data.shops.map((s) => ({
      id: `suggestion-shop-${s._id}`,
      label: s.name,
      kind: 'shop' as const,
      to: `/seller/${s._id}`,
    })),
    ...data.categories.map((c, i) => ({
      id: `suggestion-category-${i}`,
      label: c,
      kind: 'category' as const,
      to: `/search/category/${encodeURIComponent(c)}`,
    })),
  ];
}
