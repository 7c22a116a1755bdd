import type { ContactCreate } from '@texbridge/shared/resources/contacts';
import { IMAGE_SIZES } from '../patterns/render.ts';
import { image, type SeedRecord } from './record.ts';

/** The agency's one contact record: its offices, desks and the WeChat QR code. */
export const CONTACT: SeedRecord<ContactCreate, 'QR', 'add1' | 'add2' | 'add3' | 'add4'> = {
  add1: { addT1: 'Head Office, Dhaka', add1: 'House 27, Road 11, Block F, Banani, Dhaka 1213, Bangladesh' },
  add2: {
    addT2: 'Port & Logistics Office, Chattogram',
    add2: 'Level 6, 94 Agrabad Commercial Area, Agrabad, Chattogram 4100, Bangladesh',
  },
  add3: {
    addT3: 'Knit Sourcing Hub, Narayanganj',
    add3: 'Plot 14, BSCIC Industrial Estate, Fatullah, Narayanganj 1400, Bangladesh',
  },
  add4: {
    addT4: 'Liaison Office, Shanghai',
    add4: "Room 1806, 18/F, 1088 West Yan'an Road, Changning District, Shanghai 200052, China",
  },
  HR: { hrt: '+880 1711-000101', hre: 'hr@texbridge.example' },
  bd: { bdt: '+880 1711-000202', bde: 'bd@texbridge.example' },
  marketing: { marketingT: '+880 1711-000303', marketingE: 'marketing@texbridge.example' },
  supplyChain: '+880 1711-000404',
  rnd: '+880 1711-000505',
  commercial: '+880 1711-000606',
  whatsapp: '+8801711000707',
  map: 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3650.7!2d90.4043!3d23.7937!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zMjPCsDQ3JzM3LjMiTiA5MMKwMjQnMTUuNSJF!5e0!3m2!1sen!2sbd!4v1718000000000!5m2!1sen!2sbd',
  image: image({ kind: 'qr' }, IMAGE_SIZES.qr, 1401),
  translations: {
    zh: {
      add1: { addT1: '达卡总部', add1: '孟加拉国达卡市巴纳尼 F 区 11 号路 27 号，邮编 1213' },
      add2: { addT2: '吉大港港口物流办事处', add2: '孟加拉国吉大港市阿格拉巴德商业区 94 号 6 层，邮编 4100' },
      add3: { addT3: '纳拉扬甘杰针织采购中心', add3: '孟加拉国纳拉扬甘杰法图拉 BSCIC 工业区 14 号地块，邮编 1400' },
      add4: { addT4: '上海联络处', add4: '中国上海市长宁区延安西路 1088 号 18 楼 1806 室，邮编 200052' },
    },
  },
};
