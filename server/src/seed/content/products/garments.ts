import { PALETTE } from '../../patterns/colour.ts';
import { square, type SeedProduct } from '../record.ts';

/** Garments made in Bangladesh. */
export const GARMENTS: SeedProduct[] = [
  {
    title: "Men's Polo Shirt, Pique",
    category: 'garments',
    desc: 'A classic short-sleeve polo in 220 GSM cotton pique with a flat-knit collar and cuffs and a two-button placket. Produced by compliant knit composite factories in Gazipur with in-house knitting, dyeing and embroidery.',
    feature: ['220 GSM pique', 'Flat-knit collar and cuffs', 'Two-button placket', 'Embroidery and printing in-house'],
    composition: ['100% Cotton'],
    endUse: 'Retail basics, corporate wear and promotional programmes.',
    background:
      'Bangladesh is one of the world’s leading exporters of knitted tops. We place orders from 3,000 pieces per style and colour.',
    image: square({ kind: 'garment', garment: 'polo', fabric: 'pique', base: PALETTE.madder }, 2501),
    translations: {
      zh: {
        title: '男式珠地 Polo 衫',
        desc: '经典短袖 Polo 衫，采用 220 GSM 纯棉珠地布，横机领和横机袖口，两粒扣门襟。由加济布尔的合规针织一体化工厂生产，织布、染色和绣花均在厂内完成。',
        feature: ['220 GSM 珠地布', '横机领及袖口', '两粒扣门襟', '厂内绣花和印花'],
        composition: ['100% 棉'],
        endUse: '零售基础款、企业服装及促销订单。',
        background: '孟加拉国是全球领先的针织上衣出口国之一。我们每款每色 3,000 件起订。',
      },
    },
  },
  {
    title: 'Basic Crew Neck T-Shirt, 160 GSM',
    category: 'garments',
    desc: 'A straight-cut crew neck T-shirt in 160 GSM combed cotton single jersey with a 1x1 rib neckband and double-needle hems. The backbone of most knitwear programmes, made in large volumes with consistent fit.',
    feature: ['160 GSM combed single jersey', '1x1 rib neckband', 'Double-needle hems', 'Size set S to 3XL'],
    composition: ['100% Cotton'],
    endUse: 'Retail basics, multipacks, uniforms and promotional wear.',
    background:
      'Made by knit composite factories in Narayanganj and Gazipur with current social and environmental audits and in-house knitting and dyeing.',
    image: square({ kind: 'garment', garment: 'tee', fabric: 'jersey', base: PALETTE.indigo }, 2502),
    translations: {
      zh: {
        title: '基础款圆领 T 恤，160 GSM',
        desc: '直身圆领 T 恤，采用 160 GSM 精梳棉单面汗布，1x1 罗纹领，双针下摆。是大多数针织服装订单的主力款，大批量生产，版型稳定一致。',
        feature: ['160 GSM 精梳单面汗布', '1x1 罗纹领', '双针下摆', '尺码 S 至 3XL'],
        composition: ['100% 棉'],
        endUse: '零售基础款、多件装、制服及促销服装。',
        background:
          '由纳拉扬甘杰和加济布尔的针织一体化工厂生产，工厂持有有效的社会责任和环境审核，织布和染色均在厂内完成。',
      },
    },
  },
  {
    title: "Men's Five-Pocket Denim Jeans",
    category: 'garments',
    desc: 'Five-pocket jeans in 12 oz indigo denim, offered in slim, straight and relaxed fits with stone, enzyme and laser wash options. Made by vertically integrated denim garment factories around Dhaka and Chattogram.',
    feature: [
      '12 oz ring-spun denim',
      'Slim, straight or relaxed fit',
      'Stone, enzyme and laser washes',
      'Metal shank button and rivets',
    ],
    composition: ['100% Cotton', '99% Cotton / 1% Elastane (stretch fits)'],
    endUse: 'Retail jeanswear and workwear.',
    background:
      'Our denim partners run their own washing plants with water recycling, which shortens development and lowers impact.',
    image: square({ kind: 'garment', garment: 'jeans', fabric: 'denim' }, 2503),
    translations: {
      zh: {
        title: '男式五袋牛仔裤',
        desc: '采用 12 oz 靛蓝牛仔布制作的五袋牛仔裤，提供修身、直筒和宽松版型，可选石磨、酵素洗和激光处理。由达卡和吉大港周边的垂直一体化牛仔服装厂生产。',
        feature: ['12 oz 环锭纺牛仔布', '修身、直筒或宽松版型', '石磨、酵素洗及激光处理', '金属工字扣及铆钉'],
        composition: ['100% 棉', '99% 棉 / 1% 氨纶（弹力款）'],
        endUse: '零售牛仔服装及工装。',
        background: '我们的牛仔合作工厂自有配备水循环系统的洗水厂，既缩短了开发周期，又降低了环境影响。',
      },
    },
  },
  {
    title: 'Brushed Fleece Sweatshirt, 280 GSM',
    category: 'garments',
    desc: 'A crew neck sweatshirt in three-thread brushed fleece with rib neck, cuffs and hem. Warm and soft, with a clean face that takes screen prints and embroidery well.',
    feature: [
      '280 GSM three-thread fleece',
      'Brushed inside',
      'Rib neck, cuffs and hem',
      'Grey melange and solid colours',
    ],
    composition: ['80% Cotton / 20% Polyester'],
    endUse: 'Casual wear, athleisure, team and campus wear.',
    background:
      'Fleece is knitted and brushed by our partner composites, so fabric and garment lead times are planned together.',
    image: square({ kind: 'garment', garment: 'sweatshirt', fabric: 'melange' }, 2504),
    translations: {
      zh: {
        title: '磨毛卫衣，280 GSM',
        desc: '圆领卫衣，采用三线磨毛卫衣布，领口、袖口和下摆为罗纹。保暖柔软，布面平整洁净，丝网印花和绣花效果都很好。',
        feature: ['280 GSM 三线卫衣布', '内里磨毛', '罗纹领口、袖口及下摆', '麻灰及素色'],
        composition: ['80% 棉 / 20% 涤纶'],
        endUse: '休闲服、运动休闲服、团体服及校园服饰。',
        background: '卫衣布由我们的合作一体化工厂织造和磨毛，面料与成衣交期可统筹安排。',
      },
    },
  },
  {
    title: 'Yarn-Dyed Check Shirt, Long Sleeve',
    category: 'garments',
    desc: 'A long-sleeve casual shirt in yarn-dyed brushed flannel check with a button-down or classic collar, a single chest pocket and matched checks at the front and pocket.',
    feature: [
      'Yarn-dyed brushed flannel',
      'Checks matched at front and pocket',
      'Button-down or classic collar',
      'Garment washed for softness',
    ],
    composition: ['100% Cotton'],
    endUse: 'Men’s casual wear and workwear shirts.',
    background:
      'Sewn by woven shirt specialists in Dhaka and Chattogram who also cut and sew for leading European retailers.',
    image: square({ kind: 'garment', garment: 'shirt', fabric: 'tartan' }, 2505),
    translations: {
      zh: {
        title: '色织格子长袖衬衫',
        desc: '长袖休闲衬衫，采用色织磨毛法兰绒格子布，纽扣领或常规领，单胸袋，前片与口袋对格。',
        feature: ['色织磨毛法兰绒', '前片与口袋对格', '纽扣领或常规领', '成衣水洗，手感柔软'],
        composition: ['100% 棉'],
        endUse: '男式休闲衬衫及工装衬衫。',
        background: '由达卡和吉大港的梭织衬衫专业工厂缝制，这些工厂同时为欧洲知名零售商加工。',
      },
    },
  },
];
