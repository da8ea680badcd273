import { Button, Loader, TextInput } from '@mantine/core';
import type { SupportCustomer } from '@mostrador/shared/schemas/support';
import { formatPhone } from '@mostrador/shared/format/phone';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../shared/api/api-error';
import { ErrorState } from '../../../shared/ui/state-panel';
import { useAuthStore } from '../../auth';
import { searchCustomers } from '../api/search-customers';
import layoutStyles from '../../../shared/ui/layout.module.css';
import styles from '../back-office.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';

interface SupportSearchProps {
  query: string;
  onSearch: (query: string) => void;
  onOpen: (id: number, replace?: boolean) => void;
}

/** Phone, name or folio: Enter searches; one match opens at once, several are listed. */
export function SupportSearch({ query, onSearch, onOpen }: SupportSearchProps) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const [text, setText] = useState(query);
  // Only a search the person just ran opens its single match (not a return to the list).
  const isFresh = useRef(false);
  const result = useQuery({
    queryKey: ['backOffice', 'supportSearch', query],
    queryFn: () => searchCustomers(token, query),
    enabled: query !== '',
  });
  const customers = result.data?.customers ?? [];
  const onlyMatch = result.data?.customers.length === 1 ? result.data.customers[0]!.ID : 0;
  useEffect(() => {
    if (!result.isSuccess || result.isFetching) return;
    if (isFresh.current && onlyMatch) onOpen(onlyMatch, true);
    isFresh.current = false;
  }, [result.isSuccess, result.isFetching, onlyMatch, onOpen]);

  return (
    <div className={staffStyles.page}>
      <form
        noValidate
        className={staffStyles.row}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) return;
          isFresh.current = true;
          if (text.trim() === query) void result.refetch();
          onSearch(text.trim());
        }}
      >
        <TextInput
          className={styles.grow}
          label={t('support.search')}
          description={t('support.searchHint')}
          type="search"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autoFocus
        />
        <Button type="submit" loading={result.isFetching}>
          {t('support.searchButton')}
        </Button>
      </form>
      {query === '' ? null : result.isError ? (
        <ErrorState message={messageOf(result.error)} onRetry={() => void result.refetch()} />
      ) : result.isPending ? (
        <Loader size="sm" role="status" aria-label={t('support.searching')} />
      ) : customers.length === 0 ? (
        <p className={staffStyles.muted} role="status">
          {t('support.none')}
        </p>
      ) : (
        <ul className={layoutStyles.denseList} aria-label={t('support.results')}>
          {customers.map((customer) => (
            <CustomerRow key={customer.ID} customer={customer} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </div>
  );
}

function CustomerRow({ customer, onOpen }: { customer: SupportCustomer; onOpen: (id: number) => void }) {
  return (
    <li className={styles.item}>
      <div className={layoutStyles.clusterCentered}>
        <button type="button" className={styles.rowButton} onClick={() => onOpen(customer.ID)}>
          {customer.NAME || formatPhone(customer.PHONE)}
        </button>
        <span className={staffStyles.muted}>{formatPhone(customer.PHONE)}</span>
        {customer.EMAIL ? <span className={staffStyles.muted}>{customer.EMAIL}</span> : null}
        {customer.ORDER_ID ? <strong>{t('support.matchedOrder', { id: customer.ORDER_ID })}</strong> : null}
        {customer.DISABLED ? <span className={staffStyles.muted}>{t('users.disabled')}</span> : null}
      </div>
    </li>
  );
}
