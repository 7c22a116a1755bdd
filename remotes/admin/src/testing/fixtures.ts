import type { About } from '@texbridge/shared/schemas/about';
import type { Contact } from '@texbridge/shared/schemas/contact';
import type { Enquiry } from '@texbridge/shared/schemas/enquiry';
import type { News } from '@texbridge/shared/schemas/news';
import type { Privacy } from '@texbridge/shared/schemas/privacy';
import type { Product } from '@texbridge/shared/schemas/product';
import type { Review } from '@texbridge/shared/schemas/review';
import type { Slider } from '@texbridge/shared/schemas/slider';
import type { User } from '@texbridge/shared/schemas/user';
import { ADMIN } from './auth.ts';

let counter = 0;
const id = () => (++counter).toString(16).padStart(24, '0');
export const IMAGE = '/uploads/0123456789abcdef0123456789abcdef.webp';

/** Records in the API's shapes (SPEC.md §3), with realistic text. */
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
    content: 'Spot prices for Shankar-6 held steady this month as mills in Narayanganj booked forward.',
    day: 5,
    month: 0,
    year: 2026,
    newsImage: IMAGE,
    ...over,
  }),
  contact: (over: Partial<Contact> = {}): Contact => ({
    _id: id(),
    add1: { addT1: 'Head Office', add1: 'House 12, Road 7, Gulshan 1, Dhaka 1212' },
    HR: { hrt: '01711000001', hre: 'hr@texbridge.example' },
    bd: { bdt: '01711000002', bde: 'bd@texbridge.example' },
    marketing: { marketingT: '01711000003', marketingE: 'marketing@texbridge.example' },
    supplyChain: '01711000004',
    rnd: '01711000005',
    commercial: '01711000006',
    map: 'https://www.google.com/maps/embed?pb=!1m18!1m12',
    QR: IMAGE,
    ...over,
  }),
  product: (over: Partial<Product> = {}): Product => ({
    _id: id(),
    title: 'Combed cotton yarn',
    desc: 'Ring-spun combed cotton yarn for knitting, from audited spinners.',
    feature: ['Low hairiness', 'Even count'],
    composition: ['100% cotton'],
    endUse: 'T-shirts and polo shirts',
    background: 'Spun in Narayanganj from Shankar-6 and US Pima blends.',
    category: 'yarn',
    productImage: IMAGE,
    ...over,
  }),
  privacy: (over: Partial<Privacy> = {}): Privacy => ({
    _id: id(),
    title: 'Your data stays with us',
    caption: 'How we handle buyer and supplier details.',
    privacy: 'We keep enquiry details only to answer them and never sell them.',
    policy: 'Samples and prices shared with us stay between the buyer, the mill and us.',
    why: 'Audited mills, transparent pricing and one contact from sample to shipment.',
    ...over,
  }),
  review: (over: Partial<Review> = {}): Review => ({
    _id: id(),
    name: 'Combed cotton yarn',
    comment: 'Even counts and on-time shipment to our Gazipur mill.',
    rate: 5,
    date: '7 - 3 - 2026',
    photo: IMAGE,
    ...over,
  }),
  /** A user who has signed in; `role: 'admin'` only for admins (SPEC.md §3). */
  user: (over: Partial<User> = {}): User => {
    const _id = id();
    return { _id, displayName: 'Karim Hossain', email: `karim.${parseInt(_id, 16)}@mills.example`, ...over };
  },
  /** The signed-in test admin's own row (testing/auth.ts ADMIN): the API refuses to delete it. */
  me: (over: Partial<User> = {}): User => ({
    _id: id(),
    displayName: ADMIN.displayName,
    email: ADMIN.email!,
    role: 'admin',
    ...over,
  }),
  enquiry: (over: Partial<Enquiry> = {}): Enquiry => ({
    _id: id(),
    user_name: 'Rahim Uddin',
    user_email: 'rahim@knits.example',
    user_phone: '+880 1711-000000',
    message: 'Please send your price list for viscose yarn.',
    handled: false,
    // Local time, so that a displayed date does not depend on the machine's time zone.
    createdAt: new Date(2026, 10, 22, 14, 5).toISOString(),
    ...over,
  }),
};

/** `count` records, the first one the newest, titled 'Slide 1' (newest) … 'Slide {count}'. */
export const many = <T>(count: number, build: (index: number) => T) =>
  Array.from({ length: count }, (_, i) => build(i + 1));

/** A small PNG-typed file for the image pickers. */
export const imageFile = (name = 'loom.png', type = 'image/png', bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type });
