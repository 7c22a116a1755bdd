import type { About } from '@texbridge/shared/schemas/about';
import type { News } from '@texbridge/shared/schemas/news';
import type { Slider } from '@texbridge/shared/schemas/slider';

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
};

/** `count` records, the first one the newest, titled 'Slide 1' (newest) … 'Slide {count}'. */
export const many = <T>(count: number, build: (index: number) => T) =>
  Array.from({ length: count }, (_, i) => build(i + 1));

/** A small PNG-typed file for the image pickers. */
export const imageFile = (name = 'loom.png', type = 'image/png', bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type });
