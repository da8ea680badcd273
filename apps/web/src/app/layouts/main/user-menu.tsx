import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { signOut, useAuthStore } from '../../../features/auth';
import { IconCart, IconLogout, IconMapPin, IconUser } from '../../../shared/ui/icons';
import { HOME_ROUTE, pathTo } from '../../../shared/ui/navigation/routes';
import { AppearanceControls } from './appearance-controls';
import styles from './header.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/** Header account control: "Ingresar" for visitors; for a signed-in person, a menu with sign-out. */
export function UserMenu() {
  const user = useAuthStore((s) => (s.status === 'authenticated' ? s.user : null));
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  if (!user) {
    return (
      <Link to={pathTo('login')} className={styles.userLink} aria-label={t('common.signIn')}>
        <IconUser />
        <span className={styles.userText}>{t('menu.enter')}</span>
      </Link>
    );
  }
  const close = () => setOpen(false);
  return (
    <div className={styles.userMenu} ref={rootRef}>
      <button
        type="button"
        className={styles.userLink}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls="user-menu"
        aria-label={t('menu.accountOf', { name: user.NAME })}
        onClick={() => setOpen((o) => !o)}
      >
        <IconUser />
        <span className={styles.userText}>{user.NAME.split(' ')[0]}</span>
      </button>
      {isOpen ? (
        <div id="user-menu" className={styles.menuPanel}>
          <p className={styles.menuName}>{user.NAME}</p>
          <div role="menu" aria-label={t('menu.accountOf', { name: user.NAME })}>
            <Link role="menuitem" to={pathTo('account_config')} className={styles.menuItem} onClick={close}>
              <IconUser size={18} /> {t('menu.myData')}
            </Link>
            <Link role="menuitem" to={pathTo('addresses')} className={styles.menuItem} onClick={close}>
              <IconMapPin size={18} /> {t('menu.addresses')}
            </Link>
            <Link role="menuitem" to={pathTo('orders_history')} className={styles.menuItem} onClick={close}>
              <IconCart size={18} /> {t('menu.myOrders')}
            </Link>
            <button
              role="menuitem"
              type="button"
              className={styles.menuItem}
              onClick={() => {
                close();
                void signOut().then(() => navigate(pathTo(HOME_ROUTE)));
              }}
            >
              <IconLogout size={18} /> {t('menu.signOut')}
            </button>
          </div>
          <section aria-labelledby="user-menu-look" className={styles.menuAppearance}>
            <h2 id="user-menu-look" className={styles.menuName}>
              {t('menu.look')}
            </h2>
            <AppearanceControls />
          </section>
        </div>
      ) : null}
    </div>
  );
}
