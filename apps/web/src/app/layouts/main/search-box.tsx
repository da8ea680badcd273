import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { IconSearch } from '../../../shared/ui/icons';
import { useNamedNavigate } from '../../../shared/ui/navigation/use-named-navigate';
import styles from './header.module.css';

/** Header search: submitting goes to search/:SEARCH (an empty query opens the bare search view). */
export function SearchBox() {
  const { SEARCH = '' } = useParams();
  // Re-mounted per route param so the box shows what the page is searching for.
  return <SearchForm key={SEARCH} initial={SEARCH} />;
}

function SearchForm({ initial }: { initial: string }) {
  const [query, setQuery] = useState(initial);
  const goSearch = useNamedNavigate('search_view');
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    goSearch({ SEARCH: query.trim() });
  };

  return (
    <form role="search" className={styles.searchForm} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Buscar productos
      </label>
      <input
        id={inputId}
        type="search"
        name="SEARCH"
        className={styles.searchInput}
        placeholder="Buscar medicamentos, marcas..."
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className={styles.searchButton} aria-label="Buscar">
        <IconSearch size={20} />
      </button>
    </form>
  );
}
