import type { Prng } from './prng';
import { KNOWLEDGE_ARTICLES } from './data/knowledge-articles';
import { personName } from './data/names';

/**
 * The site's own content: the knowledge base, the service consultants and the support agent
 * (the menu and footer links are in site-links.ts). Rows match migration 001.
 */

// ------------------------------------------------------------------------------ knowledge base

export interface KnowledgeNodeRow {
  id: number;
  parent_id: number | null;
  sort: number;
  name: string;
  url: string;
  description: string;
}
export interface KnowledgeArticleRow {
  id: number;
  node_id: number;
  sort: number;
  title: string;
  summary: string;
  content: string;
  author: string;
  views: number;
  updated_on: string;
}

const AUTHOR_ROLE = { gs: '工商', cs: '财税', ip: '知识产权' } as const;

/**
 * Three levels, service → topic → subject, built from the articles in their order (so every
 * subject has at least one article); the articles hang on the subjects.
 */
export function knowledgeRows(rng: Prng): {
  nodes: KnowledgeNodeRow[];
  articles: KnowledgeArticleRow[];
} {
  const nodes: KnowledgeNodeRow[] = [];
  const articles: KnowledgeArticleRow[] = [];
  const ids = new Map<string, number>();
  const childCount = new Map<number | null, number>();
  const nodeOf = (key: string, parentId: number | null, name: string, description: string) => {
    const known = ids.get(key);
    if (known !== undefined) return known;
    const id = nodes.length + 1;
    const sort = childCount.get(parentId) ?? 0;
    childCount.set(parentId, sort + 1);
    nodes.push({ id, parent_id: parentId, sort, name, url: `/knowledgebase/${id}`, description });
    ids.set(key, id);
    return id;
  };
  for (const source of KNOWLEDGE_ARTICLES) {
    const serviceId = nodeOf(
      source.service,
      null,
      source.service,
      `${source.service}知识库：流程、材料、费用与常见问题`,
    );
    const topicId = nodeOf(
      `${source.service}/${source.topic}`,
      serviceId,
      source.topic,
      `${source.service} · ${source.topic}`,
    );
    const subjectId = nodeOf(
      `${source.service}/${source.topic}/${source.subject}`,
      topicId,
      source.subject,
      `${source.topic} · ${source.subject}`,
    );
    articles.push({
      id: articles.length + 1,
      node_id: subjectId,
      sort: articles.filter((a) => a.node_id === subjectId).length,
      title: source.title,
      summary: source.summary,
      content: source.content,
      author: `易商云${AUTHOR_ROLE[source.author]}顾问 ${personName(rng)}`,
      views: rng.int(120, 58_000),
      updated_on: `2025-0${rng.int(1, 6)}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    });
  }
  return { nodes, articles };
}

// -------------------------------------------------------------------------------- consultants

export interface ConsultantRow {
  id: number;
  username: string;
  position: string;
  buphoto: string;
  qyh_qywx: string;
  areas_of_expertise: string[];
  im_accid: string;
  phone: string;
  intro: string;
  sort: number;
}

/** Consultants per page of customerservice/all; the footer picks page 1 or 2 at random. */
export const CONSULTANTS_PER_PAGE = 5;
const CONSULTANT_COUNT = 10;

const POSITIONS = [
  ['高级工商顾问', ['公司注册', '公司注销', '银行开户', '工商变更', '地址托管']],
  ['资深财税顾问', ['代理记账', '税务筹划', '财税服务', '一般纳税人申请', '发票管理']],
  ['知识产权顾问', ['商标注册', '专利申请', '商标驳回复审', '版权登记']],
  ['版权登记顾问', ['软件著作权', '作品著作权', '高新技术企业认定', '软著加急']],
  ['企业服务经理', ['企业查询', 'VIP会员', '资质代办', '公司注册']],
] as const;

export function consultantRows(rng: Prng): ConsultantRow[] {
  const rows: ConsultantRow[] = [];
  for (let i = 1; i <= CONSULTANT_COUNT; i++) {
    const [position, areas] = POSITIONS[(i - 1) % POSITIONS.length] ?? POSITIONS[0];
    const username = personName(rng);
    rows.push({
      id: i,
      username,
      position,
      buphoto: `/uploads/avatars/consultant-${i}.svg`,
      qyh_qywx: `/uploads/qr/consultant-${i}.png`,
      areas_of_expertise: rng.sample(areas, rng.int(3, areas.length)),
      im_accid: `ysy_consultant_${String(i).padStart(3, '0')}`,
      phone: `1${rng.pick(['35', '58', '86', '89'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
      intro: `${username}，${position}，从业${rng.int(3, 12)}年，累计服务企业${rng.int(300, 3000)}家。`,
      sort: i,
    });
  }
  return rows;
}

/** The general support agent of the anonymous support chat. */
export const SUPPORT_AGENT = {
  accid: 'ysy_kf_001',
  nick: '易商云在线客服',
  icon: '/uploads/avatars/support.svg',
} as const;
