import { square, type SeedProduct } from '../record.ts';

/** Fibres: cotton lint, man-made staple fibres and jute. */
export const FIBRES: SeedProduct[] = [
  {
    title: 'BCI Cotton Lint, Shankar-6',
    category: 'fibres',
    desc: 'Machine-ginned Shankar-6 lint from Gujarat, bought through Better Cotton licensed ginners and sold on HVI results. A staple of 29 to 30 mm, micronaire of 3.8 to 4.5 and strength around 29 g/tex make it a dependable base for carded and combed ring-spun counts up to Ne 40.',
    feature: [
      'Staple length 29–30 mm',
      'Micronaire 3.8–4.5',
      'HVI test report with every lot',
      'Better Cotton claim units transferable',
      'Pressed bales of about 170 kg',
    ],
    composition: ['100% Cotton'],
    endUse: 'Carded and combed ring-spun yarns from Ne 20 to Ne 40 for knitted and woven apparel.',
    background:
      'Shankar-6 is the most widely grown medium-long staple variety in Gujarat. We work with a small group of ginners near Rajkot and Ahmedabad, with pre-shipment sampling in India and landing inspection at Chattogram.',
    image: square({ kind: 'bolls' }, 2101),
    translations: {
      zh: {
        title: 'BCI 皮棉，Shankar-6',
        desc: '产自古吉拉特邦的 Shankar-6 机轧皮棉，经 Better Cotton 授权轧花厂采购，按 HVI 检测结果计价。纤维长度 29–30 毫米，马克隆值 3.8–4.5，断裂比强度约 29 g/tex，是纺制 Ne 40 及以下普梳、精梳环锭纱的可靠原料。',
        feature: [
          '纤维长度 29–30 毫米',
          '马克隆值 3.8–4.5',
          '每批附 HVI 检测报告',
          '可转让 Better Cotton 声明单位',
          '压缩棉包，每包约 170 公斤',
        ],
        composition: ['100% 棉'],
        endUse: '用于针织及梭织服装的 Ne 20 至 Ne 40 普梳、精梳环锭纱。',
        background:
          'Shankar-6 是古吉拉特邦种植最广的中长绒棉品种。我们与拉杰果德和艾哈迈达巴德附近的几家轧花厂合作，在印度进行装运前取样，并在吉大港进行到港检验。',
      },
    },
  },
  {
    title: 'West African Raw Cotton, Middling 1-1/8"',
    category: 'fibres',
    desc: 'Hand-picked cotton from Mali, Burkina Faso and Côte d’Ivoire with low short-fibre content, good whiteness and little contamination. A popular mix component for Bangladeshi spinners producing combed and compact yarns for T-shirts and polo shirts.',
    feature: [
      'Hand-picked, low trash content',
      'Staple 1-1/8" to 1-5/32"',
      'Micronaire 3.7–4.6',
      'Shipped via Abidjan or Cotonou',
      'Sold on landed-weight terms',
    ],
    composition: ['100% Cotton'],
    endUse: 'Combed and compact yarns from Ne 24 to Ne 40 for knitwear.',
    background:
      'West African cotton is harvested by hand, which keeps contamination low. We buy through established merchants with port-side warehouses, and every lot is HVI-tested before it is shipped to Chattogram.',
    image: square({ kind: 'bolls' }, 2102),
    translations: {
      zh: {
        title: '西非原棉，Middling 1-1/8"',
        desc: '产自马里、布基纳法索和科特迪瓦的手摘棉，短绒率低、白度好、异纤少。是孟加拉国纺纱厂生产 T 恤和 Polo 衫用精梳纱、紧密纺纱时常用的配棉成分。',
        feature: [
          '手摘棉，杂质含量低',
          '长度 1-1/8" 至 1-5/32"',
          '马克隆值 3.7–4.6',
          '经阿比让或科托努港装运',
          '按到岸重量结算',
        ],
        composition: ['100% 棉'],
        endUse: '用于针织服装的 Ne 24 至 Ne 40 精梳纱和紧密纺纱。',
        background:
          '西非棉花采用人工采摘，因此异纤污染少。我们通过在港口设有仓库的老牌棉商采购，每批货在发往吉大港之前均经过 HVI 检测。',
      },
    },
  },
  {
    title: 'Recycled Polyester Staple Fibre 1.4D × 38 mm',
    category: 'fibres',
    desc: 'Semi-dull, raw-white polyester staple fibre made from post-consumer PET bottle flake, for blending with cotton in CVC and PC yarns. Tenacity and crimp are matched to cotton-system spinning, so it runs on ring and open-end frames without process changes.',
    feature: [
      '1.4 denier × 38 mm cut length',
      'Semi-dull, raw white',
      'Tenacity of 5.5 cN/dtex or more',
      'GRS-certified supply chain',
      'Low spin-finish variation for clean carding',
    ],
    composition: ['100% Recycled Polyester'],
    endUse: 'Cotton-polyester blended yarns for knit fabrics, sportswear, uniforms and workwear.',
    background:
      'Sourced from GRS-certified recycling plants in Vietnam and China. Transaction certificates are issued for each shipment, so buyers can carry the recycled claim through to the garment label.',
    image: square({ kind: 'fibre', fibre: '#f5f3ee', ground: ['#56606e', '#23282f'] }, 2103),
    translations: {
      zh: {
        title: '再生涤纶短纤 1.4D × 38 mm',
        desc: '以消费后 PET 瓶片为原料生产的半消光本白涤纶短纤，用于与棉混纺 CVC 纱和 PC（涤棉）纱。断裂强度和卷曲均按棉纺工艺匹配，可直接在环锭纺和气流纺设备上生产，无需调整工艺。',
        feature: [
          '1.4 旦 × 38 毫米切断长度',
          '半消光，本白',
          '断裂强度 ≥ 5.5 cN/dtex',
          'GRS 认证供应链',
          '油剂波动小，梳棉顺畅',
        ],
        composition: ['100% 再生涤纶'],
        endUse: '用于针织面料、运动服、制服和工装的棉涤混纺纱。',
        background: '采购自越南和中国的 GRS 认证再生工厂。每票货均签发交易证书，买家可将再生声明一直延续到成衣标签上。',
      },
    },
  },
  {
    title: 'Viscose Staple Fibre 1.2D × 38 mm',
    category: 'fibres',
    desc: 'Bright viscose staple fibre for 100% viscose and cotton-viscose yarns with a soft hand, fluid drape and excellent dye uptake. Available from producers holding EU Ecolabel and comparable environmental certificates, with pulp sourcing documentation on request.',
    feature: [
      '1.2 denier × 38 mm',
      'Bright lustre',
      'Dry tenacity of 2.4 cN/dtex or more',
      'Consistent whiteness from lot to lot',
      'Certified producers available',
    ],
    composition: ['100% Viscose'],
    endUse: 'Ring-spun and vortex yarns for dresses, blouses, single jersey and modal-look fabrics.',
    background:
      'We source from integrated producers in Indonesia, India and China and share their traceability and chemical management data with buyers who need it for brand audits.',
    image: square({ kind: 'fibre', fibre: '#f1e9d8', ground: ['#2e3f6e', '#131a30'] }, 2104),
    translations: {
      zh: {
        title: '粘胶短纤 1.2D × 38 mm',
        desc: '有光粘胶短纤，用于纺制纯粘胶纱和棉粘混纺纱，手感柔软、垂感流畅、上染性能优异。可由持有欧盟生态标签（EU Ecolabel）及同类环保认证的生产商供货，并可应要求提供浆粕来源文件。',
        feature: ['1.2 旦 × 38 毫米', '有光', '干断裂强度 ≥ 2.4 cN/dtex', '批间白度稳定', '可选认证生产商'],
        composition: ['100% 粘胶'],
        endUse: '用于连衣裙、女式衬衫、单面汗布及仿莫代尔面料的环锭纺纱和涡流纺纱。',
        background:
          '我们向印度尼西亚、印度和中国的一体化生产商采购，并向需要应对品牌审核的买家提供其可追溯性和化学品管理数据。',
      },
    },
  },
  {
    title: 'Tossa Jute Fibre, Grade BTD',
    category: 'fibres',
    desc: 'Long, lustrous Tossa jute from the Faridpur and Jashore growing belts, graded to the Bangladesh BTD standard. A strong, golden fibre suited to fine jute yarns for hessian, sacking, carpet backing and jute-cotton union fabrics.',
    feature: [
      'Bangladesh standard grade BTD',
      'Golden colour with good lustre',
      'Moisture of 18% or less at shipment',
      'Hydraulically pressed 180 kg bales',
      'Root content cut to specification',
    ],
    composition: ['100% Jute'],
    endUse: 'Jute yarn and twine, hessian, sacking, carpet backing and decorative home textiles.',
    background:
      'Bangladesh grows much of the world’s finest Tossa jute. We buy from baling presses in the main growing districts and arrange export inspection and phytosanitary certificates for overseas buyers.',
    image: square({ kind: 'fibre', fibre: '#d8b46a', ground: ['#4a3826', '#1e160e'] }, 2105),
    translations: {
      zh: {
        title: '长果种黄麻纤维（Tossa），BTD 级',
        desc: '产自法里德布尔和杰索尔产区的长果种（Tossa）黄麻，纤维长、光泽好，按孟加拉国 BTD 标准定级。纤维强力高、色泽金黄，适合纺制细支黄麻纱，用于粗麻布、麻袋布、地毯底布及麻棉交织布。',
        feature: [
          '孟加拉国标准 BTD 级',
          '色泽金黄，光泽好',
          '出运时回潮率 ≤ 18%',
          '液压打包，每包 180 公斤',
          '麻根按规格切除',
        ],
        composition: ['100% 黄麻'],
        endUse: '黄麻纱和麻绳、粗麻布、麻袋布、地毯底布及装饰性家纺。',
        background:
          '世界上许多最优质的长果种黄麻产自孟加拉国。我们向主产区的打包厂采购，并为海外买家安排出口检验和植物检疫证书。',
      },
    },
  },
];
