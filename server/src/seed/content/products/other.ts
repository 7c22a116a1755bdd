import { PALETTE } from '../../patterns/colour.ts';
import { square, type SeedProduct } from '../record.ts';

/** Trims and sewing thread. */
export const OTHER: SeedProduct[] = [
  {
    title: 'Garment Trims – Buttons, Labels & Tapes',
    category: 'other',
    desc: 'Polyester, corozo and metal buttons, woven and printed labels, twill tapes and drawcords sourced to the garment order, colour-matched to the fabric and delivered to the factory with the main materials.',
    feature: [
      'Polyester, corozo and metal buttons',
      'Woven and printed labels',
      'Twill tapes and drawcords',
      'Matched to fabric lab dips',
    ],
    composition: ['Polyester, corozo, metal and cotton, as specified'],
    endUse: 'Trimming of knit and woven garments.',
    background:
      'Sourced from trim suppliers in Dhaka and China and consolidated with fabric shipments to keep production on schedule.',
    image: square({ kind: 'buttons' }, 2601),
    translations: {
      zh: {
        title: '服装辅料——纽扣、商标及织带',
        desc: '按成衣订单配套采购树脂扣、果实扣和金属扣，织唛和印唛，人字带和抽绳，颜色与面料匹配，并与主料一同送达工厂。',
        feature: ['树脂扣、果实扣及金属扣', '织唛和印唛', '人字带和抽绳', '按面料色样配色'],
        composition: ['涤纶、果实（corozo）、金属及棉，按要求选用'],
        endUse: '针织及梭织服装的辅料配套。',
        background: '采购自达卡和中国的辅料供应商，并与面料拼单出运，确保生产按期进行。',
      },
    },
  },
  {
    title: 'Spun Polyester Sewing Thread 40/2',
    category: 'other',
    desc: 'A strong, smooth spun polyester sewing thread for general garment assembly, lubricated for high-speed lockstitch and overlock machines. Dyed to a card of over 800 shades or matched to your fabric.',
    feature: ['Ticket 120 (40/2)', 'Lubricated for high-speed sewing', '5,000 m cones', 'Over 800 stock shades'],
    composition: ['100% Spun Polyester'],
    endUse: 'Seaming, hemming and overlocking of knit and woven garments.',
    background:
      'Supplied by established thread makers in Bangladesh, with stock shades available within three working days and custom matches in about a week.',
    image: square(
      { kind: 'cones', colours: [PALETTE.madder, PALETTE.saffron, PALETTE.teal, PALETTE.indigo, '#f4f1ea'] },
      2602,
    ),
    translations: {
      zh: {
        title: '涤纶短纤缝纫线 40/2',
        desc: '强力高、光滑的涤纶短纤缝纫线，适用于一般服装缝制，经上油处理，适合高速平缝机和包缝机。可按 800 多种颜色的色卡染色，或按您的面料配色。',
        feature: ['线号 Tkt 120（40/2）', '上油处理，适合高速缝纫', '每个宝塔线 5,000 米', '800 多种现货颜色'],
        composition: ['100% 涤纶短纤'],
        endUse: '针织及梭织服装的合缝、卷边和包缝。',
        background: '由孟加拉国知名缝纫线厂供货，现货颜色三个工作日内可交，定制配色约一周。',
      },
    },
  },
];
