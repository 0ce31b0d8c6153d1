import { useRouter } from '@tanstack/react-router';
import { isSuccess } from '@ysy/contracts/common/is-success';
import type { VerifyInfo } from '@ysy/contracts/login/schemas';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../shared/api/error-message';
import { navigateHref } from '../../../shared/helpers/navigate-href';
import { PhoneCodeFields } from '../../../shared/phone-code/phone-code-fields';
import type { PhoneCodeForm, PhoneCodeState } from '../../../shared/phone-code/phone-code-form';
import { usePhoneCodeForm } from '../../../shared/phone-code/use-phone-code-form';
import { saveLogin } from '../../../shared/storage/user-storage';
import { verifyText } from '../../../shared/strings/service';
import { Button } from '../../../shared/ui/button/button';
import { showToast } from '../../../shared/ui/toast/toast';
import { syncLoginState } from '../../session';
import { requestVerifyCode, verifyPhoneLogin } from '../api/verify-phone';
import { takeReturnPath } from '../model/return-path';
import styles from './verify.module.css';

/**
 * Phone and SMS code, the consultation dialog's form laid out for a page. Success stores the user
 * as a code-0 login does and returns to where the login started.
 */
export function VerifyForm({ info }: { info: VerifyInfo }) {
  const [state, form] = usePhoneCodeForm(requestVerifyCode);
  const { busy, submit } = useVerifySubmit(info, state, form);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <PhoneCodeFields
        state={state}
        form={form}
        layout="stacked"
        labels={{ phone: verifyText.phone, code: verifyText.code }}
      />
      <Button type="submit" size="lg" block disabled={busy}>
        {busy ? verifyText.submitting : verifyText.submit}
      </Button>
      <p className={styles.note}>{verifyText.note}</p>
    </form>
  );
}

/** Sends the phone and code once both are right; a refusal is shown under the code field. */
function useVerifySubmit(info: VerifyInfo, state: PhoneCodeState, form: PhoneCodeForm) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy || !form.checkSubmit()) return;
    setBusy(true);
    try {
      const reply = await verifyPhoneLogin({
        openid: info.openid,
        unid: info.unid,
        phone: state.phone.trim(),
        code: state.code.trim(),
      });
      if (!isSuccess(reply, 0)) {
        form.showTip({ text: reply.msg, tone: 'error' });
        return;
      }
      saveLogin(reply.data);
      syncLoginState();
      showToast(verifyText.success, 'success');
      await navigateHref(router, takeReturnPath(), { replace: true });
    } catch (error) {
      form.showTip({ text: errorMessageOf(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return { busy, submit };
}
