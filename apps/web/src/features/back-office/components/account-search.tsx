import { Button, Loader, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AccountSearchResponse } from '@mostrador/shared/schemas/admin';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { messageOf } from '../../../shared/api/api-error';
import { ErrorState } from '../../../shared/ui/state-panel';
import { useAuthStore } from '../../auth';
import { accountSearchQuery } from '../api/search-accounts';
import styles from '../back-office.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { AccountTable } from './account-table';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';

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
  const [selected, setSelected] = useState(0);
  const result = useQuery(accountSearchQuery(token, query, page));
  const accounts = result.data?.accounts ?? [];
  // The typed text becomes the search (and the URL) once typing pauses; a new search starts at
  // page 1. A callback, not an effect on a debounced value: Enter cancels the pending pause, so
  // no older text can follow Enter's search into the URL (issue 30).
  const searchAfterPause = useDebouncedCallback((typed: string) => {
    if (typed !== query) onSearch(typed, 1);
  }, DEBOUNCE_MS);
  useEffect(() => setSelected(0), [query, page]);
  // Enter pressed before the list caught up with the typed text: open the first person of the
  // search for that text once it answers, never a row of the previous list (issue 30).
  const openWhenReady = useRef<string | null>(null);
  const isCurrent = result.isSuccess && !result.isPlaceholderData && !result.isFetching;
  const firstId = accounts[0]?.ID;
  useEffect(() => {
    if (openWhenReady.current === null || openWhenReady.current !== query || !isCurrent) return;
    openWhenReady.current = null;
    if (firstId) onOpen(firstId);
  }, [query, isCurrent, firstId, onOpen]);
  const selectedId = accounts[selected]?.ID;
  useEffect(() => {
    if (selectedId) document.getElementById(`account-row-${selectedId}`)?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setSelected((i) => Math.min(Math.max(i + step, 0), Math.max(accounts.length - 1, 0)));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      // The box's own value: a key typed just before Enter may not have re-rendered this handler.
      const box = e.target instanceof HTMLInputElement && e.target.type === 'search' ? e.target : null;
      const typed = (box ? box.value : text).trim();
      if (typed === query && isCurrent) {
        if (accounts[selected]) onOpen(accounts[selected].ID);
        return;
      }
      searchAfterPause.cancel();
      openWhenReady.current = typed;
      if (typed !== query) onSearch(typed, 1);
    }
  };

  return (
    <div className={staffStyles.page} onKeyDown={onKeyDown}>
      <TextInput
        label={t('users.search')}
        description={t('users.searchHint')}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          searchAfterPause(e.currentTarget.value.trim());
        }}
        rightSection={result.isFetching ? <Loader size="xs" role="status" aria-label={t('users.searching')} /> : null}
        type="search"
        autoFocus
        data-autofocus
        aria-controls="account-results"
        aria-activedescendant={accounts[selected] ? `account-row-${accounts[selected].ID}` : undefined}
      />
      <AccountResults result={result} selected={selected} onOpen={onOpen} />
      <Pager page={page} hasMore={result.data?.HAS_MORE ?? false} onPage={(p) => onSearch(query, p)} />
    </div>
  );
}

function AccountResults({
  result,
  selected,
  onOpen,
}: {
  result: UseQueryResult<AccountSearchResponse>;
  selected: number;
  onOpen: (id: number) => void;
}) {
  const accounts = result.data?.accounts ?? [];
  return (
    <div id="account-results">
      {result.isError ? (
        <ErrorState message={messageOf(result.error)} onRetry={() => void result.refetch()} />
      ) : result.isPending ? (
        <Loader size="sm" role="status" aria-label={t('users.searching')} />
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
