/**
 * Structured specifications for the seeded catalogue, keyed by each product's exact title in content/products/.
 *
 * The values are plausible trade figures taken from, or consistent with, each product's own description,
 * features and composition, so a buyer comparing the spec table with the copy never sees a contradiction.
 * HS codes are the six-digit international subheadings, which hold for every destination market. Each row's
 * `zh` is its label and value as a Chinese buyer reads them: units, counts and codes as they are.
 */

import type { ProductCreate } from '@texbridge/shared/resources/products';

type SpecRow = NonNullable<ProductCreate['specs']>[number];
/** A row's words in Chinese: its label and value (its unit is not translated). */
type SpecRowInChinese = Pick<SpecRow, 'label' | 'value'>;

/** The specification's fields of a product, as the add call takes them. */
type ProductSpecs = Pick<
  ProductCreate,
  'moq' | 'leadTimeDays' | 'origin' | 'certifications' | 'sampleAvailable' | 'hsCode' | 'fibres' | 'specs'
>;

/** As written below: each specification row with its Chinese beside it (`zh`). */
type WrittenSpecs = Omit<ProductSpecs, 'specs'> & { specs: (SpecRow & { zh: SpecRowInChinese })[] };

const SPECIFICATIONS: Record<string, WrittenSpecs> = {
  // Fibres
  'BCI Cotton Lint, Shankar-6': {
    moq: { value: 20, unit: 't' },
    leadTimeDays: 45,
    origin: 'IN',
    certifications: ['BCI'],
    sampleAvailable: true,
    hsCode: '520100',
    fibres: [{ fibre: 'cotton', percent: 100 }],
    specs: [
      { label: 'Variety', value: 'Shankar-6, machine-ginned', zh: { label: '品种', value: 'Shankar-6，机轧' } },
      { label: 'Staple length', value: '29–30', unit: 'mm', zh: { label: '纤维长度', value: '29–30' } },
      { label: 'Micronaire', value: '3.8–4.5', zh: { label: '马克隆值', value: '3.8–4.5' } },
      { label: 'Strength', value: '29', unit: 'g/tex', zh: { label: '断裂比强度', value: '29' } },
      { label: 'Testing', value: 'HVI report with every lot', zh: { label: '检测', value: '每批附 HVI 报告' } },
      { label: 'Bale weight', value: '170', unit: 'kg', zh: { label: '包重', value: '170' } },
    ],
  },
  'West African Raw Cotton, Middling 1-1/8"': {
    moq: { value: 25, unit: 't' },
    leadTimeDays: 75,
    origin: 'ML',
    certifications: [],
    sampleAvailable: true,
    hsCode: '520100',
    fibres: [{ fibre: 'cotton', percent: 100 }],
    specs: [
      {
        label: 'Grade',
        value: 'Middling, hand-picked, low trash',
        zh: { label: '品级', value: 'Middling（中级），手摘，杂质少' },
      },
      {
        label: 'Staple length',
        value: '1-1/8 to 1-5/32',
        unit: 'in',
        zh: { label: '纤维长度', value: '1-1/8 至 1-5/32' },
      },
      { label: 'Micronaire', value: '3.7–4.6', zh: { label: '马克隆值', value: '3.7–4.6' } },
      { label: 'Strength', value: '28–30', unit: 'g/tex', zh: { label: '断裂比强度', value: '28–30' } },
      { label: 'Testing', value: 'HVI-tested before shipment', zh: { label: '检测', value: '装运前经 HVI 检测' } },
      { label: 'Port of loading', value: 'Abidjan or Cotonou', zh: { label: '装运港', value: '阿比让或科托努' } },
      { label: 'Weight terms', value: 'Landed weight', zh: { label: '计重条款', value: '到岸重量' } },
    ],
  },
  'Recycled Polyester Staple Fibre 1.4D × 38 mm': {
    moq: { value: 20, unit: 't' },
    leadTimeDays: 35,
    origin: 'VN',
    certifications: ['GRS', 'OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '550320',
    fibres: [{ fibre: 'recycled-polyester', percent: 100 }],
    specs: [
      { label: 'Denier', value: '1.4', unit: 'D', zh: { label: '纤度', value: '1.4' } },
      { label: 'Staple length', value: '38', unit: 'mm', zh: { label: '切断长度', value: '38' } },
      { label: 'Strength', value: '≥ 5.5', unit: 'cN/dtex', zh: { label: '断裂强度', value: '≥ 5.5' } },
      { label: 'Lustre', value: 'Semi-dull', zh: { label: '光泽', value: '半消光' } },
      { label: 'Colour', value: 'Raw white', zh: { label: '颜色', value: '本白' } },
      { label: 'Feedstock', value: 'Post-consumer PET bottle flake', zh: { label: '原料', value: '消费后 PET 瓶片' } },
      {
        label: 'Traceability',
        value: 'GRS transaction certificate per shipment',
        zh: { label: '可追溯性', value: '每票货附 GRS 交易证书' },
      },
    ],
  },
  'Viscose Staple Fibre 1.2D × 38 mm': {
    moq: { value: 20, unit: 't' },
    leadTimeDays: 40,
    origin: 'ID',
    certifications: ['OEKO-TEX Standard 100', 'FSC'],
    sampleAvailable: true,
    hsCode: '550410',
    fibres: [{ fibre: 'viscose', percent: 100 }],
    specs: [
      { label: 'Denier', value: '1.2', unit: 'D', zh: { label: '纤度', value: '1.2' } },
      { label: 'Staple length', value: '38', unit: 'mm', zh: { label: '切断长度', value: '38' } },
      { label: 'Strength (dry)', value: '≥ 2.4', unit: 'cN/dtex', zh: { label: '干断裂强度', value: '≥ 2.4' } },
      { label: 'Lustre', value: 'Bright', zh: { label: '光泽', value: '有光' } },
      { label: 'Whiteness', value: 'Consistent from lot to lot', zh: { label: '白度', value: '批间一致' } },
      {
        label: 'Pulp sourcing',
        value: 'Documentation on request',
        zh: { label: '浆粕来源', value: '可应要求提供文件' },
      },
    ],
  },
  'Tossa Jute Fibre, Grade BTD': {
    moq: { value: 15, unit: 't' },
    leadTimeDays: 30,
    origin: 'BD',
    certifications: [],
    sampleAvailable: true,
    hsCode: '530310',
    fibres: [{ fibre: 'jute', percent: 100 }],
    specs: [
      { label: 'Grade', value: 'BTD (Bangladesh standard)', zh: { label: '品级', value: 'BTD（孟加拉国标准）' } },
      {
        label: 'Type',
        value: 'Tossa (Corchorus olitorius)',
        zh: { label: '品种', value: '长果种黄麻（Corchorus olitorius）' },
      },
      { label: 'Colour', value: 'Golden, good lustre', zh: { label: '颜色', value: '金黄色，光泽好' } },
      { label: 'Moisture', value: '≤ 18', unit: '%', zh: { label: '回潮率', value: '≤ 18' } },
      { label: 'Root content', value: 'Cut to specification', zh: { label: '麻根', value: '按规格切除' } },
      {
        label: 'Bale weight (hydraulic press)',
        value: '180',
        unit: 'kg',
        zh: { label: '包重（液压打包）', value: '180' },
      },
      { label: 'Growing area', value: 'Faridpur and Jashore', zh: { label: '产区', value: '法里德布尔和杰索尔' } },
    ],
  },

  // Yarn
  'Combed Cotton Yarn Ne 30/1': {
    moq: { value: 2000, unit: 'kg' },
    leadTimeDays: 21,
    origin: 'BD',
    certifications: ['OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '520523',
    fibres: [{ fibre: 'cotton', percent: 100 }],
    specs: [
      { label: 'Count', value: 'Ne 30/1 ± 1.5%', zh: { label: '支数', value: 'Ne 30/1 ± 1.5%' } },
      { label: 'Ply', value: 'Single', zh: { label: '股数', value: '单股' } },
      {
        label: 'Spinning system',
        value: 'Ring-spun, combed (compact available)',
        zh: { label: '纺纱工艺', value: '环锭纺，精梳（可选紧密纺）' },
      },
      { label: 'Twist', value: 'Z, knitting twist', zh: { label: '捻度', value: 'Z 捻，针织捻度' } },
      { label: 'CVm', value: '≤ 11', unit: '%', zh: { label: '条干 CVm', value: '≤ 11' } },
      { label: 'Finish', value: 'Waxed for knitting', zh: { label: '后处理', value: '针织上蜡' } },
      {
        label: 'Packing',
        value: '1.89 kg cones, 24 cones per carton',
        zh: { label: '包装', value: '每筒 1.89 公斤，每箱 24 筒' },
      },
    ],
  },
  'Carded Cotton Yarn Ne 20/1 for Knitting': {
    moq: { value: 5000, unit: 'kg' },
    leadTimeDays: 21,
    origin: 'BD',
    certifications: ['OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '520512',
    fibres: [{ fibre: 'cotton', percent: 100 }],
    specs: [
      { label: 'Count', value: 'Ne 20/1', zh: { label: '支数', value: 'Ne 20/1' } },
      { label: 'Ply', value: 'Single', zh: { label: '股数', value: '单股' } },
      { label: 'Spinning system', value: 'Ring-spun, carded', zh: { label: '纺纱工艺', value: '环锭纺，普梳' } },
      { label: 'Twist', value: 'Z, knitting twist', zh: { label: '捻度', value: 'Z 捻，针织捻度' } },
      { label: 'RKM', value: '≥ 14', zh: { label: '单纱强力 RKM', value: '≥ 14' } },
      { label: 'Colour', value: 'Raw white, ready for dyeing', zh: { label: '颜色', value: '本白，可直接染色' } },
      { label: 'Knitting', value: 'Tubular and open-width', zh: { label: '针织方式', value: '圆筒及开幅' } },
    ],
  },
  'CVC Yarn Ne 26/1, 60% Cotton / 40% Polyester': {
    moq: { value: 3000, unit: 'kg' },
    leadTimeDays: 30,
    origin: 'BD',
    certifications: ['OEKO-TEX Standard 100', 'GRS'],
    sampleAvailable: true,
    hsCode: '520623',
    fibres: [
      { fibre: 'cotton', percent: 60 },
      { fibre: 'polyester', percent: 40 },
    ],
    specs: [
      { label: 'Count', value: 'Ne 26/1', zh: { label: '支数', value: 'Ne 26/1' } },
      { label: 'Ply', value: 'Single', zh: { label: '股数', value: '单股' } },
      {
        label: 'Spinning system',
        value: 'Ring-spun, combed cotton, intimate blend',
        zh: { label: '纺纱工艺', value: '环锭纺，精梳棉，纤维均匀混合' },
      },
      { label: 'Twist', value: 'Z, knitting twist', zh: { label: '捻度', value: 'Z 捻，针织捻度' } },
      {
        label: 'Polyester',
        value: 'Virgin, or recycled with GRS transaction certificate',
        zh: { label: '涤纶', value: '原生涤纶，或附 GRS 交易证书的再生涤纶' },
      },
      { label: 'Shrinkage', value: 'Low after washing', zh: { label: '缩水率', value: '洗后缩水率低' } },
    ],
  },
  'Polyester DTY 150D/48F, Semi-Dull': {
    moq: { value: 5000, unit: 'kg' },
    leadTimeDays: 35,
    origin: 'CN',
    certifications: ['OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '540233',
    fibres: [{ fibre: 'polyester', percent: 100 }],
    specs: [
      { label: 'Count', value: '150D/48F', zh: { label: '规格', value: '150D/48F' } },
      {
        label: 'Spinning system',
        value: 'Draw-textured filament (DTY)',
        zh: { label: '纺丝工艺', value: '拉伸变形丝（DTY）' },
      },
      {
        label: 'Intermingling',
        value: 'Non-intermingled or SIM',
        zh: { label: '网络', value: '无网络或轻网络（SIM）' },
      },
      { label: 'Lustre', value: 'Semi-dull', zh: { label: '光泽', value: '半消光' } },
      { label: 'Colour', value: 'Raw white or dope-dyed black', zh: { label: '颜色', value: '本白或原液着色黑' } },
      { label: 'Grade', value: 'AA', zh: { label: '等级', value: 'AA' } },
      { label: 'Packing', value: 'Paper tubes', zh: { label: '包装', value: '纸管' } },
    ],
  },
  'Grey Melange Yarn Ne 30/1': {
    moq: { value: 1500, unit: 'kg' },
    leadTimeDays: 30,
    origin: 'BD',
    certifications: ['OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '520523',
    fibres: [
      { fibre: 'cotton', percent: 85 },
      { fibre: 'viscose', percent: 15 },
    ],
    specs: [
      { label: 'Count', value: 'Ne 30/1', zh: { label: '支数', value: 'Ne 30/1' } },
      { label: 'Ply', value: 'Single', zh: { label: '股数', value: '单股' } },
      {
        label: 'Spinning system',
        value: 'Ring-spun, combed (compact available)',
        zh: { label: '纺纱工艺', value: '环锭纺，精梳（可选紧密纺）' },
      },
      { label: 'Twist', value: 'Z, knitting twist', zh: { label: '捻度', value: 'Z 捻，针织捻度' } },
      {
        label: 'Dyeing',
        value: 'Fibre-dyed black viscose blended with raw white cotton',
        zh: { label: '染色', value: '散纤维染黑的粘胶与本白棉混纺' },
      },
      { label: 'Shades', value: 'Light grey to anthracite', zh: { label: '色泽', value: '浅灰至深炭灰' } },
      {
        label: 'Shade control',
        value: 'Every lot approved against a stored shade band',
        zh: { label: '颜色控制', value: '每批对照留存的标准色卡确认' },
      },
    ],
  },

  // Fabrics
  'Single Jersey 160 GSM': {
    moq: { value: 3000, unit: 'm' },
    leadTimeDays: 21,
    origin: 'BD',
    certifications: ['OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '600622',
    fibres: [{ fibre: 'cotton', percent: 100 }],
    specs: [
      { label: 'GSM', value: '160 ± 5%', unit: 'g/m²', zh: { label: '克重', value: '160 ± 5%' } },
      {
        label: 'Width',
        value: '72 (open) or 36 (tubular)',
        unit: 'in',
        zh: { label: '门幅', value: '72（开幅）或 36（圆筒）' },
      },
      { label: 'Construction', value: 'Combed cotton Ne 30/1', zh: { label: '织物规格', value: '精梳棉 Ne 30/1' } },
      { label: 'Weave/knit', value: 'Single jersey', zh: { label: '组织', value: '单面汗布（纬平针）' } },
      { label: 'Finish', value: 'Reactive dyed, compacted', zh: { label: '后整理', value: '活性染色，预缩' } },
      { label: 'Shrinkage', value: '≤ 5', unit: '%', zh: { label: '缩水率', value: '≤ 5' } },
      { label: 'Fastness', value: 'Grade 4 to washing', zh: { label: '色牢度', value: '耐水洗 4 级' } },
      {
        label: 'Colours',
        value: 'Ready-for-dye white, solids and yarn-dyed stripes',
        zh: { label: '颜色', value: '待染白坯、素色及色织条纹' },
      },
    ],
  },
  '1x1 Rib, 95% Cotton / 5% Elastane': {
    moq: { value: 1000, unit: 'm' },
    leadTimeDays: 21,
    origin: 'BD',
    certifications: ['OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '600410',
    fibres: [
      { fibre: 'cotton', percent: 95 },
      { fibre: 'elastane', percent: 5 },
    ],
    specs: [
      { label: 'GSM', value: '220', unit: 'g/m²', zh: { label: '克重', value: '220' } },
      { label: 'Width', value: '62 (open)', unit: 'in', zh: { label: '门幅', value: '62（开幅）' } },
      {
        label: 'Construction',
        value: 'Combed cotton Ne 30/1 with bare elastane',
        zh: { label: '织物规格', value: '精梳棉 Ne 30/1 交织裸氨纶' },
      },
      { label: 'Weave/knit', value: '1x1 rib', zh: { label: '组织', value: '1x1 罗纹' } },
      {
        label: 'Finish',
        value: 'Heat-set, dyed in the same batch as body fabric',
        zh: { label: '后整理', value: '热定型，与大身面料同缸染色' },
      },
      {
        label: 'Stretch',
        value: 'Good width-wise stretch and recovery',
        zh: { label: '弹性', value: '横向弹性及回复性好' },
      },
    ],
  },
  'Denim 12 oz, 3/1 RHT, Indigo': {
    moq: { value: 5000, unit: 'yd' },
    leadTimeDays: 45,
    origin: 'BD',
    certifications: ['OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '520942',
    fibres: [{ fibre: 'cotton', percent: 100 }],
    specs: [
      { label: 'Weight before wash', value: '12', unit: 'oz/yd²', zh: { label: '洗前重量', value: '12' } },
      { label: 'GSM', value: '407', unit: 'g/m²', zh: { label: '克重', value: '407' } },
      { label: 'Width', value: '58/60', unit: 'in', zh: { label: '门幅', value: '58/60' } },
      {
        label: 'Construction',
        value: 'Ring-spun rope-dyed indigo warp, ecru weft',
        zh: { label: '织物规格', value: '环锭纺束状染色靛蓝经纱，本色纬纱' },
      },
      { label: 'Weave/knit', value: '3/1 right-hand twill', zh: { label: '组织', value: '3/1 右斜纹' } },
      { label: 'Finish', value: 'Sanforised, skew controlled', zh: { label: '后整理', value: '机械预缩，扭度受控' } },
      {
        label: 'Testing',
        value: 'Shrinkage, skew and wash-down results per lot',
        zh: { label: '检测', value: '每批提供缩水率、扭度及洗水效果结果' },
      },
    ],
  },
  'Yarn-Dyed Brushed Flannel Check': {
    moq: { value: 1500, unit: 'm' },
    leadTimeDays: 50,
    origin: 'BD',
    certifications: ['OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '520843',
    fibres: [{ fibre: 'cotton', percent: 100 }],
    specs: [
      { label: 'GSM', value: '160 (after brushing)', unit: 'g/m²', zh: { label: '克重', value: '160（磨毛后）' } },
      { label: 'Width', value: '57/58', unit: 'in', zh: { label: '门幅', value: '57/58' } },
      { label: 'Construction', value: 'Yarn-dyed warp and weft', zh: { label: '织物规格', value: '色织经纬纱' } },
      { label: 'Weave/knit', value: '2/2 twill, rapier woven', zh: { label: '组织', value: '2/2 斜纹，剑杆织造' } },
      { label: 'Finish', value: 'Double-side brushed', zh: { label: '后整理', value: '双面磨毛' } },
      {
        label: 'Pattern',
        value: 'Tartan-inspired checks; custom checks from 1,500 m per colourway',
        zh: { label: '花型', value: '苏格兰风格格子；定制格型每个配色 1,500 米起订' },
      },
    ],
  },
  'Cotton Twill 2/1, 20×16 / 128×60': {
    moq: { value: 2000, unit: 'm' },
    leadTimeDays: 35,
    origin: 'BD',
    certifications: ['OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '520932',
    fibres: [{ fibre: 'cotton', percent: 100 }],
    specs: [
      { label: 'GSM', value: '230', unit: 'g/m²', zh: { label: '克重', value: '230' } },
      { label: 'Width', value: '57/58', unit: 'in', zh: { label: '门幅', value: '57/58' } },
      {
        label: 'Construction',
        value: '20s × 16s / 128 × 60',
        zh: { label: '织物规格', value: '20s × 16s / 128 × 60' },
      },
      { label: 'Weave/knit', value: '2/1 twill', zh: { label: '组织', value: '2/1 斜纹' } },
      { label: 'Finish', value: 'Peach or plain', zh: { label: '后整理', value: '桃皮绒或常规' } },
      { label: 'Dyeing', value: 'Piece dyed, 40+ stock shades', zh: { label: '染色', value: '匹染，40 多个现货色' } },
    ],
  },
  'Herringbone Suiting, Poly-Viscose': {
    moq: { value: 3000, unit: 'm' },
    leadTimeDays: 45,
    origin: 'CN',
    certifications: ['OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '551511',
    fibres: [
      { fibre: 'polyester', percent: 65 },
      { fibre: 'viscose', percent: 35 },
    ],
    specs: [
      { label: 'GSM', value: '260', unit: 'g/m²', zh: { label: '克重', value: '260' } },
      { label: 'Width', value: '58/60', unit: 'in', zh: { label: '门幅', value: '58/60' } },
      { label: 'Construction', value: 'Spun poly-viscose yarns', zh: { label: '织物规格', value: '涤粘混纺短纤纱' } },
      { label: 'Weave/knit', value: 'Herringbone twill', zh: { label: '组织', value: '人字斜纹' } },
      { label: 'Finish', value: 'Crease resistant', zh: { label: '后整理', value: '抗皱' } },
      { label: 'Stretch', value: 'Light mechanical stretch', zh: { label: '弹性', value: '轻微机械弹' } },
    ],
  },
  'Oxford Shirting 40s × 24s': {
    moq: { value: 2000, unit: 'm' },
    leadTimeDays: 40,
    origin: 'BD',
    certifications: ['OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '520849',
    fibres: [{ fibre: 'cotton', percent: 100 }],
    specs: [
      { label: 'GSM', value: '120', unit: 'g/m²', zh: { label: '克重', value: '120' } },
      { label: 'Width', value: '57/58', unit: 'in', zh: { label: '门幅', value: '57/58' } },
      {
        label: 'Construction',
        value: '40s paired warp × 24s weft',
        zh: { label: '织物规格', value: '40s 双经 × 24s 纬' },
      },
      { label: 'Weave/knit', value: 'Oxford (basket)', zh: { label: '组织', value: '牛津纺（方平）' } },
      {
        label: 'Colour',
        value: 'Coloured warp, white weft (colour-woven, not printed)',
        zh: { label: '颜色', value: '色经白纬（色织，非印花）' },
      },
      { label: 'Finish', value: 'Easy-care available', zh: { label: '后整理', value: '可做免烫整理' } },
    ],
  },

  // Dyes and chemicals
  'Reactive Dyes – Vinyl Sulphone Range': {
    moq: { value: 100, unit: 'kg' },
    leadTimeDays: 14,
    origin: 'IN',
    certifications: ['ZDHC'],
    sampleAvailable: true,
    hsCode: '320416',
    specs: [
      {
        label: 'Class',
        value: 'Reactive, vinyl sulphone and bifunctional',
        zh: { label: '类别', value: '活性染料，乙烯砜型及双活性基' },
      },
      { label: 'Form', value: 'Powder', zh: { label: '剂型', value: '粉状' } },
      {
        label: 'Fastness',
        value: 'Washing 4–5, light 4–5 at standard depth',
        zh: { label: '色牢度', value: '标准深度下耐洗 4–5 级，耐光 4–5 级' },
      },
      { label: 'Application', value: 'Exhaust and cold pad-batch', zh: { label: '染色工艺', value: '浸染及冷轧堆' } },
      { label: 'Substrates', value: 'Cotton and viscose', zh: { label: '适用纤维', value: '棉及粘胶' } },
      {
        label: 'Shade range',
        value: 'Full gamut, pastel to black',
        zh: { label: '色谱', value: '全色谱，浅色至黑色' },
      },
      { label: 'Compliance', value: 'ZDHC MRSL conformant', zh: { label: '合规', value: '符合 ZDHC MRSL' } },
    ],
  },
  'Disperse Dyes for Polyester, High-Energy Range': {
    moq: { value: 100, unit: 'kg' },
    leadTimeDays: 21,
    origin: 'CN',
    certifications: ['ZDHC'],
    sampleAvailable: true,
    hsCode: '320411',
    specs: [
      { label: 'Class', value: 'Disperse, high-energy', zh: { label: '类别', value: '分散染料，高温型' } },
      { label: 'Form', value: 'Low-dust granules', zh: { label: '剂型', value: '低尘颗粒' } },
      { label: 'Fastness', value: 'Sublimation 4–5', zh: { label: '色牢度', value: '升华牢度 4–5 级' } },
      {
        label: 'Dyeing temperature (HT exhaust)',
        value: '130',
        unit: '°C',
        zh: { label: '染色温度（高温高压浸染）', value: '130' },
      },
      {
        label: 'After-treatment',
        value: 'Compatible with reduction clearing',
        zh: { label: '后处理', value: '可进行还原清洗' },
      },
      { label: 'Substrates', value: 'Polyester and its blends', zh: { label: '适用纤维', value: '涤纶及其混纺' } },
    ],
  },
  'Sulphur Black BR, 200%': {
    moq: { value: 1000, unit: 'kg' },
    leadTimeDays: 10,
    origin: 'CN',
    certifications: ['ZDHC'],
    sampleAvailable: true,
    hsCode: '320419',
    specs: [
      {
        label: 'Class',
        value: 'Sulphur (C.I. Sulphur Black 1)',
        zh: { label: '类别', value: '硫化染料（C.I. 硫化黑 1）' },
      },
      { label: 'Form', value: 'Free-flowing powder', zh: { label: '剂型', value: '流动性好的粉状' } },
      { label: 'Fastness', value: 'Good wash fastness', zh: { label: '色牢度', value: '耐洗牢度好' } },
      { label: 'Strength', value: '200', unit: '%', zh: { label: '力份', value: '200' } },
      { label: 'Shade', value: 'Deep, neutral black', zh: { label: '色光', value: '深黑，色光中性' } },
      { label: 'Packing', value: '25 kg bags', zh: { label: '包装', value: '25 公斤袋装' } },
    ],
  },
  'Pre-Reduced Liquid Indigo 40%': {
    moq: { value: 1000, unit: 'kg' },
    leadTimeDays: 21,
    origin: 'CN',
    certifications: ['ZDHC'],
    sampleAvailable: true,
    hsCode: '320415',
    specs: [
      {
        label: 'Class',
        value: 'Vat (C.I. Vat Blue 1), pre-reduced',
        zh: { label: '类别', value: '还原染料（C.I. 还原蓝 1），预还原' },
      },
      { label: 'Form', value: 'Liquid, aqueous alkaline solution', zh: { label: '剂型', value: '液体，碱性水溶液' } },
      {
        label: 'Fastness',
        value: 'Stable shade from rope to rope',
        zh: { label: '色牢度', value: '缸与缸之间色光稳定' },
      },
      { label: 'Indigo content', value: '40', unit: '%', zh: { label: '靛蓝含量', value: '40' } },
      {
        label: 'Application',
        value: 'Rope and slasher dyeing of denim warp',
        zh: { label: '染色工艺', value: '牛仔布经纱束状染色及片状染色' },
      },
      { label: 'Packing', value: '1,000 kg IBC tanks', zh: { label: '包装', value: '1,000 公斤 IBC 吨桶' } },
    ],
  },
  'Silicone Softeners & Finishing Auxiliaries': {
    moq: { value: 200, unit: 'kg' },
    leadTimeDays: 10,
    origin: 'BD',
    certifications: ['ZDHC'],
    sampleAvailable: true,
    hsCode: '380991',
    specs: [
      {
        label: 'Class',
        value: 'Silicone softeners and finishing auxiliaries',
        zh: { label: '类别', value: '有机硅柔软剂及整理助剂' },
      },
      { label: 'Form', value: 'Liquid emulsion', zh: { label: '剂型', value: '液体乳液' } },
      { label: 'Ionicity', value: 'Weakly cationic to non-ionic', zh: { label: '离子性', value: '弱阳离子至非离子' } },
      {
        label: 'Range',
        value: 'Hydrophilic and macro silicones, levelling agents, sequestrants, fixers',
        zh: { label: '产品范围', value: '亲水硅油及大分子硅油、匀染剂、螯合剂、固色剂' },
      },
      {
        label: 'Compliance',
        value: 'APEO-free, ZDHC-listed',
        zh: { label: '合规', value: '不含 APEO，列入 ZDHC 清单' },
      },
      {
        label: 'Recipe check',
        value: 'Matched to hand-feel standard and checked for shade change',
        zh: { label: '处方确认', value: '按手感标准调配，并检查色光变化' },
      },
    ],
  },

  // Garments
  "Men's Polo Shirt, Pique": {
    moq: { value: 3000, unit: 'pcs' },
    leadTimeDays: 75,
    origin: 'BD',
    certifications: ['BSCI', 'WRAP', 'OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '610510',
    fibres: [{ fibre: 'cotton', percent: 100 }],
    specs: [
      { label: 'Fabric', value: '220 g/m² cotton pique', zh: { label: '面料', value: '220 g/m² 纯棉珠地布' } },
      { label: 'Size range', value: 'S–3XL', zh: { label: '尺码范围', value: 'S–3XL' } },
      {
        label: 'Decoration',
        value: 'Embroidery and printing in-house',
        zh: { label: '装饰工艺', value: '厂内绣花及印花' },
      },
      { label: 'Collar and cuffs', value: 'Flat-knit', zh: { label: '领子及袖口', value: '横机' } },
      { label: 'Placket', value: 'Two-button', zh: { label: '门襟', value: '两粒扣' } },
      { label: 'MOQ basis', value: 'Per style and colour', zh: { label: '起订量计算', value: '按每款每色' } },
    ],
  },
  'Basic Crew Neck T-Shirt, 160 GSM': {
    moq: { value: 5000, unit: 'pcs' },
    leadTimeDays: 60,
    origin: 'BD',
    certifications: ['BSCI', 'WRAP', 'OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '610910',
    fibres: [{ fibre: 'cotton', percent: 100 }],
    specs: [
      {
        label: 'Fabric',
        value: '160 g/m² combed cotton single jersey',
        zh: { label: '面料', value: '160 g/m² 精梳棉单面汗布' },
      },
      { label: 'Size range', value: 'S–3XL', zh: { label: '尺码范围', value: 'S–3XL' } },
      {
        label: 'Decoration',
        value: 'Screen print or embroidery on request',
        zh: { label: '装饰工艺', value: '可按要求丝网印花或绣花' },
      },
      { label: 'Neckband', value: '1x1 rib', zh: { label: '领口', value: '1x1 罗纹' } },
      { label: 'Hems', value: 'Double-needle', zh: { label: '下摆', value: '双针' } },
      { label: 'Fit', value: 'Straight cut', zh: { label: '版型', value: '直身' } },
    ],
  },
  "Men's Five-Pocket Denim Jeans": {
    moq: { value: 2000, unit: 'pcs' },
    leadTimeDays: 90,
    origin: 'BD',
    certifications: ['BSCI', 'SMETA', 'WRAP'],
    sampleAvailable: true,
    hsCode: '620342',
    fibres: [{ fibre: 'cotton', percent: 100 }],
    specs: [
      {
        label: 'Fabric',
        value: '12 oz/yd² ring-spun indigo denim',
        zh: { label: '面料', value: '12 oz/yd² 环锭纺靛蓝牛仔布' },
      },
      {
        label: 'Size range',
        value: 'Waist 28–40 in, inseam 30–34 in',
        zh: { label: '尺码范围', value: '腰围 28–40 英寸，内长 30–34 英寸' },
      },
      {
        label: 'Decoration',
        value: 'Stone, enzyme and laser washes',
        zh: { label: '装饰工艺', value: '石磨、酵素洗及激光处理' },
      },
      { label: 'Fit', value: 'Slim, straight or relaxed', zh: { label: '版型', value: '修身、直筒或宽松' } },
      { label: 'Hardware', value: 'Metal shank button and rivets', zh: { label: '五金', value: '金属工字扣及铆钉' } },
      {
        label: 'Stretch option',
        value: '99% cotton / 1% elastane for stretch fits',
        zh: { label: '弹力选项', value: '弹力款为 99% 棉 / 1% 氨纶' },
      },
    ],
  },
  'Brushed Fleece Sweatshirt, 280 GSM': {
    moq: { value: 2000, unit: 'pcs' },
    leadTimeDays: 75,
    origin: 'BD',
    certifications: ['BSCI', 'WRAP', 'OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '611020',
    fibres: [
      { fibre: 'cotton', percent: 80 },
      { fibre: 'polyester', percent: 20 },
    ],
    specs: [
      {
        label: 'Fabric',
        value: '280 g/m² three-thread fleece, brushed inside',
        zh: { label: '面料', value: '280 g/m² 三线卫衣布，内里磨毛' },
      },
      { label: 'Size range', value: 'S–3XL', zh: { label: '尺码范围', value: 'S–3XL' } },
      { label: 'Decoration', value: 'Screen print and embroidery', zh: { label: '装饰工艺', value: '丝网印花及绣花' } },
      { label: 'Trims', value: 'Rib neck, cuffs and hem', zh: { label: '罗纹部位', value: '领口、袖口及下摆' } },
      { label: 'Colours', value: 'Grey melange and solids', zh: { label: '颜色', value: '麻灰及素色' } },
    ],
  },
  'Yarn-Dyed Check Shirt, Long Sleeve': {
    moq: { value: 2000, unit: 'pcs' },
    leadTimeDays: 90,
    origin: 'BD',
    certifications: ['BSCI', 'SMETA'],
    sampleAvailable: true,
    hsCode: '620520',
    fibres: [{ fibre: 'cotton', percent: 100 }],
    specs: [
      {
        label: 'Fabric',
        value: '160 g/m² yarn-dyed brushed cotton flannel check',
        zh: { label: '面料', value: '160 g/m² 色织磨毛纯棉法兰绒格子布' },
      },
      { label: 'Size range', value: 'S–XXL', zh: { label: '尺码范围', value: 'S–XXL' } },
      {
        label: 'Decoration',
        value: 'Checks matched at front and pocket',
        zh: { label: '装饰工艺', value: '前片与口袋对格' },
      },
      { label: 'Collar', value: 'Button-down or classic', zh: { label: '领型', value: '纽扣领或常规领' } },
      { label: 'Pocket', value: 'Single chest pocket', zh: { label: '口袋', value: '单胸袋' } },
      { label: 'Finish', value: 'Garment washed for softness', zh: { label: '后整理', value: '成衣水洗，手感柔软' } },
    ],
  },

  // Other
  'Garment Trims – Buttons, Labels & Tapes': {
    moq: { value: 5000, unit: 'pcs' },
    leadTimeDays: 21,
    origin: 'BD',
    certifications: ['OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '960621',
    specs: [
      {
        label: 'Buttons',
        value: 'Polyester, corozo and metal',
        zh: { label: '纽扣', value: '树脂、果实（corozo）及金属' },
      },
      { label: 'Labels', value: 'Woven and printed', zh: { label: '商标', value: '织唛及印唛' } },
      { label: 'Tapes', value: 'Twill tapes and drawcords', zh: { label: '织带', value: '人字带及抽绳' } },
      { label: 'Colour matching', value: 'Matched to fabric lab dips', zh: { label: '配色', value: '按面料色样配色' } },
      {
        label: 'HS by item',
        value: 'Plastic buttons 9606.21 (the code listed); metal 9606.22, corozo 9606.29; labels 5807; tapes 5806',
        zh: {
          label: '分项 HS 编码',
          value: '塑料纽扣 9606.21（即所列编码）；金属纽扣 9606.22，果实扣 9606.29；商标 5807；织带 5806',
        },
      },
      {
        label: 'Delivery',
        value: 'Consolidated with fabric to the garment factory',
        zh: { label: '交货', value: '与面料拼单送至服装厂' },
      },
    ],
  },
  'Spun Polyester Sewing Thread 40/2': {
    moq: { value: 100, unit: 'pcs' },
    leadTimeDays: 7,
    origin: 'BD',
    certifications: ['OEKO-TEX Standard 100'],
    sampleAvailable: true,
    hsCode: '550810',
    fibres: [{ fibre: 'polyester', percent: 100 }],
    specs: [
      { label: 'Count', value: '40/2 (Tkt 120)', zh: { label: '支数', value: '40/2（Tkt 120）' } },
      { label: 'Ply', value: '2', zh: { label: '股数', value: '2' } },
      {
        label: 'Spinning system',
        value: 'Spun polyester, ring-spun',
        zh: { label: '纺纱工艺', value: '涤纶短纤，环锭纺' },
      },
      {
        label: 'Finish',
        value: 'Lubricated for high-speed lockstitch and overlock',
        zh: { label: '后处理', value: '上油处理，适合高速平缝及包缝' },
      },
      { label: 'Put-up', value: '5,000 m cones', zh: { label: '卷装', value: '5,000 米宝塔线' } },
      {
        label: 'Shades',
        value: 'Over 800 stock shades, or matched to fabric',
        zh: { label: '颜色', value: '800 多种现货颜色，或按面料配色' },
      },
      {
        label: 'Delivery',
        value: 'Stock shades in 3 working days; custom matches in about a week',
        zh: { label: '交期', value: '现货色 3 个工作日；定制配色约一周' },
      },
    ],
  },
};

const byTitle = <T>(pick: (specs: WrittenSpecs) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(SPECIFICATIONS).map(([title, specs]) => [title, pick(specs)]));

/** Each seeded product's specification, by its exact title in content/products/. */
export const PRODUCT_SPECS = byTitle<ProductSpecs>(({ specs, ...sourcing }) => ({
  ...sourcing,
  specs: specs.map(({ zh: _, ...row }) => row),
}));

/**
 * Each seeded product's specification rows in Chinese, in the order of its English rows: as the product's
 * `translations` column keeps them (shared/src/locales/translations.ts).
 */
export const SPECS_IN_CHINESE = byTitle<SpecRowInChinese[]>(({ specs }) => specs.map(({ zh }) => zh));
