import { EXAMPLE_UPLOAD } from '../resources/fields.ts';
import { aboutExample, type About } from '../resources/about.ts';
import { contactExample, type Contact } from '../resources/contacts.ts';
import type { Rfq } from '../resources/rfqs.ts';
import type { Enquiry } from '../resources/enquiries.ts';
import { newsExample, type News } from '../resources/news.ts';
import { privacyExample, type Privacy } from '../resources/privacy.ts';
import { productExample, type Product } from '../resources/products.ts';
import { reviewExample, type Review } from '../resources/reviews.ts';
import { sliderExample, type Slider } from '../resources/sliders.ts';
import type { User } from '../resources/users.ts';
import type { ActivityEntry, Revision, TrashedResource } from '../resources/history.ts';
import type { TrashedRecord } from './api-db.ts';

let counter = 0;
/** A 24-hex id, as MongoDB's ObjectIds look, from a counter: unique within a test run. */
const id = () => (++counter).toString(16).padStart(24, '0');

/** An image path as our own `POST /uploads` returns it. */
export const IMAGE = EXAMPLE_UPLOAD;

/**
 * Records in the API's shapes (docs/spec.md §3), with realistic textile-agency text, for the MSW handlers and
 * component tests of both halves: the public host and the admin dashboard. One set of builders, so that
 * both halves test against the same records the API serves. A test should name the values it asserts on
 * through `over`; the defaults only make a record complete.
 */
export const make = {
  slider: (over: Partial<Slider> = {}): Slider => ({ _id: id(), ...sliderExample(), ...over }),
  about: (over: Partial<About> = {}): About => ({ _id: id(), ...aboutExample(), ...over }),
  news: (over: Partial<News> = {}): News => ({ _id: id(), ...newsExample(), ...over }),
  /** Titled with the counter ('Combed Cotton Yarn Ne 7/1'), so that products made together differ. */
  product: (over: Partial<Product> = {}): Product => {
    const _id = id();
    // Every other field from its declared example (resources/products.ts).
    return { _id, ...productExample(), title: `Combed Cotton Yarn Ne ${counter}/1`, ...over };
  },
  privacy: (over: Partial<Privacy> = {}): Privacy => ({ _id: id(), ...privacyExample(), ...over }),
  review: (over: Partial<Review> = {}): Review => ({ _id: id(), ...reviewExample(), ...over }),
  contact: (over: Partial<Contact> = {}): Contact => ({ _id: id(), ...contactExample(), ...over }),
  /** A user who has signed in; `role: 'admin'` only for admins (docs/spec.md §3). */
  user: (over: Partial<User> = {}): User => {
    const _id = id();
    return { _id, displayName: 'Karim Hossain', email: `karim.${parseInt(_id, 16)}@mills.example`, ...over };
  },
  enquiry: (over: Partial<Enquiry> = {}): Enquiry => ({
    _id: id(),
    user_name: 'Rahim Uddin',
    user_email: 'rahim@knits.example',
    user_phone: '+880 1711-000000',
    message: 'Please send your price list for viscose yarn.',
    handled: false,
    status: 'new',
    notes: [],
    statusHistory: [],
    // Local time, so that a displayed date does not depend on the machine's time zone.
    createdAt: new Date(2026, 10, 22, 14, 5).toISOString(),
    ...over,
  }),
  /** An RFQ for two products, as the API answers it. */
  rfq: (over: Partial<Rfq> = {}): Rfq => {
    const _id = id();
    return {
      _id,
      reference: `RFQ-2026-${String(counter).padStart(6, '0')}`,
      company: 'Dhaka Knit Composite Ltd',
      name: 'Nadia Rahman',
      email: 'nadia@dhakaknit.example',
      phone: '+880 1711-000001',
      country: 'BD',
      destination: 'Chattogram',
      incoterm: 'CIF',
      requiredBy: '2027-03-31',
      message: 'For our spring programme.',
      locale: 'en',
      lines: [
        {
          productId: id(),
          title: 'Combed Cotton Yarn Ne 30/1',
          quantity: 5000,
          unit: 'kg',
          moq: { value: 1000, unit: 'kg' },
          belowMoq: false,
        },
        {
          productId: id(),
          title: 'Single Jersey 180 GSM',
          quantity: 800,
          unit: 'm',
          targetPrice: 2.4,
          currency: 'USD',
          moq: { value: 1000, unit: 'm' },
          belowMoq: true,
        },
      ],
      attachments: [],
      status: 'new',
      notes: [],
      statusHistory: [],
      createdAt: new Date(2026, 10, 23, 9, 30).toISOString(),
      ...over,
    };
  },
  /** A kept state of `data` (docs/history.md), by the test admin; give `at` where the order matters. */
  revision: <T extends { _id: string }>(
    resource: Revision['resource'],
    data: T,
    over: Partial<Omit<Revision, 'data'>> = {},
  ): Revision => ({
    _id: id(),
    resource,
    recordId: data._id,
    action: 'update',
    data: { ...data },
    by: { uid: 'admin-1', email: 'ayesha@texbridge.example' },
    at: new Date(2026, 10, 24, 10, 0).toISOString(),
    ...over,
  }),
  /** `record` as the trash keeps it, deleted by the test admin. */
  trashed: (resource: TrashedResource, record: { _id: string }, over: Partial<TrashedRecord> = {}): TrashedRecord => ({
    resource,
    _id: record._id,
    title: `${resource} ${record._id}`,
    deletedAt: new Date(2026, 10, 25, 16, 30).toISOString(),
    deletedBy: { uid: 'admin-1', email: 'ayesha@texbridge.example' },
    record: { ...record },
    position: 0,
    ...over,
  }),
  /** An entry of the activity log, by the test admin from a desktop browser. */
  activity: (over: Partial<ActivityEntry> = {}): ActivityEntry => ({
    _id: id(),
    at: new Date(Date.UTC(2026, 10, 24, 10, 0)).toISOString(),
    actor: { uid: 'admin-1', email: 'ayesha@texbridge.example' },
    action: 'update',
    resource: 'products',
    recordId: id(),
    title: 'Combed Cotton Yarn Ne 30/1',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
    ...over,
  }),
};

/** `count` records, each built from its one-based index (1 … count); as the API lists them, index 1 is the newest. */
export const many = <T>(count: number, build: (index: number) => T) =>
  Array.from({ length: count }, (_, i) => build(i + 1));
