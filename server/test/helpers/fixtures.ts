import type { ProductCategory } from '@texbridge/shared/constants';

export const IMAGE = '/uploads/0123456789abcdef0123456789abcdef.webp';

/**
 * A valid add body for each resource, by its contract's `name` (shared/src/resources); `n` makes titles distinct.
 * The access matrix and the fuzzer add records of every contract with an add call from here.
 */
export const bodies = {
  sliders: (n = 1) => ({ title: `Slide ${n}`, caption: `Caption ${n}`, link: '/event', sliderImage: IMAGE }),
  about: (n = 1) => ({ title: `About ${n}`, paragraph: `We source yarn ${n}.`, AboutImage: IMAGE }),
  news: (n = 1) => ({
    title: `News ${n}`,
    content: `Mill visit report ${n}.`,
    day: 5,
    month: 0,
    year: 2026,
    newsImage: IMAGE,
  }),
  contacts: (n = 1) => ({
    add1: { addT1: `Head office ${n}`, add1: 'House 12, Road 7, Gulshan, Dhaka' },
    add2: { addT2: 'Port office', add2: 'Agrabad, Chattogram' },
    HR: { hrt: '+8801711000001', hre: 'hr@texbridge.example' },
    bd: { bdt: '+8801711000002', bde: 'bd@texbridge.example' },
    marketing: { marketingT: '+8801711000003', marketingE: 'marketing@texbridge.example' },
    supplyChain: '+8801711000004',
    rnd: '+8801711000005',
    commercial: '+8801711000006',
    map: 'https://www.google.com/maps/embed?pb=dhaka',
    QR: IMAGE,
  }),
  products: (n = 1, category: ProductCategory = 'yarn') => ({
    title: `Product ${n}`,
    desc: 'Combed cotton yarn for knitting.',
    feature: ['Low hairiness', 'Even count'],
    composition: ['100% Cotton'],
    endUse: 'Single jersey',
    background: 'Spun in Narayanganj.',
    category,
    productImage: IMAGE,
    moq: { value: 500, unit: 'kg' },
    leadTimeDays: 30,
    origin: 'BD',
    sampleAvailable: true,
    hsCode: '520524',
    certifications: ['OEKO-TEX Standard 100', 'BCI'],
    fibres: [{ fibre: 'cotton', percent: 100 }],
    specs: [
      { label: 'Count', value: 'Ne 30/1' },
      { label: 'Strength', value: '16', unit: 'cN/tex' },
    ],
  }),
  privacy: (n = 1) => ({
    title: `Privacy ${n}`,
    caption: 'Your data stays yours',
    privacy: 'We keep enquiries for twelve months.',
    policy: 'Audited suppliers only.',
    why: 'Two decades of sourcing.',
  }),
  reviews: (n = 1) => ({ name: `Product ${n}`, comment: 'Consistent quality.', rate: 5, photo: IMAGE }),
  enquiries: (n = 1) => ({
    user_name: `Buyer ${n}`,
    user_email: `buyer${n}@example.com`,
    user_phone: '+8801711000000',
    message: `Please quote 20 tonnes, request ${n}.`,
  }),
} satisfies Record<string, (n?: number) => Record<string, unknown>>;

/** The add body of the contract named `name`, or undefined when this file has none. */
export const bodyOf = (name: string): ((n?: number) => Record<string, unknown>) | undefined =>
  (bodies as Record<string, (n?: number) => Record<string, unknown>>)[name];
