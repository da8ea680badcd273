import { ACCESS, hasAccess } from '@mostrador/shared/constants/access';
import { useId, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { signOut, useAuthStore } from '../../../features/auth';
import { IconFileText, IconHome, IconInfo, IconLogout, IconMapPin, IconStore, IconUser } from '../../../shared/ui/icons';
import { HOME_ROUTE, pathTo, type RouteName } from '../../../shared/ui/navigation/routes';
import { CategoriesMenu } from './categories-menu';
import { InstallAppItem } from './install-app-item';
import styles from './menu.module.css';
import { staffMenuFor } from './staff-menu';
import { t } from '@mostrador/shared/messages/es-MX';

interface LeftMenuProps {
  /** Called after following a link (the phone drawer closes itself). */
  onNavigate?: () => void;
}

/**
 * Main navigation: Inicio, Sucursales, Categorías (the departments), Mi cuenta, Acerca de, and
 * "Instalar la app" while the browser can install the store; then
 * every staff, back-office and design page the person's access opens, grouped (staff-menu.ts).
 */
export function LeftMenu({ onNavigate }: LeftMenuProps) {
  const access = useAuthStore((s) => s.user_access);
  const isCustomer = hasAccess(access, ACCESS.ACCOUNT);
  const navigate = useNavigate();
  const id = useId();
  const item = (route: RouteName, label: string, icon: ReactNode, end = false) => (
    <li key={route}>
      <NavLink to={pathTo(route)} className={styles.link} onClick={onNavigate} end={end}>
        {icon}
        {label}
      </NavLink>
    </li>
  );

  return (
    <>
      <ul className={styles.list}>
        {item('home_view', t('menu.home'), <IconHome />, true)}
        {item('branches', t('menu.branches'), <IconStore />)}
        <CategoriesMenu onNavigate={onNavigate} />
        {item(isCustomer ? 'account_config' : 'login', t('menu.account'), <IconUser />)}
        {isCustomer ? item('addresses', t('menu.addresses'), <IconMapPin />) : null}
        {isCustomer ? item('my_prescriptions', t('menu.myPrescriptions'), <IconFileText />) : null}
        {item('about_us', t('menu.about'), <IconInfo />)}
        <InstallAppItem onNavigate={onNavigate} />
      </ul>
      {staffMenuFor(access).map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`${id}-${group.id}`}>
          <h2 id={`${id}-${group.id}`} className={styles.sectionTitle}>
            {group.title}
          </h2>
          <ul className={styles.list}>{group.links.map((link) => item(link.route, link.label, <link.Icon />))}</ul>
        </section>
      ))}
      {isCustomer ? (
        <div className={styles.group}>
          <ul className={styles.list}>
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
          </ul>
        </div>
      ) : null}
    </>
  );
}
