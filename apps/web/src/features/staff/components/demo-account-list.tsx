import { staffT as t } from '@mostrador/shared/messages/es-MX-staff';
import textStyles from '../../../shared/ui/text.module.css';
import layoutStyles from '../../../shared/ui/layout.module.css';
import styles from '../staff.module.css';

interface DemoAccountListProps {
  accounts: { email: string; name: string }[];
  isBusy: boolean;
  onPick: (email: string) => void;
}

/** Demo mode: the local stand-in's Google accounts, one button each. */
export function DemoAccountList({ accounts, isBusy, onPick }: DemoAccountListProps) {
  return (
    <>
      <p className={textStyles.muted}>{t('loginBranchPage.modoDemostracionEligeLaCuenta')}</p>
      <ul className={layoutStyles.denseList} aria-label={t('loginBranchPage.cuentasDeGoogleDeDemostracion')}>
        {accounts.map((a) => (
          <li key={a.email}>
            <button type="button" className={styles.account} disabled={isBusy} onClick={() => onPick(a.email)}>
              <strong>{a.name}</strong>
              <span>{a.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
