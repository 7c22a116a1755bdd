import type { NewsCreate } from '@texbridge/shared/resources/news';
import { wide, type SeedRecord } from './record.ts';

/** The news, newest first. */
export const NEWS: SeedRecord<NewsCreate, 'newsImage', 'title' | 'content'>[] = [
  {
    day: 10,
    month: 1,
    year: 2026,
    title: 'TexBridge Opens a Liaison Office in Shanghai',
    content:
      'Our new liaison office in Changning District, Shanghai, started work this month. The team of four handles supplier visits, pre-shipment inspections and document checks for the fabrics, filament yarns, dyes and auxiliaries we buy from eastern China.\n\nUntil now, Chinese orders were followed up from Dhaka with visits every few months. Having colleagues a short train ride from the mills in Shaoxing, Jiangyin and Wujiang means problems are seen before goods are packed, and samples reach our clients faster.\n\nBuyers can reach the Shanghai team on WeChat using the QR code on our Contact page, or through their usual TexBridge merchandiser.',
    image: wide({ kind: 'rolls' }, 1301),
    translations: {
      zh: {
        title: 'TexBridge 上海联络处正式启用',
        content:
          '我们位于上海长宁区的新联络处已于本月投入运营。四人团队负责我们从华东采购的面料、化纤长丝、染料及助剂的供应商走访、装运前检验和单据审核。\n\n此前，中国订单由达卡团队跟进，每隔几个月赴厂一次。如今同事距离绍兴、江阴和吴江的工厂只有一小段火车车程，问题可以在货物打包前就被发现，样品也能更快送到客户手中。\n\n买家可扫描我们联系页面上的二维码，通过微信联系上海团队，也可以通过平时对接的 TexBridge 跟单员联系。',
      },
    },
  },
  {
    day: 18,
    month: 10,
    year: 2025,
    title: 'GRS-Certified Recycled Polyester Fibre Now Held in Stock',
    content:
      'Demand for recycled content has moved from pilot orders to full programmes, and many of our spinning clients asked for shorter lead times. We now keep a rolling stock of GRS-certified recycled polyester staple fibre, 1.4 denier by 38 mm, in a bonded warehouse in Narayanganj.\n\nEvery bale is traceable to the recycling plant that produced it, and a transaction certificate is issued for each delivery so that the recycled claim can travel with the yarn, the fabric and the finished garment.\n\nSpinners can call off from one tonne upwards with delivery in three working days. Contact our supply chain team for current availability and blend recommendations for CVC and PC yarns.',
    image: wide({ kind: 'fibre', fibre: '#f3efe6', ground: ['#3c4657', '#171b23'] }, 1302),
    translations: {
      zh: {
        title: 'GRS 认证再生涤纶短纤现已常备库存',
        content:
          '对再生材料的需求已从试单走向整季订单，许多纺纱客户希望缩短交期。现在，我们在纳拉扬甘杰的保税仓库滚动备有 GRS 认证再生涤纶短纤，规格为 1.4 旦 × 38 毫米。\n\n每一包都可追溯到生产它的再生工厂，每次交货均签发交易证书（TC），使再生声明能够随纱线、面料一直传递到成衣。\n\n纺纱厂一吨起即可提货，三个工作日内送达。如需了解现货情况以及 CVC 纱和涤棉纱的混纺建议，请联系我们的供应链团队。',
      },
    },
  },
  {
    day: 2,
    month: 7,
    year: 2025,
    title: 'Shade Matching Laboratory Partnership in Narayanganj',
    content:
      'We have signed a partnership with an independent dyeing laboratory in Fatullah, Narayanganj, to run lab dips and shade matching for the reactive, disperse and sulphur dyes we supply.\n\nDye houses can now send a standard, receive recipe suggestions built on our dye ranges within 48 hours, and approve lab dips under D65 and TL84 light before bulk dyestuff is ordered. The laboratory also checks fastness to washing, rubbing and light on request.\n\nThe service is free for existing dyestuff customers during the first year. It shortens approval loops, reduces re-dyeing and helps factories meet the colour tolerances their brands now expect.',
    image: wide({ kind: 'dishes' }, 1303),
    translations: {
      zh: {
        title: '与纳拉扬甘杰对色实验室达成合作',
        content:
          '我们已与纳拉扬甘杰法图拉的一家独立染色实验室签署合作协议，为我们供应的活性染料、分散染料和硫化染料提供打小样和对色服务。\n\n染厂现在只需寄来标样，即可在 48 小时内收到基于我们染料系列的处方建议，并在订购大货染料之前，于 D65 和 TL84 光源下确认小样。实验室还可应要求检测耐水洗、耐摩擦和耐光色牢度。\n\n现有染料客户在第一年内可免费使用该服务。它缩短了确认周期，减少了回修重染，并帮助工厂达到品牌方如今所要求的色差标准。',
      },
    },
  },
  {
    day: 15,
    month: 3,
    year: 2025,
    title: 'Cotton Season Outlook: What It Means for Bangladeshi Spinners',
    content:
      'With the new crop now ginned in India and West Africa, we asked our cotton desk to summarise what spinners in Bangladesh should watch over the coming months.\n\nQuality from Gujarat has been good, with staple and micronaire in the normal range, while West African lots show low contamination but uneven arrivals at the ports. Freight from Abidjan and Cotonou remains the swing factor for landed cost.\n\nOur advice is to cover a part of the second-half requirement now, spread origins across at least two regions, and agree HVI tolerances in the contract rather than at arrival. Our team can share current offers and a landed-cost comparison for your mill on request.',
    image: wide({ kind: 'bolls' }, 1304),
    translations: {
      zh: {
        title: '棉花年度展望：对孟加拉国纺纱厂意味着什么',
        content:
          '印度和西非的新棉已完成轧花，我们请棉花部总结了孟加拉国纺纱厂在未来几个月应关注的要点。\n\n古吉拉特邦的棉花质量良好，长度和马克隆值均在正常范围；西非棉批次异纤含量低，但到港节奏不均。从阿比让和科托努出发的海运费仍是影响到岸成本的关键变量。\n\n我们的建议是：现在就锁定下半年的部分用棉需求，至少分散在两个产区采购，并在合同中而不是到货时约定 HVI 指标的允差。如有需要，我们的团队可为贵厂提供最新报价及到岸成本对比。',
      },
    },
  },
  {
    day: 9,
    month: 11,
    year: 2024,
    title: 'European Buyer Delegation Visits Knit Factories in Gazipur',
    content:
      'In early December we hosted sourcing managers from three European apparel importers for a week of factory visits in Gazipur and Narayanganj.\n\nThe group toured five knit composite factories, looking at social compliance, chemical management, energy use and capacity for basic and fashion programmes. Each factory presented its audit history and its plans for rooftop solar and water recycling.\n\nTwo of the importers have since placed trial orders for T-shirts, polos and fleece sweatshirts. We thank the factory teams for opening their doors and our visitors for their careful, practical questions.',
    image: wide({ kind: 'stacks' }, 1305),
    translations: {
      zh: {
        title: '欧洲买家代表团考察加济布尔针织工厂',
        content:
          '十二月初，我们接待了三家欧洲服装进口商的采购经理，在加济布尔和纳拉扬甘杰进行了为期一周的工厂考察。\n\n代表团参观了五家针织一体化工厂，重点考察社会责任合规、化学品管理、能源使用以及基础款和时尚款订单的产能。每家工厂都介绍了其历年审核情况，以及屋顶光伏和水循环利用方面的规划。\n\n此后，其中两家进口商已下达 T 恤、Polo 衫和抓绒卫衣的试单。感谢各工厂团队敞开大门，也感谢来访客人细致而务实的提问。',
      },
    },
  },
  {
    day: 21,
    month: 5,
    year: 2024,
    title: 'Narayanganj Knit Sourcing Hub Opens Its Doors',
    content:
      'Narayanganj is the heart of the Bangladeshi knitwear industry, and from this month TexBridge has a permanent base there. Our new office at the BSCIC Industrial Estate in Fatullah brings merchandisers, a yarn store and a small sample room together under one roof.\n\nThe hub holds buffer stock of combed and carded cotton yarns in the most used counts, so knitting units can draw urgent quantities the same day instead of waiting for the next container.\n\nVisitors are welcome from Saturday to Thursday. Please call our supply chain desk before you come so that the right merchandiser is available.',
    image: wide({ kind: 'cones' }, 1306),
    translations: {
      zh: {
        title: '纳拉扬甘杰针织采购中心正式开业',
        content:
          '纳拉扬甘杰是孟加拉国针织服装产业的中心，从本月起，TexBridge 在这里有了常驻据点。我们位于法图拉 BSCIC 工业区的新办公室将跟单团队、纱线仓库和一间小型样品间集中在一处。\n\n采购中心备有最常用支数的精梳和普梳棉纱缓冲库存，针织厂急需用纱时可当天提货，无需等待下一个集装箱。\n\n每周六至周四欢迎来访。来访前请先致电我们的供应链部门，以便安排对应的跟单员接待。',
      },
    },
  },
];
