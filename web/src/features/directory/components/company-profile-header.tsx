import { useQueryClient } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { serviceIdByName } from '@ysy/contracts/consultation/services';
import { errorMessageOf } from '../../../shared/api/error-message';
import { appState } from '../../../shared/state/app-state';
import { directoryText } from '../../../shared/strings/directory';
import { NumbersKept } from '../../../shared/ui/numbers/numbers-kept';
import { copyText } from '../../../shared/ui/copy-button/copy-text';
import { CopyButton } from '../../../shared/ui/copy-button/copy-button';
import { showToast } from '../../../shared/ui/toast/toast';
import { einDetailsQueryOptions } from '../api/company-queries';
import { invoiceText } from '../model/invoice-text';
import type { Profile } from './company-profile-parts';
import { StatusTag } from './status-tag';
import { WatchButton } from './watch-button';
import styles from './company-profile.module.css';

/** The service a profile's free phone consultation is about. */
const LOOKUP_SERVICE_ID = serviceIdByName('企业查询') ?? 10;

const t = directoryText;

/** The profile's key facts beside its name, the credit code with a copy button. */
function HeadFields({ company }: { company: Profile }) {
  return (
    <dl className={styles.headFields}>
      <div>
        <dt>{t.creditCode}</dt>
        <dd className={styles.code}>
          {company.credit_code ?? t.none}
          <CopyButton
            text={company.credit_code ?? ''}
            label={t.copy}
            doneLabel={t.copied}
            ariaLabel={t.copyCreditCode(company.name)}
            failMessage={t.copyFailed}
          />
        </dd>
      </div>
      <div>
        <dt>{t.legalPerson}</dt>
        <dd>{company.legal_person}</dd>
      </div>
      <div>
        <dt>{t.regCapital}</dt>
        <dd>{company.reg_capital}</dd>
      </div>
      <div>
        <dt>{t.foundDate}</dt>
        <dd>{company.found_date}</dd>
      </div>
      <div className={styles.wide}>
        <dt>{t.basic.address}</dt>
        <dd>
          <NumbersKept text={company.address ?? t.none} />
        </dd>
      </div>
    </dl>
  );
}

/** The profile's header: name, status, key facts, and the invoice, consult, need and 纠错 actions. */
export function CompanyProfileHeader({
  company,
  onReport,
}: {
  company: Profile;
  onReport: () => void;
}) {
  const queryClient = useQueryClient();
  const copyInvoice = async () => {
    try {
      const reply = await queryClient.fetchQuery(einDetailsQueryOptions(company.eid));
      if (!isSuccess(reply, 0)) throw new Error(reply.msg);
      const ok = await copyText(invoiceText(reply.data));
      showToast(ok ? t.invoiceCopied : t.copyFailed, ok ? 'success' : 'error');
    } catch (error) {
      showToast(errorMessageOf(error), 'error');
    }
  };
  return (
    <header className={styles.header}>
      <div className={styles.headMain}>
        <h1 className={styles.name}>
          {company.name}
          <StatusTag status={company.status} />
        </h1>
        <HeadFields company={company} />
      </div>
      <div className={styles.actions}>
        <WatchButton eid={company.eid} />
        <button type="button" className={styles.primary} onClick={() => void copyInvoice()}>
          {t.copyInvoice}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            appState.consultation = { open: true, serviceId: LOOKUP_SERVICE_ID };
          }}
        >
          {t.consultPhone}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            appState.publishNeedOpen = true;
          }}
        >
          {t.publishNeed}
        </button>
        <button type="button" className={styles.link} onClick={onReport}>
          {t.reportError}
        </button>
      </div>
    </header>
  );
}
