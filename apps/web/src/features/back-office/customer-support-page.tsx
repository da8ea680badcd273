import './mantine-styles';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MantineScope } from '../../shared/theme/mantine-scope';
import { CustomerView } from './components/customer-view';
import { SupportSearch } from './components/support-search';
import staffStyles from '../../shared/ui/staff-screen.module.css';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';

/** `/customer_support` (CUSTOMER_SUPPORT or ADMIN): find a customer and act for them, with a reason. */
export function CustomerSupportPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const customer = Number(params.get('customer') ?? 0);
  useEffect(() => {
    document.title = t('support.title');
  }, []);
  const onSearch = useCallback((q: string) => setParams({ q }), [setParams]);
  const onOpen = useCallback(
    (id: number, replace = false) => setParams((current) => ({ q: current.get('q') ?? '', customer: String(id) }), { replace }),
    [setParams],
  );
  return (
    <MantineScope>
      <div className={staffStyles.page}>
        <h1 className={staffStyles.title}>{t('support.title')}</h1>
        {customer > 0 ? (
          <CustomerView id={customer} onBack={() => setParams(query ? { q: query } : {})} />
        ) : (
          <SupportSearch query={query} onSearch={onSearch} onOpen={onOpen} />
        )}
      </div>
    </MantineScope>
  );
}
