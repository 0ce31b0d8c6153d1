import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { errorMessageOf } from '../../../shared/api/error-message';
import { directoryText } from '../../../shared/strings/directory';
import { pageText } from '../../../shared/strings/shell';
import { CopyButton } from '../../../shared/ui/copy-button/copy-button';
import { einDetailsQueryOptions } from '../api/company-queries';
import { invoiceText } from '../model/invoice-text';
import styles from './register.module.css';

const route = getRouteApi('/eindetails/$id');

const f = directoryText.field;

/** /eindetails/{eid} — a company's tax id and invoicing details, with one-click copy. */
export function EinDetailsPage() {
  const { id } = route.useParams();
  const ein = useQuery(einDetailsQueryOptions(id));
  if (ein.isPending) {
    return (
      <div className={styles.page} role="status" aria-label={directoryText.loadingList}>
        <div className={`${styles.card} ${styles.skeleton}`} />
      </div>
    );
  }
  if (ein.isError || !isSuccess(ein.data, 0)) {
    return (
      <div className={styles.page}>
        <div className={styles.empty} role="alert">
          <h1 className={styles.title}>{pageText.eindetails.title}</h1>
          <p>{ein.isError ? errorMessageOf(ein.error) : ein.data.msg}</p>
          <Link to="/einquery" className={styles.retry}>
            {directoryText.backToList}
          </Link>
        </div>
      </div>
    );
  }
  const d = ein.data.data;
  const rows: [string, string | undefined][] = [
    [directoryText.invoiceLines.name, d.name],
    [f.taxId, d.tax_id],
    [f.creditCode, d.credit_code],
    [f.legalPerson, d.legal_person],
    [f.address, d.address],
    [f.phone, d.phone],
    [f.bank, d.bank],
    [f.bankAccount, d.bank_account],
    [f.taxAuthority, d.tax_authority],
    [f.taxpayerType, d.taxpayer_type],
  ];
  return (
    <div className={styles.page}>
      <article className={styles.card}>
        <p className={styles.eyebrow}>{pageText.eindetails.title}</p>
        <h1 className={styles.detailsTitle}>{d.name}</h1>
        <dl className={styles.detailsGrid}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || directoryText.none}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.detailsActions}>
          <CopyButton
            variant="solid"
            text={invoiceText(d)}
            label={directoryText.copyInvoice}
            doneLabel={directoryText.invoiceCopied}
            doneMessage={directoryText.invoiceCopied}
            failMessage={directoryText.copyFailed}
          />
          <Link to="/company/$id" params={{ id: d.eid ?? id }} className={styles.secondary}>
            {directoryText.owner}：{d.name}
          </Link>
        </div>
      </article>
    </div>
  );
}
