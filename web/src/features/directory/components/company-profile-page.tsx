import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { groupDigits } from '../../../shared/helpers/group-digits';
import { errorMessageOf } from '../../../shared/api/error-message';
import { directoryText } from '../../../shared/strings/directory';
import { changesText } from '../../../shared/strings/watch-alerts';
import { companyQueryOptions } from '../api/company-queries';
import { CHANGES_SECTION_ID, CompanyChanges } from './company-changes';
import { CompanyProfileHeader } from './company-profile-header';
import { NotFound, ProfilePending, type Profile } from './company-profile-parts';
import { BasicSection, PeopleSections, RegisterSections } from './company-profile-sections';
import { ErrorReportForm } from './error-report-form';
import styles from './company-profile.module.css';

const t = directoryText;
const route = getRouteApi('/company/$id');

/** The section tabs, with the counts the profile gives. */
function SectionTabs({ company }: { company: Profile }) {
  const counts = company.counts;
  const nav: { id: string; label: string; count?: number | undefined }[] = [
    { id: 'basic', label: t.sections.basic },
    { id: 'shareholders', label: t.sections.shareholders, count: company.shareholders.length },
    { id: 'personnel', label: t.sections.personnel, count: (company.members ?? []).length },
    { id: 'scope', label: t.sections.scope },
    { id: 'reports', label: t.sections.reports, count: counts?.reports },
    { id: 'trademarks', label: t.sections.trademarks, count: counts?.trademarks },
    { id: 'patents', label: t.sections.patents, count: counts?.patents },
    { id: 'software', label: t.sections.software, count: counts?.software_copyrights },
    { id: 'works', label: t.sections.works, count: counts?.works_copyrights },
    { id: CHANGES_SECTION_ID, label: changesText.title },
  ];
  return (
    <nav className={styles.tabs} aria-label={t.sectionsLabel}>
      {nav.map((item) => (
        <a key={item.id} href={`#${item.id}`} className={styles.tab}>
          {item.label}
          {item.count !== undefined && (
            <span className={styles.badge}>{groupDigits(item.count)}</span>
          )}
        </a>
      ))}
    </nav>
  );
}

/** The profile's failed call, with a retry. */
function ProfileError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className={styles.page}>
      <div className={styles.notFound} role="alert">
        <h1>{errorMessageOf(error)}</h1>
        <button type="button" className={styles.primary} onClick={retry}>
          {t.searchAgain}
        </button>
      </div>
    </div>
  );
}

/** /company/{id} — the profile: header, sections with counts and sources, registers, 纠错. */
export function CompanyProfilePage() {
  const { id: eid } = route.useParams();
  const profile = useQuery(companyQueryOptions(eid));
  const [reporting, setReporting] = useState(false);

  if (profile.isPending) return <ProfilePending />;
  if (profile.isError && profile.error instanceof ApiError && profile.error.status === 404)
    return <NotFound />;
  if (profile.isError) {
    return <ProfileError error={profile.error} retry={() => void profile.refetch()} />;
  }
  if (!isSuccess(profile.data, 0)) return <NotFound />;
  const custom = profile.data.data.custom;
  const company: Profile = {
    ...custom,
    eid: custom.eid ?? eid,
    name: custom.name ?? '',
    shareholders: custom.shareholders ?? [],
  };
  const openReport = () => {
    setReporting(true);
    window.setTimeout(() => document.getElementById('report')?.scrollIntoView(), 0);
  };

  return (
    <div className={styles.page}>
      <CompanyProfileHeader company={company} onReport={openReport} />
      <SectionTabs company={company} />
      <BasicSection company={company} />
      <PeopleSections company={company} />
      <RegisterSections company={company} />
      <CompanyChanges eid={company.eid} />

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
