import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { directoryText } from '../../../shared/strings/directory';
import { declarationYearsQueryOptions } from '../api/register-queries';
import styles from './company-profile.module.css';

const f = directoryText.field;

/**
 * A company's annual reports on its profile: one line per year, newest first, each linking to
 * that year on the company's report page (/declarationyears/{eid}, whose sections are `y{year}`);
 * a company with none says so. The same call as the report page, so opening it costs nothing.
 */
export function ReportYears({ eid }: { eid: string }) {
  const reports = useQuery(declarationYearsQueryOptions(eid));
  if (reports.isPending) return <p className={styles.registerNote}>{directoryText.loadingList}</p>;
  if (reports.isError || !isSuccess(reports.data, 0))
    return <p className={styles.registerNote}>{directoryText.registerError}</p>;
  const years = [...reports.data.data.years].sort((a, b) => b.year - a.year);
  if (years.length === 0) return <p className={styles.registerNote}>{directoryText.notFiled}</p>;
  return (
    <ul className={styles.preview} aria-label={directoryText.sections.reports}>
      {years.map(({ year, report }) => (
        <li key={year}>
          <Link
            to="/declarationyears/$id"
            params={{ id: eid }}
            hash={`y${year}`}
            className={styles.previewTitle}
          >
            {directoryText.yearReport(year)}
          </Link>
          <span className={styles.previewTag}>{report.status}</span>
          <span className={styles.previewFields}>
            {f.submitDate}：{report.submit_date}
          </span>
        </li>
      ))}
    </ul>
  );
}
