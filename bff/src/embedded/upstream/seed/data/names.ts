import type { Prng } from '../prng';

/** Common surnames, most frequent first (the generator favours the front of the list). */
export const SURNAMES: readonly string[] = '王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 郭 何 林 高 罗 郑 梁 谢 宋 唐 许 韩 冯 邓 曹 彭 曾 肖 田 董 袁 潘 于 蒋 蔡 余 杜 叶 程 苏 魏 吕 丁 任 沈 姚 卢 姜 崔 钟 谭 陆 汪 范 金 石 廖 贾 夏 韦 付 方 白 邹 孟 熊 秦 邱 江 尹 薛 闫 段 雷 侯 龙 史 陶 黎 贺 顾 毛 郝 龚 邵 万 钱 严 武 戴 莫 孔 向 汤 欧阳 司马 上官'.split(' ');

const MALE_CHARS: readonly string[] = '伟强磊军洋勇杰涛明超刚平辉鹏华飞鑫波斌宇浩凯健俊帆帅旭宁龙林阳峰建国志文海东晨博泽睿子嘉铭昊天成立新永家荣德卫忠锋彬毅晓振亮春思'.split('');

const FEMALE_CHARS: readonly string[] = '芳娜敏静丽艳娟霞秀英玲燕萍红婷雪琳晶颖慧佳欣怡悦梅兰蓉倩琴云洁璐薇瑶雅诗梦雨晓思婧妍彤月莉菲丹宁'.split('');

/** A Chinese person's name: surname + one or two given-name characters. */
export function personName(rng: Prng): string {
  // Squaring the draw favours the common surnames at the front, as real frequencies do.
  const surname = SURNAMES[Math.floor(rng.next() * rng.next() * SURNAMES.length)] ?? '王';
  const pool = rng.bool(0.55) ? MALE_CHARS : FEMALE_CHARS;
  const given = rng.bool(0.3) ? rng.pick(pool) : rng.pick(pool) + rng.pick(pool);
  return surname + given;
}

/**
 * Characters of trade names (字号): the auspicious, modern-sounding ones businesses choose.
 * Two of them make a 字号 such as 云帆, 华信, 鼎盛.
 */
export const TRADE_NAME_CHARS: readonly string[] = '云帆华信达通泰恒瑞祥兴盛德鑫宏远博创智联海天金鼎嘉润汇源明辉腾飞卓越永安康佳美新星光诚益中正和元丰合力道乐思睿锐晟昊昱璟启航领先优品峰川蓝青绿森禾木易捷迅驰途拓凯旭东方南北宇宙晨曦朗逸尚雅致臻坤乾弘毅志众融聚立本可维因数象微'.split('');

/** Whole-word trade names that read like brands rather than pairs of characters. */
export const BRAND_TRADE_NAMES: readonly string[] = '云帆 华信 鼎盛 泰和 恒通 瑞丰 嘉禾 汇源 星辰 蓝海 启明 远航 智联 优品 易捷 聚力 众合 微澜 青禾 领航 数象 卓越 新锐 天成'.split(' ');
