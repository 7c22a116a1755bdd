import type { AboutCreate } from '@texbridge/shared/resources/about';
import { wide, type SeedRecord } from './record.ts';

/** The About page's sections, first first. */
export const ABOUT: SeedRecord<AboutCreate, 'AboutImage', 'title' | 'paragraph'>[] = [
  {
    title: 'Who We Are',
    paragraph:
      'TexBridge is a textile sourcing and export-import agency headquartered in Banani, Dhaka. Since 2011 we have linked spinners, knitters, weavers, dye houses and garment factories in Bangladesh with suppliers of fibre, yarn, fabric, dyes and chemicals in South Asia, East Asia and West Africa, and we help overseas brands and importers find reliable garment makers here in return. Our merchandisers, textile engineers and commercial staff look after the whole chain: supplier selection, price negotiation, sampling, letters of credit, inspection, shipping and customs clearance at Chattogram. Our clients deal with one point of contact and one set of documents, backed by people on the ground who know the mills personally.',
    image: wide({ kind: 'bolls' }, 1201),
    translations: {
      zh: {
        title: '关于我们',
        paragraph:
          'TexBridge 是一家总部位于达卡巴纳尼的纺织品采购及进出口代理公司。自 2011 年以来，我们为孟加拉国的纺纱厂、针织厂、织布厂、染厂和服装厂对接南亚、东亚和西非的纤维、纱线、面料、染料及化学品供应商；同时，我们也帮助海外品牌和进口商在孟加拉国找到可靠的成衣工厂。我们的跟单员、纺织工程师和商务人员负责整条链路：供应商筛选、价格谈判、打样、信用证、验货、运输以及吉大港清关。客户只需对接一个联系人、处理一套单据，背后是熟悉每家工厂的当地团队。',
      },
    },
  },
  {
    title: 'Quality You Can Verify',
    paragraph:
      'Every order we place is backed by test results rather than promises. Cotton lots arrive with HVI reports, yarn with count and Uster evenness data, fabric with GSM, shrinkage and colour-fastness results, and dyes with standard-depth shade cards matched in our partner laboratory in Narayanganj. Our inspectors visit the mill before shipment, draw samples to AQL and send photographs and reports the same day. If a lot does not meet the agreed specification, we stop it at the mill rather than at your receiving bay. Buyers who need independent testing can nominate an accredited third-party laboratory, and we arrange the booking, the samples and the follow-up.',
    image: wide({ kind: 'fan' }, 1202),
    translations: {
      zh: {
        title: '品质有据可查',
        paragraph:
          '我们下的每一张订单都以检测结果为依据，而非口头承诺。棉花每批附 HVI 报告，纱线附支数及 Uster 条干数据，面料附克重、缩水率和色牢度结果，染料则附标准深度色卡，并由我们在纳拉扬甘杰的合作实验室完成对色。我们的验货员在出货前到厂，按 AQL 抽样，并于当天发送照片和报告。若某批货未达到约定规格，我们会在工厂就将其拦下，而不是等到货物到了您的收货仓库。需要独立检测的买家可以指定一家获认可的第三方实验室，由我们负责预约、送样和后续跟进。',
      },
    },
  },
  {
    title: 'A Network Built One Mill at a Time',
    paragraph:
      'Our supplier base has grown through repeat business. We buy from ginners in Gujarat and Maharashtra, cotton merchants in Mali and Benin, spinning mills in Narayanganj, Gazipur and Tamil Nadu, fabric mills in Bangladesh, China and Pakistan, and dyestuff makers in India and China. On the buying side we serve more than 120 knitting, weaving and garment factories in Bangladesh, along with importers in Europe, the Middle East and Southeast Asia. Offices in Dhaka, Chattogram, Narayanganj and Shanghai keep us close to both ends of every shipment, so questions are answered within the same working day.',
    image: wide({ kind: 'fabric', fabric: 'ikat' }, 1203),
    translations: {
      zh: {
        title: '逐厂积累的供应商网络',
        paragraph:
          '我们的供应商网络是在一次次回头生意中积累起来的。我们的采购对象包括印度古吉拉特邦和马哈拉施特拉邦的轧花厂、马里和贝宁的棉商、纳拉扬甘杰、加济布尔和泰米尔纳德邦的纺纱厂、孟加拉国、中国和巴基斯坦的织布厂，以及印度和中国的染料生产商。在买方一端，我们服务孟加拉国 120 多家针织厂、织布厂和服装厂，以及欧洲、中东和东南亚的进口商。我们在达卡、吉大港、纳拉扬甘杰和上海设有办事处，贴近每一票货的两端，问题当天即可答复。',
      },
    },
  },
];
