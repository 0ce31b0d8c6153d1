import { useRouter } from '@tanstack/react-router';
import { isSuccess } from '@ysy/contracts/common/is-success';
import type { VerifyInfo } from '@ysy/contracts/login/schemas';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/client';
import { navigateHref } from '../../../shared/helpers/navigate-href';
import { saveLogin } from '../../../shared/storage/user-storage';
import { countdownLabel, dialogStrings } from '../../../shared/strings/dialogs';
import { commonText, verifyText } from '../../../shared/strings/service';
import { Button } from '../../../shared/ui/button/button';
import { PhoneInput } from '../../../shared/ui/phone-input/phone-input';
import { showToast } from '../../../shared/ui/toast/toast';
import { createSmsCountdown } from '../../consultation/model/sms-countdown';
import {
  canRequestCode,
  formatError,
  validateConsultPhone,
  validateConsultSubmit,
} from '../../consultation/model/validate-consultation';
import { syncLoginState } from '../../session/model/session-store';
import { requestVerifyCode, verifyPhoneLogin } from '../api/verify-phone';
import { takeReturnPath } from '../model/return-path';
import styles from './verify.module.css';

const t = dialogStrings.consultation;

/**
 * Phone and SMS code, with the consultation dialog's rules: the same messages, the 60-second
 * resend countdown, a code only for a valid phone. Success stores the user as a code-0 login
 * does and returns to where the login started.
 */
export function VerifyForm({ info }: { info: VerifyInfo }) {
  const router = useRouter();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeLine, setCodeLine] = useState<{ text: string; error: boolean } | null>(null);
  const [countdown, setCountdown] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [timer] = useState(() => createSmsCountdown(setCountdown));
  const phoneId = useId();
  const codeId = useId();
  const phoneErrorId = useId();
  const codeLineId = useId();

  useEffect(() => () => timer.stop(), [timer]);

  const requestCode = async () => {
    const problem = validateConsultPhone(phone);
    setPhoneError(problem);
    if (!canRequestCode(phone, problem)) return;
    timer.start();
    try {
      const reply = await requestVerifyCode(phone.trim());
      // The returned msg is always shown under the code field.
      setCodeLine({ text: reply.msg, error: reply.code !== 0 });
    } catch (error) {
      timer.stop();
      setCountdown(null);
      setCodeLine({
        text: formatError(error instanceof ApiError ? error.msg : commonText.loadFailed),
        error: true,
      });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors = validateConsultSubmit({ phone, code });
    setPhoneError(errors.phone);
    if (errors.code) setCodeLine({ text: formatError(errors.code), error: true });
    if (errors.phone || errors.code) return;
    setBusy(true);
    try {
      const reply = await verifyPhoneLogin({
        openid: info.openid,
        unid: info.unid,
        phone: phone.trim(),
        code: code.trim(),
      });
      if (!isSuccess(reply, 0)) {
        setCodeLine({ text: formatError(reply.msg), error: true });
        return;
      }
      saveLogin(reply.data);
      syncLoginState();
      showToast(verifyText.success, 'success');
      await navigateHref(router, takeReturnPath(), { replace: true });
    } catch (error) {
      setCodeLine({
        text: formatError(error instanceof ApiError ? error.msg : commonText.loadFailed),
        error: true,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
      <label className={styles.label} htmlFor={phoneId}>
        {verifyText.phone}
      </label>
      <PhoneInput
        id={phoneId}
        className={styles.input}
        placeholder={t.phonePlaceholder}
        value={phone}
        aria-invalid={phoneError ? true : undefined}
        aria-describedby={phoneErrorId}
        onValueChange={(value) => {
          setPhone(value);
          if (phoneError) setPhoneError(null);
        }}
        onBlur={() => setPhoneError(validateConsultPhone(phone))}
      />
      <p id={phoneErrorId} className={`${styles.line} ${styles.error}`}>
        {phoneError ? formatError(phoneError) : ''}
      </p>
      <label className={styles.label} htmlFor={codeId}>
        {verifyText.code}
      </label>
      <div className={styles.codeLine}>
        <input
          id={codeId}
          className={styles.input}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          placeholder={t.codePlaceholder}
          value={code}
          aria-describedby={codeLineId}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button
          variant="light"
          size="lg"
          disabled={countdown !== null}
          onClick={() => void requestCode()}
        >
          {countdown !== null ? countdownLabel(countdown) : t.getCode}
        </Button>
      </div>
      <p
        id={codeLineId}
        className={`${styles.line} ${codeLine?.error === false ? styles.tip : styles.error}`}
        aria-live="polite"
      >
        {codeLine?.text ?? ''}
      </p>
      <Button type="submit" size="lg" block disabled={busy}>
        {busy ? verifyText.submitting : verifyText.submit}
      </Button>
      <p className={styles.note}>{verifyText.note}</p>
    </form>
  );
}
