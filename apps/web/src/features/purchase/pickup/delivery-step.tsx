import { pickupT as t } from '@mostrador/shared/messages/es-MX-pickup';
import { todayHours } from '../../branches';
import { ErrorState, Spinner } from '../../../shared/ui/state-panel';
import textStyles from '../../../shared/ui/text.module.css';
import styles from '../purchase.module.css';
import pickupStyles from './pickup.module.css';
import { AddressStep } from '../steps/address-step';
import { StepButtons } from '../steps/step-list';
import type { PickupChoice } from './use-pickup-branches';

interface DeliveryStepProps {
  choice: PickupChoice;
  onNext: () => void;
  onBack: () => void;
}

/** Step 2 (issue 35): "Entrega a domicilio" (the address, as before) or "Recoger en sucursal" (a branch). */
export function DeliveryStep(props: DeliveryStepProps) {
  const { fulfilment, setFulfilment: onFulfilment } = props.choice;
  return (
    <>
      <fieldset className={pickupStyles.toggle}>
        <legend className={styles.srOnly}>{t('pickup.delivery')}</legend>
        {(['DELIVERY', 'PICKUP'] as const).map((choice) => (
          <label key={choice} className={pickupStyles.toggleOption} data-checked={fulfilment === choice}>
            <input type="radio" name="fulfilment" checked={fulfilment === choice} onChange={() => onFulfilment(choice)} />
            {choice === 'DELIVERY' ? t('pickup.delivery') : t('pickup.pickup')}
          </label>
        ))}
      </fieldset>
      {fulfilment === 'DELIVERY' ? <AddressStep onNext={props.onNext} onBack={props.onBack} /> : <PickupBranches {...props} />}
    </>
  );
}

function PickupBranches({ choice, onNext, onBack }: DeliveryStepProps) {
  const { pickup, pickupBranch, setPickupBranch: onPickupBranch } = choice;
  const chosen = pickup.branches?.find((b) => b.branch.BRANCH === pickupBranch);
  return (
    <>
      <h2 className={styles.stepTitle}>{t('pickup.chooseBranch')}</h2>
      <p className={textStyles.mutedSmall}>{t('pickup.noFee')}</p>
      {pickup.isError ? <ErrorState message={t('pickup.noBranches')} /> : null}
      {!pickup.isError && pickup.branches === null ? <Spinner label={t('pickup.loading')} /> : null}
      {pickup.branches?.length === 0 ? <p className={textStyles.alert}>{t('pickup.noBranches')}</p> : null}
      {pickup.branches && pickup.branches.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend className={styles.srOnly}>{t('pickup.chooseBranch')}</legend>
          {pickup.branches.map(({ branch, short }) => {
            const today = todayHours(branch.HOURS);
            const isChecked = pickupBranch === branch.BRANCH;
            return (
              <label key={branch.BRANCH} className={styles.choice} data-checked={isChecked}>
                <input type="radio" name="pickup-branch" checked={isChecked} onChange={() => onPickupBranch(branch.BRANCH)} />
                <span>
                  <strong>{branch.NAME}</strong>
                  <span className={short.length === 0 ? pickupStyles.hasAll : pickupStyles.short}>
                    {short.length === 0
                      ? t('pickup.hasEverything')
                      : t('pickup.short', { items: short.map((s) => `${s.name} (${s.available})`).join(', ') })}
                  </span>
                  <br />
                  <span className={textStyles.mutedSmall}>
                    {branch.ADDRESS}, {branch.COLONIA} · {t('branch.today')} {today.text}
                    {today.isAllDay ? null : (
                      <span className={today.isOpenNow ? pickupStyles.open : pickupStyles.closed}>
                        {' '}
                        · {today.isOpenNow ? t('branch.openNow') : t('branch.closedNow')}
                      </span>
                    )}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : null}
      <StepButtons onBack={onBack} onNext={onNext} isNextDisabled={!chosen || chosen.short.length > 0} />
    </>
  );
}
