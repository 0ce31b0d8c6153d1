import { z } from 'zod';
import { replyOf } from '../common/envelope';
import { defineRoute } from '../common/route';

/** Show flag of a nav item: `h` hot (热), `n` new (新). Empty when neither. */
export const ShowFlagSchema = z.enum(['h', 'n', '']);

const navFields = {
  id: z.number().int(),
  category_name: z.string(),
  url: z.string(),
  icon: z.string(),
  img: z.array(z.object({ url: z.string() })),
  show: ShowFlagSchema,
  desc: z.string(),
};

/** The deepest level (children of the fifth item's children). */
export const NavLeafSchema = z.object({ ...navFields, children: z.array(z.never()).optional() });
/** Second level; under the fifth top-level item these carry a further `children` level. */
export const NavChildSchema = z.object({
  ...navFields,
  children: z.array(NavLeafSchema).optional(),
});
export const NavCategorySchema = z.object({ ...navFields, children: z.array(NavChildSchema) });
export type NavCategory = z.infer<typeof NavCategorySchema>;
export type NavChild = z.infer<typeof NavChildSchema>;

export const getNav = defineRoute({
  id: 'getNav',
  method: 'GET',
  cache: 'public',
  path: '/api/ysy/index/get_nav',
  serverLinks: true,
  summary: '顶部导航分类（含子菜单）',
  reply: replyOf(z.array(NavCategorySchema)),
});

export const FooterGroupSchema = z.object({
  category_name: z.string(),
  children: z.array(z.object({ category_name: z.string(), url: z.string() })),
});
export type FooterGroup = z.infer<typeof FooterGroupSchema>;

export const getBottom = defineRoute({
  id: 'getBottom',
  method: 'GET',
  cache: 'public',
  path: '/api/ysy/index/get_bottom',
  serverLinks: true,
  summary: '页脚链接分组',
  reply: replyOf(z.array(FooterGroupSchema)),
});
