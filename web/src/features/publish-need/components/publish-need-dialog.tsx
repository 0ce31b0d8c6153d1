import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../shared/ui/button/button';
import { PhoneInput } from '../../../shared/ui/phone-input/phone-input';
import { Dialog } from '../../../shared/ui/dialog/dialog';
import { showToast } from '../../../shared/ui/toast/toast';
import { dialogStrings } from '../../../shared/strings/dialogs';
import { AgreementCheckbox } from './agreement-checkbox';
import { useDemandForm } from './use-demand-form';
import styles from './publish-need-dialog.module.css';

const t = dialogStrings.publishNeed;

export interface PublishNeedDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 发布需求 dialog: type chips, need, phone, agreement, and one inline red error line. */
export function PublishNeedDialog({ open, onClose }: PublishNeedDialogProps) {
  const form = useDemandForm('dialog');
  const [error, setError] = useState('');
  const needId = useId();
  const phoneId = useId();
  const errorId = useId();

  const close = () => {
    setError('');
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const outcome = await form.submit();
    if (outcome.kind === 'invalid' || outcome.kind === 'failed') {
      setError(outcome.message);
    } else if (outcome.reply.code === 0) {
      setError('');
      showToast(outcome.reply.msg, 'success');
      onClose();
    } else {
      // A non-zero code shows the server's msg inline in red; the form is cleared.
      setError(outcome.reply.msg);
    }
  };

  return (
    <Dialog open={open} onClose={close} title={t.title} width={400}>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <NeedChips need={form.values.need} onPick={(need) => form.update({ need })} />
        <label className={styles.field} htmlFor={needId}>
          <span className={styles.label}>{t.needLabel}</span>
          <input
            id={needId}
            className={styles.input}
            value={form.values.need}
            placeholder={t.needPlaceholder}
            autoComplete="off"
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => form.update({ need: e.target.value })}
          />
        </label>
        <label className={styles.field} htmlFor={phoneId}>
          <span className={styles.label}>{t.phoneLabel}</span>
          <PhoneInput
            id={phoneId}
            className={styles.input}
            value={form.values.phone}
            placeholder={t.phonePlaceholder}
            aria-describedby={error ? errorId : undefined}
            onValueChange={(phone) => form.update({ phone })}
          />
        </label>
        <AgreementCheckbox
          checked={form.values.agreed}
          onChange={(agreed) => form.update({ agreed })}
          linkText={t.agreementLink}
        />
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
        <Button type="submit" block size="lg" disabled={form.submitting}>
          {form.submitting ? t.submitting : t.submit}
        </Button>
      </form>
    </Dialog>
  );
}

/** Common needs, one press fills the need field. */
function NeedChips({ need, onPick }: { need: string; onPick: (need: string) => void }) {
  return (
    <div className={styles.chips} role="group" aria-label={t.chipsLabel}>
      {t.chips.map((chip) => (
        <button
          key={chip}
          type="button"
          className={styles.chip}
          aria-pressed={need === chip}
          onClick={() => onPick(chip)}
        >
          {chip}
        </button>
      ))}
    </div>
  );
}
