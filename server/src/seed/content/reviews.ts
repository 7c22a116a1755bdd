import type { ReviewCreate } from '@texbridge/shared/resources/reviews';
import { IMAGE_SIZES } from '../patterns/render.ts';
import { image, type SeedRecord } from './record.ts';

/** Buyers' reviews, newest first; each names a seeded product by its title, in both languages. */
export const REVIEWS: SeedRecord<ReviewCreate, 'photo', 'name' | 'comment'>[] = [
  {
    name: "Men's Polo Shirt, Pique",
    comment:
      'Our first polo programme with TexBridge shipped on time and the pique, colour and collar quality matched the approved sample exactly. Their merchandiser sent inline inspection photos every week. We have already confirmed the next season. — Buying Manager, apparel retailer, Dubai',
    rate: 5,
    date: '19 - 1 - 2026',
    image: image({ kind: 'review' }, IMAGE_SIZES.review, 3101),
    translations: {
      zh: {
        name: '男式珠地 Polo 衫',
        comment:
          '我们与 TexBridge 合作的第一批 Polo 衫订单准时出运，珠地布、颜色和领子的品质与确认样完全一致。他们的跟单员每周都发来中期验货照片。下一季的订单我们已经确认。—— 迪拜某服装零售商采购经理',
      },
    },
  },
  {
    name: 'Reactive Dyes – Vinyl Sulphone Range',
    comment:
      'Shade consistency between batches has been excellent, and the lab dip service saved us several re-dyes on a difficult navy. Delivery to our dye house in Narayanganj is usually within two days of the order. — Dyeing Manager, knit composite, Narayanganj',
    rate: 5,
    date: '28 - 7 - 2025',
    image: image({ kind: 'review' }, IMAGE_SIZES.review, 3102),
    translations: {
      zh: {
        name: '活性染料——乙烯砜型系列',
        comment:
          '各批次之间的色光一致性非常好，打小样服务让我们在一个难染的藏青色上省去了好几次回修。送货到我们在纳拉扬甘杰的染厂，通常在下单后两天内就能到。—— 纳拉扬甘杰某针织一体化工厂染色经理',
      },
    },
  },
  {
    name: 'Combed Cotton Yarn Ne 30/1',
    comment:
      'Four containers of Ne 30/1 so far, and count and evenness matched the Uster reports every time. When one lot showed higher hairiness they replaced it before it left the mill. That follow-up saves us days on the knitting floor. — Production Manager, knitting mill, Gazipur',
    rate: 5,
    date: '12 - 3 - 2025',
    image: image({ kind: 'review' }, IMAGE_SIZES.review, 3103),
    translations: {
      zh: {
        name: '精梳棉纱 Ne 30/1',
        comment:
          '到目前为止已经用了四个柜的 Ne 30/1，每一次支数和条干都与 Uster 报告相符。有一批毛羽偏高，他们在货物出厂前就做了更换。这样的跟进为我们的针织车间节省了好几天。—— 加济布尔某针织厂生产经理',
      },
    },
  },
  {
    name: 'Denim 12 oz, 3/1 RHT, Indigo',
    comment:
      'Good fabric with a nice cast and very even shrinkage results. The first delivery was a week late because of port congestion, but they warned us early and split the shipment so our cutting could start. — Sourcing Lead, jeanswear importer, Rotterdam',
    rate: 4,
    date: '5 - 11 - 2024',
    image: image({ kind: 'review' }, IMAGE_SIZES.review, 3104),
    translations: {
      zh: {
        name: '靛蓝牛仔布 12 oz，3/1 右斜',
        comment:
          '面料很好，色光漂亮，缩水率结果非常稳定。第一批货因港口拥堵晚到了一周，但他们很早就通知了我们，并分批出运，让我们的裁床得以先开工。—— 鹿特丹某牛仔服装进口商采购主管',
      },
    },
  },
];
