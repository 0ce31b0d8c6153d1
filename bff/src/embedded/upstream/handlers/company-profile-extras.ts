import type { CompanyDetail, Fact } from '@ysy/contracts/company/schemas';
import type { Db } from '../../db/database';

/**
 * What a profile shows beside the company row: the source and date of each part, and how many
 * records the company has in each register.
 *
 * Sources, as the register keeps them: the registration facts (basic information, shareholders,
 * officers, business scope) are those the registration authority approved last, dated by the
 * approval; contact details come from the latest annual report that was published, dated by
 * its publication (a company without one falls back to the registration).
 */
export async function profileExtras(
  db: Db,
  companyId: number,
  row: { reg_authority: string; approved_date: string },
): Promise<{ facts: Fact[]; counts: NonNullable<CompanyDetail['counts']> }> {
  const rows = await db.query<{
    report_year: number | null;
    report_date: string | null;
    reports: number;
    trademarks: number;
    patents: number;
    software_copyrights: number;
    works_copyrights: number;
  }>(
    `SELECT (SELECT max(year) FROM annual_reports WHERE company_id = $1) AS report_year,
            (SELECT published_on::text FROM annual_reports WHERE company_id = $1 ORDER BY year DESC LIMIT 1) AS report_date,
            (SELECT count(*)::int FROM annual_reports WHERE company_id = $1) AS reports,
            (SELECT count(*)::int FROM trademarks WHERE company_id = $1) AS trademarks,
            (SELECT count(*)::int FROM patents WHERE company_id = $1) AS patents,
            (SELECT count(*)::int FROM software_copyrights WHERE company_id = $1) AS software_copyrights,
            (SELECT count(*)::int FROM works_copyrights WHERE company_id = $1) AS works_copyrights`,
    [companyId],
  );
  const r = rows[0];
  const registration = `${row.reg_authority}登记信息`;
  const approved = row.approved_date;
  const facts: Fact[] = [
    { topic: 'basic', source: registration, date: approved },
    { topic: 'shareholders', source: registration, date: approved },
    { topic: 'personnel', source: registration, date: approved },
    { topic: 'scope', source: registration, date: approved },
    r?.report_year && r.report_date
      ? { topic: 'contact', source: `${r.report_year}年度报告`, date: r.report_date }
      : { topic: 'contact', source: registration, date: approved },
  ];
  return {
    facts,
    counts: {
      reports: r?.reports ?? 0,
      trademarks: r?.trademarks ?? 0,
      patents: r?.patents ?? 0,
      software_copyrights: r?.software_copyrights ?? 0,
      works_copyrights: r?.works_copyrights ?? 0,
    },
  };
}
