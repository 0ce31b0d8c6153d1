/**
 * Cities the generator registers companies in, with their administrative division codes
 * (GB/T 2260), which the credit code carries in positions 3–8. `weight` skews the companies
 * towards the big business centres, as in the real register.
 */
export interface District {
  name: string;
  code: string;
}

export interface City {
  province: string;
  city: string;
  /** Short form used in company names (深圳, 北京). */
  short: string;
  weight: number;
  districts: readonly District[];
  streets: readonly string[];
}

export const CITIES: readonly City[] = [
  {
    province: '广东省',
    city: '深圳市',
    short: '深圳',
    weight: 12,
    districts: [
      { name: '福田区', code: '440304' },
      { name: '罗湖区', code: '440303' },
      { name: '南山区', code: '440305' },
      { name: '宝安区', code: '440306' },
      { name: '龙岗区', code: '440307' },
      { name: '龙华区', code: '440309' },
    ],
    streets: ['深南大道', '科苑路', '高新南一道', '福华路', '宝安大道', '龙岗大道', '民治大道', '滨海大道'],
  },
  {
    province: '广东省',
    city: '广州市',
    short: '广州',
    weight: 9,
    districts: [
      { name: '天河区', code: '440106' },
      { name: '越秀区', code: '440104' },
      { name: '海珠区', code: '440105' },
      { name: '白云区', code: '440111' },
      { name: '番禺区', code: '440113' },
      { name: '黄埔区', code: '440112' },
    ],
    streets: ['天河路', '中山大道', '黄埔大道', '环市东路', '新港中路', '广州大道', '科学大道'],
  },
  {
    province: '广东省',
    city: '东莞市',
    short: '东莞',
    weight: 3,
    districts: [
      { name: '南城街道', code: '441900' },
      { name: '松山湖', code: '441900' },
      { name: '长安镇', code: '441900' },
    ],
    streets: ['鸿福路', '东莞大道', '工业东路', '科技九路'],
  },
  {
    province: '广东省',
    city: '佛山市',
    short: '佛山',
    weight: 3,
    districts: [
      { name: '禅城区', code: '440604' },
      { name: '南海区', code: '440605' },
      { name: '顺德区', code: '440606' },
    ],
    streets: ['季华路', '桂澜路', '大良新城路', '汾江中路'],
  },
  {
    province: '北京市',
    city: '北京市',
    short: '北京',
    weight: 12,
    districts: [
      { name: '朝阳区', code: '110105' },
      { name: '海淀区', code: '110108' },
      { name: '东城区', code: '110101' },
      { name: '西城区', code: '110102' },
      { name: '丰台区', code: '110106' },
      { name: '大兴区', code: '110115' },
    ],
    streets: ['建国路', '中关村大街', '知春路', '东三环中路', '金融大街', '望京街', '西直门外大街'],
  },
  {
    province: '上海市',
    city: '上海市',
    short: '上海',
    weight: 12,
    districts: [
      { name: '浦东新区', code: '310115' },
      { name: '徐汇区', code: '310104' },
      { name: '静安区', code: '310106' },
      { name: '闵行区', code: '310112' },
      { name: '嘉定区', code: '310114' },
      { name: '松江区', code: '310117' },
    ],
    streets: ['世纪大道', '张江路', '淮海中路', '南京西路', '漕溪北路', '虹桥路', '莘庄工业区春东路'],
  },
  {
    province: '天津市',
    city: '天津市',
    short: '天津',
    weight: 3,
    districts: [
      { name: '和平区', code: '120101' },
      { name: '南开区', code: '120104' },
      { name: '滨海新区', code: '120116' },
    ],
    streets: ['南京路', '卫津路', '第三大街', '黄海路'],
  },
  {
    province: '重庆市',
    city: '重庆市',
    short: '重庆',
    weight: 4,
    districts: [
      { name: '渝中区', code: '500103' },
      { name: '江北区', code: '500105' },
      { name: '渝北区', code: '500112' },
      { name: '九龙坡区', code: '500107' },
    ],
    streets: ['解放碑民族路', '观音桥步行街', '金开大道', '科园一路'],
  },
  {
    province: '浙江省',
    city: '杭州市',
    short: '杭州',
    weight: 8,
    districts: [
      { name: '西湖区', code: '330106' },
      { name: '滨江区', code: '330108' },
      { name: '余杭区', code: '330110' },
      { name: '上城区', code: '330102' },
      { name: '拱墅区', code: '330105' },
    ],
    streets: ['文三路', '江南大道', '文一西路', '钱江路', '莫干山路', '网商路'],
  },
  {
    province: '浙江省',
    city: '宁波市',
    short: '宁波',
    weight: 3,
    districts: [
      { name: '鄞州区', code: '330212' },
      { name: '海曙区', code: '330203' },
      { name: '北仑区', code: '330206' },
    ],
    streets: ['天童南路', '中山西路', '明州路'],
  },
  {
    province: '浙江省',
    city: '温州市',
    short: '温州',
    weight: 2,
    districts: [
      { name: '鹿城区', code: '330302' },
      { name: '瓯海区', code: '330304' },
    ],
    streets: ['车站大道', '学院中路', '温州大道'],
  },
  {
    province: '江苏省',
    city: '南京市',
    short: '南京',
    weight: 5,
    districts: [
      { name: '鼓楼区', code: '320106' },
      { name: '玄武区', code: '320102' },
      { name: '建邺区', code: '320105' },
      { name: '江宁区', code: '320115' },
    ],
    streets: ['中山路', '江东中路', '双龙大道', '珠江路'],
  },
  {
    province: '江苏省',
    city: '苏州市',
    short: '苏州',
    weight: 6,
    districts: [
      { name: '姑苏区', code: '320508' },
      { name: '吴中区', code: '320506' },
      { name: '相城区', code: '320507' },
      { name: '苏州工业园区', code: '320571' },
    ],
    streets: ['星湖街', '金鸡湖大道', '干将西路', '东吴北路'],
  },
  {
    province: '江苏省',
    city: '无锡市',
    short: '无锡',
    weight: 2,
    districts: [
      { name: '梁溪区', code: '320213' },
      { name: '滨湖区', code: '320211' },
      { name: '新吴区', code: '320214' },
    ],
    streets: ['人民中路', '太湖大道', '长江路'],
  },
  {
    province: '四川省',
    city: '成都市',
    short: '成都',
    weight: 6,
    districts: [
      { name: '武侯区', code: '510107' },
      { name: '锦江区', code: '510104' },
      { name: '成华区', code: '510108' },
      { name: '高新区', code: '510109' },
      { name: '双流区', code: '510116' },
    ],
    streets: ['天府大道', '人民南路', '春熙路', '府城大道', '蜀汉路'],
  },
  {
    province: '湖北省',
    city: '武汉市',
    short: '武汉',
    weight: 5,
    districts: [
      { name: '武昌区', code: '420106' },
      { name: '江汉区', code: '420103' },
      { name: '洪山区', code: '420111' },
      { name: '东湖新技术开发区', code: '420100' },
    ],
    streets: ['中南路', '解放大道', '光谷大道', '珞喻路', '建设大道'],
  },
  {
    province: '陕西省',
    city: '西安市',
    short: '西安',
    weight: 4,
    districts: [
      { name: '雁塔区', code: '610113' },
      { name: '碑林区', code: '610103' },
      { name: '未央区', code: '610112' },
    ],
    streets: ['高新路', '长安南路', '未央路', '科技二路'],
  },
  {
    province: '湖南省',
    city: '长沙市',
    short: '长沙',
    weight: 4,
    districts: [
      { name: '岳麓区', code: '430104' },
      { name: '芙蓉区', code: '430102' },
      { name: '雨花区', code: '430111' },
    ],
    streets: ['麓谷大道', '五一大道', '芙蓉中路', '韶山北路'],
  },
  {
    province: '河南省',
    city: '郑州市',
    short: '郑州',
    weight: 4,
    districts: [
      { name: '金水区', code: '410105' },
      { name: '中原区', code: '410102' },
      { name: '郑东新区', code: '410100' },
    ],
    streets: ['花园路', '金水路', '商务外环路', '中州大道'],
  },
  {
    province: '山东省',
    city: '济南市',
    short: '济南',
    weight: 3,
    districts: [
      { name: '历下区', code: '370102' },
      { name: '市中区', code: '370103' },
      { name: '历城区', code: '370112' },
    ],
    streets: ['经十路', '泉城路', '舜华路'],
  },
  {
    province: '山东省',
    city: '青岛市',
    short: '青岛',
    weight: 4,
    districts: [
      { name: '市南区', code: '370202' },
      { name: '崂山区', code: '370212' },
      { name: '黄岛区', code: '370211' },
    ],
    streets: ['香港中路', '海尔路', '长江中路', '东海西路'],
  },
  {
    province: '福建省',
    city: '厦门市',
    short: '厦门',
    weight: 3,
    districts: [
      { name: '思明区', code: '350203' },
      { name: '湖里区', code: '350206' },
      { name: '集美区', code: '350211' },
    ],
    streets: ['湖滨南路', '软件园二期观日路', '嘉禾路', '环岛东路'],
  },
  {
    province: '福建省',
    city: '福州市',
    short: '福州',
    weight: 3,
    districts: [
      { name: '鼓楼区', code: '350102' },
      { name: '台江区', code: '350103' },
      { name: '仓山区', code: '350104' },
    ],
    streets: ['五四路', '工业路', '湖东路'],
  },
  {
    province: '安徽省',
    city: '合肥市',
    short: '合肥',
    weight: 3,
    districts: [
      { name: '蜀山区', code: '340104' },
      { name: '包河区', code: '340111' },
      { name: '庐阳区', code: '340103' },
    ],
    streets: ['长江西路', '望江西路', '徽州大道'],
  },
  {
    province: '江西省',
    city: '南昌市',
    short: '南昌',
    weight: 2,
    districts: [
      { name: '东湖区', code: '360102' },
      { name: '红谷滩区', code: '360113' },
    ],
    streets: ['八一大道', '红谷中大道', '北京西路'],
  },
  {
    province: '河北省',
    city: '石家庄市',
    short: '石家庄',
    weight: 2,
    districts: [
      { name: '长安区', code: '130102' },
      { name: '桥西区', code: '130104' },
      { name: '裕华区', code: '130108' },
    ],
    streets: ['中山东路', '裕华路', '槐安路'],
  },
  {
    province: '山西省',
    city: '太原市',
    short: '太原',
    weight: 1,
    districts: [
      { name: '小店区', code: '140105' },
      { name: '迎泽区', code: '140106' },
    ],
    streets: ['长风街', '迎泽大街', '体育路'],
  },
  {
    province: '辽宁省',
    city: '沈阳市',
    short: '沈阳',
    weight: 2,
    districts: [
      { name: '和平区', code: '210102' },
      { name: '沈河区', code: '210103' },
      { name: '浑南区', code: '210112' },
    ],
    streets: ['青年大街', '北京街', '浑南中路'],
  },
  {
    province: '辽宁省',
    city: '大连市',
    short: '大连',
    weight: 2,
    districts: [
      { name: '中山区', code: '210202' },
      { name: '沙河口区', code: '210204' },
      { name: '甘井子区', code: '210211' },
    ],
    streets: ['人民路', '黄河路', '软件园路'],
  },
  {
    province: '吉林省',
    city: '长春市',
    short: '长春',
    weight: 1,
    districts: [
      { name: '朝阳区', code: '220104' },
      { name: '南关区', code: '220102' },
    ],
    streets: ['人民大街', '自由大路', '卫星路'],
  },
  {
    province: '黑龙江省',
    city: '哈尔滨市',
    short: '哈尔滨',
    weight: 1,
    districts: [
      { name: '南岗区', code: '230103' },
      { name: '道里区', code: '230102' },
    ],
    streets: ['中山路', '中央大街', '学府路'],
  },
  {
    province: '云南省',
    city: '昆明市',
    short: '昆明',
    weight: 2,
    districts: [
      { name: '五华区', code: '530102' },
      { name: '盘龙区', code: '530103' },
      { name: '官渡区', code: '530111' },
    ],
    streets: ['人民中路', '北京路', '春城路'],
  },
  {
    province: '贵州省',
    city: '贵阳市',
    short: '贵阳',
    weight: 1,
    districts: [
      { name: '南明区', code: '520102' },
      { name: '观山湖区', code: '520115' },
    ],
    streets: ['中华南路', '长岭北路', '林城西路'],
  },
  {
    province: '广西壮族自治区',
    city: '南宁市',
    short: '南宁',
    weight: 2,
    districts: [
      { name: '青秀区', code: '450103' },
      { name: '西乡塘区', code: '450107' },
    ],
    streets: ['民族大道', '大学东路', '金湖路'],
  },
  {
    province: '海南省',
    city: '海口市',
    short: '海口',
    weight: 1,
    districts: [
      { name: '龙华区', code: '460106' },
      { name: '美兰区', code: '460108' },
    ],
    streets: ['国贸大道', '滨海大道', '海秀东路'],
  },
  {
    province: '甘肃省',
    city: '兰州市',
    short: '兰州',
    weight: 1,
    districts: [
      { name: '城关区', code: '620102' },
      { name: '七里河区', code: '620103' },
    ],
    streets: ['东岗西路', '庆阳路', '西津西路'],
  },
  {
    province: '内蒙古自治区',
    city: '呼和浩特市',
    short: '呼和浩特',
    weight: 1,
    districts: [
      { name: '新城区', code: '150102' },
      { name: '赛罕区', code: '150105' },
    ],
    streets: ['新华大街', '中山东路', '昭乌达路'],
  },
  {
    province: '新疆维吾尔自治区',
    city: '乌鲁木齐市',
    short: '乌鲁木齐',
    weight: 1,
    districts: [
      { name: '天山区', code: '650102' },
      { name: '沙依巴克区', code: '650103' },
    ],
    streets: ['解放北路', '友好南路', '北京南路'],
  },
  {
    province: '宁夏回族自治区',
    city: '银川市',
    short: '银川',
    weight: 1,
    districts: [{ name: '金凤区', code: '640106' }],
    streets: ['北京中路', '正源北街'],
  },
  {
    province: '青海省',
    city: '西宁市',
    short: '西宁',
    weight: 1,
    districts: [{ name: '城西区', code: '630104' }],
    streets: ['五四大街', '胜利路'],
  },
  {
    province: '西藏自治区',
    city: '拉萨市',
    short: '拉萨',
    weight: 1,
    districts: [{ name: '城关区', code: '540102' }],
    streets: ['北京中路', '金珠西路'],
  },
];

/** The provinces in the order the search filter lists them (most companies first). */
export const PROVINCES: readonly string[] = [...new Set(CITIES.map((c) => c.province))];
