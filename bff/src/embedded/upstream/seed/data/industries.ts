/**
 * Lines of business. A company takes one: its name's industry word (行业用语), its sector in the
 * national classification (GB/T 4754), its business scope, its products (what the search's
 * "product name" matches), and what it tends to own (patent subjects, software, trademark classes).
 */
export interface Industry {
  key: string;
  /** Sector of GB/T 4754-2017 (国民经济行业分类, top level). */
  sector: string;
  /** Industry words used in names: 深圳市云帆「网络科技」有限公司. */
  words: readonly string[];
  weight: number;
  /** Phrases of the business scope (经营范围). */
  scope: readonly string[];
  /** Products and services; 2–4 of them become the company's searchable products. */
  products: readonly string[];
  /** Subjects of patents: "一种{subject}" titles. */
  patentSubjects: readonly string[];
  /** Software the company might register (软件著作权), without the 软件/系统 suffix. */
  software: readonly string[];
  /** Nice classes of its trademarks. */
  trademarkClasses: readonly number[];
  /** Chance of owning patents, software copyrights. */
  patentRate: number;
  softwareRate: number;
}

const list = (text: string): readonly string[] => text.split(' ');

export const INDUSTRIES: readonly Industry[] = [
  {
    key: 'it',
    sector: '信息传输、软件和信息技术服务业',
    words: list('网络科技 信息技术 软件开发 科技 智能科技 数据科技 数字科技 云计算'),
    weight: 16,
    scope: list(
      '计算机软硬件的技术开发、技术咨询、技术服务 网络技术开发 信息系统集成服务 数据处理和存储服务 软件销售 云计算装备技术服务 人工智能应用软件开发 互联网信息服务 物联网技术服务 信息技术咨询服务',
    ),
    products: list(
      '企业管理软件 小程序开发 网站建设 云服务器 数据中台 智能客服系统 ERP系统 CRM系统 SaaS平台 物联网平台 人工智能平台 APP开发 网络安全服务 大数据分析 电子签章',
    ),
    patentSubjects: list(
      '基于深度学习的图像识别方法 分布式数据存储系统 智能推荐方法及装置 物联网设备接入方法 区块链数据存证方法 用户身份认证方法及系统 语音识别降噪方法',
    ),
    software: list('企业资源管理 客户关系管理 智能仓储管理 在线教育平台 数据可视化分析 移动办公 智慧社区管理 电子合同签署'),
    trademarkClasses: [9, 35, 38, 42],
    patentRate: 0.35,
    softwareRate: 0.75,
  },
  {
    key: 'trade',
    sector: '批发和零售业',
    words: list('贸易 商贸 进出口 实业 供应链 电子商务'),
    weight: 14,
    scope: list(
      '日用百货销售 五金产品批发 电子产品销售 服装服饰批发 食品销售（仅销售预包装食品） 货物进出口 技术进出口 国内贸易代理 化妆品零售 办公用品销售 家用电器销售',
    ),
    products: list('日用百货 五金工具 电子元器件 服装 化妆品 预包装食品 办公用品 家用电器 母婴用品 建材 茶叶 红酒'),
    patentSubjects: list('便携式收纳箱 多功能包装盒 防潮储物装置'),
    software: list('进销存管理 电商订单管理 供应链协同'),
    trademarkClasses: [3, 25, 29, 30, 35],
    patentRate: 0.03,
    softwareRate: 0.1,
  },
  {
    key: 'build',
    sector: '建筑业',
    words: list('建筑工程 装饰工程 建设工程 建筑装饰 园林绿化 市政工程'),
    weight: 9,
    scope: list(
      '建设工程施工 住宅室内装饰装修 建筑劳务分包 园林绿化工程施工 市政设施管理 土石方工程施工 建筑材料销售 工程管理服务 建筑装饰材料销售',
    ),
    products: list('室内装修 钢结构工程 园林绿化 市政道路 幕墙工程 防水工程 建筑劳务 水电安装'),
    patentSubjects: list('建筑用可调节支撑架 装配式墙板连接结构 防水卷材铺设装置 高空作业安全防护装置'),
    software: list('工程项目管理 施工进度管理'),
    trademarkClasses: [19, 37],
    patentRate: 0.12,
    softwareRate: 0.05,
  },
  {
    key: 'food',
    sector: '住宿和餐饮业',
    words: list('餐饮管理 餐饮服务 食品 酒店管理'),
    weight: 7,
    scope: list('餐饮服务 餐饮管理 食品经营 酒店管理 外卖递送服务 食品互联网销售 会议及展览服务'),
    products: list('火锅 中式快餐 茶饮 烘焙 团餐配送 卤味 咖啡 连锁酒店'),
    patentSubjects: list('食品保温配送箱 自动炒菜装置'),
    software: list('餐饮点餐收银 门店会员管理'),
    trademarkClasses: [29, 30, 32, 43],
    patentRate: 0.02,
    softwareRate: 0.06,
  },
  {
    key: 'media',
    sector: '文化、体育和娱乐业',
    words: list('文化传媒 文化传播 广告 影视文化 传媒'),
    weight: 7,
    scope: list(
      '组织文化艺术交流活动 广告设计、代理 广告制作 广告发布 影视节目制作 会议及展览服务 图文设计制作 企业形象策划 摄影扩印服务',
    ),
    products: list('品牌策划 短视频制作 广告投放 活动策划 影视制作 平面设计 新媒体运营 直播带货'),
    patentSubjects: list('舞台灯光控制装置 便携式摄影补光装置'),
    software: list('新媒体内容管理 广告投放分析'),
    trademarkClasses: [16, 35, 41],
    patentRate: 0.02,
    softwareRate: 0.15,
  },
  {
    key: 'edu',
    sector: '教育',
    words: list('教育科技 教育咨询 文化教育 培训'),
    weight: 5,
    scope: list('教育咨询服务（不含涉许可审批的教育培训活动） 技术服务、技术开发 业务培训 组织文化艺术交流活动 教学专用仪器销售'),
    products: list('职业技能培训 在线课程 少儿编程 留学咨询 企业内训 考研辅导'),
    patentSubjects: list('智能教学互动装置 多媒体教学演示装置'),
    software: list('在线考试 智慧校园 课程直播'),
    trademarkClasses: [9, 16, 41],
    patentRate: 0.05,
    softwareRate: 0.4,
  },
  {
    key: 'bio',
    sector: '科学研究和技术服务业',
    words: list('生物科技 医疗科技 医药科技 健康科技'),
    weight: 5,
    scope: list(
      '生物技术推广服务 医学研究和试验发展 第一类医疗器械销售 第二类医疗器械销售 健康咨询服务（不含诊疗服务） 化妆品批发 技术服务、技术开发、技术咨询',
    ),
    products: list('医疗器械 检测试剂 保健食品 基因检测 体外诊断 细胞培养 医用耗材'),
    patentSubjects: list('新冠病毒抗原检测试剂盒 细胞培养装置 医用输液固定装置 微生物发酵方法 中药提取物制备方法'),
    software: list('实验室信息管理 医疗影像处理'),
    trademarkClasses: [5, 10, 44],
    patentRate: 0.45,
    softwareRate: 0.2,
  },
  {
    key: 'logistics',
    sector: '交通运输、仓储和邮政业',
    words: list('物流 供应链管理 国际货运代理 运输'),
    weight: 5,
    scope: list('普通货物仓储服务 国内货物运输代理 国际货物运输代理 道路货物运输（不含危险货物） 装卸搬运 供应链管理服务 无船承运业务'),
    products: list('仓储服务 冷链运输 国际货代 城市配送 跨境物流 快递服务'),
    patentSubjects: list('物流分拣装置 冷链运输温控箱'),
    software: list('物流运输管理 智能仓储调度'),
    trademarkClasses: [35, 39],
    patentRate: 0.05,
    softwareRate: 0.2,
  },
  {
    key: 'consult',
    sector: '租赁和商务服务业',
    words: list('企业管理咨询 商务咨询 财务咨询 企业管理 人力资源 知识产权代理'),
    weight: 10,
    scope: list(
      '企业管理咨询 财务咨询 税务服务 商标代理 知识产权服务 人力资源服务（不含职业中介活动） 市场调查 代理记账 企业登记代理 社会经济咨询服务',
    ),
    products: list('代理记账 工商注册 商标注册 财税筹划 人事外包 专利申请 公司注销 审计服务 资质代办'),
    patentSubjects: list('票据整理装置'),
    software: list('代理记账 财税管理 人事薪酬'),
    trademarkClasses: [35, 36, 45],
    patentRate: 0.01,
    softwareRate: 0.15,
  },
  {
    key: 'energy',
    sector: '电力、热力、燃气及水生产和供应业',
    words: list('新能源 环保科技 节能科技 光伏科技 能源科技'),
    weight: 5,
    scope: list(
      '太阳能发电技术服务 储能技术服务 节能管理服务 环境保护专用设备销售 新能源汽车充电桩销售 合同能源管理 固体废物治理',
    ),
    products: list('光伏组件 储能电池 充电桩 污水处理设备 节能改造 LED照明 空气净化器'),
    patentSubjects: list('光伏组件清洗装置 储能电池热管理系统 污水处理用曝气装置 充电桩散热结构'),
    software: list('能耗监测 光伏电站运维'),
    trademarkClasses: [7, 9, 11],
    patentRate: 0.4,
    softwareRate: 0.2,
  },
  {
    key: 'machinery',
    sector: '制造业',
    words: list('机械设备 精密机械 电子 自动化设备 智能装备 电气'),
    weight: 9,
    scope: list(
      '通用设备制造（不含特种设备制造） 机械设备研发 电子元器件制造 工业自动控制系统装置制造 模具制造 金属加工机械制造 电机制造',
    ),
    products: list('数控机床 工业机器人 传感器 电路板 注塑模具 伺服电机 自动化生产线 激光切割机'),
    patentSubjects: list('数控机床冷却装置 工业机器人夹爪 自动上料机构 电路板检测治具 注塑模具排气结构 伺服电机编码器'),
    software: list('设备远程监控 生产制造执行'),
    trademarkClasses: [7, 9],
    patentRate: 0.55,
    softwareRate: 0.15,
  },
  {
    key: 'realestate',
    sector: '房地产业',
    words: list('房地产开发 物业管理 置业 房地产经纪'),
    weight: 4,
    scope: list('房地产开发经营 物业管理 房地产经纪 住房租赁 停车场服务 非居住房地产租赁'),
    products: list('商品房 物业服务 写字楼租赁 长租公寓 商业运营'),
    patentSubjects: list('智能门禁装置'),
    software: list('智慧物业管理'),
    trademarkClasses: [36, 37],
    patentRate: 0.02,
    softwareRate: 0.08,
  },
  {
    key: 'agri',
    sector: '农、林、牧、渔业',
    words: list('农业科技 生态农业 农业发展 种植 养殖'),
    weight: 3,
    scope: list('谷物种植 蔬菜种植 水果种植 牲畜饲养 农业技术推广服务 农产品的生产、销售、加工、运输、贮藏及其他相关服务'),
    products: list('有机蔬菜 生态大米 茶叶种植 水果 农资 种苗'),
    patentSubjects: list('温室大棚通风装置 智能灌溉系统 果蔬清洗装置'),
    software: list('智慧农业监测'),
    trademarkClasses: [29, 30, 31],
    patentRate: 0.1,
    softwareRate: 0.05,
  },
  {
    key: 'finance',
    sector: '金融业',
    words: list('投资管理 资产管理 投资咨询 股权投资'),
    weight: 3,
    scope: list('以自有资金从事投资活动 自有资金投资的资产管理服务 企业管理咨询 信息咨询服务（不含许可类信息咨询服务）'),
    products: list('股权投资 资产管理 投资咨询 企业并购'),
    patentSubjects: list('票据识别装置'),
    software: list('投资组合分析'),
    trademarkClasses: [36],
    patentRate: 0.01,
    softwareRate: 0.05,
  },
];

/** Nice classes used by the generated trademarks. */
export const TRADEMARK_CLASSES: Readonly<Record<number, string>> = {
  3: '日化用品',
  5: '医药',
  7: '机械设备',
  9: '科学仪器',
  10: '医疗器械',
  11: '灯具空调',
  16: '办公用品',
  19: '建筑材料',
  25: '服装鞋帽',
  29: '食品',
  30: '方便食品',
  31: '饲料种籽',
  32: '啤酒饮料',
  35: '广告销售',
  36: '金融物管',
  37: '建筑修理',
  38: '通讯服务',
  39: '运输贮藏',
  41: '教育娱乐',
  42: '网站服务',
  43: '餐饮住宿',
  44: '医疗园艺',
  45: '社会服务',
};
