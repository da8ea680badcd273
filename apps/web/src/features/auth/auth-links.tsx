import { Link } from 'react-router';
import { pathTo, type RouteName } from '../../shared/ui/navigation/routes';
import formStyles from '../../shared/ui/form.module.css';

const LINKS: Record<'login' | 'register' | 'recover_password' | 'login_branch', string> = {
  login: '¿Ya tienes cuenta? Inicia sesión',
  register: '¿Aún no tienes cuenta? Regístrate',
  recover_password: 'Olvidé mi contraseña',
  login_branch: 'Acceso para sucursales',
};

/** The other sign-in screens, under each form. */
export function AuthLinks({ show }: { show: (keyof typeof LINKS)[] }) {
  return (
    <nav className={formStyles.links} aria-label="Otras opciones de acceso">
      {show.map((name) => (
        <Link key={name} to={pathTo(name as RouteName)}>
          {LINKS[name]}
        </Link>
      ))}
    </nav>
  );
}
