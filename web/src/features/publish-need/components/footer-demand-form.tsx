import { useId, type FormEvent } from 'react';
import { dialogStrings } from '../../../shared/strings/dialogs';
import { Button } from '../../../shared/ui/button/button';
import { PhoneInput } from '../../../shared/ui/phone-input/phone-input';
import { showToast } from '../../../shared/ui/toast/toast';
import { AgreementCheckbox } from './agreement-checkbox';
import { useDemandForm } from './use-demand-form';
import styles from './footer-demand-form.module.css';

const t = dialogStrings.publishNeed;

/**
 * The footer's inline publish-need form (its own agreement and too-long texts, see
 * docs/behaviour.md#validation). Messages appear as notifications, as the server's msg does.
 */
export function FooterDemandForm() {
  const form = useDemandForm('footer');
  const titleId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    const outcome = await form.submit();
    if (outcome.kind === 'answered') {
      showToast(outcome.reply.msg, outcome.reply.code === 0 ? 'success' : 'error');
    } else {
      showToast(outcome.message, 'error');
    }
  };

  return (
    <form className={styles.form} aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title}>
          {t.footerTitle}
        </h2>
        <p className={styles.subtitle}>{t.footerSubtitle}</p>
      </div>
      <input
        className={styles.input}
        aria-label={t.needLabel}
        placeholder={t.needPlaceholder}
        autoComplete="off"
        value={form.values.need}
        onChange={(e) => form.update({ need: e.target.value })}
      />
      <PhoneInput
        className={styles.input}
        aria-label={t.phoneLabel}
        placeholder={t.phonePlaceholder}
        value={form.values.phone}
        onValueChange={(phone) => form.update({ phone })}
      />
      <AgreementCheckbox
        checked={form.values.agreed}
        onChange={(agreed) => form.update({ agreed })}
        linkText={t.footerAgreementLink}
      />
      <Button type="submit" block disabled={form.submitting}>
        {form.submitting ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
