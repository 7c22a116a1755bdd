import PDFDocument from 'pdfkit';
import { categoryLabel } from '@texbridge/shared/constants';
import { keyFacts, lineText, specificationLines } from '@texbridge/shared/format/specification';
import type { Contact } from '@texbridge/shared/resources/contacts';
import type { Product } from '@texbridge/shared/resources/products';
import { FONTS } from './spec-sheet-fonts.ts';

/**
 * A product's spec sheet (docs/spec-sheet.md): one A4 page with its image, key facts, certifications,
 * specification table and the agency's contact details. Inter's TrueType files are embedded as subsets
 * (PDFKit writes only the glyphs a sheet uses), so any Latin, Greek or Cyrillic name prints as typed.
 * The PDF is tagged (PDFKit's accessibility guide): a screen reader reads its headings, paragraphs, figure
 * and tables in order, and skips the bands and rules, which are marked as artifacts.
 * Drawn sheets are kept by version: a change to what is drawn raises SHEET_LAYOUT (spec-sheet-store.ts).
 */

/**
 * The most characters of one text that are drawn: more than any box of the sheet holds (the description's,
 * the largest, holds about 2,000 of a text's usual letters), so a longer text is cut with an ellipsis
 * where its box would cut it anyway, and PDFKit never measures 10,000 characters to draw 2,000.
 */
const MOST_CHARS_DRAWN = 2_000;
/**
 * The longest run without a break opportunity that is drawn as it is. PDFKit fits a longer word to the line
 * by measuring the rest of the word again for every line, so one 5,000-character word took 1.4–1.9 s to
 * draw; after every LONGEST_UNBROKEN characters of such a run comes a zero-width space (Inter draws it as
 * nothing), where the line may break.
 */
const LONGEST_UNBROKEN = 30;
const UNBROKEN_RUN = new RegExp(`\\S{${LONGEST_UNBROKEN + 1},}`, 'gu');
const ZERO_WIDTH_SPACE = '\u200B';

/** A text as it is drawn: at most MOST_CHARS_DRAWN characters, its over-long words breakable. */
function drawable(text: string): string {
  const kept =
    text.length > MOST_CHARS_DRAWN
      ? `${Array.from(text)
          .slice(0, MOST_CHARS_DRAWN - 1)
          .join('')}…`
      : text;
  return kept.replace(UNBROKEN_RUN, (run) =>
    (run.match(new RegExp(`.{1,${LONGEST_UNBROKEN}}`, 'gsu')) ?? [run]).join(ZERO_WIDTH_SPACE),
  );
}

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
}

/** The contact record's lines: its first address, then each desk's phone and e-mail. */
function contactLines(contact: Contact | undefined): string[] {
  if (!contact) return [];
  const address = `${contact.add1.addT1}: ${contact.add1.add1.replace(/\s*\n\s*/g, ', ')}`;
  const desks = [
    ['Business development', contact.bd?.bdt, contact.bd?.bde],
    ['HR', contact.HR?.hrt, contact.HR?.hre],
    ['Marketing', contact.marketing?.marketingT, contact.marketing?.marketingE],
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
  parent: Structure,
  rows: { label: string; value: string }[],
  x: number,
  y: number,
  width: number,
  rowHeight: number = ROW_HEIGHT.twoLines,
) {
  doc.font('regular').fontSize(8.5);
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
      { text: drawable(label), font: { src: 'semibold' }, textColor: COLOURS.indigo, type: 'TH', scope: 'row' },
      { text: drawable(value), textColor: COLOURS.ink },
    ]),
  };
  doc.table(options);
  return doc.y;
}

/** The sheet as PDF bytes. */
export function renderSpecSheet({ product, image, contact, siteName, productUrl, generatedAt }: SheetInput) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // No Helvetica: every text is set in Inter, and PDFKit would parse Helvetica's metrics for each sheet.
    font: null as unknown as string,
    // Tagged, with the language and the title a viewer shows: PDFKit's accessibility checklist.
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en',
    displayTitle: true,
    info: { Title: `${product.title}: specification`, Author: siteName, Subject: 'Specification sheet' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // PDFKit's types name only file paths and bytes as a font's source; it takes a fontkit font too. Each
  // is registered under its name as its family as well: a table cell that sets its own font puts the
  // previous one back by source and family, and without a family PDFKit would open that source anew
  // every time, comparing fonts and laying out every word again (most of a sheet's CPU).
  doc.registerFont('regular', FONTS.regular as unknown as Buffer, 'regular');
  doc.registerFont('semibold', FONTS.semibold as unknown as Buffer, 'semibold');
  // The structure, in reading order: each text below joins it as the element its `structType` names.
  const sheet = doc.struct('Document');
  doc.addStructure(sheet);
  const as = (structType: string) => ({ structParent: sheet, structType });

  // The band: who issues the sheet, and what it is. The footer says who again, so the band is an artifact,
  // like a running header.
  decoration(doc, () => {
    doc.rect(0, 0, A4.width, 30).fill(COLOURS.indigo);
    doc.font('semibold').fontSize(10).fillColor('#ffffff').text(siteName, MARGIN, 10, { lineBreak: false });
    doc
      .font('regular')
      .fontSize(8)
      .text('Specification sheet', MARGIN, 11, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
  });

  let y = 48;
  doc.font('semibold').fontSize(8).fillColor(COLOURS.madder);
  doc.text(categoryLabel(product.category).toUpperCase(), MARGIN, y, as('P'));
  doc.font('semibold').fontSize(20).fillColor(COLOURS.indigo);
  doc.text(drawable(product.title), MARGIN, doc.y + 2, {
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
  const facts = keyFacts(product).map((line) => ({ label: line.label, value: lineText(line) }));
  let besideY = facts.length > 0 ? table(doc, sheet, facts, beside, y, besideWidth) + 10 : y;
  const certifications = product.certifications ?? [];
  if (certifications.length > 0) {
    doc.font('semibold').fontSize(9).fillColor(COLOURS.indigo).text('Certifications', beside, besideY, as('H2'));
    doc.font('regular').fontSize(8.5).fillColor(COLOURS.ink);
    doc.text(drawable(certifications.join(' · ')), beside, doc.y + 2, { width: besideWidth, ...as('P') });
    besideY = doc.y + 10;
  }
  doc.font('regular').fontSize(8.5).fillColor(COLOURS.ink);
  const room = y + imageBox.height - besideY;
  if (room > 30) {
    doc.text(drawable(product.desc), beside, besideY, { width: besideWidth, height: room, ellipsis: true, ...as('P') });
  }
  y = Math.max(y + (image ? imageBox.height : 0), doc.y) + 18;

  // The specification: the product's rows, its fibre content and HS code, then what it is for.
  const rows = [
    ...specificationLines(product).map((line) => ({ label: line.label, value: lineText(line) })),
    ...(product.composition.length > 0 ? [{ label: 'Composition', value: product.composition.join(', ') }] : []),
    { label: 'End use', value: product.endUse },
  ];
  doc.font('semibold').fontSize(12).fillColor(COLOURS.indigo).text('Specification', MARGIN, y, as('H2'));
  y = doc.y + 4;
  const columns =
    rows.length <= ONE_COLUMN_ROWS
      ? [rows]
      : [rows.slice(0, Math.ceil(rows.length / 2)), rows.slice(Math.ceil(rows.length / 2))];
  // Each row gets two lines when the page has room for them, else one.
  const perRow = (FOOTER_TOP - 12 - y) / columns[0]!.length;
  const rowHeight = Math.max(ROW_HEIGHT.oneLine, Math.min(ROW_HEIGHT.twoLines, Math.floor(perRow)));
  const width = (CONTENT_WIDTH - 16 * (columns.length - 1)) / columns.length;
  columns.forEach((part, n) => table(doc, sheet, part, MARGIN + n * (width + 16), y, width, rowHeight));

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
  doc
    .font('semibold')
    .fontSize(8.5)
    .fillColor(COLOURS.indigo)
    .text(siteName, MARGIN, FOOTER_TOP + 8, as('H2'));
  doc.font('regular').fontSize(7.5).fillColor(COLOURS.ink);
  for (const line of contactLines(contact)) {
    doc.text(drawable(line), { width: CONTENT_WIDTH, lineBreak: false, ellipsis: true, ...as('P') });
  }
  // Drawn inside a Link element, PDFKit tags the link's annotation as that element's.
  const link = doc.struct('Link', {}, [
    () =>
      doc.text(`${productUrl} · issued ${generatedAt.toISOString().slice(0, 10)}`, MARGIN, A4.height - MARGIN - 8, {
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
