import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { PhoneCodeFields } from '../../../shared/phone-code/phone-code-fields';
import { dialogStrings } from '../../../shared/strings/dialogs';
import { Button } from '../../../shared/ui/button/button';
import { Dialog } from '../../../shared/ui/dialog/dialog';
import { Icon } from '../../../shared/ui/icons/icon';
import { consultationApi } from '../api/consultation-api';
import {
  createConsultationController,
  type ConsultationApi,
  type ConsultationController,
} from '../model/consultation-controller';
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
            <CallDone onClose={close} />
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void controller.start(serviceId);
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <PhoneCodeFields
        state={state}
        form={controller}
        layout="inline"
        labels={{ phone: t.phoneLabel, code: t.codeLabel }}
      />
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

/** The end of an answered call: what happens next, and a way out of the dialog. */
function CallDone({ onClose }: { onClose: () => void }) {
  return (
    <>
      <SuccessIcon />
      <p className={styles.doneTitle}>{t.doneTitle}</p>
      <p className={styles.doneNext}>{t.doneNext}</p>
      <Button onClick={onClose}>{t.doneClose}</Button>
    </>
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
