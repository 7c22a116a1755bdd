import { PALETTE } from '../../patterns/colour.ts';
import { square, type SeedProduct } from '../record.ts';

const GREYS = ['#9c9a95', '#b4b2ad', '#7f7e7a', '#c7c4bd'];

/** Yarn: spun cotton, blends and filament. */
export const YARN: SeedProduct[] = [
  {
    title: 'Combed Cotton Yarn Ne 30/1',
    category: 'yarn',
    desc: 'Ring-spun, combed 100% cotton yarn at Ne 30/1, waxed for knitting. Low hairiness and an even CV% give clean single jersey and interlock with a smooth face, and the yarn dyes evenly in reactive shades from pastels to deep navy.',
    feature: [
      'Count Ne 30/1 ± 1.5%',
      'CVm of 11% or less',
      'Waxed for knitting',
      'Contamination-controlled',
      '1.89 kg cones, 24 cones per carton',
    ],
    composition: ['100% Cotton'],
    endUse: 'Single jersey, rib and interlock fabrics for T-shirts, polo shirts and babywear.',
    background:
      'Spun by partner mills in Narayanganj, Gazipur and Gujarat on compact and ring frames with Uster-tested lots. We keep buffer stock at our Narayanganj hub for urgent knitting programmes.',
    image: square({ kind: 'cones', colours: [PALETTE.ecru, '#f4efe3', '#e9e0c9'] }, 2201),
    translations: {
      zh: {
        title: '精梳棉纱 Ne 30/1',
        desc: '100% 棉环锭纺精梳纱，支数 Ne 30/1，针织上蜡。毛羽少、CV% 均匀，织出的单面汗布和双面布布面洁净光滑；采用活性染料染色，从浅色到深藏青都能均匀上色。',
        feature: ['支数 Ne 30/1 ± 1.5%', '条干 CVm ≤ 11%', '针织上蜡', '异纤控制', '每筒 1.89 公斤，每箱 24 筒'],
        composition: ['100% 棉'],
        endUse: '用于 T 恤、Polo 衫和婴童装的单面汗布、罗纹布和双面布。',
        background:
          '由纳拉扬甘杰、加济布尔和古吉拉特邦的合作纺纱厂在紧密纺和环锭细纱机上纺制，逐批经 Uster 检测。我们在纳拉扬甘杰采购中心备有缓冲库存，满足急单针织生产。',
      },
    },
  },
  {
    title: 'Carded Cotton Yarn Ne 20/1 for Knitting',
    category: 'yarn',
    desc: 'An economical carded ring-spun cotton yarn for heavier knits. Good strength and bulk at Ne 20/1 make it a reliable choice for heavy jersey, fleece back yarn and basic T-shirt programmes where the price per kilo matters most.',
    feature: [
      'Count Ne 20/1',
      'RKM of 14 or more',
      'Raw white, ready for dyeing',
      'Suitable for tubular and open-width knitting',
    ],
    composition: ['100% Cotton'],
    endUse: 'Heavy single jersey, fleece back yarn and workwear knits.',
    background:
      'Sourced from Bangladeshi spinners with steady monthly capacity, which suits buyers who need contract prices agreed for a full season.',
    image: square({ kind: 'cones', colours: ['#efe7d4', '#e6dcc3', '#f3ede0'] }, 2202),
    translations: {
      zh: {
        title: '针织用普梳棉纱 Ne 20/1',
        desc: '经济实惠的普梳环锭纺棉纱，适用于较厚重的针织物。Ne 20/1 强力好、蓬松度佳，是厚汗布、卫衣底纱以及对每公斤价格最为敏感的基础款 T 恤订单的可靠选择。',
        feature: ['支数 Ne 20/1', '单纱强力 RKM ≥ 14', '本白，可直接染色', '适用于圆筒及开幅针织'],
        composition: ['100% 棉'],
        endUse: '厚重单面汗布、卫衣底纱及工装针织物。',
        background: '采购自月产能稳定的孟加拉国纺纱厂，适合需要整季锁定合同价格的买家。',
      },
    },
  },
  {
    title: 'CVC Yarn Ne 26/1, 60% Cotton / 40% Polyester',
    category: 'yarn',
    desc: 'A Chief Value Cotton blend spun from combed cotton and polyester staple. The polyester share adds strength and shape retention and reduces shrinkage, while the cotton-rich surface keeps a natural hand and takes reactive and disperse dyes well.',
    feature: [
      'Count Ne 26/1',
      'Intimate blend, even throughout',
      'Low shrinkage after washing',
      'Available in virgin or recycled polyester',
    ],
    composition: ['60% Cotton / 40% Polyester'],
    endUse: 'Polo shirts, sportswear, school uniforms and corporate wear.',
    background:
      'Blend yarns are spun to order by two partner mills in Gazipur. Recycled polyester versions carry a GRS transaction certificate.',
    image: square({ kind: 'cones', colours: [PALETTE.indigo, PALETTE.teal, PALETTE.madder, '#d9d2c2'] }, 2203),
    translations: {
      zh: {
        title: 'CVC 纱 Ne 26/1，60% 棉 / 40% 涤纶',
        desc: '以精梳棉和涤纶短纤纺制的 CVC（以棉为主）混纺纱。涤纶成分提高了强力和保形性、降低了缩水率，而富含棉的纱线表面保留了天然手感，活性染料和分散染料均易上染。',
        feature: ['支数 Ne 26/1', '纤维混合均匀，成分一致', '洗后缩水率低', '可选原生涤纶或再生涤纶'],
        composition: ['60% 棉 / 40% 涤纶'],
        endUse: 'Polo 衫、运动服、校服及企业制服。',
        background: '混纺纱由加济布尔的两家合作纺纱厂按单生产。再生涤纶款附 GRS 交易证书。',
      },
    },
  },
  {
    title: 'Polyester DTY 150D/48F, Semi-Dull',
    category: 'yarn',
    desc: 'Draw-textured polyester filament yarn at 150 denier and 48 filaments, semi-dull, in raw white and dope-dyed black. Stable crimp and even dye uptake make it suitable for both circular knitting and weaving.',
    feature: [
      '150 denier / 48 filaments',
      'Semi-dull lustre',
      'Non-intermingled or SIM options',
      'Raw white and dope-dyed black',
      'AA grade, paper tubes',
    ],
    composition: ['100% Polyester'],
    endUse: 'Sportswear, linings, fleece, upholstery and woven polyester fabrics.',
    background:
      'Supplied from filament producers in China and Indonesia. Our Shanghai office checks packing and labelling before containers are sealed.',
    image: square({ kind: 'cones', colours: ['#f2f0ea', '#f7f5f0', PALETTE.charcoal] }, 2204),
    translations: {
      zh: {
        title: '涤纶低弹丝 DTY 150D/48F，半消光',
        desc: '150 旦 48 孔的涤纶拉伸变形长丝（DTY），半消光，有本白和原液着色黑两种。卷曲稳定、上染均匀，既适用于圆机针织，也适用于梭织。',
        feature: ['150 旦 / 48 孔', '半消光', '可选无网络或轻网络（SIM）', '本白及原液着色黑', 'AA 级，纸管卷装'],
        composition: ['100% 涤纶'],
        endUse: '运动服、里布、摇粒绒、家具布及涤纶梭织面料。',
        background: '由中国和印度尼西亚的长丝生产商供货。我们的上海办事处在集装箱封箱前检查包装和标签。',
      },
    },
  },
  {
    title: 'Grey Melange Yarn Ne 30/1',
    category: 'yarn',
    desc: 'A fibre-dyed melange yarn that blends black-dyed cotton or viscose fibre with raw white cotton before spinning, giving the classic heathered grey look without piece dyeing. Shade is held within tight tolerances from lot to lot.',
    feature: [
      'Count Ne 30/1',
      'Shades from light grey to anthracite',
      'Shade band approved before bulk',
      'Compact spun options',
    ],
    composition: ['85% Cotton / 15% Viscose'],
    endUse: 'Heather grey T-shirts, sweatshirts, loungewear and activewear.',
    background:
      'Melange yarns are produced by specialist mills that keep dedicated fibre dyeing lines. We approve every lot against a stored shade band.',
    image: square({ kind: 'cones', colours: GREYS }, 2205),
    translations: {
      zh: {
        title: '麻灰色纺纱 Ne 30/1',
        desc: '一种散纤维染色的色纺纱：纺纱前将染黑的棉或粘胶纤维与本白棉混合，无需匹染即可呈现经典的麻灰效果。批间色差控制在严格的允差范围内。',
        feature: ['支数 Ne 30/1', '色泽从浅灰到深炭灰', '大货前确认色卡', '可选紧密纺'],
        composition: ['85% 棉 / 15% 粘胶'],
        endUse: '麻灰 T 恤、卫衣、家居服及运动服。',
        background: '色纺纱由拥有专用散纤维染色线的专业纺纱厂生产。我们对照留存的标准色卡确认每一批货。',
      },
    },
  },
];
