import type { ProductCategory } from '../constants.ts';
import type { FieldOption } from './fields.ts';

/**
 * The fixed lists a product's specification draws on (docs/adding-a-field.md): the API refuses what is not
 * on them, the dashboard offers them, and the facets count by them.
 */

/** The certificates a buyer asks a supplier for, by the names the schemes use themselves. */
export const CERTIFICATIONS = [
  'GOTS',
  'OEKO-TEX Standard 100',
  'BCI',
  'GRS',
  'RCS',
  'OCS',
  'BSCI',
  'SMETA',
  'WRAP',
  'ISO 9001',
  'bluesign',
  'ZDHC',
  'Fairtrade',
  'FSC',
] as const;

/** The fibres a composition names; the value is the one a filter's URL carries. */
export const FIBRES = [
  { value: 'cotton', label: 'Cotton' },
  { value: 'organic-cotton', label: 'Organic cotton' },
  { value: 'recycled-cotton', label: 'Recycled cotton' },
  { value: 'polyester', label: 'Polyester' },
  { value: 'recycled-polyester', label: 'Recycled polyester' },
  { value: 'viscose', label: 'Viscose' },
  { value: 'modal', label: 'Modal' },
  { value: 'lyocell', label: 'Lyocell' },
  { value: 'linen', label: 'Linen' },
  { value: 'wool', label: 'Wool' },
  { value: 'silk', label: 'Silk' },
  { value: 'nylon', label: 'Nylon' },
  { value: 'elastane', label: 'Elastane' },
  { value: 'acrylic', label: 'Acrylic' },
  { value: 'jute', label: 'Jute' },
  { value: 'hemp', label: 'Hemp' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly FieldOption[];

/** Every fibre's value, as a filter's URL carries it. */
export const FIBRE_VALUES = /* @__PURE__ */ FIBRES.map((fibre) => fibre.value);

/** A fibre's name as a page shows it ('Organic cotton'), or the value itself when it is not on the list. */
export const fibreLabel = (value: string) => FIBRES.find((fibre) => fibre.value === value)?.label ?? value;

/** The units a minimum order is counted in. */
export const MOQ_UNITS = [
  { value: 'kg', label: 'kg' },
  { value: 't', label: 't (tonnes)' },
  { value: 'm', label: 'm (metres)' },
  { value: 'yd', label: 'yd (yards)' },
  { value: 'pcs', label: 'pcs (pieces)' },
] as const satisfies readonly FieldOption[];
export type MoqUnit = (typeof MOQ_UNITS)[number]['value'];

/** What a unit measures: an amount is compared only with one of the same kind. */
export type QuantityKind = 'mass' | 'length' | 'pieces';

/** Each unit's kind and its size in its kind's base unit (kg, m, pcs), so 1 t and 2,000 kg compare. */
export const UNIT_MEASURES: Readonly<Record<MoqUnit, { kind: QuantityKind; base: number }>> = {
  kg: { kind: 'mass', base: 1 },
  t: { kind: 'mass', base: 1000 },
  m: { kind: 'length', base: 1 },
  yd: { kind: 'length', base: 0.9144 },
  pcs: { kind: 'pieces', base: 1 },
};

/** The largest minimum order a product may have, and a list may be capped at, in its kind's base unit. */
export const MOQ_MAX = 10_000_000;

/**
 * The minimum orders a product list may be capped at ("MOQ ≤ 1 t"), as its URL writes them, each counted
 * among products measured the same way (docs/search.md).
 */
export const MOQ_CAPS = [
  '100kg',
  '500kg',
  '1t',
  '5t',
  '20t',
  '500m',
  '1000m',
  '5000m',
  '100pcs',
  '500pcs',
  '1000pcs',
] as const;

/** What each category is bought by: yarn by weight, fabric by weight or length, garments by the piece. */
const CATEGORY_QUANTITIES: Readonly<Record<ProductCategory, readonly QuantityKind[]>> = {
  fibres: ['mass'],
  yarn: ['mass'],
  fabrics: ['mass', 'length'],
  dyes: ['mass'],
  garments: ['pieces'],
  other: ['mass', 'length', 'pieces'],
};

const measureOf = (unit: string) => UNIT_MEASURES[unit as MoqUnit] as { kind: QuantityKind; base: number } | undefined;

/**
 * The units a product may be asked for in: those of its category's kinds and of its MOQ's kind (a fabric
 * sold by the metre is asked for in metres or yards). A product of no known category takes every unit.
 */
export function unitsFor(product: { category?: string | undefined; moq?: { unit: string } | undefined }) {
  const kinds = new Set<QuantityKind>(
    CATEGORY_QUANTITIES[product.category as ProductCategory] ?? ['mass', 'length', 'pieces'],
  );
  const moqKind = product.moq && measureOf(product.moq.unit)?.kind;
  if (moqKind) kinds.add(moqKind);
  return MOQ_UNITS.filter((unit) => kinds.has(UNIT_MEASURES[unit.value].kind));
}

/** Whether `amount unit` is less than a minimum order, compared in their kind's base unit; false across kinds. */
export function isBelow(amount: number, unit: string, moq: { value: number; unit: string }): boolean {
  const [mine, theirs] = [measureOf(unit), measureOf(moq.unit)];
  if (!mine || !theirs || mine.kind !== theirs.kind) return false;
  // Rounded to a millionth of the base unit, so 2,000 kg is not below 2 t by a floating-point hair.
  const scale = (value: number) => Math.round(value * 1e6);
  return scale(amount * mine.base) < scale(moq.value * theirs.base);
}

/**
 * ISO 3166-1 alpha-2 codes with their English names, by name: written out rather than asked of the runtime
 * (Intl.DisplayNames), whose names differ between Node and browsers ("Hong Kong SAR China", "Hong Kong"),
 * so that a server-rendered page and the browser hydrating it show the same names in the same order.
 */
const COUNTRIES: readonly (readonly [code: string, name: string])[] = /* @__PURE__ */ (
  'AF Afghanistan|AX Åland Islands|AL Albania|DZ Algeria|AS American Samoa|AD Andorra|AO Angola|' +
  'AI Anguilla|AQ Antarctica|AG Antigua & Barbuda|AR Argentina|AM Armenia|AW Aruba|AU Australia|' +
  'AT Austria|AZ Azerbaijan|BS Bahamas|BH Bahrain|BD Bangladesh|BB Barbados|BY Belarus|BE Belgium|' +
  'BZ Belize|BJ Benin|BM Bermuda|BT Bhutan|BO Bolivia|BA Bosnia & Herzegovina|BW Botswana|' +
  'BV Bouvet Island|BR Brazil|IO British Indian Ocean Territory|VG British Virgin Islands|BN Brunei|' +
  'BG Bulgaria|BF Burkina Faso|BI Burundi|KH Cambodia|CM Cameroon|CA Canada|CV Cape Verde|' +
  'BQ Caribbean Netherlands|KY Cayman Islands|CF Central African Republic|TD Chad|CL Chile|CN China|' +
  'CX Christmas Island|CC Cocos (Keeling) Islands|CO Colombia|KM Comoros|CG Congo - Brazzaville|' +
  'CD Congo - Kinshasa|CK Cook Islands|CR Costa Rica|CI Côte d’Ivoire|HR Croatia|CU Cuba|CW Curaçao|' +
  'CY Cyprus|CZ Czechia|DK Denmark|DJ Djibouti|DM Dominica|DO Dominican Republic|EC Ecuador|' +
  'EG Egypt|SV El Salvador|GQ Equatorial Guinea|ER Eritrea|EE Estonia|SZ Eswatini|ET Ethiopia|' +
  'FK Falkland Islands|FO Faroe Islands|FJ Fiji|FI Finland|FR France|GF French Guiana|' +
  'PF French Polynesia|TF French Southern Territories|GA Gabon|GM Gambia|GE Georgia|DE Germany|' +
  'GH Ghana|GI Gibraltar|GR Greece|GL Greenland|GD Grenada|GP Guadeloupe|GU Guam|GT Guatemala|' +
  'GG Guernsey|GN Guinea|GW Guinea-Bissau|GY Guyana|HT Haiti|HM Heard & McDonald Islands|' +
  'HN Honduras|HK Hong Kong|HU Hungary|IS Iceland|IN India|ID Indonesia|IR Iran|IQ Iraq|IE Ireland|' +
  'IM Isle of Man|IL Israel|IT Italy|JM Jamaica|JP Japan|JE Jersey|JO Jordan|KZ Kazakhstan|KE Kenya|' +
  'KI Kiribati|KW Kuwait|KG Kyrgyzstan|LA Laos|LV Latvia|LB Lebanon|LS Lesotho|LR Liberia|LY Libya|' +
  'LI Liechtenstein|LT Lithuania|LU Luxembourg|MO Macao|MG Madagascar|MW Malawi|MY Malaysia|' +
  'MV Maldives|ML Mali|MT Malta|MH Marshall Islands|MQ Martinique|MR Mauritania|MU Mauritius|' +
  'YT Mayotte|MX Mexico|FM Micronesia|MD Moldova|MC Monaco|MN Mongolia|ME Montenegro|MS Montserrat|' +
  'MA Morocco|MZ Mozambique|MM Myanmar (Burma)|NA Namibia|NR Nauru|NP Nepal|NL Netherlands|' +
  'NC New Caledonia|NZ New Zealand|NI Nicaragua|NE Niger|NG Nigeria|NU Niue|NF Norfolk Island|' +
  'KP North Korea|MK North Macedonia|MP Northern Mariana Islands|NO Norway|OM Oman|PK Pakistan|' +
  'PW Palau|PS Palestine|PA Panama|PG Papua New Guinea|PY Paraguay|PE Peru|PH Philippines|' +
  'PN Pitcairn Islands|PL Poland|PT Portugal|PR Puerto Rico|QA Qatar|RE Réunion|RO Romania|' +
  'RU Russia|RW Rwanda|WS Samoa|SM San Marino|ST São Tomé & Príncipe|SA Saudi Arabia|SN Senegal|' +
  'RS Serbia|SC Seychelles|SL Sierra Leone|SG Singapore|SX Sint Maarten|SK Slovakia|SI Slovenia|' +
  'SB Solomon Islands|SO Somalia|ZA South Africa|GS South Georgia & South Sandwich Islands|' +
  'KR South Korea|SS South Sudan|ES Spain|LK Sri Lanka|BL St. Barthélemy|SH St. Helena|' +
  'KN St. Kitts & Nevis|LC St. Lucia|MF St. Martin|PM St. Pierre & Miquelon|' +
  'VC St. Vincent & Grenadines|SD Sudan|SR Suriname|SJ Svalbard & Jan Mayen|SE Sweden|' +
  'CH Switzerland|SY Syria|TW Taiwan|TJ Tajikistan|TZ Tanzania|TH Thailand|TL Timor-Leste|TG Togo|' +
  'TK Tokelau|TO Tonga|TT Trinidad & Tobago|TN Tunisia|TR Türkiye|TM Turkmenistan|' +
  'TC Turks & Caicos Islands|TV Tuvalu|UM U.S. Outlying Islands|VI U.S. Virgin Islands|UG Uganda|' +
  'UA Ukraine|AE United Arab Emirates|GB United Kingdom|US United States|UY Uruguay|UZ Uzbekistan|' +
  'VU Vanuatu|VA Vatican City|VE Venezuela|VN Vietnam|WF Wallis & Futuna|EH Western Sahara|YE Yemen|' +
  'ZM Zambia|ZW Zimbabwe'
)
  .split('|')
  .map((entry) => [entry.slice(0, 2), entry.slice(3)] as const);

/** Every country code an origin, or a buyer's country, may be. */
export const COUNTRY_CODES = /* @__PURE__ */ COUNTRIES.map(([code]) => code);

/** A country's English name from its code, or the code itself when it is not one. */
export const countryName = (code: string) => COUNTRIES.find(([known]) => known === code)?.[1] ?? code;

/** Every country as a select's options, by name. */
export const countryOptions = (): FieldOption[] => COUNTRIES.map(([value, label]) => ({ value, label }));
