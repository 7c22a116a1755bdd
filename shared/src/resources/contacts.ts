import { z } from 'zod';
import { httpsUrl, imageUrl, optionalEmail, optionalText, phoneNumber, requiredText } from '../schemas/common.ts';
import { defineResource } from './define.ts';
import { contactReads } from './public-reads.ts';

const TITLE = 200;
const TEXT = 1000;

const optionalAddress = <T extends string, A extends string>(titleKey: T, textKey: A) =>
  z.strictObject({ [titleKey]: optionalText(TITLE).optional(), [textKey]: optionalText(TEXT).optional() } as Record<
    T | A,
    z.ZodOptional<z.ZodString>
  >);

/** Fields shared by add and edit; address 1 is required on both (docs/spec.md §5). */
const contactFields = {
  add1: z.strictObject({ addT1: requiredText(TITLE), add1: requiredText(TEXT) }),
  add2: optionalAddress('addT2', 'add2').optional(),
  add3: optionalAddress('addT3', 'add3').optional(),
  add4: optionalAddress('addT4', 'add4').optional(),
  // A desk's phone, as typed and callable: the enquiry form's rule (6 to 20 digits, or empty).
  HR: z.strictObject({ hrt: phoneNumber.optional(), hre: optionalEmail.optional() }).optional(),
  bd: z.strictObject({ bdt: phoneNumber.optional(), bde: optionalEmail.optional() }).optional(),
  marketing: z.strictObject({ marketingT: phoneNumber.optional(), marketingE: optionalEmail.optional() }).optional(),
  supplyChain: phoneNumber.optional(),
  rnd: phoneNumber.optional(),
  commercial: phoneNumber.optional(),
  /** The map is an embed link. */
  map: z.union([z.literal(''), httpsUrl().max(2048)]).optional(),
};

export const contactCreate = z.strictObject({ ...contactFields, QR: imageUrl });
/** docs/spec.md §7 sends the same body without QR; we also accept a new QR image. */
export const contactUpdate = z.strictObject({
  ...contactFields,
  add1: contactFields.add1.optional(),
  QR: imageUrl.optional(),
});
export const contact = contactCreate.extend({ _id: z.string() });

export type ContactCreate = z.infer<typeof contactCreate>;
export type ContactUpdate = z.infer<typeof contactUpdate>;
export type Contact = z.infer<typeof contact>;

/** docs/spec.md §7 contact calls. */
export const contactsResource = defineResource({
  name: contactReads.name,
  noun: 'contact',
  record: contact,
  list: { paths: contactReads.list.paths, access: 'public' },
  create: { path: '/add-contact', body: contactCreate, access: 'admin' },
  update: { method: 'PUT', path: '/contact/:id', body: contactUpdate },
  remove: { path: '/delete-contact/:id' },
});
