import type { Endpoint, EndpointReply } from '@ysy/contracts/common/endpoint';
import type { CompanyStatus } from '@ysy/contracts/company/schemas';
import { endpoints } from '@ysy/contracts/endpoints';
import type { RouteId } from '@ysy/contracts/routes';
import { directoryText } from '../../../shared/strings/directory';

/** The item type of a lookup list route: an element of its success reply's `data.list`. */
export type ListItem<K extends RouteId> =
  Extract<EndpointReply<K>, { code: 0 }> extends { data: { list: (infer I)[] } } ? I : never;

export type RegisterId =
  'ein' | 'report' | 'patent' | 'trademark' | 'software' | 'works' | 'brand' | 'logo';

/**
 * One register as its pages show it: which contract call lists it, where its list and details
 * pages are, and how an item reads (title, status, fields). The generic list and details pages
 * are driven by these, so each register's page module is one line.
 */
export interface RegisterKind<R extends RouteId = RouteId> {
  id: RegisterId;
  list: Endpoint<R>;
  /** The results page a search goes to (the query page itself for trademarks and brands). */
  listPath: string;
  /** The details page of an item, with `$id`; none for trademarks (the list shows everything). */
  detailsPath?: string;
  detailsId(item: ListItem<R>): string;
  title(item: ListItem<R>): string;
  status?(item: ListItem<R>): CompanyStatus;
  /** A short tag beside the title (patent type, trademark class, category). */
  tag?(item: ListItem<R>): string;
  /** Label and value pairs of a result line; values are highlighted when they contain the keyword. */
  fields(item: ListItem<R>): [string, string][];
  /** Further fields the details page shows. */
  moreFields?(item: ListItem<R>): [string, string][];
  /** The owner company, linked to its profile. */
  owner?(item: ListItem<R>): { eid: string; name: string } | undefined;
  /** The record's image (trademark, brand or company logo). */
  image?(item: ListItem<R>): string;
}

const f = directoryText.field;

/** One record as the pages show it, whatever its register. */
export interface RegisterRow {
  detailsId: string;
  title: string;
  tag?: string | undefined;
  status?: CompanyStatus | undefined;
  fields: [string, string][];
  moreFields: [string, string][];
  owner?: { eid: string; name: string } | undefined;
  image?: string | undefined;
}

/**
 * A register with its item type erased: the generic pages read replies through `page` and
 * `item`, which apply the register's own typed functions.
 */
export interface RegisterView {
  id: RegisterId;
  list: Endpoint;
  listPath: string;
  detailsPath?: string | undefined;
  /** A list reply as rows, or undefined when the reply is a failure (`estimated`: say 约). */
  page(reply: unknown): { total: number; estimated: boolean; rows: RegisterRow[] } | undefined;
  /** A details reply (`data` is the item) as a row, or undefined when it is a failure. */
  item(reply: unknown): RegisterRow | undefined;
}

function kind<R extends RouteId>(def: RegisterKind<R>): RegisterView {
  const row = (item: ListItem<R>): RegisterRow => ({
    detailsId: def.detailsId(item),
    title: def.title(item),
    tag: def.tag?.(item),
    status: def.status?.(item),
    fields: def.fields(item),
    moreFields: def.moreFields?.(item) ?? [],
    owner: def.owner?.(item),
    image: def.image?.(item),
  });
  // Replies reach these functions validated by the BFF against the register's own contract schemas
  // (the list call and the details call share the item schema), so the item type is the register's.
  const success = (reply: unknown): { data: unknown } | undefined =>
    typeof reply === 'object' &&
    reply !== null &&
    'code' in reply &&
    reply.code === 0 &&
    'data' in reply
      ? { data: reply.data }
      : undefined;
  return {
    id: def.id,
    list: def.list,
    listPath: def.listPath,
    detailsPath: def.detailsPath,
    page(reply) {
      const ok = success(reply);
      if (!ok) return undefined;
      const data = ok.data as { total: number; estimated?: boolean; list: ListItem<R>[] };
      return { total: data.total, estimated: data.estimated === true, rows: data.list.map(row) };
    },
    item(reply) {
      const ok = success(reply);
      return ok ? row(ok.data as ListItem<R>) : undefined;
    },
  };
}

export const registerKinds = {
  ein: kind({
    id: 'ein',
    list: endpoints.einList,
    listPath: '/einlist',
    detailsPath: '/eindetails/$id',
    detailsId: (item) => item.eid,
    title: (item) => item.name,
    status: (item) => item.status,
    fields: (item) => [
      [f.creditCode, item.credit_code],
      [f.taxId, item.tax_id],
      [f.legalPerson, item.legal_person],
      [f.region, item.province === item.city ? item.city : `${item.province} ${item.city}`],
    ],
  }),
  report: kind({
    id: 'report',
    list: endpoints.reportList,
    listPath: '/reportlist',
    detailsPath: '/declarationyears/$id',
    detailsId: (item) => item.eid,
    title: (item) => item.name,
    status: (item) => item.status,
    fields: (item) => [
      [f.creditCode, item.credit_code],
      [f.legalPerson, item.legal_person],
      [f.years, item.years.length > 0 ? item.years.join('、') : directoryText.notFiled],
    ],
  }),
  patent: kind({
    id: 'patent',
    list: endpoints.patentList,
    listPath: '/footerpatentlist',
    detailsPath: '/footerpatentdetails/$id',
    detailsId: (item) => String(item.id),
    title: (item) => item.title,
    tag: (item) => item.type,
    fields: (item) => [
      [f.appNo, item.app_no],
      [f.appDate, item.app_date],
      [f.patentStatus, item.status],
      [f.applicant, item.applicant],
    ],
    moreFields: (item) => [
      [f.patentType, item.type],
      [f.pubNo, item.pub_no],
      [f.pubDate, item.pub_date],
      [f.inventors, item.inventors.join('、')],
      [f.ipc, item.ipc],
      [f.abstract, item.abstract],
    ],
    owner: (item) => (item.eid ? { eid: item.eid, name: item.applicant } : undefined),
  }),
  trademark: kind({
    id: 'trademark',
    list: endpoints.trademarkList,
    listPath: '/trademarkone',
    detailsId: (item) => String(item.id),
    title: (item) => item.name,
    tag: (item) => `第${item.class_no}类 ${item.class_name}`,
    fields: (item) => [
      [f.regNo, item.reg_no],
      [f.tmStatus, item.status],
      [f.appDate, item.app_date],
      [f.tmRegDate, item.reg_date ?? directoryText.notPending],
      [f.applicant, item.applicant],
    ],
    owner: (item) => ({ eid: item.eid, name: item.applicant }),
    image: (item) => item.image,
  }),
  software: kind({
    id: 'software',
    list: endpoints.softwareCopyrightList,
    listPath: '/softwarecopyrightlist',
    detailsPath: '/softwarecopyrightdetails/$id',
    detailsId: (item) => String(item.id),
    title: (item) => item.name,
    tag: (item) => item.version,
    fields: (item) => [
      [f.regNo, item.reg_no],
      [f.shortName, item.short_name],
      [f.regDate, item.reg_date],
      [f.owner, item.owner],
    ],
    moreFields: (item) => [
      [f.category, item.category],
      [f.version, item.version],
      [f.finishDate, item.finish_date],
      [f.pubDateFirst, item.pub_date],
    ],
    owner: (item) => ({ eid: item.eid, name: item.owner }),
  }),
  works: kind({
    id: 'works',
    list: endpoints.worksCopyrightList,
    listPath: '/workworklist',
    detailsPath: '/workworkdetails/$id',
    detailsId: (item) => String(item.id),
    title: (item) => item.name,
    tag: (item) => item.category,
    fields: (item) => [
      [f.regNo, item.reg_no],
      [f.author, item.author],
      [f.regDate, item.reg_date],
      [f.owner, item.owner],
    ],
    moreFields: (item) => [
      [f.category, item.category],
      [f.finishDate, item.finish_date],
      [f.pubDateFirst, item.pub_date],
    ],
    owner: (item) => ({ eid: item.eid, name: item.owner }),
  }),
  brand: kind({
    id: 'brand',
    list: endpoints.brandList,
    listPath: '/brand',
    detailsPath: '/branddetails/$id',
    detailsId: (item) => String(item.id),
    title: (item) => item.name,
    tag: (item) => item.industry,
    fields: (item) => [
      [f.company, item.company_name],
      [f.foundedYear, String(item.founded_year)],
      [f.intro, item.intro],
    ],
    owner: (item) => ({ eid: item.eid, name: item.company_name }),
    image: (item) => item.logo,
  }),
  logo: kind({
    id: 'logo',
    list: endpoints.enterpriseLogoList,
    listPath: '/enterpriselogolist',
    detailsPath: '/enterpriselogodetails/$id',
    detailsId: (item) => String(item.id),
    title: (item) => item.company_name,
    tag: (item) => item.industry,
    fields: (item) => [
      [f.industry, item.industry],
      [f.region, item.province],
    ],
    owner: (item) => ({ eid: item.eid, name: item.company_name }),
    image: (item) => item.logo,
  }),
} as const;
