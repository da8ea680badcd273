import { Alert, Button, Group, Modal, Textarea } from '@mantine/core';
import { REASON_MAX_LENGTH, ReasonSchema } from '@mostrador/shared/schemas/admin-views';
import { useState } from 'react';
import { messageOf } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify/notify';
import { charCount } from '../../../shared/ui/char-count';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';

/** One change waiting for the person's "yes": what it does, and how to do it. */
export interface PendingAction {
  /** What will change, in a sentence. */
  message: string;
  /** Support acts for a customer only with a reason; admin changes take an optional one. */
  isReasonRequired?: boolean;
  /** A note is its own text: the field is then labelled "Nota". */
  reasonLabel?: string;
  /** Runs the change; answers the Spanish text of the toast. */
  run: (reason: string) => Promise<string>;
}

interface ReasonDialogProps {
  action: PendingAction | null;
  onClose: () => void;
  /** After the server said yes (the toast is already shown). */
  onDone?: () => void;
}

/**
 * Every back-office change asks first (a Mantine modal: what will change and why). A refusal
 * keeps the dialog open with the server's Spanish words; a yes closes it and toasts the answer.
 */
export function ReasonDialog({ action, onClose, onDone }: ReasonDialogProps) {
  return (
    <Modal opened={action !== null} onClose={onClose} title={t('confirm.title')} centered size="md">
      {action ? <ReasonForm key={action.message} action={action} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function ReasonForm({ action, onClose, onDone }: { action: PendingAction; onClose: () => void; onDone?: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const submit = async () => {
    if (action.isReasonRequired) {
      const checked = ReasonSchema.safeParse(reason);
      if (!checked.success) return setError(checked.error.issues[0]?.message ?? t('confirm.reasonRequired'));
    }
    setBusy(true);
    setError(null);
    try {
      notify({ type: 'positive', message: await action.run(reason.trim()) });
      onClose();
      onDone?.();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const label = action.reasonLabel ?? (action.isReasonRequired ? t('confirm.reasonRequired') : t('confirm.reason'));
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p>{action.message}</p>
      <Textarea
        label={label}
        description={`${t('confirm.reasonHint')} · ${charCount(reason, REASON_MAX_LENGTH, true)}`}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        required={action.isReasonRequired}
        autosize
        minRows={2}
        maxLength={REASON_MAX_LENGTH}
        data-autofocus
      />
      {error ? (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={onClose} disabled={isBusy}>
          {t('confirm.keep')}
        </Button>
        <Button type="submit" loading={isBusy}>
          {t('confirm.apply')}
        </Button>
      </Group>
    </form>
  );
}
