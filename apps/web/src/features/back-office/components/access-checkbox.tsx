import type { AccessName } from '@mostrador/shared/constants/access';
import { accessDescription, accessName } from '@mostrador/shared/messages/es-MX-back-office-api';
import styles from '../back-office.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';

interface AccessCheckboxProps {
  access: AccessName;
  checked: boolean;
  onChange: () => void;
}

/** One access entry: its name and, under it, the one line that says what it allows. */
export function AccessCheckbox({ access, checked, onChange }: AccessCheckboxProps) {
  const hintId = `access-hint-${access}`;
  return (
    <label className={styles.access}>
      <input type="checkbox" checked={checked} onChange={onChange} aria-describedby={hintId} />
      <span>
        <strong>{accessName(access)}</strong>
        <span id={hintId} className={staffStyles.muted}>
          {accessDescription(access)}
        </span>
      </span>
    </label>
  );
}
