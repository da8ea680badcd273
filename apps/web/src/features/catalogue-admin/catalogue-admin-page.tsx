import './mantine-styles';
import { Tabs } from '@mantine/core';
import { catalogueAdminT as t } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MantineScope } from '../../shared/theme/mantine-scope';
import { optionsQuery, useToken } from './api/catalogue-admin-api';
import staffStyles from '../../shared/ui/staff-screen.module.css';
import { CategoriesTab } from './components/categories-tab';
import { ProductEditor } from './components/product-editor';
import { ProductsTab } from './components/products-tab';
import { StockTab } from './components/stock-tab';
import { SynonymsTab } from './components/synonyms-tab';

const TABS = ['products', 'categories', 'stock', 'synonyms'] as const;

/**
 * `/admin/catalogue` (CATALOGUE or ADMIN): products (list, editor with the cart's own promotion
 * preview), categories by TYPE, stock per branch with its "ajustes", and search synonyms. The tab
 * and the open product live in the URL, so Back returns to the list.
 */
export function CatalogueAdminPage() {
  const token = useToken();
  const options = useQuery(optionsQuery(token)).data;
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? params.get('tab')! : 'products';
  const editing = params.get('edit');
  useEffect(() => {
    document.title = t('cat.ui.title');
  }, []);
  const go = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <MantineScope>
      <div className={staffStyles.page}>
        <h1 className={staffStyles.title}>{t('cat.ui.title')}</h1>
        <Tabs value={tab} onChange={(value) => go({ tab: value === 'products' ? null : value, edit: null })} keepMounted={false}>
          <Tabs.List>
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`cat.ui.tab.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="products" pt="sm">
            {editing !== null ? (
              <ProductEditor sku={editing} options={options} onClose={() => go({ edit: null })} />
            ) : (
              <ProductsTab options={options} onOpen={(sku) => go({ edit: sku })} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="categories" pt="sm">
            <CategoriesTab options={options} />
          </Tabs.Panel>
          <Tabs.Panel value="stock" pt="sm">
            <StockTab options={options} />
          </Tabs.Panel>
          <Tabs.Panel value="synonyms" pt="sm">
            <SynonymsTab />
          </Tabs.Panel>
        </Tabs>
      </div>
    </MantineScope>
  );
}
