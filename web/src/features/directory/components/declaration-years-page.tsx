import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { errorMessageOf } from '../../../shared/api/error-message';
import { directoryText } from '../../../shared/strings/directory';
import { pageText } from '../../../shared/strings/shell';
import { declarationYearsQueryOptions } from '../api/register-queries';
import { StatusTag } from './status-tag';
import styles from './register.module.css';

const route = getRouteApi('/declarationyears/$id');

const f = directoryText.field;

/** /declarationyears/{eid} — a company's annual reports, newest year first. */
export function DeclarationYearsPage() {
  const { id } = route.useParams();
  const years = useQuery(declarationYearsQueryOptions(id));
  if (years.isPending) {
    return (
      <div className={styles.page} role="status" aria-label={directoryText.loadingList}>
        <div className={`${styles.card} ${styles.skeleton}`} />
      </div>
    );
  }
  if (years.isError || !isSuccess(years.data, 0)) {
    return (
      <div className={styles.page}>
        <div className={styles.empty} role="alert">
          <h1 className={styles.title}>{pageText.declarationyears.title}</h1>
          <p>{years.isError ? errorMessageOf(years.error) : years.data.msg}</p>
          <Link to="/reportquery" className={styles.retry}>
            {directoryText.backToList}
          </Link>
        </div>
      </div>
    );
  }
  const { company, years: reports } = years.data.data;
  return (
    <div className={styles.page}>
      <article className={styles.card}>
        <p className={styles.eyebrow}>{pageText.declarationyears.title}</p>
        <h1 className={styles.detailsTitle}>
          <Link to="/company/$id" params={{ id: company.eid ?? id }}>
            {company.name}
          </Link>
          <StatusTag status={company.status} />
        </h1>
        <p className={styles.note}>
          <span>
            {f.creditCode}：{company.credit_code}
          </span>
          <span>
            {f.legalPerson}：{company.legal_person}
          </span>
        </p>
        {reports.length === 0 ? (
          <p>{directoryText.notFiled}</p>
        ) : (
          reports.map(({ year, report }) => (
            <section key={year} className={styles.report} aria-labelledby={`y${year}`}>
              <h2 id={`y${year}`} className={styles.reportTitle}>
                {directoryText.yearReport(year)}
                <span className={styles.tag}>{report.status}</span>
              </h2>
              <dl className={styles.detailsGrid}>
                {(
                  [
                    [f.submitDate, report.submit_date],
                    [f.employees, String(report.employees)],
                    [f.totalAssets, directoryText.wan(report.total_assets)],
                    [f.revenue, directoryText.wan(report.revenue)],
                    [f.netProfit, directoryText.wan(report.net_profit)],
                    [f.taxPaid, directoryText.wan(report.tax_paid)],
                    [f.address, report.address],
                    [f.phone, report.phone],
                    [f.email, report.email],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))
        )}
      </article>
    </div>
  );
}
