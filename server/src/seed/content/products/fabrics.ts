import { PALETTE } from '../../patterns/colour.ts';
import { square, type SeedProduct } from '../record.ts';

/** Fabrics: knitted and woven. */
export const FABRICS: SeedProduct[] = [
  {
    title: 'Single Jersey 160 GSM',
    category: 'fabrics',
    desc: 'A clean, smooth single jersey knitted from combed Ne 30/1 cotton, reactive dyed and compacted for low shrinkage. Available open-width or tubular in ready-for-dye white, solid colours and yarn-dyed stripes.',
    feature: [
      '160 GSM ± 5%',
      'Width 72" open or 36" tubular',
      'Shrinkage within 5%',
      'Colour fastness grade 4 to washing',
    ],
    composition: ['100% Combed Cotton'],
    endUse: 'T-shirts, nightwear, babywear and promotional garments.',
    background:
      'Knitted and dyed in Narayanganj and Gazipur composite mills close to our knit hub, so sampling and bulk approvals are quick.',
    image: square({ kind: 'fabric', fabric: 'jersey', base: PALETTE.indigo }, 2301),
    translations: {
      zh: {
        title: '单面汗布 160 GSM',
        desc: '采用 Ne 30/1 精梳棉纱织造的单面汗布，布面洁净光滑，经活性染料染色和预缩处理，缩水率低。可供开幅或圆筒布，有待染白坯、素色和色织条纹可选。',
        feature: ['克重 160 GSM ± 5%', '门幅：开幅 72" 或圆筒 36"', '缩水率 5% 以内', '耐水洗色牢度 4 级'],
        composition: ['100% 精梳棉'],
        endUse: 'T 恤、睡衣、婴童装及促销服装。',
        background: '在靠近我们针织采购中心的纳拉扬甘杰和加济布尔一体化工厂织造和染色，打样和大货确认都很快。',
      },
    },
  },
  {
    title: '1x1 Rib, 95% Cotton / 5% Elastane',
    category: 'fabrics',
    desc: 'Stretch rib knitted from combed cotton with bare elastane for excellent recovery. Used as a body fabric for fitted tops and as matching collar and cuff trim for T-shirts and sweatshirts.',
    feature: [
      '220 GSM',
      'Good width-wise stretch and recovery',
      'Dyed to match body fabric',
      'Heat-set for stable width',
    ],
    composition: ['95% Cotton', '5% Elastane'],
    endUse: 'Fitted tops, tank tops, neckbands, cuffs and waistbands.',
    background:
      'Produced by knit mills that dye rib and body fabric in the same batch for an exact colour match, so collars and cuffs never look out of place.',
    image: square({ kind: 'fabric', fabric: 'rib', base: PALETTE.teal }, 2302),
    translations: {
      zh: {
        title: '1x1 罗纹布，95% 棉 / 5% 氨纶',
        desc: '以精梳棉纱交织裸氨纶织成的弹力罗纹布，回弹性极佳。既可作为修身上衣的大身面料，也可作为 T 恤和卫衣的配套领口、袖口罗纹。',
        feature: ['克重 220 GSM', '横向弹性及回复性好', '与大身面料同色', '经热定型，门幅稳定'],
        composition: ['95% 棉', '5% 氨纶'],
        endUse: '修身上衣、背心、领口罗纹、袖口及腰头。',
        background: '由针织厂生产，罗纹与大身面料同缸染色，颜色完全一致，领口和袖口绝不会显得突兀。',
      },
    },
  },
  {
    title: 'Denim 12 oz, 3/1 RHT, Indigo',
    category: 'fabrics',
    desc: 'A classic right-hand twill denim in rope-dyed indigo warp with an ecru weft. Ring-spun warp yarns give the uneven, vertical fade that jeanswear brands look for after stone and enzyme washing.',
    feature: [
      '12 oz/yd² before wash',
      '3/1 right-hand twill',
      'Rope-dyed indigo warp',
      'Width 58/60"',
      'Sanforised, skew controlled',
    ],
    composition: ['100% Cotton'],
    endUse: 'Five-pocket jeans, jackets, overshirts and workwear.',
    background:
      'Woven by denim mills in Bangladesh and Pakistan. We share shrinkage, skew and wash-down test results for every lot.',
    image: square({ kind: 'fabric', fabric: 'denim' }, 2303),
    translations: {
      zh: {
        title: '靛蓝牛仔布 12 oz，3/1 右斜',
        desc: '经典右斜纹牛仔布，经纱为束状染色靛蓝纱，纬纱为本色纱。环锭纺经纱在石磨和酵素洗后呈现牛仔品牌所追求的不均匀竖向褪色效果。',
        feature: ['洗前 12 oz/yd²', '3/1 右斜纹', '束状染色靛蓝经纱', '门幅 58/60"', '机械预缩，扭度受控'],
        composition: ['100% 棉'],
        endUse: '五袋牛仔裤、夹克、衬衫式外套及工装。',
        background: '由孟加拉国和巴基斯坦的牛仔布厂织造。每批货我们都提供缩水率、扭度和洗水效果测试结果。',
      },
    },
  },
  {
    title: 'Yarn-Dyed Brushed Flannel Check',
    category: 'fabrics',
    desc: 'A soft, double-side brushed cotton flannel woven from yarn-dyed warp and weft in tartan-inspired checks. The colours are in the yarn, so checks stay crisp after washing and pattern matching at the cutting table is straightforward.',
    feature: [
      '160 GSM after brushing',
      'Double-side brushed',
      'Custom checks from 1,500 m per colourway',
      'Width 57/58"',
    ],
    composition: ['100% Cotton'],
    endUse: 'Casual shirts, shackets, pyjamas and children’s wear.',
    background:
      'Woven in Bangladesh and China on rapier looms with yarn dyed in-house, which keeps colour lead times short.',
    image: square({ kind: 'fabric', fabric: 'tartan' }, 2304),
    translations: {
      zh: {
        title: '色织磨毛法兰绒格子布',
        desc: '以色织经纬纱织成的双面磨毛纯棉法兰绒，手感柔软，花型为苏格兰风格格子。颜色织在纱线里，洗后格子依然清晰，裁床对格也很方便。',
        feature: ['磨毛后克重 160 GSM', '双面磨毛', '定制格型每个配色 1,500 米起订', '门幅 57/58"'],
        composition: ['100% 棉'],
        endUse: '休闲衬衫、衬衫式夹克、睡衣及童装。',
        background: '在孟加拉国和中国以剑杆织机织造，纱线由工厂自行染色，因此配色交期短。',
      },
    },
  },
  {
    title: 'Cotton Twill 2/1, 20×16 / 128×60',
    category: 'fabrics',
    desc: 'A medium-weight chino twill woven from 20s warp and 16s weft. Peach finished for a soft hand, it sews cleanly and holds its shape, making it a staple fabric for casual trousers and uniforms.',
    feature: ['Construction 128 × 60', 'Around 230 GSM', 'Peach or plain finish', 'Piece dyed in 40+ stock shades'],
    composition: ['100% Cotton'],
    endUse: 'Chinos, cargo trousers, uniforms and casual jackets.',
    background:
      'Sourced from mills in Bangladesh and China with continuous dyeing ranges for consistent shade across large orders.',
    image: square({ kind: 'fabric', fabric: 'twill', base: '#b39a6b' }, 2305),
    translations: {
      zh: {
        title: '纯棉斜纹布 2/1，20×16 / 128×60',
        desc: '以 20 支经纱和 16 支纬纱织成的中厚卡其斜纹布。经桃皮绒整理，手感柔软，缝制顺畅、保形性好，是休闲裤和制服的常用面料。',
        feature: ['经纬密度 128 × 60', '克重约 230 GSM', '桃皮绒或常规整理', '匹染，40 多个现货色'],
        composition: ['100% 棉'],
        endUse: '休闲裤（奇诺裤）、工装裤、制服及休闲夹克。',
        background: '采购自孟加拉国和中国拥有连续染色生产线的工厂，大订单也能保持颜色一致。',
      },
    },
  },
  {
    title: 'Herringbone Suiting, Poly-Viscose',
    category: 'fabrics',
    desc: 'A smart herringbone suiting in polyester-viscose with a light mechanical stretch. Crease-resistant, easy to care for and economical, it is widely used for corporate uniforms and value tailoring.',
    feature: ['Around 260 GSM', 'Herringbone twill weave', 'Crease resistant', 'Width 58/60"'],
    composition: ['65% Polyester / 35% Viscose'],
    endUse: 'Suits, trousers, blazers and corporate uniforms.',
    background:
      'Woven in China and Pakistan; our Shanghai office checks handle and shade against the approved sample before shipment.',
    image: square({ kind: 'fabric', fabric: 'herringbone' }, 2306),
    translations: {
      zh: {
        title: '涤粘人字纹西服面料',
        desc: '涤粘混纺人字纹西服面料，外观挺括，带轻微机械弹力。抗皱、易打理且经济实惠，广泛用于企业制服和平价西装。',
        feature: ['克重约 260 GSM', '人字斜纹组织', '抗皱', '门幅 58/60"'],
        composition: ['65% 涤纶 / 35% 粘胶'],
        endUse: '西装、西裤、休闲西装外套及企业制服。',
        background: '在中国和巴基斯坦织造；出货前由我们的上海办事处对照确认样检查手感和颜色。',
      },
    },
  },
  {
    title: 'Oxford Shirting 40s × 24s',
    category: 'fabrics',
    desc: 'A classic oxford weave with paired warp ends over a heavier weft, woven with a coloured warp and white weft for the soft, chambray-like look of a button-down shirt.',
    feature: ['Around 120 GSM', 'Colour-woven, not printed', 'Easy-care finish available', 'Width 57/58"'],
    composition: ['100% Cotton'],
    endUse: 'Men’s and women’s shirts, school shirts and shirt dresses.',
    background:
      'Produced by shirting mills in Bangladesh that supply major woven garment exporters in Dhaka and Chattogram.',
    image: square({ kind: 'fabric', fabric: 'oxford' }, 2307),
    translations: {
      zh: {
        title: '牛津纺衬衫面料 40s × 24s',
        desc: '经典牛津纺组织，双经纱配较粗的纬纱，采用色经白纬织造，呈现纽扣领衬衫那种柔和的类青年布外观。',
        feature: ['克重约 120 GSM', '色织，非印花', '可做免烫整理', '门幅 57/58"'],
        composition: ['100% 棉'],
        endUse: '男女衬衫、校服衬衫及衬衫裙。',
        background: '由孟加拉国的衬衫面料厂生产，为达卡和吉大港的大型梭织服装出口商供货。',
      },
    },
  },
];
