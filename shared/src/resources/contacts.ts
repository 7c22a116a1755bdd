import { z } from 'zod';
import { CONTENT_STAFF } from '../auth/roles.ts';
import { defineResource } from './define.ts';
import { defineFields, EXAMPLE_UPLOAD, exampleOf, type FieldColumn } from './fields.ts';
import { createSchemaOf, updateSchemaOf } from './field-schemas.ts';
import { contactReads } from './public-reads.ts';

const TITLE = 200;
const TEXT = 1000;
const ADDRESSES = 'Addresses';
const DESKS = 'Department desks';

type Part<TKind, R> = { kind: TKind; label: string; required: R; column?: FieldColumn; example: string };
/** A part a reader reads, kept in every locale. */
type Words = { localized: true };
/** An address's parts: `addT1` and `add1` for address 1. */
type AddressParts<N extends number, R> = Record<`addT${N}`, Part<'text', R> & Words & { max: number }> &
  Record<`add${N}`, Part<'textarea', R> & Words & { max: number; rows: number }>;

/**
 * Address n: its title and its text, stored together. docs/spec.md §5: address 1 is required on add and
 * on edit; §9: its title is cut to 20 characters and its text to 21; §8: a missing one says 'No Added'.
 */
const address = <N extends 1 | 2 | 3 | 4, R extends 'always' | 'never'>(
  n: N,
  required: R,
  example?: [string, string],
) =>
  ({
    kind: 'group',
    label: `Address ${n}`,
    required,
    section: ADDRESSES,
    column: { empty: 'No Added', identifies: n === 1, wide: true },
    ...(example ? {} : { example: 'absent' as const }),
    fields: {
      [`addT${n}`]: {
        kind: 'text',
        label: `Address ${n} Title`,
        localized: true,
        max: TITLE,
        required,
        column: { truncate: 20, title: true },
        example: example?.[0] ?? '',
      },
      [`add${n}`]: {
        kind: 'textarea',
        label: `Address ${n}`,
        localized: true,
        max: TEXT,
        rows: 2,
        required,
        column: { truncate: 21 },
        example: example?.[1] ?? '',
      },
    } as AddressParts<N, R>,
  }) as const;

/** A department's desk: a phone above an e-mail (docs/spec.md §5: kept as typed, + and all). */
const desk = <const P extends string, const E extends string>(
  label: string,
  [phone, email]: [P, E],
  example: [string, string],
) =>
  ({
    kind: 'group',
    label,
    required: 'never',
    section: DESKS,
    column: {},
    fields: {
      [phone]: { kind: 'tel', label: `${label} Phone`, required: 'never', example: example[0] },
      [email]: { kind: 'email', label: `${label} E-mail`, required: 'never', example: example[1] },
    } as Record<P, Part<'tel', 'never'>> & Record<E, Part<'email', 'never'>>,
  }) as const;

/** A desk with a phone only: its column is headed by the desk's name. */
const deskPhone = (desk: string, example: string) =>
  ({
    kind: 'tel',
    label: `${desk} Phone`,
    required: 'never',
    section: DESKS,
    column: { header: desk },
    example,
  }) as const;

/**
 * A contact record's fields (docs/spec.md §3), declared once (docs/adding-a-field.md): the offices, the
 * desks, the WhatsApp number product pages offer, the map and the WeChat QR code of the public Contact Us
 * page.
 */
export const contactFields = defineFields({
  add1: address(1, 'always', ['Head Office', 'House 12, Road 7, Gulshan 1, Dhaka 1212']),
  add2: address(2, 'never', ['Port Office', 'Agrabad, Chattogram']),
  add3: address(3, 'never'),
  add4: address(4, 'never'),
  HR: desk('HR', ['hrt', 'hre'], ['01711000001', 'hr@texbridge.example']),
  bd: desk('Business Development', ['bdt', 'bde'], ['01711000002', 'bd@texbridge.example']),
  marketing: desk('Marketing', ['marketingT', 'marketingE'], ['01711000003', 'marketing@texbridge.example']),
  supplyChain: deskPhone('Supply Chain Management', '01711000004'),
  rnd: deskPhone('Research & Development', '01711000005'),
  commercial: deskPhone('Commercial Management', '01711000006'),
  whatsapp: {
    kind: 'text',
    label: 'WhatsApp Number',
    hint: 'With its country code, such as +8801711000001: product pages offer buyers a WhatsApp message to it.',
    max: 16,
    pattern: {
      regex: /\+[1-9]\d{6,14}/,
      message: 'must be a phone number with its country code, such as +8801711000001',
    },
    required: 'never',
    section: DESKS,
    column: { header: 'WhatsApp' },
    example: '+8801711000007',
  },
  map: {
    kind: 'url',
    label: 'Map Embed Link',
    hint: 'The https link of an embedded map: the src of Google Maps’ “Embed a map” code.',
    required: 'never',
    column: { header: 'Map', truncate: 30 },
    example: 'https://www.google.com/maps/embed?pb=!1m18!1m12',
  },
  QR: {
    kind: 'image',
    label: 'QR Code',
    hint: 'The QR image must be clear.',
    required: 'create',
    column: { whole: true },
    example: EXAMPLE_UPLOAD,
  },
});

export const contactCreate = createSchemaOf(contactFields);
/** docs/spec.md §7 sends the same body without QR; we also accept a new QR image. */
export const contactUpdate = updateSchemaOf(contactFields);
const contact = contactCreate.extend({ _id: z.string() });

/** A contact's fields from the declared examples: where the test records start. */
export const contactExample = () => exampleOf(contactFields);

export type ContactCreate = z.infer<typeof contactCreate>;
export type ContactUpdate = z.infer<typeof contactUpdate>;
export type Contact = z.infer<typeof contact>;

/** docs/spec.md §7 contact calls. */
export const contactsResource = defineResource({
  name: contactReads.name,
  noun: 'contact',
  record: contact,
  fields: contactFields,
  list: { paths: contactReads.list.paths, access: 'public' },
  create: { path: '/add-contact', body: contactCreate, access: CONTENT_STAFF },
  update: { method: 'PUT', path: '/contact/:id', body: contactUpdate, access: CONTENT_STAFF },
  remove: { path: '/delete-contact/:id', access: CONTENT_STAFF },
});
