import { pageTitle } from '@mostrador/shared/web/page-titles';
import { useEffect } from 'react';
import { useCompanyStore } from './company-store';

/**
 * The tab's title for a storefront page, as the server wrote it into the page (issue 36):
 * "Paracetamol 500 mg · Farmacias Mostrador", or the company's name alone for `null` (the home).
 * An empty `page` (its data still loading) leaves the title as it is.
 */
export function usePageTitle(page: string | null): void {
  const company = useCompanyStore((s) => s.company?.NAME ?? '');
  useEffect(() => {
    if (company && page !== '') document.title = pageTitle(page, company);
  }, [company, page]);
}
