import { Link, useLocation } from 'react-router';
import { pathTo, type RouteName } from '../../shared/ui/navigation/routes';
import formStyles from '../../shared/ui/form.module.css';
import { authT as t } from '@mostrador/shared/messages/es-MX-auth';

const LINKS: Record<'login' | 'register' | 'recover_password' | 'login_branch', string> = {
  login: t('authLinks.yaTienesCuentaIniciaSesion'),
  register: t('authLinks.aunNoTienesCuentaRegistrate'),
  recover_password: t('authLinks.olvideMiContrasena'),
  login_branch: t('authLinks.accesoParaSucursales'),
};

/** The other sign-in screens, under each form. */
export function AuthLinks({ show }: { show: (keyof typeof LINKS)[] }) {
  // The page to return to after signing in travels between these screens.
  const { state } = useLocation();
  return (
    <nav className={formStyles.links} aria-label={t('authLinks.otrasOpcionesDeAcceso')}>
      {show.map((name) => (
        <Link key={name} to={pathTo(name as RouteName)} state={state}>
          {LINKS[name]}
        </Link>
      ))}
    </nav>
  );
}
