import type { About } from '@texbridge/shared/schemas/about';
import type { Contact } from '@texbridge/shared/schemas/contact';
import type { News } from '@texbridge/shared/schemas/news';
import type { Privacy } from '@texbridge/shared/schemas/privacy';
import type { Product } from '@texbridge/shared/schemas/product';
import type { Review } from '@texbridge/shared/schemas/review';
import type { Slider } from '@texbridge/shared/schemas/slider';
import type { ProductCategory } from '@texbridge/shared/constants';

let counter = 0;
const id = () => (++counter).toString(16).padStart(24, '0');
const IMAGE = '/uploads/0123456789abcdef0123456789abcdef.webp';

/** Records in the API's shapes (SPEC.md §3), with realistic text, for MSW and component tests. */
export const make = {
  slider: (over: Partial<Slider> = {}): Slider => ({
    _id: id(),
    title: 'Yarn for every knitter',
    caption: 'Combed, carded and melange counts from audited spinners.',
    link: '/products/yarn',
    sliderImage: IMAGE,
    ...over,
  }),
  about: (over: Partial<About> = {}): About => ({
    _id: id(),
    title: 'Who we are',
    paragraph: 'A sourcing agency in Dhaka linking mills with suppliers of fibre, yarn, fabric, dyes and chemicals.',
    AboutImage: IMAGE,
    ...over,
  }),
  news: (over: Partial<News> = {}): News => ({
    _id: id(),
    title: 'Cotton prices steady ahead of the new crop',
    content: 'Spot prices for Shankar-6 held steady this month as mills in Narayanganj booked forward. '.repeat(3),
    day: 5,
    month: 0,
    year: 2026,
    newsImage: IMAGE,
    ...over,
  }),
  product: (over: Partial<Product> = {}, category: ProductCategory = 'yarn'): Product => ({
    _id: id(),
    title: `Combed Cotton Yarn Ne ${counter}/1`,
    desc: 'Ring-spun combed cotton yarn for knitting, waxed, on cones.',
    feature: ['Low hairiness', 'Even count'],
    composition: ['100% Cotton'],
    endUse: 'Single jersey and rib',
    background: 'Spun in Narayanganj from BCI cotton.',
    category,
    productImage: IMAGE,
    ...over,
  }),
  privacy: (over: Partial<Privacy> = {}): Privacy => ({
    _id: id(),
    title: 'Your data, kept close',
    caption: 'What we do with an enquiry',
    privacy: 'Enquiries are kept for twelve months and never sold.',
    policy: 'We work only with audited suppliers.',
    why: 'Two decades of sourcing across Asia.',
    ...over,
  }),
  review: (over: Partial<Review> = {}): Review => ({
    _id: id(),
    name: 'Single Jersey 160 GSM',
    comment: 'Consistent shade from lot to lot.',
    rate: 5,
    date: '12 - 3 - 2025',
    photo: IMAGE,
    ...over,
  }),
  contact: (over: Partial<Contact> = {}): Contact => ({
    _id: id(),
    add1: { addT1: 'Head Office', add1: 'House 12, Road 7, Gulshan, Dhaka 1212' },
    add2: { addT2: 'Port Office', add2: 'Agrabad, Chattogram' },
    HR: { hrt: '+8801711000001', hre: 'hr@texbridge.example' },
    bd: { bdt: '+8801711000002', bde: 'bd@texbridge.example' },
    marketing: { marketingT: '+8801711000003', marketingE: 'marketing@texbridge.example' },
    supplyChain: '+8801711000004',
    rnd: '+8801711000005',
    commercial: '+8801711000006',
    map: 'https://www.google.com/maps/embed?pb=dhaka',
    QR: IMAGE,
    ...over,
  }),
};
