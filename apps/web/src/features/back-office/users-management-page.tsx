import './mantine-styles';
import { Tabs } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MantineScope } from '../../shared/theme/mantine-scope';
import { AccountSearch } from './components/account-search';
import { AuditTab } from './components/audit-tab';
import { InviteForm } from './components/invite-form';
import { PersonPanel } from './components/person-panel';
import staffStyles from '../../shared/ui/staff-screen.module.css';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';

const TABS = ['people', 'invite', 'audit'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/**
 * `/admin/users_management` (ADMIN): people and their access, inviting staff, and the audit
 * trail. The tab, the search, its page and the open person live in the URL, so Back works.
 */
export function UsersManagementPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'people';
  const person = Number(params.get('person') ?? 0);
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  useEffect(() => {
    document.title = t('users.title');
  }, []);
  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const onSearch = useCallback((q: string, p: number) => update({ q, page: p > 1 ? String(p) : null }, true), [update]);
  const open = (id: number) => update({ tab: null, person: String(id) });

  return (
    <MantineScope>
      <div className={staffStyles.page}>
        <h1 className={staffStyles.title}>{t('users.title')}</h1>
        <Tabs value={tab} onChange={(value) => update({ tab: value === 'people' ? null : value, person: null })} keepMounted={false}>
          <Tabs.List aria-label={t('users.tabs')}>
            <Tabs.Tab value="people">{t('users.tabPeople')}</Tabs.Tab>
            <Tabs.Tab value="invite">{t('users.tabInvite')}</Tabs.Tab>
            <Tabs.Tab value="audit">{t('users.tabAudit')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="people" pt="sm">
            {person > 0 ? (
              <PersonPanel id={person} onBack={() => update({ person: null })} />
            ) : (
              <AccountSearch query={query} page={page} onSearch={onSearch} onOpen={open} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="invite" pt="sm">
            <InviteForm onInvited={open} />
          </Tabs.Panel>
          <Tabs.Panel value="audit" pt="sm">
            <AuditTab />
          </Tabs.Panel>
        </Tabs>
      </div>
    </MantineScope>
  );
}
