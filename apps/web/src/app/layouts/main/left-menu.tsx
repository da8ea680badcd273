import { ACCESS, hasAccess } from '@mostrador/shared/constants/access';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useAuthStore } from '../../../shared/auth/auth-store';
import { signOut } from '../../../shared/auth/sign-out';
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
      {item('home_view', t('leftMenu.inicio'), <IconHome />, true)}
      {item('branches', t('leftMenu.sucursales'), <IconStore />)}
      <CategoriesItem />
      {item(can('ACCOUNT') ? 'account_config' : 'login', t('leftMenu.miCuenta'), <IconUser />)}
      {can('ACCOUNT') ? item('addresses', t('leftMenu.misDirecciones'), <IconMapPin />) : null}
      {item('about_us', t('leftMenu.acercaDe'), <IconInfo />)}
      {can('BRANCH_STAFF') || can('ADMIN') ? item('home_orders', t('leftMenu.pedidosDeSucursal'), <IconStore />) : null}
      {can('CUSTOMER_SUPPORT') || can('ADMIN')
        ? item('customer_support', t('leftMenu.atencionAClientes'), <IconUser />)
        : null}
      {can('ADMIN') ? item('users_management', t('leftMenu.administracion'), <IconCategory />) : null}
      {can('SAMPLES') ? item('themes', t('leftMenu.temas'), <IconPalette />) : null}
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
            {t('leftMenu.cerrarSesion')}
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
      <button
        type="button"
        className={styles.link}
        aria-expanded={isExpanded}
        aria-controls="categories-menu"
        onClick={toggle}
      >
        <IconCategory />
        {t('leftMenu.categorias')}
        <IconChevronDown size={18} className={styles.chevron} />
      </button>
      {isExpanded ? (
        <div id="categories-menu">
          <p className={styles.note}>
            {t('leftMenu.muyProntoPodrasExplorarLos')}
          </p>
        </div>
      ) : null}
    </li>
  );
}
