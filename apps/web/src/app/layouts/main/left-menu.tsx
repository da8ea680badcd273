import { ACCESS, hasAccess } from '@mostrador/shared/constants/access';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { signOut, useAuthStore } from '../../../features/auth';
import {
  IconCategory,
  IconChevronDown,
  IconHome,
  IconInfo,
  IconLogout,
  IconMapPin,
  IconPalette,
  IconStore,
  IconUser,
} from '../../../shared/ui/icons';
import { HOME_ROUTE, pathTo, type RouteName } from '../../../shared/ui/navigation/routes';
import { useUiStore } from '../../ui-store';
import styles from './menu.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

interface LeftMenuProps {
  /** Called after following a link (the phone drawer closes itself). */
  onNavigate?: () => void;
}

/** Main navigation: Inicio, Sucursales, Categorías, Mi cuenta, Acerca de, and staff areas by access. */
export function LeftMenu({ onNavigate }: LeftMenuProps) {
  const access = useAuthStore((s) => s.user_access);
  const can = (name: keyof typeof ACCESS) => hasAccess(access, ACCESS[name]);
  const navigate = useNavigate();
  const item = (route: RouteName, label: string, icon: ReactNode, end = false) => (
    <li>
      <NavLink to={pathTo(route)} className={styles.link} onClick={onNavigate} end={end}>
        {icon}
        {label}
      </NavLink>
    </li>
  );

  return (
    <ul className={styles.list}>
      {item('home_view', t('menu.home'), <IconHome />, true)}
      {item('branches', t('menu.branches'), <IconStore />)}
      <CategoriesItem />
      {item(can('ACCOUNT') ? 'account_config' : 'login', t('menu.account'), <IconUser />)}
      {can('ACCOUNT') ? item('addresses', t('menu.addresses'), <IconMapPin />) : null}
      {item('about_us', t('menu.about'), <IconInfo />)}
      {can('BRANCH_STAFF') || can('ADMIN') ? item('home_orders', t('menu.branchOrders'), <IconStore />) : null}
      {can('CUSTOMER_SUPPORT') || can('ADMIN') ? item('customer_support', t('menu.support'), <IconUser />) : null}
      {can('ADMIN') ? item('users_management', t('menu.admin'), <IconCategory />) : null}
      {can('CATALOGUE') || can('ADMIN') ? item('catalogue_admin', t('menu.catalogue'), <IconCategory />) : null}
      {can('SAMPLES') ? item('themes', t('menu.themes'), <IconPalette />) : null}
      {can('ACCOUNT') ? (
        <li>
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              onNavigate?.();
              void signOut().then(() => navigate(pathTo(HOME_ROUTE)));
            }}
          >
            <IconLogout />
            {t('menu.signOut')}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

/** Collapsible categories; the list arrives with the catalogue issue. */
function CategoriesItem() {
  const isExpanded = useUiStore((s) => s.categoriesExpanded);
  const toggle = useUiStore((s) => s.toggleCategories);
  return (
    <li>
      <button type="button" className={styles.link} aria-expanded={isExpanded} aria-controls="categories-menu" onClick={toggle}>
        <IconCategory />
        {t('menu.categories')}
        <IconChevronDown size={18} className={styles.chevron} />
      </button>
      {isExpanded ? (
        <div id="categories-menu">
          <p className={styles.note}>{t('menu.categoriesSoon')}</p>
        </div>
      ) : null}
    </li>
  );
}
