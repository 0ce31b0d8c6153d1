import type { CompanyDetail, Fact } from '@ysy/contracts/company/schemas';
import type { Db } from '../../db/database';
import { recordSummary } from '../repositories/companies';

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
  const r = await recordSummary(db, companyId);
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
