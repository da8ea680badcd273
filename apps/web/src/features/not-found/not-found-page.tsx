import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { IconArrowLeft, IconSearch } from '../../shared/ui/icons';
import { pathTo } from '../../shared/ui/navigation/routes';
import { useNamedNavigate } from '../../shared/ui/navigation/use-named-navigate';
import formStyles from '../../shared/ui/form.module.css';
import { StatePanel } from '../../shared/ui/state-panel';
import { useTypedBeforeHydration } from '../../shared/ssr/server-render-data';
import styles from '../../shared/ui/ui.module.css';
import { notFoundT as t } from '@mostrador/shared/messages/es-MX-not-found';

/** Route /not-found: no dead end, a search box and the way home. */
export function NotFoundPage() {
  const [query, setQuery] = useState('');
  const goSearch = useNamedNavigate('search_view');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, '', setQuery);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    goSearch({ SEARCH: query.trim() });
  };
  return (
    <section className={styles.panel}>
      <StatePanel
        icon={<IconSearch size={48} />}
        title={t('notFoundPage.noEncontramosEstaPagina')}
        text={t('notFoundPage.laDireccionPuedeEstarMal')}
        level={1}
      >
        <form
          noValidate
          role="search"
          action={pathTo('search_view')}
          method="get"
          aria-label={t('notFoundPage.buscaEnLaTienda')}
          className={formStyles.inlineSearch}
          onSubmit={onSubmit}
        >
          <label htmlFor={inputId} className={formStyles.label}>
            {t('notFoundPage.queBuscas')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="search"
            name="SEARCH"
            className={formStyles.input}
            enterKeyHint="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className={styles.button}>
            <IconSearch size={18} /> {t('notFoundPage.buscar')}
          </button>
        </form>
        <Link to={pathTo('home_view')} className={styles.buttonSubtle}>
          <IconArrowLeft size={18} /> {t('notFoundPage.volverAlInicio')}
        </Link>
      </StatePanel>
    </section>
  );
}
