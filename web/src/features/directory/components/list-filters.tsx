import { Link, useNavigate } from '@tanstack/react-router';
import type { CapitalBands } from '@ysy/contracts/company/schemas';
import { COMPANY_STATUSES, YEAR_MAX, YEAR_MIN } from '@ysy/contracts/company/values';
import { useState, type FormEvent, type ReactNode } from 'react';
import { directoryText } from '../../../shared/strings/directory';
import { visibleEntries } from '../model/collapsible-list';
import { withFilters, type ListFilters as Filters, type ListSearch } from '../model/list-search';
import styles from './company-list.module.css';

interface Props {
  search: ListSearch;
  /** Undefined when the filter lists could not be loaded: status and years still work. */
  dimensions: CapitalBands | undefined;
}

/** One filter row: its label, 不限, the choices, and a 更多/收起 toggle when the list has one. */
function FilterRow({
  label,
  children,
  toggle,
}: {
  label: string;
  children: ReactNode;
  toggle?: ReactNode;
}) {
  return (
    <div className={styles.filterRow} role="group" aria-label={label}>
      <span className={styles.filterLabel}>{label}</span>
      <div className={styles.filterChoices}>{children}</div>
      {toggle}
    </div>
  );
}

function Choice({
  search,
  patch,
  selected,
  children,
}: {
  search: ListSearch;
  patch: Partial<Filters>;
  selected: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to="/list"
      search={withFilters(search, patch)}
      className={selected ? `${styles.choice} ${styles.choiceOn}` : styles.choice}
      aria-current={selected ? 'true' : undefined}
    >
      {children}
    </Link>
  );
}

function MoreToggle({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  return (
    <button type="button" className={styles.more} aria-expanded={expanded} onClick={onToggle}>
      {expanded ? directoryText.less : directoryText.more}
    </button>
  );
}

function YearRange({ search }: { search: ListSearch }) {
  const navigate = useNavigate();
  const [from, setFrom] = useState(search.year_from?.toString() ?? '');
  const [to, setTo] = useState(search.year_to?.toString() ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const toYear = (value: string) => {
      const n = Number(value);
      return value.trim() !== '' && Number.isInteger(n) && n >= YEAR_MIN && n <= YEAR_MAX
        ? n
        : undefined;
    };
    let [a, b] = [toYear(from), toYear(to)];
    if (a !== undefined && b !== undefined && a > b) [a, b] = [b, a];
    void navigate({ to: '/list', search: withFilters(search, { year_from: a, year_to: b }) });
  };
  return (
    <form className={styles.yearForm} onSubmit={submit}>
      <span className={styles.yearCustom}>{directoryText.yearCustom}</span>
      <input
        className={styles.yearInput}
        inputMode="numeric"
        aria-label={directoryText.yearFrom}
        placeholder={directoryText.yearFrom}
        value={from}
        maxLength={4}
        onChange={(event) => setFrom(event.target.value)}
      />
      <span aria-hidden="true">–</span>
      <input
        className={styles.yearInput}
        inputMode="numeric"
        aria-label={directoryText.yearTo}
        placeholder={directoryText.yearTo}
        value={to}
        maxLength={4}
        onChange={(event) => setTo(event.target.value)}
      />
      <button type="submit" className={styles.yearApply}>
        {directoryText.yearApply}
      </button>
    </form>
  );
}

type Dimensions = NonNullable<Props['dimensions']>;

/** The region filter: 全部 and the provinces, the rest behind 更多. */
function ProvinceRow({ search, dimensions }: { search: ListSearch; dimensions: Dimensions }) {
  const [open, setOpen] = useState(false);
  const provinces = visibleEntries(dimensions.provincArea, open, (p) => p.name === search.province);
  return (
    <FilterRow
      label={directoryText.filterProvince}
      toggle={
        provinces.hasMore && <MoreToggle expanded={open} onToggle={() => setOpen((v) => !v)} />
      }
    >
      <Choice search={search} patch={{ province: undefined }} selected={!search.province}>
        {directoryText.filterAll}
      </Choice>
      {provinces.visible.map((p) => (
        <Choice
          key={p.id}
          search={search}
          patch={{ province: p.name }}
          selected={search.province === p.name}
        >
          {p.name}
        </Choice>
      ))}
    </FilterRow>
  );
}

/** The registered-capital filter: 全部 and the capital bands, the rest behind 更多. */
function CapitalRow({ search, dimensions }: { search: ListSearch; dimensions: Dimensions }) {
  const [open, setOpen] = useState(false);
  const bands = visibleEntries(dimensions.yuan, open, (b) => b.id === search.yuan);
  return (
    <FilterRow
      label={directoryText.filterCapital}
      toggle={bands.hasMore && <MoreToggle expanded={open} onToggle={() => setOpen((v) => !v)} />}
    >
      <Choice search={search} patch={{ yuan: undefined }} selected={search.yuan === undefined}>
        {directoryText.filterAll}
      </Choice>
      {bands.visible.map((b) => (
        <Choice key={b.id} search={search} patch={{ yuan: b.id }} selected={search.yuan === b.id}>
          {b.name}
        </Choice>
      ))}
    </FilterRow>
  );
}

/** The founding-year filter: 全部, the presets and a range of the visitor's own. */
function YearsRow({ search }: { search: ListSearch }) {
  const noYears = search.year_from === undefined && search.year_to === undefined;
  return (
    <FilterRow label={directoryText.filterYears}>
      <Choice
        search={search}
        patch={{ year_from: undefined, year_to: undefined }}
        selected={noYears}
      >
        {directoryText.filterAll}
      </Choice>
      {directoryText.yearPresets.map((preset) => (
        <Choice
          key={preset.label}
          search={search}
          patch={{ year_from: preset.from, year_to: preset.to }}
          selected={search.year_from === preset.from && search.year_to === preset.to}
        >
          {preset.label}
        </Choice>
      ))}
      <YearRange key={`${search.year_from ?? ''}-${search.year_to ?? ''}`} search={search} />
    </FilterRow>
  );
}

/** Region, capital, status and founding-year filters; every choice is a link to the filtered URL. */
export function ListFilters({ search, dimensions }: Props) {
  return (
    <section className={styles.filters} aria-label={directoryText.filtersLabel}>
      {dimensions && <ProvinceRow search={search} dimensions={dimensions} />}
      {dimensions && <CapitalRow search={search} dimensions={dimensions} />}
      <FilterRow label={directoryText.filterStatus}>
        <Choice search={search} patch={{ status: undefined }} selected={!search.status}>
          {directoryText.filterAll}
        </Choice>
        {COMPANY_STATUSES.map((status) => (
          <Choice
            key={status}
            search={search}
            patch={{ status }}
            selected={search.status === status}
          >
            {status}
          </Choice>
        ))}
      </FilterRow>
      <YearsRow search={search} />
    </section>
  );
}
