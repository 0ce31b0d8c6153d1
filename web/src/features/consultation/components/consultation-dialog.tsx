import { useEffect, useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { countdownLabel, dialogStrings } from '../../../shared/strings/dialogs';
import { Button } from '../../../shared/ui/button/button';
import { PhoneInput } from '../../../shared/ui/phone-input/phone-input';
import { Dialog } from '../../../shared/ui/dialog/dialog';
import { Icon } from '../../../shared/ui/icons/icon';
import { consultationApi } from '../api/consultation-api';
import {
  createConsultationController,
  type ConsultationApi,
  type ConsultationController,
} from '../model/consultation-controller';
import { formatError } from '../model/validate-consultation';
import { ConsultSteps } from './consult-steps';
import styles from './consultation-dialog.module.css';

const t = dialogStrings.consultation;

export interface ConsultationDialogProps {
  open: boolean;
  /** The service the consultation is about; the upstream takes its numeric id. */
  serviceId: number;
  onClose: () => void;
  /** For tests; defaults to the BFF. */
  api?: ConsultationApi;
}

/** 免费电话咨询 dialog: 640px, three steps (see docs/behaviour.md#consultation). */
export function ConsultationDialog({
  open,
  serviceId,
  onClose,
  api = consultationApi,
}: ConsultationDialogProps) {
  // The controller outlives each opening: the code button comes back 500 ms after a close.
  const [controller] = useState<ConsultationController>(() => createConsultationController(api));
  const state = useSyncExternalStore(controller.subscribe, controller.getState);

  useEffect(() => () => controller.dispose(), [controller]);

  const close = () => {
    controller.close();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={t.title} width={640}>
      <ConsultSteps active={state.step} />
      {state.step === 1 ? (
        <StepOneForm controller={controller} serviceId={serviceId} />
      ) : (
        <div className={styles.status} role="status">
          {state.success ? (
            <SuccessIcon />
          ) : (
            <>
              <Icon name="phone" size={48} className={styles.phoneIcon} />
              <p className={styles.statusText}>{state.statusText}</p>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}

function StepOneForm({
  controller,
  serviceId,
}: {
  controller: ConsultationController;
  serviceId: number;
}) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const phoneId = useId();
  const codeId = useId();
  const phoneErrorId = useId();
  const codeErrorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void controller.start(serviceId);
  };

  const codeLine = state.codeError
    ? { text: formatError(state.codeError), error: true }
    : state.codeTip
      ? {
          text:
            state.codeTip.tone === 'error' ? formatError(state.codeTip.text) : state.codeTip.text,
          error: state.codeTip.tone === 'error',
        }
      : null;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={phoneId}>
          {t.phoneLabel}
        </label>
        <div className={styles.control}>
          <PhoneInput
            id={phoneId}
            className={styles.input}
            placeholder={t.phonePlaceholder}
            value={state.phone}
            aria-invalid={state.phoneError ? true : undefined}
            aria-describedby={state.phoneError ? phoneErrorId : undefined}
            onValueChange={(value) => controller.setPhone(value)}
            onBlur={() => controller.blurPhone()}
          />
          <p id={phoneErrorId} className={styles.error}>
            {state.phoneError ? formatError(state.phoneError) : ''}
          </p>
        </div>
      </div>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={codeId}>
          {t.codeLabel}
        </label>
        <div className={styles.control}>
          <div className={styles.codeLine}>
            <input
              id={codeId}
              className={styles.input}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              placeholder={t.codePlaceholder}
              value={state.code}
              aria-invalid={state.codeError ? true : undefined}
              aria-describedby={codeLine ? codeErrorId : undefined}
              onChange={(e) => controller.setCode(e.target.value)}
            />
            <button
              type="button"
              className={styles.codeButton}
              disabled={state.countdown !== null || state.requestingCode}
              onClick={() => void controller.requestCode()}
            >
              {state.countdown !== null ? countdownLabel(state.countdown) : t.getCode}
            </button>
          </div>
          <p
            id={codeErrorId}
            className={codeLine?.error === false ? styles.tip : styles.error}
            aria-live="polite"
          >
            {codeLine?.text ?? ''}
          </p>
        </div>
      </div>
      <div className={styles.row}>
        <span className={styles.label} aria-hidden="true" />
        <div className={styles.control}>
          <Button type="submit" block size="lg" disabled={state.starting}>
            {t.start}
          </Button>
          <p className={styles.note}>{t.note}</p>
        </div>
      </div>
    </form>
  );
}

function SuccessIcon() {
  return (
    <svg
      className={styles.successIcon}
      viewBox="0 0 64 64"
      width="96"
      height="96"
      role="img"
      aria-label={t.successLabel}
    >
      <circle cx="32" cy="32" r="30" fill="currentColor" />
      <path
        d="M19 33l9 9 17-19"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
