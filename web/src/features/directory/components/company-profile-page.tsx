import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { isSuccess } from '@ysy/contracts/common/is-success';
import type { CompanyDetail, Fact, Shareholder } from '@ysy/contracts/company/schemas';
import { serviceIdByName } from '@ysy/contracts/consultation/services';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../../shared/api/client';
import { errorMessageOf } from '../../../shared/api/error-message';
import { appState } from '../../../shared/state/app-state';
import { directoryText } from '../../../shared/strings/directory';
import { copyText } from '../../../shared/ui/copy-button/copy-text';
import { CopyButton } from '../../../shared/ui/copy-button/copy-button';
import { showToast } from '../../../shared/ui/toast/toast';
import { companyQueryOptions, einDetailsQueryOptions } from '../api/company-queries';
import { invoiceText } from '../model/invoice-text';
import { ErrorReportForm } from './error-report-form';
import { RegisterPreview } from './register-preview';
import { registerKinds } from '../model/register-kinds';
import { StatusTag } from './status-tag';
import styles from './company-profile.module.css';

/** The service a profile's free phone consultation is about. */
const LOOKUP_SERVICE_ID = serviceIdByName('企业查询') ?? 10;

const t = directoryText;

/** A profile with the fields the page cannot do without filled in (the route's id, blanks). */
type Profile = CompanyDetail & { eid: string; name: string; shareholders: Shareholder[] };

/** The profile query of the route's company (the loader has fetched it). */
export function useCompanyProfile(eid: string) {
  return useQuery(companyQueryOptions(eid));
}

function FactLine({ facts, topic }: { facts: Fact[] | undefined; topic: Fact['topic'] }) {
  const fact = facts?.find((f) => f.topic === topic);
  return fact ? <p className={styles.fact}>{t.factSource(fact.source, fact.date)}</p> : null;
}

function Section({
  id,
  title,
  count,
  children,
  action,
}: {
  id: string;
  title: string;
  count?: number | undefined;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-h`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-h`} className={styles.sectionTitle}>
          {title}
          {count !== undefined && <span className={styles.badge}>{count}</span>}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function NotFound() {
  return (
    <div className={styles.page}>
      <div className={styles.notFound} role="alert">
        <h1>{t.notFoundTitle}</h1>
        <p>{t.notFoundHint}</p>
        <Link to="/list" className={styles.primary}>
          {t.searchAgain}
        </Link>
      </div>
    </div>
  );
}

function ProfilePending() {
  return (
    <div className={styles.page} role="status" aria-label={t.loadingList}>
      <div className={`${styles.header} ${styles.skeleton}`} />
    </div>
  );
}

function Header({ company, onReport }: { company: Profile; onReport: () => void }) {
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
            <dd>{company.address ?? t.none}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.actions}>
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

/** /company/{id} — the profile: header, sections with counts and sources, registers, 纠错. */
export function CompanyProfilePage() {
  const params = useParams({ strict: false });
  const eid = params.id ?? '';
  const profile = useCompanyProfile(eid);
  const [reporting, setReporting] = useState(false);

  if (profile.isPending) return <ProfilePending />;
  if (profile.isError && profile.error instanceof ApiError && profile.error.status === 404)
    return <NotFound />;
  if (profile.isError) {
    return (
      <div className={styles.page}>
        <div className={styles.notFound} role="alert">
          <h1>{errorMessageOf(profile.error)}</h1>
          <button type="button" className={styles.primary} onClick={() => void profile.refetch()}>
            {t.searchAgain}
          </button>
        </div>
      </div>
    );
  }
  if (!isSuccess(profile.data, 0)) return <NotFound />;
  const custom = profile.data.data.custom;
  const company: Profile = {
    ...custom,
    eid: custom.eid ?? eid,
    name: custom.name ?? '',
    shareholders: custom.shareholders ?? [],
  };
  const counts = company.counts;
  const members = company.members ?? [];
  const openReport = () => {
    setReporting(true);
    window.setTimeout(() => document.getElementById('report')?.scrollIntoView(), 0);
  };

  const nav: { id: string; label: string; count?: number | undefined }[] = [
    { id: 'basic', label: t.sections.basic },
    { id: 'shareholders', label: t.sections.shareholders, count: company.shareholders.length },
    { id: 'personnel', label: t.sections.personnel, count: members.length },
    { id: 'scope', label: t.sections.scope },
    { id: 'reports', label: t.sections.reports, count: counts?.reports },
    { id: 'trademarks', label: t.sections.trademarks, count: counts?.trademarks },
    { id: 'patents', label: t.sections.patents, count: counts?.patents },
    { id: 'software', label: t.sections.software, count: counts?.software_copyrights },
    { id: 'works', label: t.sections.works, count: counts?.works_copyrights },
  ];

  return (
    <div className={styles.page}>
      <Header company={company} onReport={openReport} />
      <nav className={styles.tabs} aria-label={t.sectionsLabel}>
        {nav.map((item) => (
          <a key={item.id} href={`#${item.id}`} className={styles.tab}>
            {item.label}
            {item.count !== undefined && <span className={styles.badge}>{item.count}</span>}
          </a>
        ))}
      </nav>

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
              <dd>{value || t.none}</dd>
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
        <RegisterPreview kind={registerKinds.report} eid={company.eid} />
      </Section>
      <Section
        id="trademarks"
        title={t.sections.trademarks}
        count={counts?.trademarks}
        action={
          <Link to="/trademarkone" search={{ eid: company.eid }} className={styles.more}>
            {t.viewAll}
          </Link>
        }
      >
        <RegisterPreview kind={registerKinds.trademark} eid={company.eid} />
      </Section>
      <Section
        id="patents"
        title={t.sections.patents}
        count={counts?.patents}
        action={
          <Link to="/enterprisepatentlist" search={{ eid: company.eid }} className={styles.more}>
            {t.viewAll}
          </Link>
        }
      >
        <RegisterPreview kind={registerKinds.patent} eid={company.eid} />
      </Section>
      <Section
        id="software"
        title={t.sections.software}
        count={counts?.software_copyrights}
        action={
          <Link to="/softwarecopyrightlist" search={{ eid: company.eid }} className={styles.more}>
            {t.viewAll}
          </Link>
        }
      >
        <RegisterPreview kind={registerKinds.software} eid={company.eid} />
      </Section>
      <Section
        id="works"
        title={t.sections.works}
        count={counts?.works_copyrights}
        action={
          <Link to="/workworklist" search={{ eid: company.eid }} className={styles.more}>
            {t.viewAll}
          </Link>
        }
      >
        <RegisterPreview kind={registerKinds.works} eid={company.eid} />
      </Section>

      <div id="report" className={styles.section}>
        {reporting ? (
          <ErrorReportForm eid={company.eid} onDone={() => setReporting(false)} />
        ) : (
          <div className={styles.reportInvite}>
            <p>{t.reportIntro}</p>
            <button type="button" className={styles.secondary} onClick={() => setReporting(true)}>
              {t.reportError}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
