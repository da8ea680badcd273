import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useParams } from 'react-router';
import { IconSearch } from '../../../shared/ui/icons';
import { pathTo } from '../../../shared/ui/navigation/routes';
import { useNamedNavigate } from '../../../shared/ui/navigation/use-named-navigate';
import { useTypedBeforeHydration } from '../../../shared/ssr/server-render-data';
import styles from './header.module.css';
import { SuggestionList, useSearchSuggestions, type Suggestion } from './search-suggestions';
import { t } from '@mostrador/shared/messages/es-MX';

/** Header search: submitting goes to search/:SEARCH (an empty query opens the bare search view). */
export function SearchBox() {
  const { SEARCH = '' } = useParams();
  // Re-mounted per route param so the box shows what the page is searching for.
  return <SearchForm key={SEARCH} initial={SEARCH} />;
}

function SearchForm({ initial }: { initial: string }) {
  const [query, setQuery] = useState(initial);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const goSearch = useNamedNavigate('search_view');
  const goProduct = useNamedNavigate('product_view');
  const inputId = useId();
  const listId = `${inputId}-list`;
  const items = useSearchSuggestions(query);
  const isShown = isOpen && items.length > 0;
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, initial, (typed, isFocused) => {
    setQuery(typed);
    setOpen(isFocused);
  });

  const pick = (item: Suggestion) => {
    setOpen(false);
    goProduct({ SKU: item.SKU });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = isShown ? items[active] : undefined;
    if (chosen) return pick(chosen);
    setOpen(false);
    goSearch({ SEARCH: query.trim() });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setOpen(false);
    if (!isShown || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    // -1 is the typed text itself; the arrows cycle through it and the suggestions.
    setActive((i) => {
      const next = i + step;
      return next < -1 ? items.length - 1 : next >= items.length ? -1 : next;
    });
  };

  return (
    // The list sits outside the form: the form clips its rounded box (overflow: hidden).
    <div className={styles.searchWrap}>
      {/* Without JavaScript the browser sends it as GET /search?SEARCH=…, which the search page reads. */}
      <form noValidate role="search" action={pathTo('search_view')} method="get" className={styles.searchForm} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          name="SEARCH"
          className={styles.searchInput}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={isShown}
          aria-controls={listId}
          aria-activedescendant={isShown && active >= 0 ? `${listId}-${active}` : undefined}
        />

        <button type="submit" className={styles.searchButton} aria-label={t('search.submit')}>
          <IconSearch size={20} />
        </button>
      </form>
      {isShown ? <SuggestionList id={listId} items={items} activeIndex={active} onPick={pick} /> : null}
    </div>
  );
}
