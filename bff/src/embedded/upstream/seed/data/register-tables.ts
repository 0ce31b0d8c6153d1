import type { WorkCategory } from '../rows';

/** The tables the company generator draws from: banks, agencies, weights of the register's values. */

export const PROVINCE_SHORT: Readonly<Record<string, string>> = {
  广西壮族自治区: '广西',
  内蒙古自治区: '内蒙古',
  新疆维吾尔自治区: '新疆',
  宁夏回族自治区: '宁夏',
  西藏自治区: '西藏',
  黑龙江省: '黑龙江',
};

export const BANKS = [
  '中国工商银行',
  '中国建设银行',
  '中国农业银行',
  '中国银行',
  '招商银行',
  '交通银行',
  '平安银行',
  '兴业银行',
  '中信银行',
  '浦发银行',
] as const;

export const AGENCIES = [
  '北京集佳知识产权代理有限公司',
  '广州三环专利商标代理有限公司',
  '深圳市顺天达专利商标代理有限公司',
  '上海专利商标事务所有限公司',
  '杭州求是专利事务所有限公司',
  '成都九鼎天元知识产权代理有限公司',
  '易商云知识产权代理有限公司',
] as const;

export const IPC_BY_INDUSTRY: Readonly<Record<string, readonly string[]>> = {
  it: ['G06F 16/27', 'G06N 3/08', 'H04L 9/32', 'G06Q 10/06', 'H04L 67/12'],
  bio: ['A61K 36/00', 'C12N 5/07', 'G01N 33/569', 'A61M 5/14'],
  machinery: ['B23Q 11/10', 'B25J 15/08', 'B65G 47/90', 'G01R 31/28', 'B29C 45/34'],
  energy: ['H02S 40/10', 'H01M 10/613', 'C02F 3/20', 'B60L 53/30'],
  build: ['E04G 25/04', 'E04B 2/00', 'E04D 15/04'],
  agri: ['A01G 9/24', 'A01G 25/16', 'A23N 12/02'],
};

export const MALE_OR_ANY_POSITIONS = ['执行董事兼总经理', '执行董事', '董事长', '总经理'] as const;

/** Capital bands the generator draws from (万元), weighted like the real register. */
export const CAPITAL_WEIGHTS: readonly (readonly [number, number])[] = [
  [3, 2],
  [10, 6],
  [30, 5],
  [50, 10],
  [100, 24],
  [200, 9],
  [300, 7],
  [500, 14],
  [800, 2],
  [1000, 12],
  [2000, 4],
  [3000, 3],
  [5000, 3],
  [10000, 2],
];

export const STATUS_WEIGHTS: readonly (readonly [string, number])[] = [
  ['存续', 72],
  ['在业', 12],
  ['注销', 8],
  ['吊销', 5],
  ['迁出', 3],
];

export const WORK_CATEGORY_WEIGHTS: readonly (readonly [WorkCategory, number])[] = [
  ['美术', 55],
  ['文字', 15],
  ['摄影', 10],
  ['图形', 7],
  ['影视', 6],
  ['音乐', 3],
  ['建筑', 2],
  ['其他', 2],
];
export const WORK_REG_LETTER: Readonly<Record<WorkCategory, string>> = {
  文字: 'A',
  音乐: 'B',
  美术: 'F',
  摄影: 'G',
  建筑: 'H',
  影视: 'I',
  图形: 'J',
  其他: 'L',
};

export const TRADEMARK_STATUS: readonly (readonly [string, number])[] = [
  ['商标已注册', 70],
  ['注册申请中', 12],
  ['初审公告', 8],
  ['驳回复审中', 4],
  ['商标无效', 6],
];
