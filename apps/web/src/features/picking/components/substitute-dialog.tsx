import { formatMoney } from '@mostrador/shared/format/money';
import { pickingScreenT as t } from '@mostrador/shared/messages/es-MX-picking';
import type { PickLine, PickListResponse } from '@mostrador/shared/schemas/picking';
import type { SubstitutionCandidatesResponse } from '@mostrador/shared/schemas/substitutions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAuthStore } from '../../auth';
import { messageOf } from '../../../shared/api/api-error';
import dialogStyles from '../../../shared/ui/dialog.module.css';
import { Spinner } from '../../../shared/ui/state-panel';
import { offerSubstitution, pickListKey, substitutionCandidates } from '../api/pick-calls';
import styles from './substitute-dialog.module.css';

/** +$12.50 / −$3.00. */
const signed = (amount: number) => (amount < 0 ? `−${formatMoney(-amount)}` : `+${formatMoney(amount)}`);

/**
 * «Ofrecer sustituto» (decision 063): the branch's candidates for a missing line, best match
 * first, each a large button (one-handed on a phone; arrows and Enter on a keyboard); the units,
 * then "Ofrecer al cliente". Escape or "Cancelar" closes; focus goes back where it was.
 */
export function SubstituteDialog({ orderId, line, onClose }: { orderId: number; line: PickLine; onClose: () => void }) {
  const auth = { token: useAuthStore((s) => s.idToken) ?? '', branchToken: useAuthStore((s) => s.branchIdToken) ?? '' };
  const titleId = useId();
  const queryClient = useQueryClient();
  const candidates = useQuery({
    queryKey: ['substitutionCandidates', orderId, line.SKU],
    queryFn: () => substitutionCandidates(auth, orderId, line.SKU),
    staleTime: 0,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const [units, setUnits] = useState(line.UNITS);
  const offer = useMutation({
    mutationFn: () => offerSubstitution(auth, orderId, line.SKU, chosen ?? '', units),
    onSuccess: (answer: PickListResponse) => {
      queryClient.setQueryData(pickListKey(orderId), answer);
      onClose();
    },
  });
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);
  useEffect(() => {
    list.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [candidates.data]);
  const options = candidates.data?.candidates ?? [];
  return createPortal(
    <div className={dialogStyles.backdrop} onClick={onClose}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={dialogStyles.dialog} onClick={(e) => e.stopPropagation()}>
        <h2 id={titleId} className={dialogStyles.title}>
          {t('substituteDialog.title', { name: line.NAME })}
        </h2>
        {candidates.isPending ? <Spinner label={t('substituteDialog.loading')} /> : null}
        {candidates.isError ? <p role="alert">{messageOf(candidates.error)}</p> : null}
        {candidates.isSuccess && options.length === 0 ? <p>{t('substituteDialog.none')}</p> : null}
        <div ref={list} className={styles.options} role="listbox" aria-label={t('substituteDialog.title', { name: line.NAME })}>
          <CandidateOptions
            options={options}
            chosen={chosen}
            onChoose={(c) => {
              setChosen(c.SKU);
              setUnits(Math.min(line.UNITS, c.STOCK));
            }}
          />
        </div>
        <label className={styles.units}>
          {t('substituteDialog.units')}
          <input type="number" inputMode="numeric" min={1} max={99} value={units} onChange={(e) => setUnits(Number(e.target.value))} />
        </label>
        {offer.isError ? (
          <p role="alert" className={styles.error}>
            {messageOf(offer.error)}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <button type="button" className={styles.primary} disabled={chosen === null || offer.isPending} onClick={() => offer.mutate()}>
            {t('substituteDialog.offer')}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t('substituteDialog.cancel')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

type Candidate = SubstitutionCandidatesResponse['candidates'][number];

function CandidateOptions({
  options,
  chosen,
  onChoose,
}: {
  options: Candidate[];
  chosen: string | null;
  onChoose: (c: Candidate) => void;
}) {
  return (
    <>
      {options.map((c) => (
        <button
          key={c.SKU}
          type="button"
          role="option"
          aria-selected={chosen === c.SKU}
          className={styles.option}
          onClick={() => onChoose(c)}
        >
          <strong>{c.NAME}</strong>
          <span>
            {c.PRESENTATION} · {t(`substituteDialog.match.${c.MATCH}`)}
          </span>
          <span>
            {formatMoney(c.PRICE)} · {t('substituteDialog.stock', { stock: c.STOCK })} ·{' '}
            {t('substituteDialog.difference', { difference: signed(c.DIFFERENCE) })}
          </span>
        </button>
      ))}
    </>
  );
}
