import './mantine-styles';
import { Button, Input, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MantineScope } from '../../shared/theme/mantine-scope';
import { useAuthStore } from '../auth';
import { fetchOverview } from './api';
import { BackgroundPicturesEditor } from './components/background-pictures-editor';
import { BannersTab, OVERVIEW_KEY } from './components/banners-tab';
import { LogoTab } from './components/logo-tab';
import { ProductsTab } from './components/products-tab';
import styles from './images.module.css';
import staffStyles from '../../shared/ui/staff-screen.module.css';
import { imagesT as t } from '@mostrador/shared/messages/es-MX-images';

const TABS = ['banners', 'logo', 'products', 'backgrounds'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

function BackgroundsTab({ folders }: { folders: string[] }) {
  const id = useId();
  const [folder, setFolder] = useState(folders[0] ?? '');
  return (
    <div className={staffStyles.page}>
      <Input.Wrapper id={id} label={t('images.folder')} size="xs" style={{ maxWidth: 260 }}>
        <Input component="select" id={id} size="xs" value={folder} onChange={(e) => setFolder(e.currentTarget.value)}>
          {folders.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </Input>
      </Input.Wrapper>
      {folder ? <BackgroundPicturesEditor key={folder} folder={folder} /> : null}
    </div>
  );
}

/** `/admin/images_management` (EDIT_COMPANY_IMAGES or ADMIN): banners, logo, product pictures, theme backgrounds. */
export function ImagesManagementPage() {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'banners';
  const overview = useQuery({ queryKey: OVERVIEW_KEY, queryFn: ({ signal }) => fetchOverview(token, signal), enabled: token !== '' });
  useEffect(() => {
    document.title = t('images.title');
  }, []);
  return (
    <MantineScope>
      <div className={staffStyles.page}>
        <h1 className={staffStyles.title}>{t('images.title')}</h1>
        <Tabs
          value={tab}
          onChange={(value) => setParams(value && value !== 'banners' ? { tab: value } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('images.tabs')}>
            <Tabs.Tab value="banners">{t('images.tabBanners')}</Tabs.Tab>
            <Tabs.Tab value="logo">{t('images.tabLogo')}</Tabs.Tab>
            <Tabs.Tab value="products">{t('images.tabProducts')}</Tabs.Tab>
            <Tabs.Tab value="backgrounds">{t('images.tabBackgrounds')}</Tabs.Tab>
          </Tabs.List>
          {overview.isPending ? (
            <p className={staffStyles.muted}>{t('images.loading')}</p>
          ) : overview.isError ? (
            <div className={styles.actions}>
              <p className={staffStyles.muted}>{overview.error.message || t('images.loadError')}</p>
              <Button size="xs" variant="default" onClick={() => void overview.refetch()}>
                {t('images.retry')}
              </Button>
            </div>
          ) : (
            <>
              <Tabs.Panel value="banners" pt="sm">
                <BannersTab token={token} overview={overview.data} />
              </Tabs.Panel>
              <Tabs.Panel value="logo" pt="sm">
                <LogoTab token={token} logo={overview.data.LOGO} />
              </Tabs.Panel>
              <Tabs.Panel value="products" pt="sm">
                <ProductsTab token={token} />
              </Tabs.Panel>
              <Tabs.Panel value="backgrounds" pt="sm">
                <BackgroundsTab folders={overview.data.FOLDERS} />
              </Tabs.Panel>
            </>
          )}
        </Tabs>
      </div>
    </MantineScope>
  );
}
