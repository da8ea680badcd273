import { Button, Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { messageOf } from '../../../shared/api/api-error';
import { ErrorState } from '../../../shared/ui/state-panel';
import { useAuthStore } from '../../auth';
import { accountSearchQuery } from '../api/search-accounts';
import styles from '../back-office.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { AccountTable } from './account-table';
import { t } from '@mostrador/shared/messages/es-MX-back-office-screens';

interface AccountSearchProps {
  query: string;
  page: number;
  onSearch: (query: string, page: number) => void;
  onOpen: (id: number) => void;
}

const DEBOUNCE_MS = 250;

/** Search box (focused on open), dense results, ↑ ↓ to move and Enter to open, paged. */
export function AccountSearch({ query, page, onSearch, onOpen }: AccountSearchProps) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const [text, setText] = useState(query);
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const [selected, setSelected] = useState(0);
  const result = useQuery(accountSearchQuery(token, query, page));
  const accounts = result.data?.accounts ?? [];
  // The typed text becomes the search (and the URL) once typing pauses; a new search starts at page 1.
  useEffect(() => {
    if (debounced !== query) onSearch(debounced, 1);
  }, [debounced, query, onSearch]);
  useEffect(() => setSelected(0), [query, page]);
  const selectedId = accounts[selected]?.ID;
  useEffect(() => {
    if (selectedId) document.getElementById(`account-row-${selectedId}`)?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setSelected((i) => Math.min(Math.max(i + step, 0), Math.max(accounts.length - 1, 0)));
    } else if (e.key === 'Enter' && accounts[selected]) {
      e.preventDefault();
      onOpen(accounts[selected].ID);
    }
  };

  return (
    <div className={staffStyles.page} onKeyDown={onKeyDown}>
      <TextInput
        label={t('users.search')}
        description={t('users.searchHint')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        rightSection={result.isFetching ? <Loader size="xs" aria-label={t('users.searching')} /> : null}
        type="search"
        autoFocus
        data-autofocus
        aria-controls="account-results"
        aria-activedescendant={accounts[selected] ? `account-row-${accounts[selected].ID}` : undefined}
      />
      <div id="account-results">
        {result.isError ? (
          <ErrorState message={messageOf(result.error)} onRetry={() => void result.refetch()} />
        ) : result.isPending ? (
          <Loader size="sm" aria-label={t('users.searching')} />
        ) : accounts.length === 0 ? (
          <p className={staffStyles.muted} role="status">
            {t('users.none')}
          </p>
        ) : (
          <AccountTable accounts={accounts} selected={selected} onOpen={onOpen} />
        )}
        {result.data?.MANY_MATCHES ? (
          <p className={staffStyles.muted} role="status">
            {t('users.manyMatches')}
          </p>
        ) : null}
      </div>
      <Pager page={page} hasMore={result.data?.HAS_MORE ?? false} onPage={(p) => onSearch(query, p)} />
    </div>
  );
}

export function Pager({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav className={styles.pager} aria-label={t('users.page', { page })}>
      <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('users.previous')}
      </Button>
      <span className={staffStyles.muted}>{t('users.page', { page })}</span>
      <Button size="xs" variant="default" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t('users.next')}
      </Button>
    </nav>
  );
}
