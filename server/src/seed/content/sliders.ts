import type { SliderCreate } from '@texbridge/shared/resources/sliders';
import { slide, type SeedRecord } from './record.ts';

/** The home page's carousel, first slide first. */
export const SLIDERS: SeedRecord<SliderCreate, 'sliderImage', 'title' | 'caption'>[] = [
  {
    title: 'Textile Sourcing From Fibre to Finished Garment',
    caption:
      'TexBridge connects spinners, knitters, weavers, dye houses and garment factories in Bangladesh with verified suppliers of fibre, yarn, fabric, dyes and chemicals across Asia, Africa and beyond.',
    link: '/products',
    image: slide({ kind: 'rolls' }, 1101),
    translations: {
      zh: {
        title: '从纤维到成衣的一站式纺织品采购',
        caption:
          'TexBridge 为孟加拉国的纺纱厂、针织厂、织布厂、染厂和服装厂对接经过核验的纤维、纱线、面料、染料及化学品供应商，货源遍及亚洲、非洲及更多地区。',
      },
    },
  },
  {
    title: 'Yarn for Every Count and Blend',
    caption:
      'Combed, carded, CVC, melange and filament yarns from audited spinning mills, Uster-tested lot by lot and delivered to your knitting or weaving floor on schedule.',
    link: '/products/yarn',
    image: slide({ kind: 'cones' }, 1102),
    translations: {
      zh: {
        title: '各种支数与混纺比的纱线',
        caption:
          '精梳纱、普梳纱、CVC 纱、色纺纱及化纤长丝，均来自经过审核的纺纱厂，逐批经 Uster 检测，按期送达您的针织或织造车间。',
      },
    },
  },
  {
    title: 'Woven and Knitted Fabrics, Tested Before They Ship',
    caption:
      'Denim, twills, shirtings, suitings and knit fabrics with GSM, shrinkage and colour-fastness results in hand before the goods leave the mill.',
    link: '/products/fabrics',
    image: slide({ kind: 'fabric', fabric: 'denim' }, 1103),
    translations: {
      zh: {
        title: '梭织与针织面料，出货前完成检测',
        caption: '牛仔布、斜纹布、衬衫面料、西服面料及针织面料，在货物离厂之前即可拿到克重、缩水率和色牢度检测结果。',
      },
    },
  },
  {
    title: 'Garment Production Partners in Bangladesh',
    caption:
      'From basic tees and polos to five-pocket denim and fleece, we place your programme with compliant factories and follow it through sampling, production and shipment.',
    link: '/contact',
    image: slide({ kind: 'stacks' }, 1104),
    translations: {
      zh: {
        title: '您在孟加拉国的成衣生产伙伴',
        caption:
          '从基础款 T 恤、Polo 衫到五袋牛仔裤和卫衣，我们将您的订单安排给合规工厂，并全程跟进打样、大货生产和出运。',
      },
    },
  },
  {
    title: 'Rooted in Cotton, Built on Long Relationships',
    caption:
      'More than a decade of buying cotton, yarn and fabric for Bangladeshi mills has given us a supplier network we know personally, one mill at a time.',
    link: '/about',
    image: slide({ kind: 'bolls' }, 1105),
    translations: {
      zh: {
        title: '立足棉花，深耕长期合作',
        caption:
          '十余年来，我们为孟加拉国工厂采购棉花、纱线和面料，一家一家工厂地走访，建立起一个我们亲自熟知的供应商网络。',
      },
    },
  },
];
