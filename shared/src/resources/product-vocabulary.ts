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
export type Certification = (typeof CERTIFICATIONS)[number];

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
export type Fibre = (typeof FIBRES)[number]['value'];

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

/** ISO 3166-1 alpha-2: every country code an origin may be. */
export const COUNTRY_CODES = /* @__PURE__ */ (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** A country's English name from its code, by the runtime's own data (Intl), so no bundle carries a name list. */
export const countryName = (code: string) =>
  (regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' })).of(code) ?? code;
let regionNames: Intl.DisplayNames | undefined;

/** Every country as a select's options, by name. */
export const countryOptions = (): FieldOption[] =>
  COUNTRY_CODES.map((value) => ({ value, label: countryName(value) })).sort((a, b) => a.label.localeCompare(b.label));

/** The specification rows the dashboard suggests for each category, as a buyer of it would ask. */
export const SPEC_LABELS: Record<ProductCategory, readonly string[]> = {
  fibres: ['Staple length', 'Micronaire', 'Strength'],
  yarn: ['Count', 'Ply', 'Spinning system', 'Twist'],
  fabrics: ['GSM', 'Width', 'Construction', 'Weave/knit', 'Finish'],
  dyes: ['Class', 'Form', 'Fastness'],
  garments: ['Fabric', 'Size range', 'Decoration'],
  other: [],
};
