import type { Contact } from '@texbridge/shared/resources/contacts';
import { imageColumn, textColumn, TruncatedText, type Column } from '../../../components/crud/columns.tsx';

type Address = { title: string | undefined; text: string | undefined };

/** add1..add4 as title and text; add2–add4 may be absent or left blank. */
const addresses: ((row: Contact) => Address)[] = [
  (row) => ({ title: row.add1.addT1, text: row.add1.add1 }),
  (row) => ({ title: row.add2?.addT2, text: row.add2?.add2 }),
  (row) => ({ title: row.add3?.addT3, text: row.add3?.add3 }),
  (row) => ({ title: row.add4?.addT4, text: row.add4?.add4 }),
];

/** docs/spec.md §9: an address's title is cut to 20 characters and its text to 21; §8: a missing one says 'No Added'. */
function AddressCell({ title, text }: Address) {
  if (!title?.trim() && !text?.trim()) return <span className="text-charcoal-500">No Added</span>;
  return (
    <div className="flex flex-col">
      <span className="font-semibold text-indigo-950">
        <TruncatedText text={title} max={20} />
      </span>
      <TruncatedText text={text} max={21} />
    </div>
  );
}

/** A desk with a phone and an e-mail, one above the other. */
function DeskCell({ phone, email }: { phone?: string; email?: string }) {
  return (
    <div className="flex flex-col">
      <TruncatedText text={phone} />
      <TruncatedText text={email} />
    </div>
  );
}

// Thirteen columns: cells keep their width (no wrapping into slivers) and the table scrolls sideways
// inside its container on small screens (ResourceTable's overflow-x-auto).
const desk = (header: string, read: (row: Contact) => { phone?: string; email?: string }): Column<Contact> => ({
  header,
  className: 'whitespace-nowrap',
  cell: (row) => <DeskCell {...read(row)} />,
});
const phone = (header: string, read: (row: Contact) => string | undefined) =>
  textColumn(header, read, undefined, { className: 'whitespace-nowrap tabular-nums' });

export const contactsColumns: readonly Column<Contact>[] = [
  ...addresses.map((address, index): Column<Contact> => ({
    header: `Address ${index + 1}`,
    className: 'min-w-48',
    // Address 1 (required) names a contact.
    identifies: index === 0,
    cell: (row) => <AddressCell {...address(row)} />,
  })),
  desk('HR', (row) => ({ phone: row.HR?.hrt, email: row.HR?.hre })),
  desk('Business Development', (row) => ({ phone: row.bd?.bdt, email: row.bd?.bde })),
  desk('Marketing', (row) => ({ phone: row.marketing?.marketingT, email: row.marketing?.marketingE })),
  phone('Supply Chain Management', (row) => row.supplyChain),
  phone('Research & Development', (row) => row.rnd),
  phone('Commercial Management', (row) => row.commercial),
  textColumn('Map', (row) => row.map, 30, { className: 'whitespace-nowrap' }),
  imageColumn('QR Code', (row) => row.QR, { whole: true }),
];
