/**
 * Seed content: what a fresh TexBridge site shows before anyone has used the dashboard. Text is written
 * for a Dhaka-based sourcing and export-import agency; images are drawn locally by ./patterns/.
 */
import type { AboutCreate } from '@texbridge/shared/resources/about';
import type { ContactCreate } from '@texbridge/shared/resources/contacts';
import type { NewsCreate } from '@texbridge/shared/resources/news';
import type { PrivacyCreate } from '@texbridge/shared/resources/privacy';
import type { ProductCreate } from '@texbridge/shared/resources/products';
import { PRODUCT_SPECS } from './product-specs.ts';
import type { ReviewCreate } from '@texbridge/shared/resources/reviews';
import type { SliderCreate } from '@texbridge/shared/resources/sliders';
import { PALETTE } from './patterns/colour.ts';
import { IMAGE_SIZES, renderScene, type Scene } from './patterns/render.ts';
import type { SeedImageCache } from './image-cache.ts';

export interface SeedContent {
  sliders: SliderCreate[];
  about: AboutCreate[];
  news: NewsCreate[];
  contacts: ContactCreate[];
  products: ProductCreate[];
  privacy: PrivacyCreate[];
  reviews: ReviewCreate[];
}

/* ------------------------------------------------------------------ images */

interface ImageJob {
  scene: Scene;
  w: number;
  h: number;
  seed: number;
}

const image = (scene: Scene, size: { w: number; h: number }, seed: number): ImageJob => ({ scene, ...size, seed });
const slide = (scene: Scene, seed: number) => image(scene, IMAGE_SIZES.slider, seed);
const wide = (scene: Scene, seed: number) => image(scene, IMAGE_SIZES.wide, seed);
const square = (scene: Scene, seed: number) => image(scene, IMAGE_SIZES.product, seed);

/** How many images are rasterised at once; sharp itself also uses a small thread pool. */
const RENDER_CONCURRENCY = 3;

/** Renders every job (a few at a time), then hands the bytes to `save` in job order. */
async function renderAll(
  jobs: readonly ImageJob[],
  save: (webp: Buffer) => Promise<string>,
  cache: SeedImageCache,
): Promise<string[]> {
  const buffers: Buffer[] = new Array<Buffer>(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      const job = jobs[i];
      if (job) buffers[i] = await renderScene(job.scene, job.w, job.h, job.seed, cache);
    }
  };
  await Promise.all(Array.from({ length: Math.min(RENDER_CONCURRENCY, jobs.length) }, worker));
  const urls: string[] = [];
  for (const buffer of buffers) urls.push(await save(buffer));
  return urls;
}

/* ------------------------------------------------------------------ sliders */

const SLIDERS: (Omit<SliderCreate, 'sliderImage'> & { image: ImageJob })[] = [
  {
    title: 'Textile Sourcing From Fibre to Finished Garment',
    caption:
      'TexBridge connects spinners, knitters, weavers, dye houses and garment factories in Bangladesh with verified suppliers of fibre, yarn, fabric, dyes and chemicals across Asia, Africa and beyond.',
    link: '/products',
    image: slide({ kind: 'rolls' }, 1101),
  },
  {
    title: 'Yarn for Every Count and Blend',
    caption:
      'Combed, carded, CVC, melange and filament yarns from audited spinning mills, Uster-tested lot by lot and delivered to your knitting or weaving floor on schedule.',
    link: '/products/yarn',
    image: slide({ kind: 'cones' }, 1102),
  },
  {
    title: 'Woven and Knitted Fabrics, Tested Before They Ship',
    caption:
      'Denim, twills, shirtings, suitings and knit fabrics with GSM, shrinkage and colour-fastness results in hand before the goods leave the mill.',
    link: '/products/fabrics',
    image: slide({ kind: 'fabric', fabric: 'denim' }, 1103),
  },
  {
    title: 'Garment Production Partners in Bangladesh',
    caption:
      'From basic tees and polos to five-pocket denim and fleece, we place your programme with compliant factories and follow it through sampling, production and shipment.',
    link: '/contact',
    image: slide({ kind: 'stacks' }, 1104),
  },
  {
    title: 'Rooted in Cotton, Built on Long Relationships',
    caption:
      'More than a decade of buying cotton, yarn and fabric for Bangladeshi mills has given us a supplier network we know personally, one mill at a time.',
    link: '/about',
    image: slide({ kind: 'bolls' }, 1105),
  },
];

/* ------------------------------------------------------------------ about */

const ABOUT: (Omit<AboutCreate, 'AboutImage'> & { image: ImageJob })[] = [
  {
    title: 'Who We Are',
    paragraph:
      'TexBridge is a textile sourcing and export-import agency headquartered in Banani, Dhaka. Since 2011 we have linked spinners, knitters, weavers, dye houses and garment factories in Bangladesh with suppliers of fibre, yarn, fabric, dyes and chemicals in South Asia, East Asia and West Africa, and we help overseas brands and importers find reliable garment makers here in return. Our merchandisers, textile engineers and commercial staff look after the whole chain: supplier selection, price negotiation, sampling, letters of credit, inspection, shipping and customs clearance at Chattogram. Our clients deal with one point of contact and one set of documents, backed by people on the ground who know the mills personally.',
    image: wide({ kind: 'bolls' }, 1201),
  },
  {
    title: 'Quality You Can Verify',
    paragraph:
      'Every order we place is backed by test results rather than promises. Cotton lots arrive with HVI reports, yarn with count and Uster evenness data, fabric with GSM, shrinkage and colour-fastness results, and dyes with standard-depth shade cards matched in our partner laboratory in Narayanganj. Our inspectors visit the mill before shipment, draw samples to AQL and send photographs and reports the same day. If a lot does not meet the agreed specification, we stop it at the mill rather than at your receiving bay. Buyers who need independent testing can nominate an accredited third-party laboratory, and we arrange the booking, the samples and the follow-up.',
    image: wide({ kind: 'fan' }, 1202),
  },
  {
    title: 'A Network Built One Mill at a Time',
    paragraph:
      'Our supplier base has grown through repeat business. We buy from ginners in Gujarat and Maharashtra, cotton merchants in Mali and Benin, spinning mills in Narayanganj, Gazipur and Tamil Nadu, fabric mills in Bangladesh, China and Pakistan, and dyestuff makers in India and China. On the buying side we serve more than 120 knitting, weaving and garment factories in Bangladesh, along with importers in Europe, the Middle East and Southeast Asia. Offices in Dhaka, Chattogram, Narayanganj and Shanghai keep us close to both ends of every shipment, so questions are answered within the same working day.',
    image: wide({ kind: 'fabric', fabric: 'ikat' }, 1203),
  },
];

/* ------------------------------------------------------------------ news (newest first) */

const NEWS: (Omit<NewsCreate, 'newsImage'> & { image: ImageJob })[] = [
  {
    day: 10,
    month: 1,
    year: 2026,
    title: 'TexBridge Opens a Liaison Office in Shanghai',
    content:
      'Our new liaison office in Changning District, Shanghai, started work this month. The team of four handles supplier visits, pre-shipment inspections and document checks for the fabrics, filament yarns, dyes and auxiliaries we buy from eastern China.\n\nUntil now, Chinese orders were followed up from Dhaka with visits every few months. Having colleagues a short train ride from the mills in Shaoxing, Jiangyin and Wujiang means problems are seen before goods are packed, and samples reach our clients faster.\n\nBuyers can reach the Shanghai team on WeChat using the QR code on our Contact page, or through their usual TexBridge merchandiser.',
    image: wide({ kind: 'rolls' }, 1301),
  },
  {
    day: 18,
    month: 10,
    year: 2025,
    title: 'GRS-Certified Recycled Polyester Fibre Now Held in Stock',
    content:
      'Demand for recycled content has moved from pilot orders to full programmes, and many of our spinning clients asked for shorter lead times. We now keep a rolling stock of GRS-certified recycled polyester staple fibre, 1.4 denier by 38 mm, in a bonded warehouse in Narayanganj.\n\nEvery bale is traceable to the recycling plant that produced it, and a transaction certificate is issued for each delivery so that the recycled claim can travel with the yarn, the fabric and the finished garment.\n\nSpinners can call off from one tonne upwards with delivery in three working days. Contact our supply chain team for current availability and blend recommendations for CVC and PC yarns.',
    image: wide({ kind: 'fibre', fibre: '#f3efe6', ground: ['#3c4657', '#171b23'] }, 1302),
  },
  {
    day: 2,
    month: 7,
    year: 2025,
    title: 'Shade Matching Laboratory Partnership in Narayanganj',
    content:
      'We have signed a partnership with an independent dyeing laboratory in Fatullah, Narayanganj, to run lab dips and shade matching for the reactive, disperse and sulphur dyes we supply.\n\nDye houses can now send a standard, receive recipe suggestions built on our dye ranges within 48 hours, and approve lab dips under D65 and TL84 light before bulk dyestuff is ordered. The laboratory also checks fastness to washing, rubbing and light on request.\n\nThe service is free for existing dyestuff customers during the first year. It shortens approval loops, reduces re-dyeing and helps factories meet the colour tolerances their brands now expect.',
    image: wide({ kind: 'dishes' }, 1303),
  },
  {
    day: 15,
    month: 3,
    year: 2025,
    title: 'Cotton Season Outlook: What It Means for Bangladeshi Spinners',
    content:
      'With the new crop now ginned in India and West Africa, we asked our cotton desk to summarise what spinners in Bangladesh should watch over the coming months.\n\nQuality from Gujarat has been good, with staple and micronaire in the normal range, while West African lots show low contamination but uneven arrivals at the ports. Freight from Abidjan and Cotonou remains the swing factor for landed cost.\n\nOur advice is to cover a part of the second-half requirement now, spread origins across at least two regions, and agree HVI tolerances in the contract rather than at arrival. Our team can share current offers and a landed-cost comparison for your mill on request.',
    image: wide({ kind: 'bolls' }, 1304),
  },
  {
    day: 9,
    month: 11,
    year: 2024,
    title: 'European Buyer Delegation Visits Knit Factories in Gazipur',
    content:
      'In early December we hosted sourcing managers from three European apparel importers for a week of factory visits in Gazipur and Narayanganj.\n\nThe group toured five knit composite factories, looking at social compliance, chemical management, energy use and capacity for basic and fashion programmes. Each factory presented its audit history and its plans for rooftop solar and water recycling.\n\nTwo of the importers have since placed trial orders for T-shirts, polos and fleece sweatshirts. We thank the factory teams for opening their doors and our visitors for their careful, practical questions.',
    image: wide({ kind: 'stacks' }, 1305),
  },
  {
    day: 21,
    month: 5,
    year: 2024,
    title: 'Narayanganj Knit Sourcing Hub Opens Its Doors',
    content:
      'Narayanganj is the heart of the Bangladeshi knitwear industry, and from this month TexBridge has a permanent base there. Our new office at the BSCIC Industrial Estate in Fatullah brings merchandisers, a yarn store and a small sample room together under one roof.\n\nThe hub holds buffer stock of combed and carded cotton yarns in the most used counts, so knitting units can draw urgent quantities the same day instead of waiting for the next container.\n\nVisitors are welcome from Saturday to Thursday. Please call our supply chain desk before you come so that the right merchandiser is available.',
    image: wide({ kind: 'cones' }, 1306),
  },
];

/* ------------------------------------------------------------------ contact */

const CONTACT: Omit<ContactCreate, 'QR'> & { image: ImageJob } = {
  add1: { addT1: 'Head Office, Dhaka', add1: 'House 27, Road 11, Block F, Banani, Dhaka 1213, Bangladesh' },
  add2: {
    addT2: 'Port & Logistics Office, Chattogram',
    add2: 'Level 6, 94 Agrabad Commercial Area, Agrabad, Chattogram 4100, Bangladesh',
  },
  add3: {
    addT3: 'Knit Sourcing Hub, Narayanganj',
    add3: 'Plot 14, BSCIC Industrial Estate, Fatullah, Narayanganj 1400, Bangladesh',
  },
  add4: {
    addT4: 'Liaison Office, Shanghai',
    add4: "Room 1806, 18/F, 1088 West Yan'an Road, Changning District, Shanghai 200052, China",
  },
  HR: { hrt: '+880 1711-000101', hre: 'hr@texbridge.example' },
  bd: { bdt: '+880 1711-000202', bde: 'bd@texbridge.example' },
  marketing: { marketingT: '+880 1711-000303', marketingE: 'marketing@texbridge.example' },
  supplyChain: '+880 1711-000404',
  rnd: '+880 1711-000505',
  commercial: '+880 1711-000606',
  whatsapp: '+8801711000707',
  map: 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3650.7!2d90.4043!3d23.7937!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zMjPCsDQ3JzM3LjMiTiA5MMKwMjQnMTUuNSJF!5e0!3m2!1sen!2sbd!4v1718000000000!5m2!1sen!2sbd',
  image: image({ kind: 'qr' }, IMAGE_SIZES.qr, 1401),
};

/* ------------------------------------------------------------------ products */

const GREYS = ['#9c9a95', '#b4b2ad', '#7f7e7a', '#c7c4bd'];

const PRODUCTS: (Omit<ProductCreate, 'productImage'> & { image: ImageJob })[] = [
  // Fibres
  {
    title: 'BCI Cotton Lint, Shankar-6',
    category: 'fibres',
    desc: 'Machine-ginned Shankar-6 lint from Gujarat, bought through Better Cotton licensed ginners and sold on HVI results. A staple of 29 to 30 mm, micronaire of 3.8 to 4.5 and strength around 29 g/tex make it a dependable base for carded and combed ring-spun counts up to Ne 40.',
    feature: [
      'Staple length 29–30 mm',
      'Micronaire 3.8–4.5',
      'HVI test report with every lot',
      'Better Cotton claim units transferable',
      'Pressed bales of about 170 kg',
    ],
    composition: ['100% Cotton'],
    endUse: 'Carded and combed ring-spun yarns from Ne 20 to Ne 40 for knitted and woven apparel.',
    background:
      'Shankar-6 is the most widely grown medium-long staple variety in Gujarat. We work with a small group of ginners near Rajkot and Ahmedabad, with pre-shipment sampling in India and landing inspection at Chattogram.',
    image: square({ kind: 'bolls' }, 2101),
  },
  {
    title: 'West African Raw Cotton, Middling 1-1/8"',
    category: 'fibres',
    desc: 'Hand-picked cotton from Mali, Burkina Faso and Côte d’Ivoire with low short-fibre content, good whiteness and little contamination. A popular mix component for Bangladeshi spinners producing combed and compact yarns for T-shirts and polo shirts.',
    feature: [
      'Hand-picked, low trash content',
      'Staple 1-1/8" to 1-5/32"',
      'Micronaire 3.7–4.6',
      'Shipped via Abidjan or Cotonou',
      'Sold on landed-weight terms',
    ],
    composition: ['100% Cotton'],
    endUse: 'Combed and compact yarns from Ne 24 to Ne 40 for knitwear.',
    background:
      'West African cotton is harvested by hand, which keeps contamination low. We buy through established merchants with port-side warehouses, and every lot is HVI-tested before it is shipped to Chattogram.',
    image: square({ kind: 'bolls' }, 2102),
  },
  {
    title: 'Recycled Polyester Staple Fibre 1.4D × 38 mm',
    category: 'fibres',
    desc: 'Semi-dull, raw-white polyester staple fibre made from post-consumer PET bottle flake, for blending with cotton in CVC and PC yarns. Tenacity and crimp are matched to cotton-system spinning, so it runs on ring and open-end frames without process changes.',
    feature: [
      '1.4 denier × 38 mm cut length',
      'Semi-dull, raw white',
      'Tenacity of 5.5 cN/dtex or more',
      'GRS-certified supply chain',
      'Low spin-finish variation for clean carding',
    ],
    composition: ['100% Recycled Polyester'],
    endUse: 'Cotton-polyester blended yarns for knit fabrics, sportswear, uniforms and workwear.',
    background:
      'Sourced from GRS-certified recycling plants in Vietnam and China. Transaction certificates are issued for each shipment, so buyers can carry the recycled claim through to the garment label.',
    image: square({ kind: 'fibre', fibre: '#f5f3ee', ground: ['#56606e', '#23282f'] }, 2103),
  },
  {
    title: 'Viscose Staple Fibre 1.2D × 38 mm',
    category: 'fibres',
    desc: 'Bright viscose staple fibre for 100% viscose and cotton-viscose yarns with a soft hand, fluid drape and excellent dye uptake. Available from producers holding EU Ecolabel and comparable environmental certificates, with pulp sourcing documentation on request.',
    feature: [
      '1.2 denier × 38 mm',
      'Bright lustre',
      'Dry tenacity of 2.4 cN/dtex or more',
      'Consistent whiteness from lot to lot',
      'Certified producers available',
    ],
    composition: ['100% Viscose'],
    endUse: 'Ring-spun and vortex yarns for dresses, blouses, single jersey and modal-look fabrics.',
    background:
      'We source from integrated producers in Indonesia, India and China and share their traceability and chemical management data with buyers who need it for brand audits.',
    image: square({ kind: 'fibre', fibre: '#f1e9d8', ground: ['#2e3f6e', '#131a30'] }, 2104),
  },
  {
    title: 'Tossa Jute Fibre, Grade BTD',
    category: 'fibres',
    desc: 'Long, lustrous Tossa jute from the Faridpur and Jashore growing belts, graded to the Bangladesh BTD standard. A strong, golden fibre suited to fine jute yarns for hessian, sacking, carpet backing and jute-cotton union fabrics.',
    feature: [
      'Bangladesh standard grade BTD',
      'Golden colour with good lustre',
      'Moisture of 18% or less at shipment',
      'Hydraulically pressed 180 kg bales',
      'Root content cut to specification',
    ],
    composition: ['100% Jute'],
    endUse: 'Jute yarn and twine, hessian, sacking, carpet backing and decorative home textiles.',
    background:
      'Bangladesh grows much of the world’s finest Tossa jute. We buy from baling presses in the main growing districts and arrange export inspection and phytosanitary certificates for overseas buyers.',
    image: square({ kind: 'fibre', fibre: '#d8b46a', ground: ['#4a3826', '#1e160e'] }, 2105),
  },

  // Yarn
  {
    title: 'Combed Cotton Yarn Ne 30/1',
    category: 'yarn',
    desc: 'Ring-spun, combed 100% cotton yarn at Ne 30/1, waxed for knitting. Low hairiness and an even CV% give clean single jersey and interlock with a smooth face, and the yarn dyes evenly in reactive shades from pastels to deep navy.',
    feature: [
      'Count Ne 30/1 ± 1.5%',
      'CVm of 11% or less',
      'Waxed for knitting',
      'Contamination-controlled',
      '1.89 kg cones, 24 cones per carton',
    ],
    composition: ['100% Cotton'],
    endUse: 'Single jersey, rib and interlock fabrics for T-shirts, polo shirts and babywear.',
    background:
      'Spun by partner mills in Narayanganj, Gazipur and Gujarat on compact and ring frames with Uster-tested lots. We keep buffer stock at our Narayanganj hub for urgent knitting programmes.',
    image: square({ kind: 'cones', colours: [PALETTE.ecru, '#f4efe3', '#e9e0c9'] }, 2201),
  },
  {
    title: 'Carded Cotton Yarn Ne 20/1 for Knitting',
    category: 'yarn',
    desc: 'An economical carded ring-spun cotton yarn for heavier knits. Good strength and bulk at Ne 20/1 make it a reliable choice for heavy jersey, fleece back yarn and basic T-shirt programmes where the price per kilo matters most.',
    feature: [
      'Count Ne 20/1',
      'RKM of 14 or more',
      'Raw white, ready for dyeing',
      'Suitable for tubular and open-width knitting',
    ],
    composition: ['100% Cotton'],
    endUse: 'Heavy single jersey, fleece back yarn and workwear knits.',
    background:
      'Sourced from Bangladeshi spinners with steady monthly capacity, which suits buyers who need contract prices agreed for a full season.',
    image: square({ kind: 'cones', colours: ['#efe7d4', '#e6dcc3', '#f3ede0'] }, 2202),
  },
  {
    title: 'CVC Yarn Ne 26/1, 60% Cotton / 40% Polyester',
    category: 'yarn',
    desc: 'A Chief Value Cotton blend spun from combed cotton and polyester staple. The polyester share adds strength and shape retention and reduces shrinkage, while the cotton-rich surface keeps a natural hand and takes reactive and disperse dyes well.',
    feature: [
      'Count Ne 26/1',
      'Intimate blend, even throughout',
      'Low shrinkage after washing',
      'Available in virgin or recycled polyester',
    ],
    composition: ['60% Cotton / 40% Polyester'],
    endUse: 'Polo shirts, sportswear, school uniforms and corporate wear.',
    background:
      'Blend yarns are spun to order by two partner mills in Gazipur. Recycled polyester versions carry a GRS transaction certificate.',
    image: square({ kind: 'cones', colours: [PALETTE.indigo, PALETTE.teal, PALETTE.madder, '#d9d2c2'] }, 2203),
  },
  {
    title: 'Polyester DTY 150D/48F, Semi-Dull',
    category: 'yarn',
    desc: 'Draw-textured polyester filament yarn at 150 denier and 48 filaments, semi-dull, in raw white and dope-dyed black. Stable crimp and even dye uptake make it suitable for both circular knitting and weaving.',
    feature: [
      '150 denier / 48 filaments',
      'Semi-dull lustre',
      'Non-intermingled or SIM options',
      'Raw white and dope-dyed black',
      'AA grade, paper tubes',
    ],
    composition: ['100% Polyester'],
    endUse: 'Sportswear, linings, fleece, upholstery and woven polyester fabrics.',
    background:
      'Supplied from filament producers in China and Indonesia. Our Shanghai office checks packing and labelling before containers are sealed.',
    image: square({ kind: 'cones', colours: ['#f2f0ea', '#f7f5f0', PALETTE.charcoal] }, 2204),
  },
  {
    title: 'Grey Melange Yarn Ne 30/1',
    category: 'yarn',
    desc: 'A fibre-dyed melange yarn that blends black-dyed cotton or viscose fibre with raw white cotton before spinning, giving the classic heathered grey look without piece dyeing. Shade is held within tight tolerances from lot to lot.',
    feature: [
      'Count Ne 30/1',
      'Shades from light grey to anthracite',
      'Shade band approved before bulk',
      'Compact spun options',
    ],
    composition: ['85% Cotton / 15% Viscose'],
    endUse: 'Heather grey T-shirts, sweatshirts, loungewear and activewear.',
    background:
      'Melange yarns are produced by specialist mills that keep dedicated fibre dyeing lines. We approve every lot against a stored shade band.',
    image: square({ kind: 'cones', colours: GREYS }, 2205),
  },

  // Fabrics
  {
    title: 'Single Jersey 160 GSM',
    category: 'fabrics',
    desc: 'A clean, smooth single jersey knitted from combed Ne 30/1 cotton, reactive dyed and compacted for low shrinkage. Available open-width or tubular in ready-for-dye white, solid colours and yarn-dyed stripes.',
    feature: [
      '160 GSM ± 5%',
      'Width 72" open or 36" tubular',
      'Shrinkage within 5%',
      'Colour fastness grade 4 to washing',
    ],
    composition: ['100% Combed Cotton'],
    endUse: 'T-shirts, nightwear, babywear and promotional garments.',
    background:
      'Knitted and dyed in Narayanganj and Gazipur composite mills close to our knit hub, so sampling and bulk approvals are quick.',
    image: square({ kind: 'fabric', fabric: 'jersey', base: PALETTE.indigo }, 2301),
  },
  {
    title: '1x1 Rib, 95% Cotton / 5% Elastane',
    category: 'fabrics',
    desc: 'Stretch rib knitted from combed cotton with bare elastane for excellent recovery. Used as a body fabric for fitted tops and as matching collar and cuff trim for T-shirts and sweatshirts.',
    feature: [
      '220 GSM',
      'Good width-wise stretch and recovery',
      'Dyed to match body fabric',
      'Heat-set for stable width',
    ],
    composition: ['95% Cotton', '5% Elastane'],
    endUse: 'Fitted tops, tank tops, neckbands, cuffs and waistbands.',
    background:
      'Produced by knit mills that dye rib and body fabric in the same batch for an exact colour match, so collars and cuffs never look out of place.',
    image: square({ kind: 'fabric', fabric: 'rib', base: PALETTE.teal }, 2302),
  },
  {
    title: 'Denim 12 oz, 3/1 RHT, Indigo',
    category: 'fabrics',
    desc: 'A classic right-hand twill denim in rope-dyed indigo warp with an ecru weft. Ring-spun warp yarns give the uneven, vertical fade that jeanswear brands look for after stone and enzyme washing.',
    feature: [
      '12 oz/yd² before wash',
      '3/1 right-hand twill',
      'Rope-dyed indigo warp',
      'Width 58/60"',
      'Sanforised, skew controlled',
    ],
    composition: ['100% Cotton'],
    endUse: 'Five-pocket jeans, jackets, overshirts and workwear.',
    background:
      'Woven by denim mills in Bangladesh and Pakistan. We share shrinkage, skew and wash-down test results for every lot.',
    image: square({ kind: 'fabric', fabric: 'denim' }, 2303),
  },
  {
    title: 'Yarn-Dyed Brushed Flannel Check',
    category: 'fabrics',
    desc: 'A soft, double-side brushed cotton flannel woven from yarn-dyed warp and weft in tartan-inspired checks. The colours are in the yarn, so checks stay crisp after washing and pattern matching at the cutting table is straightforward.',
    feature: [
      '160 GSM after brushing',
      'Double-side brushed',
      'Custom checks from 1,500 m per colourway',
      'Width 57/58"',
    ],
    composition: ['100% Cotton'],
    endUse: 'Casual shirts, shackets, pyjamas and children’s wear.',
    background:
      'Woven in Bangladesh and China on rapier looms with yarn dyed in-house, which keeps colour lead times short.',
    image: square({ kind: 'fabric', fabric: 'tartan' }, 2304),
  },
  {
    title: 'Cotton Twill 2/1, 20×16 / 128×60',
    category: 'fabrics',
    desc: 'A medium-weight chino twill woven from 20s warp and 16s weft. Peach finished for a soft hand, it sews cleanly and holds its shape, making it a staple fabric for casual trousers and uniforms.',
    feature: ['Construction 128 × 60', 'Around 230 GSM', 'Peach or plain finish', 'Piece dyed in 40+ stock shades'],
    composition: ['100% Cotton'],
    endUse: 'Chinos, cargo trousers, uniforms and casual jackets.',
    background:
      'Sourced from mills in Bangladesh and China with continuous dyeing ranges for consistent shade across large orders.',
    image: square({ kind: 'fabric', fabric: 'twill', base: '#b39a6b' }, 2305),
  },
  {
    title: 'Herringbone Suiting, Poly-Viscose',
    category: 'fabrics',
    desc: 'A smart herringbone suiting in polyester-viscose with a light mechanical stretch. Crease-resistant, easy to care for and economical, it is widely used for corporate uniforms and value tailoring.',
    feature: ['Around 260 GSM', 'Herringbone twill weave', 'Crease resistant', 'Width 58/60"'],
    composition: ['65% Polyester / 35% Viscose'],
    endUse: 'Suits, trousers, blazers and corporate uniforms.',
    background:
      'Woven in China and Pakistan; our Shanghai office checks handle and shade against the approved sample before shipment.',
    image: square({ kind: 'fabric', fabric: 'herringbone' }, 2306),
  },
  {
    title: 'Oxford Shirting 40s × 24s',
    category: 'fabrics',
    desc: 'A classic oxford weave with paired warp ends over a heavier weft, woven with a coloured warp and white weft for the soft, chambray-like look of a button-down shirt.',
    feature: ['Around 120 GSM', 'Colour-woven, not printed', 'Easy-care finish available', 'Width 57/58"'],
    composition: ['100% Cotton'],
    endUse: 'Men’s and women’s shirts, school shirts and shirt dresses.',
    background:
      'Produced by shirting mills in Bangladesh that supply major woven garment exporters in Dhaka and Chattogram.',
    image: square({ kind: 'fabric', fabric: 'oxford' }, 2307),
  },

  // Dyes and chemicals
  {
    title: 'Reactive Dyes – Vinyl Sulphone Range',
    category: 'dyes',
    desc: 'A full shade range of vinyl sulphone and bifunctional reactive dyes for cotton and viscose in exhaust and cold pad-batch dyeing. High fixation and good wash-off reduce water use and give bright, fast shades.',
    feature: [
      'Full shade gamut, pastel to black',
      'High fixation, easy wash-off',
      'Exhaust and pad-batch recipes',
      'ZDHC MRSL conformant',
    ],
    composition: ['Vinyl sulphone and bifunctional reactive dyestuffs'],
    endUse: 'Dyeing of cotton and viscose yarn, knit and woven fabric, and garments.',
    background:
      'Manufactured in India and China by producers we audit for chemical management. Standard-depth shade cards are matched in our partner laboratory.',
    image: square({ kind: 'fan' }, 2401),
  },
  {
    title: 'Disperse Dyes for Polyester, High-Energy Range',
    category: 'dyes',
    desc: 'High-energy disperse dyes for high-temperature dyeing of polyester and its blends, selected for good sublimation fastness. Suitable for sportswear and fabrics that go through heat setting or transfer printing after dyeing.',
    feature: [
      'Good sublimation fastness',
      'HT exhaust dyeing at 130 °C',
      'Compatible with reduction clearing',
      'Low-dust granules',
    ],
    composition: ['Disperse dyestuffs', 'Dispersing agents'],
    endUse: 'Polyester and poly-cotton yarn, knit fabric and sportswear.',
    background:
      'Sourced from established dyestuff manufacturers with REACH registrations for export-oriented customers.',
    image: square({ kind: 'card' }, 2402),
  },
  {
    title: 'Sulphur Black BR, 200%',
    category: 'dyes',
    desc: 'A cost-effective sulphur black for deep, economical blacks on cotton, used widely in denim bottoming and workwear dyeing. Supplied as free-flowing powder with consistent strength from batch to batch.',
    feature: ['Strength 200%', 'Deep, neutral black', 'Good wash fastness', 'Powder in 25 kg bags'],
    composition: ['Sulphur Black 1'],
    endUse: 'Black dyeing of cotton yarn, denim and workwear fabric.',
    background:
      'A high-volume product we supply to dye houses in Narayanganj and Gazipur on monthly call-off contracts.',
    image: square({ kind: 'dishes', colours: ['#26282c', '#1f2126', '#2d2e33', '#232428'] }, 2403),
  },
  {
    title: 'Pre-Reduced Liquid Indigo 40%',
    category: 'dyes',
    desc: 'A pre-reduced indigo solution for rope and slasher denim dyeing. Because the dye arrives already reduced, mills use far less sodium hydrosulphite, cut salts in effluent and achieve steadier shades.',
    feature: [
      '40% indigo, pre-reduced',
      'Lower hydrosulphite consumption',
      'Stable shade from rope to rope',
      'Delivered in 1,000 kg IBC tanks',
    ],
    composition: ['Indigo (leuco form) in aqueous alkaline solution'],
    endUse: 'Rope and slasher dyeing of denim warp yarns.',
    background:
      'Supplied to denim mills in Bangladesh, with on-site technical support from our team for mills switching from powder indigo to pre-reduced dyeing.',
    image: square({ kind: 'dishes', liquid: true, colours: [PALETTE.indigo, '#2e4a8a', '#1e2c5c', '#33488a'] }, 2404),
  },
  {
    title: 'Silicone Softeners & Finishing Auxiliaries',
    category: 'dyes',
    desc: 'Hydrophilic and macro-emulsion silicone softeners together with levelling agents, sequestrants and fixers for knit and woven dyeing and finishing. Recipes are matched to your hand-feel standard and checked for shade change.',
    feature: [
      'Hydrophilic and macro silicones',
      'Levelling agents and sequestrants',
      'APEO-free formulations',
      'Trial quantities available',
    ],
    composition: ['Amino-functional silicone emulsion', 'Non-ionic surfactants'],
    endUse: 'Finishing of cotton, polyester and blended knit and woven fabrics.',
    background:
      'Formulated by auxiliary producers in Bangladesh and India with ZDHC-listed products for brand-compliant factories.',
    image: square({ kind: 'dishes', liquid: true, colours: ['#efe9dc', '#dfe6e4', '#f3e7c6', '#e8e3f0'] }, 2405),
  },

  // Garments
  {
    title: "Men's Polo Shirt, Pique",
    category: 'garments',
    desc: 'A classic short-sleeve polo in 220 GSM cotton pique with a flat-knit collar and cuffs and a two-button placket. Produced by compliant knit composite factories in Gazipur with in-house knitting, dyeing and embroidery.',
    feature: ['220 GSM pique', 'Flat-knit collar and cuffs', 'Two-button placket', 'Embroidery and printing in-house'],
    composition: ['100% Cotton'],
    endUse: 'Retail basics, corporate wear and promotional programmes.',
    background:
      'Bangladesh is one of the world’s leading exporters of knitted tops. We place orders from 3,000 pieces per style and colour.',
    image: square({ kind: 'garment', garment: 'polo', fabric: 'pique', base: PALETTE.madder }, 2501),
  },
  {
    title: 'Basic Crew Neck T-Shirt, 160 GSM',
    category: 'garments',
    desc: 'A straight-cut crew neck T-shirt in 160 GSM combed cotton single jersey with a 1x1 rib neckband and double-needle hems. The backbone of most knitwear programmes, made in large volumes with consistent fit.',
    feature: ['160 GSM combed single jersey', '1x1 rib neckband', 'Double-needle hems', 'Size set S to 3XL'],
    composition: ['100% Cotton'],
    endUse: 'Retail basics, multipacks, uniforms and promotional wear.',
    background:
      'Made by knit composite factories in Narayanganj and Gazipur with current social and environmental audits and in-house knitting and dyeing.',
    image: square({ kind: 'garment', garment: 'tee', fabric: 'jersey', base: PALETTE.indigo }, 2502),
  },
  {
    title: "Men's Five-Pocket Denim Jeans",
    category: 'garments',
    desc: 'Five-pocket jeans in 12 oz indigo denim, offered in slim, straight and relaxed fits with stone, enzyme and laser wash options. Made by vertically integrated denim garment factories around Dhaka and Chattogram.',
    feature: [
      '12 oz ring-spun denim',
      'Slim, straight or relaxed fit',
      'Stone, enzyme and laser washes',
      'Metal shank button and rivets',
    ],
    composition: ['100% Cotton', '99% Cotton / 1% Elastane (stretch fits)'],
    endUse: 'Retail jeanswear and workwear.',
    background:
      'Our denim partners run their own washing plants with water recycling, which shortens development and lowers impact.',
    image: square({ kind: 'garment', garment: 'jeans', fabric: 'denim' }, 2503),
  },
  {
    title: 'Brushed Fleece Sweatshirt, 280 GSM',
    category: 'garments',
    desc: 'A crew neck sweatshirt in three-thread brushed fleece with rib neck, cuffs and hem. Warm and soft, with a clean face that takes screen prints and embroidery well.',
    feature: [
      '280 GSM three-thread fleece',
      'Brushed inside',
      'Rib neck, cuffs and hem',
      'Grey melange and solid colours',
    ],
    composition: ['80% Cotton / 20% Polyester'],
    endUse: 'Casual wear, athleisure, team and campus wear.',
    background:
      'Fleece is knitted and brushed by our partner composites, so fabric and garment lead times are planned together.',
    image: square({ kind: 'garment', garment: 'sweatshirt', fabric: 'melange' }, 2504),
  },
  {
    title: 'Yarn-Dyed Check Shirt, Long Sleeve',
    category: 'garments',
    desc: 'A long-sleeve casual shirt in yarn-dyed brushed flannel check with a button-down or classic collar, a single chest pocket and matched checks at the front and pocket.',
    feature: [
      'Yarn-dyed brushed flannel',
      'Checks matched at front and pocket',
      'Button-down or classic collar',
      'Garment washed for softness',
    ],
    composition: ['100% Cotton'],
    endUse: 'Men’s casual wear and workwear shirts.',
    background:
      'Sewn by woven shirt specialists in Dhaka and Chattogram who also cut and sew for leading European retailers.',
    image: square({ kind: 'garment', garment: 'shirt', fabric: 'tartan' }, 2505),
  },

  // Other
  {
    title: 'Garment Trims – Buttons, Labels & Tapes',
    category: 'other',
    desc: 'Polyester, corozo and metal buttons, woven and printed labels, twill tapes and drawcords sourced to the garment order, colour-matched to the fabric and delivered to the factory with the main materials.',
    feature: [
      'Polyester, corozo and metal buttons',
      'Woven and printed labels',
      'Twill tapes and drawcords',
      'Matched to fabric lab dips',
    ],
    composition: ['Polyester, corozo, metal and cotton, as specified'],
    endUse: 'Trimming of knit and woven garments.',
    background:
      'Sourced from trim suppliers in Dhaka and China and consolidated with fabric shipments to keep production on schedule.',
    image: square({ kind: 'buttons' }, 2601),
  },
  {
    title: 'Spun Polyester Sewing Thread 40/2',
    category: 'other',
    desc: 'A strong, smooth spun polyester sewing thread for general garment assembly, lubricated for high-speed lockstitch and overlock machines. Dyed to a card of over 800 shades or matched to your fabric.',
    feature: ['Ticket 120 (40/2)', 'Lubricated for high-speed sewing', '5,000 m cones', 'Over 800 stock shades'],
    composition: ['100% Spun Polyester'],
    endUse: 'Seaming, hemming and overlocking of knit and woven garments.',
    background:
      'Supplied by established thread makers in Bangladesh, with stock shades available within three working days and custom matches in about a week.',
    image: square(
      { kind: 'cones', colours: [PALETTE.madder, PALETTE.saffron, PALETTE.teal, PALETTE.indigo, '#f4f1ea'] },
      2602,
    ),
  },
];

/* ------------------------------------------------------------------ privacy center */

const PRIVACY: PrivacyCreate[] = [
  {
    title: 'Trust Built Into Every Order',
    caption: 'How we protect the information you share, how we choose suppliers, and why buyers keep working with us.',
    privacy:
      'Prices, specifications, designs and supplier names shared with TexBridge are used only to handle your enquiry or order. We never pass a buyer’s designs or pricing to another buyer, and supplier details are disclosed only with the supplier’s agreement. Access to order files is limited to the merchandisers and commercial staff who work on your account.',
    policy:
      'We buy only from mills and factories we have visited ourselves. Each supplier is assessed for quality systems, legal registration, working conditions and chemical management before the first order, and reviewed at least once a year.',
    why: 'One point of contact from enquiry to delivery, test results before shipment, and offices in Dhaka, Chattogram, Narayanganj and Shanghai that keep both buyers and suppliers close.',
  },
  {
    title: 'Responsible and Compliant Sourcing',
    caption: 'Working conditions, chemicals and traceability are part of the specification, not an afterthought.',
    privacy:
      'Audit reports, certificates and factory data we collect from suppliers are stored securely and shared only with buyers who need them for their own compliance checks, with the supplier’s consent.',
    policy:
      'We prefer suppliers with recognised social and environmental audits and certificates such as GOTS, OCS, GRS and OEKO-TEX where the product calls for them. Dyes and chemicals we supply conform to the ZDHC Manufacturing Restricted Substances List. We do not accept forced labour, child labour or unauthorised subcontracting, and we support factories in closing audit findings.',
    why: 'Certified materials with transaction certificates, chemical documentation ready for brand audits, and a team that understands what compliance officers ask for.',
  },
  {
    title: 'Your Data on This Website',
    caption: 'What happens to the details you send us through the contact form, and how to reach us about them.',
    privacy:
      'When you send a message through our contact form we receive your name, e-mail address, phone number and message. We use them only to reply to you and to follow up on your enquiry. We do not sell or rent personal data, and we do not add you to mailing lists without your consent.',
    policy:
      'Enquiry records are kept for as long as needed to serve you and to meet our legal and accounting obligations, then deleted. You can ask us at any time to see, correct or delete the personal data we hold about you by writing to our marketing team.',
    why: 'Clear answers, quick replies within one working day, and a company that treats your information with the same care as your orders.',
  },
];

/* ------------------------------------------------------------------ reviews (newest first) */

const REVIEWS: (Omit<ReviewCreate, 'photo'> & { image: ImageJob })[] = [
  {
    name: "Men's Polo Shirt, Pique",
    comment:
      'Our first polo programme with TexBridge shipped on time and the pique, colour and collar quality matched the approved sample exactly. Their merchandiser sent inline inspection photos every week. We have already confirmed the next season. — Buying Manager, apparel retailer, Dubai',
    rate: 5,
    date: '19 - 1 - 2026',
    image: image({ kind: 'review' }, IMAGE_SIZES.review, 3101),
  },
  {
    name: 'Reactive Dyes – Vinyl Sulphone Range',
    comment:
      'Shade consistency between batches has been excellent, and the lab dip service saved us several re-dyes on a difficult navy. Delivery to our dye house in Narayanganj is usually within two days of the order. — Dyeing Manager, knit composite, Narayanganj',
    rate: 5,
    date: '28 - 7 - 2025',
    image: image({ kind: 'review' }, IMAGE_SIZES.review, 3102),
  },
  {
    name: 'Combed Cotton Yarn Ne 30/1',
    comment:
      'Four containers of Ne 30/1 so far, and count and evenness matched the Uster reports every time. When one lot showed higher hairiness they replaced it before it left the mill. That follow-up saves us days on the knitting floor. — Production Manager, knitting mill, Gazipur',
    rate: 5,
    date: '12 - 3 - 2025',
    image: image({ kind: 'review' }, IMAGE_SIZES.review, 3103),
  },
  {
    name: 'Denim 12 oz, 3/1 RHT, Indigo',
    comment:
      'Good fabric with a nice cast and very even shrinkage results. The first delivery was a week late because of port congestion, but they warned us early and split the shipment so our cutting could start. — Sourcing Lead, jeanswear importer, Rotterdam',
    rate: 4,
    date: '5 - 11 - 2024',
    image: image({ kind: 'review' }, IMAGE_SIZES.review, 3104),
  },
];

/* ------------------------------------------------------------------ build */

/**
 * Renders every image through `save` (which stores the bytes and returns the URL to put in the record)
 * and returns content in DISPLAY order: the first item of each list is the one the site shows first.
 */
export async function buildSeedContent(
  save: (webp: Buffer) => Promise<string>,
  cache: SeedImageCache,
): Promise<SeedContent> {
  const jobs: ImageJob[] = [
    ...SLIDERS.map((x) => x.image),
    ...ABOUT.map((x) => x.image),
    ...NEWS.map((x) => x.image),
    CONTACT.image,
    ...PRODUCTS.map((x) => x.image),
    ...REVIEWS.map((x) => x.image),
  ];
  const urls = await renderAll(jobs, save, cache);
  let i = 0;
  const nextUrl = () => {
    const url = urls[i++];
    if (url === undefined) throw new Error('seed image missing');
    return url;
  };

  const sliders = SLIDERS.map(({ image: _, ...rest }) => ({ ...rest, sliderImage: nextUrl() }));
  const about = ABOUT.map(({ image: _, ...rest }) => ({ ...rest, AboutImage: nextUrl() }));
  const news = NEWS.map(({ image: _, ...rest }) => ({ ...rest, newsImage: nextUrl() }));
  const { image: _qr, ...contact } = CONTACT;
  const contacts = [{ ...contact, QR: nextUrl() }];
  const products = PRODUCTS.map(({ image: _, ...rest }) => ({
    ...rest,
    ...PRODUCT_SPECS[rest.title],
    productImage: nextUrl(),
  }));
  const reviews = REVIEWS.map(({ image: _, ...rest }) => ({ ...rest, photo: nextUrl() }));

  return { sliders, about, news, contacts, products, privacy: PRIVACY.map((p) => ({ ...p })), reviews };
}
