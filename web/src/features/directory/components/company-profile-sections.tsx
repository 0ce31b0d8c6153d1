import { Link } from '@tanstack/react-router';
import { directoryText } from '../../../shared/strings/directory';
import { NumbersKept } from '../../../shared/ui/numbers/numbers-kept';
import { registerKinds } from '../model/register-kinds';
import { FactLine, Section, type Profile } from './company-profile-parts';
import { RegisterPreview } from './register-preview';
import { ReportYears } from './report-years';
import styles from './company-profile.module.css';

const t = directoryText;

/** The registration facts and the contact facts, each with its source. */
export function BasicSection({ company }: { company: Profile }) {
  return (
    <>
      <Section id="basic" title={t.sections.basic}>
        <dl className={styles.grid}>
          {(
            [
              [t.creditCode, company.credit_code],
              [t.basic.taxId, company.tax_id],
              [t.legalPerson, company.legal_person],
              [t.basic.status, company.status],
              [t.regCapital, company.reg_capital],
              [t.foundDate, company.found_date],
              [t.basic.companyType, company.company_type],
              [t.basic.industry, company.industry],
              [t.basic.regAuthority, company.reg_authority],
              [t.basic.approvedDate, company.approved_date],
              [t.region, `${company.province} ${company.city}`],
              [t.basic.employees, String(company.employees)],
              [t.basic.address, company.address],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <NumbersKept text={value || t.none} />
              </dd>
            </div>
          ))}
        </dl>
        <FactLine facts={company.facts} topic="basic" />
        <dl className={styles.grid}>
          {(
            [
              [t.basic.phone, company.phone],
              [t.basic.email, company.email],
              [t.basic.website, company.website],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || t.none}</dd>
            </div>
          ))}
        </dl>
        <FactLine facts={company.facts} topic="contact" />
      </Section>
    </>
  );
}

/** Shareholders, personnel and business scope. */
export function PeopleSections({ company }: { company: Profile }) {
  const members = company.members ?? [];
  return (
    <>
      <Section
        id="shareholders"
        title={t.sections.shareholders}
        count={company.shareholders.length}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.shareholderName}</th>
              <th scope="col">{t.shareholderRatio}</th>
              <th scope="col">{t.shareholderAmount}</th>
            </tr>
          </thead>
          <tbody>
            {company.shareholders.map((s) => (
              <tr key={s.name}>
                <td>{s.name}</td>
                <td>{s.ratio}%</td>
                <td>{s.amount !== undefined ? t.wan(s.amount) : t.none}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <FactLine facts={company.facts} topic="shareholders" />
      </Section>

      <Section id="personnel" title={t.sections.personnel} count={members.length}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.personName}</th>
              <th scope="col">{t.personPosition}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={`${m.name}-${m.position}`}>
                <td>{m.name}</td>
                <td>{m.position}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <FactLine facts={company.facts} topic="personnel" />
      </Section>

      <Section id="scope" title={t.sections.scope}>
        <p className={styles.scope}>{company.business_scope}</p>
        <FactLine facts={company.facts} topic="scope" />
      </Section>
    </>
  );
}

/** The registers listed by the company's id, each section linking to its full list. */
const listedRegisters = [
  { id: 'trademarks', count: 'trademarks', kind: registerKinds.trademark, to: '/trademarkone' },
  { id: 'patents', count: 'patents', kind: registerKinds.patent, to: '/enterprisepatentlist' },
  {
    id: 'software',
    count: 'software_copyrights',
    kind: registerKinds.software,
    to: '/softwarecopyrightlist',
  },
  { id: 'works', count: 'works_copyrights', kind: registerKinds.works, to: '/workworklist' },
] as const;

/**
 * The company's records in each register, a preview and a link to them all (the annual reports
 * by year; their page takes the id in its path, the others' lists in the search).
 */
export function RegisterSections({ company }: { company: Profile }) {
  const counts = company.counts;
  return (
    <>
      <Section
        id="reports"
        title={t.sections.reports}
        count={counts?.reports}
        action={
          <Link to="/declarationyears/$id" params={{ id: company.eid }} className={styles.more}>
            {t.viewAll}
          </Link>
        }
      >
        <ReportYears eid={company.eid} />
      </Section>
      {listedRegisters.map((register) => (
        <Section
          key={register.id}
          id={register.id}
          title={t.sections[register.id]}
          count={counts?.[register.count]}
          action={
            <Link to={register.to} search={{ eid: company.eid }} className={styles.more}>
              {t.viewAll}
            </Link>
          }
        >
          <RegisterPreview kind={register.kind} eid={company.eid} />
        </Section>
      ))}
    </>
  );
}
