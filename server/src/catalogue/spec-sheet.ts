import PDFDocument from 'pdfkit';
import { categoryLabel } from '@texbridge/shared/constants';
import { keyFacts, lineText, specificationLines } from '@texbridge/shared/format/specification';
import { LOCALES, type Locale } from '@texbridge/shared/locales/locales';
import { fill, SHEET_PHRASES } from '@texbridge/shared/locales/phrases';
import type { Words } from '@texbridge/shared/locales/words';
import type { Contact } from '@texbridge/shared/resources/contacts';
import type { Product } from '@texbridge/shared/resources/products';
import { typesetter, type Setter, type Weight } from './spec-sheet-typesetting.ts';

/**
 * A product's spec sheet (docs/spec-sheet.md): one A4 page with its image, key facts, certifications,
 * specification table and the agency's contact details, in the buyer's language. Inter's and Noto Sans SC's
 * TrueType files are embedded as subsets (PDFKit writes only the glyphs a sheet uses), each text in the one
 * that has its characters (spec-sheet-fonts.ts), so a Latin, Greek, Cyrillic or Chinese name prints as typed.
 * The PDF is tagged (PDFKit's accessibility guide): a screen reader reads its headings, paragraphs, figure
 * and tables in order, and skips the bands and rules, which are marked as artifacts.
 * Drawn sheets are kept by version: a change to what is drawn raises SHEET_LAYOUT (spec-sheet-store.ts).
 */

/** The site's colours (shared/src/ui/theme.css). */
const COLOURS = { ink: '#3d3f45', indigo: '#1f2a4d', madder: '#a8362b', rule: '#ece3d1', band: '#f6f1e7' };

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 42;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
/** Where the contact details start: everything above them is the product's. */
const FOOTER_TOP = A4.height - MARGIN - 64;
/** A specification longer than this is set in two columns, so that 30 rows still fit the page. */
const ONE_COLUMN_ROWS = 14;
/** A table row's height for one line of 8.5 pt and its padding, and for two. */
const ROW_HEIGHT = { oneLine: 17, twoLines: 28 };

export interface SheetInput {
  product: Product;
  /** The product's image as JPEG or PNG, when it has one this server stores. */
  image?: Buffer | undefined;
  contact?: Contact | undefined;
  siteName: string;
  /** The product page's public address, printed so a printed sheet leads back to it. */
  productUrl: string;
  generatedAt: Date;
  /** The buyer's language: the product and contact arrive in it, and the sheet's own words are said in it. */
  locale: Locale;
}

/** The contact record's lines: its first address, then each desk's phone and e-mail. */
function contactLines(contact: Contact | undefined, say: Words): string[] {
  if (!contact) return [];
  const address = `${contact.add1.addT1}: ${contact.add1.add1.replace(/\s*\n\s*/g, ', ')}`;
  const desks = [
    [say.word(SHEET_PHRASES.businessDevelopment), contact.bd?.bdt, contact.bd?.bde],
    [say.word(SHEET_PHRASES.hr), contact.HR?.hrt, contact.HR?.hre],
    [say.word(SHEET_PHRASES.marketing), contact.marketing?.marketingT, contact.marketing?.marketingE],
  ]
    .filter(([, phone, email]) => phone || email)
    .map(([desk, phone, email]) => `${desk}: ${[phone, email].filter(Boolean).join(' · ')}`);
  return [address, ...desks];
}

type Doc = InstanceType<typeof PDFDocument>;
type Structure = PDFKit.PDFStructureElement;
/** PDFKit's table and cell options beside those its types leave out: the tags of a tagged table. */
type TaggedTable = PDFKit.Mixins.TableOptionsWithData & {
  structParent: Structure;
  data: (PDFKit.Mixins.CellOptions & { scope?: 'row' })[][];
};

/** Draws what only decorates (a band, a rule, a background) outside the structure, as an artifact. */
function decoration(doc: Doc, draw: () => void) {
  doc.markContent('Artifact', { type: 'Layout' });
  draw();
  doc.endMarkedContent();
}

/**
 * Label and value rows as a two-column table in `parent`, from `y`; answers where it ends. Each label is
 * its row's header. A value too long for `rowHeight` is cut, so the table never pushes the page past one.
 */
function table(
  doc: Doc,
  set: Setter,
  parent: Structure,
  rows: { label: string; value: string }[],
  x: number,
  y: number,
  width: number,
  rowHeight: number = ROW_HEIGHT.twoLines,
) {
  doc.font(set('', 'regular').font).fontSize(8.5);
  const cell = (text: string, weight: Weight) => {
    const { font, text: drawn } = set(text, weight);
    return { text: drawn, font: { src: font } };
  };
  const options: TaggedTable = {
    structParent: parent,
    position: { x, y },
    maxWidth: width,
    columnStyles: [Math.round(width * 0.42), '*'],
    defaultStyle: {
      border: [0, 0, 0.5, 0],
      borderColor: COLOURS.rule,
      padding: [3, 4],
      textOptions: { ellipsis: true },
    },
    rowStyles: { maxHeight: rowHeight },
    data: rows.map(({ label, value }) => [
      { ...cell(label, 'semibold'), textColor: COLOURS.indigo, type: 'TH', scope: 'row' },
      { ...cell(value, 'regular'), textColor: COLOURS.ink },
    ]),
  };
  doc.table(options);
  return doc.y;
}

/** The sheet as PDF bytes, its own words said by `say` in the input's locale. */
export function renderSpecSheet(
  { product, image, contact, siteName, productUrl, generatedAt, locale }: SheetInput,
  say: Words,
) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // No Helvetica: every text is set in the sheet's faces, and PDFKit would parse Helvetica's metrics.
    font: null as unknown as string,
    // Tagged, with the language and the title a viewer shows: PDFKit's accessibility checklist.
    pdfVersion: '1.7',
    tagged: true,
    lang: LOCALES[locale].tag,
    displayTitle: true,
    info: {
      Title: fill(say.word(SHEET_PHRASES.title), { title: product.title }),
      Author: siteName,
      Subject: say.word(SHEET_PHRASES.sheet),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const set = typesetter(doc, locale === 'zh' ? 'noto' : 'inter');
  /** Sets the font a text needs in its weight and size: the text as drawn. */
  const font = (text: string, weight: Weight, size: number) => {
    const { font: name, text: drawn } = set(text, weight);
    doc.font(name).fontSize(size);
    return drawn;
  };
  // The structure, in reading order: each text below joins it as the element its `structType` names.
  const sheet = doc.struct('Document');
  doc.addStructure(sheet);
  const as = (structType: string) => ({ structParent: sheet, structType });

  // The band: who issues the sheet, and what it is. The footer says who again, so the band is an artifact,
  // like a running header.
  decoration(doc, () => {
    doc.rect(0, 0, A4.width, 30).fill(COLOURS.indigo);
    const name = font(siteName, 'semibold', 10);
    doc.fillColor('#ffffff').text(name, MARGIN, 10, { lineBreak: false });
    const what = font(say.word(SHEET_PHRASES.sheet), 'regular', 8);
    doc.text(what, MARGIN, 11, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
  });

  let y = 48;
  const category = font(say.word(categoryLabel(product.category)).toUpperCase(), 'semibold', 8);
  doc.fillColor(COLOURS.madder).text(category, MARGIN, y, as('P'));
  const title = font(product.title, 'semibold', 20);
  doc.fillColor(COLOURS.indigo).text(title, MARGIN, doc.y + 2, {
    width: CONTENT_WIDTH,
    height: 56,
    ellipsis: true,
    ...as('H1'),
  });
  y = doc.y + 10;

  // The image beside the key facts and certifications.
  const imageBox = { width: 220, height: 165 };
  const beside = image ? MARGIN + imageBox.width + 18 : MARGIN;
  const besideWidth = A4.width - MARGIN - beside;
  if (image) {
    decoration(doc, () => doc.rect(MARGIN, y, imageBox.width, imageBox.height).fill(COLOURS.band));
    const box: PDFKit.Mixins.ImageOption = {
      fit: [imageBox.width, imageBox.height],
      align: 'center',
      valign: 'center',
    };
    // Named as the product page names its image.
    sheet.add(doc.struct('Figure', { alt: product.title }, [() => doc.image(image, MARGIN, y, box)]));
  }
  const facts = keyFacts(product, say).map((line) => ({ label: line.label, value: lineText(line) }));
  let besideY = facts.length > 0 ? table(doc, set, sheet, facts, beside, y, besideWidth) + 10 : y;
  const certifications = (product.certifications ?? []).map((name) => say.word(name));
  if (certifications.length > 0) {
    const heading = font(say.word(SHEET_PHRASES.certifications), 'semibold', 9);
    doc.fillColor(COLOURS.indigo).text(heading, beside, besideY, as('H2'));
    const names = font(certifications.join(' · '), 'regular', 8.5);
    doc.fillColor(COLOURS.ink).text(names, beside, doc.y + 2, { width: besideWidth, ...as('P') });
    besideY = doc.y + 10;
  }
  const room = y + imageBox.height - besideY;
  if (room > 30) {
    const desc = font(product.desc, 'regular', 8.5);
    doc
      .fillColor(COLOURS.ink)
      .text(desc, beside, besideY, { width: besideWidth, height: room, ellipsis: true, ...as('P') });
  }
  y = Math.max(y + (image ? imageBox.height : 0), doc.y) + 18;

  // The specification: the product's rows, its fibre content and HS code, then what it is for.
  const rows = [
    ...specificationLines(product, say).map((line) => ({ label: line.label, value: lineText(line) })),
    ...(product.composition.length > 0
      ? [{ label: say.word(SHEET_PHRASES.composition), value: product.composition.join(', ') }]
      : []),
    { label: say.word(SHEET_PHRASES.endUse), value: product.endUse },
  ];
  const heading = font(say.word(SHEET_PHRASES.specification), 'semibold', 12);
  doc.fillColor(COLOURS.indigo).text(heading, MARGIN, y, as('H2'));
  y = doc.y + 4;
  const columns =
    rows.length <= ONE_COLUMN_ROWS
      ? [rows]
      : [rows.slice(0, Math.ceil(rows.length / 2)), rows.slice(Math.ceil(rows.length / 2))];
  // Each row gets two lines when the page has room for them, else one.
  const perRow = (FOOTER_TOP - 12 - y) / columns[0]!.length;
  const rowHeight = Math.max(ROW_HEIGHT.oneLine, Math.min(ROW_HEIGHT.twoLines, Math.floor(perRow)));
  const width = (CONTENT_WIDTH - 16 * (columns.length - 1)) / columns.length;
  columns.forEach((part, n) => table(doc, set, sheet, part, MARGIN + n * (width + 16), y, width, rowHeight));

  // The agency's contact details, and the way back to the product's page. The footer sits in the bottom
  // margin, where PDFKit would otherwise start a second page.
  doc.page.margins.bottom = 0;
  decoration(doc, () =>
    doc
      .moveTo(MARGIN, FOOTER_TOP)
      .lineTo(A4.width - MARGIN, FOOTER_TOP)
      .lineWidth(0.5)
      .stroke(COLOURS.rule),
  );
  const agency = font(siteName, 'semibold', 8.5);
  doc.fillColor(COLOURS.indigo).text(agency, MARGIN, FOOTER_TOP + 8, as('H2'));
  doc.fillColor(COLOURS.ink);
  for (const line of contactLines(contact, say)) {
    const drawn = font(line, 'regular', 7.5);
    doc.text(drawn, { width: CONTENT_WIDTH, lineBreak: false, ellipsis: true, ...as('P') });
  }
  // Drawn inside a Link element, PDFKit tags the link's annotation as that element's.
  const issued = fill(say.word(SHEET_PHRASES.issued), { date: generatedAt.toISOString().slice(0, 10) });
  // Drawn as typed, on one line: the address is never broken.
  const back = `${productUrl} · ${issued}`;
  font(back, 'regular', 7.5);
  const link = doc.struct('Link', {}, [
    () =>
      doc.text(back, MARGIN, A4.height - MARGIN - 8, {
        width: CONTENT_WIDTH,
        link: productUrl,
        lineBreak: false,
      }),
  ]);
  sheet.add(doc.struct('P', {}, [link]));
  sheet.end();
  doc.end();
  return done;
}
