import { PALETTE } from '../../patterns/colour.ts';
import { square, type SeedProduct } from '../record.ts';

/** Dyes and chemicals. */
export const DYES: SeedProduct[] = [
  {
    title: 'Reactive Dyes – Vinyl Sulphone Range',
    category: 'dyes',
    desc: 'A full shade range of vinyl sulphone and bifunctional reactive dyes for cotton and viscose in exhaust and cold pad-batch dyeing. High fixation and good wash-off reduce water use and give bright, fast shades.',
    feature: [
      'Full shade gamut, pastel to black',
      'High fixation, easy wash-off',
      'Exhaust and pad-batch recipes',
      'ZDHC MRSL conformant',
    ],
    composition: ['Vinyl sulphone and bifunctional reactive dyestuffs'],
    endUse: 'Dyeing of cotton and viscose yarn, knit and woven fabric, and garments.',
    background:
      'Manufactured in India and China by producers we audit for chemical management. Standard-depth shade cards are matched in our partner laboratory.',
    image: square({ kind: 'fan' }, 2401),
    translations: {
      zh: {
        title: '活性染料——乙烯砜型系列',
        desc: '全色谱乙烯砜型及双活性基活性染料，用于棉和粘胶的浸染及冷轧堆染色。固色率高、易皂洗，可减少用水，色泽鲜艳、牢度好。',
        feature: ['全色谱，从浅色到黑色', '固色率高，浮色易洗除', '提供浸染及轧堆工艺处方', '符合 ZDHC MRSL'],
        composition: ['乙烯砜型及双活性基活性染料'],
        endUse: '棉和粘胶纱线、针织及梭织面料以及成衣的染色。',
        background: '由经我们化学品管理审核的印度和中国生产商制造。标准深度色卡在我们的合作实验室完成对色。',
      },
    },
  },
  {
    title: 'Disperse Dyes for Polyester, High-Energy Range',
    category: 'dyes',
    desc: 'High-energy disperse dyes for high-temperature dyeing of polyester and its blends, selected for good sublimation fastness. Suitable for sportswear and fabrics that go through heat setting or transfer printing after dyeing.',
    feature: [
      'Good sublimation fastness',
      'HT exhaust dyeing at 130 °C',
      'Compatible with reduction clearing',
      'Low-dust granules',
    ],
    composition: ['Disperse dyestuffs', 'Dispersing agents'],
    endUse: 'Polyester and poly-cotton yarn, knit fabric and sportswear.',
    background:
      'Sourced from established dyestuff manufacturers with REACH registrations for export-oriented customers.',
    image: square({ kind: 'card' }, 2402),
    translations: {
      zh: {
        title: '涤纶用分散染料，高温型系列',
        desc: '高温型（S 型）分散染料，用于涤纶及其混纺织物的高温染色，经筛选具有良好的升华牢度。适用于运动服以及染色后需经热定型或转移印花的面料。',
        feature: ['升华牢度好', '130 °C 高温高压浸染', '可进行还原清洗', '低尘颗粒'],
        composition: ['分散染料', '分散剂'],
        endUse: '涤纶及涤棉纱线、针织面料和运动服。',
        background: '为出口型客户采购自已完成 REACH 注册的知名染料生产商。',
      },
    },
  },
  {
    title: 'Sulphur Black BR, 200%',
    category: 'dyes',
    desc: 'A cost-effective sulphur black for deep, economical blacks on cotton, used widely in denim bottoming and workwear dyeing. Supplied as free-flowing powder with consistent strength from batch to batch.',
    feature: ['Strength 200%', 'Deep, neutral black', 'Good wash fastness', 'Powder in 25 kg bags'],
    composition: ['Sulphur Black 1'],
    endUse: 'Black dyeing of cotton yarn, denim and workwear fabric.',
    background:
      'A high-volume product we supply to dye houses in Narayanganj and Gazipur on monthly call-off contracts.',
    image: square({ kind: 'dishes', colours: ['#26282c', '#1f2126', '#2d2e33', '#232428'] }, 2403),
    translations: {
      zh: {
        title: '硫化黑 BR，200%',
        desc: '性价比高的硫化黑，可在棉上经济地染出深黑色，广泛用于牛仔布打底和工装面料染色。以流动性良好的粉状供货，批间力份稳定。',
        feature: ['力份 200%', '深黑色，色光中性', '耐洗牢度好', '粉状，25 公斤袋装'],
        composition: ['硫化黑 1'],
        endUse: '棉纱、牛仔布及工装面料的黑色染色。',
        background: '这是我们按月度提货合同向纳拉扬甘杰和加济布尔染厂大量供应的产品。',
      },
    },
  },
  {
    title: 'Pre-Reduced Liquid Indigo 40%',
    category: 'dyes',
    desc: 'A pre-reduced indigo solution for rope and slasher denim dyeing. Because the dye arrives already reduced, mills use far less sodium hydrosulphite, cut salts in effluent and achieve steadier shades.',
    feature: [
      '40% indigo, pre-reduced',
      'Lower hydrosulphite consumption',
      'Stable shade from rope to rope',
      'Delivered in 1,000 kg IBC tanks',
    ],
    composition: ['Indigo (leuco form) in aqueous alkaline solution'],
    endUse: 'Rope and slasher dyeing of denim warp yarns.',
    background:
      'Supplied to denim mills in Bangladesh, with on-site technical support from our team for mills switching from powder indigo to pre-reduced dyeing.',
    image: square({ kind: 'dishes', liquid: true, colours: [PALETTE.indigo, '#2e4a8a', '#1e2c5c', '#33488a'] }, 2404),
    translations: {
      zh: {
        title: '预还原液体靛蓝 40%',
        desc: '用于牛仔布束状染色和片状染色的预还原靛蓝溶液。由于染料到厂时已经还原，工厂可大幅减少保险粉（连二亚硫酸钠）用量，降低废水含盐量，色光也更稳定。',
        feature: ['40% 靛蓝，已预还原', '保险粉消耗更低', '缸与缸之间色光稳定', '1,000 公斤 IBC 吨桶供货'],
        composition: ['靛蓝（隐色体）碱性水溶液'],
        endUse: '牛仔布经纱的束状染色和片状染色。',
        background: '供应孟加拉国的牛仔布厂；对于从粉状靛蓝改用预还原染色的工厂，我们的团队提供现场技术支持。',
      },
    },
  },
  {
    title: 'Silicone Softeners & Finishing Auxiliaries',
    category: 'dyes',
    desc: 'Hydrophilic and macro-emulsion silicone softeners together with levelling agents, sequestrants and fixers for knit and woven dyeing and finishing. Recipes are matched to your hand-feel standard and checked for shade change.',
    feature: [
      'Hydrophilic and macro silicones',
      'Levelling agents and sequestrants',
      'APEO-free formulations',
      'Trial quantities available',
    ],
    composition: ['Amino-functional silicone emulsion', 'Non-ionic surfactants'],
    endUse: 'Finishing of cotton, polyester and blended knit and woven fabrics.',
    background:
      'Formulated by auxiliary producers in Bangladesh and India with ZDHC-listed products for brand-compliant factories.',
    image: square({ kind: 'dishes', liquid: true, colours: ['#efe9dc', '#dfe6e4', '#f3e7c6', '#e8e3f0'] }, 2405),
    translations: {
      zh: {
        title: '有机硅柔软剂及整理助剂',
        desc: '亲水型及大分子乳液型有机硅柔软剂，配套匀染剂、螯合剂和固色剂，用于针织和梭织物的染色与整理。处方按您的手感标准调配，并检查对色光的影响。',
        feature: ['亲水硅油及大分子硅油', '匀染剂和螯合剂', '不含 APEO 的配方', '可提供试用量'],
        composition: ['氨基改性有机硅乳液', '非离子表面活性剂'],
        endUse: '棉、涤纶及混纺针织和梭织面料的后整理。',
        background: '由孟加拉国和印度的助剂生产商配制，为符合品牌要求的工厂提供列入 ZDHC 清单的产品。',
      },
    },
  },
];
