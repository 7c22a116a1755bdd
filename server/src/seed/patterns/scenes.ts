/** Scenes: cloth, fabric rolls, folded stacks, yarn cones, cotton bolls, fibre, shade cards, dye dishes and buttons. */
import { at, between, f, intBetween, pick, shuffled, type Rng } from './random.ts';
import { DYE_BASES, jit, MAIN, PALETTE, tint, tone, TONES } from './colour.ts';
import { drape, linear, radial, type Stop, svgDoc, vignette } from './svg.ts';
import { fabricDefs, type FabricKind } from './fabrics.ts';

/** A full-bleed piece of cloth with drape, a vignette and (optionally) one corner folded back. */
export function fabricScene(w: number, h: number, r: Rng, kind: FabricKind, base?: string, fold = true): string {
  const unit = Math.max(3, Math.round(Math.min(w, h) / 120));
  const fab = fabricDefs('f', kind, r, unit, base);
  const d = drape('dr', r, 0.16);
  const v = vignette('vg', 0.35);
  let defs = fab.defs + d.defs + v.defs;
  let body = `<rect width="${w}" height="${h}" fill="url(#f)"/>${d.layer}`;
  if (fold) {
    const a = Math.min(w, h) * between(r, 0.32, 0.5);
    const b = a * between(r, 0.8, 1.25);
    const p1: [number, number] = [w - a, h];
    const p2: [number, number] = [w, h - b];
    const len = Math.hypot(p2[0] - p1[0], p2[1] - p1[1]);
    const ux = (p2[0] - p1[0]) / len;
    const uy = (p2[1] - p1[1]) / len;
    // Reflection across the fold line: the flap is the cut-off corner mirrored onto the cloth.
    const m = [ux * ux - uy * uy, 2 * ux * uy, 2 * ux * uy, uy * uy - ux * ux] as const;
    const e = p1[0] - (m[0] * p1[0] + m[2] * p1[1]);
    const g = p1[1] - (m[1] * p1[0] + m[3] * p1[1]);
    const corner: [number, number] = [w, h];
    const q: [number, number] = [m[0] * corner[0] + m[2] * corner[1] + e, m[1] * corner[0] + m[3] * corner[1] + g];
    const tri = `${f(p1[0])},${f(p1[1])} ${f(p2[0])},${f(p2[1])} ${f(q[0])},${f(q[1])}`;
    defs += `<clipPath id="flap"><polygon points="${tri}"/></clipPath>`;
    defs += linear('flapShade', [
      [0, '#ffffff', 0.22],
      [0.6, '#ffffff', 0.05],
      [1, '#000000', 0.25],
    ]);
    body +=
      `<polygon points="${f(p1[0])},${f(p1[1])} ${f(p2[0])},${f(p2[1])} ${w},${h}" fill="${tone(TONES.sand, 0.25)}"/>` +
      `<polygon points="${tri}" transform="translate(${f(a * 0.04)} ${f(a * 0.05)})" fill="#000" fill-opacity=".3"/>` +
      `<g clip-path="url(#flap)"><rect width="${w}" height="${h}" fill="url(#f)" transform="matrix(${m.map(f).join(' ')} ${f(e)} ${f(g)})"/>` +
      `<polygon points="${tri}" fill="${tint(fab.colour, 0.5)}" fill-opacity=".18"/><polygon points="${tri}" fill="url(#flapShade)"/></g>`;
  }
  body += v.layer;
  return svgDoc(w, h, defs, body);
}

/** A warm wall and a table edge behind still-life subjects. */
function backdrop(w: number, h: number, horizon: number, wall: string, table: string): { defs: string; body: string } {
  return {
    defs:
      linear(
        'wall',
        [
          [0, tint(wall, 0.25)],
          [1, wall],
        ],
        true,
      ) +
      linear(
        'table',
        [
          [0, tone(table, 0.05)],
          [1, tone(table, 0.3)],
        ],
        true,
      ) +
      radial(
        'glow',
        [
          [0, '#ffffff', 0.35],
          [1, '#ffffff', 0],
        ],
        'cx=".35" cy=".3" r=".7"',
      ),
    body:
      `<rect width="${w}" height="${f(horizon)}" fill="url(#wall)"/>` +
      `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#table)"/>` +
      (horizon > 0
        ? `<rect y="${f(horizon)}" width="${w}" height="${f(Math.max(2, h * 0.006))}" fill="#000" fill-opacity=".18"/>`
        : '') +
      `<rect width="${w}" height="${h}" fill="url(#glow)"/>`,
  };
}

const CYL_SHADE: Stop[] = [
  [0, '#000000', 0.45],
  [0.3, '#ffffff', 0.18],
  [0.45, '#ffffff', 0.08],
  [0.8, '#000000', 0.2],
  [1, '#000000', 0.5],
];

/** Rolls of cloth lying in a loose pile, each a different fabric, seen from the side. */
export function rollsScene(w: number, h: number, r: Rng): string {
  const bd = backdrop(w, h, h * 0.8, TONES.sand, TONES.kraft);
  const unit = Math.max(3, Math.round(h / 230));
  const kinds = shuffled(r, [
    'denim',
    'tartan',
    'herringbone',
    'chambray',
    'twill',
    'houndstooth',
    'gingham',
    'ikat',
    'oxford',
    'canvas',
  ] as FabricKind[]);
  let defs =
    bd.defs +
    linear(
      'rollShade',
      CYL_SHADE.map(([o, c, a]) => [o, c, a] as Stop),
      true,
    );
  let body = bd.body;
  const D = h * 0.235;
  const rx = D * 0.2;
  const rows = 3;
  let k = 0;
  for (let row = 0; row < rows; row++) {
    const y = h * 0.8 - (row + 1) * D * 0.94 + D * 0.08;
    const count = w / h > 1.8 ? 3 - (row === 2 ? 1 : 0) : 2 - (row === 2 ? 1 : 0);
    const span = w * (row === 2 ? 0.6 : 0.88);
    const L = span / count - D * 0.35;
    let x = (w - span) / 2 + between(r, -0.04, 0.04) * w + row * D * 0.4;
    for (let i = 0; i < count; i++) {
      const kind = at(kinds, k);
      const fab = fabricDefs(`r${k}`, kind, r, unit);
      defs += fab.defs;
      const len = L * between(r, 0.86, 1);
      const path = `M${f(x)} ${f(y)} L${f(x + len)} ${f(y)} L${f(x + len)} ${f(y + D)} L${f(x)} ${f(y + D)} A${f(rx)} ${f(D / 2)} 0 0 1 ${f(x)} ${f(y)} Z`;
      body += `<path d="${path}" transform="translate(${f(D * 0.05)} ${f(D * 0.08)})" fill="#000" fill-opacity=".25"/>`;
      body += `<path d="${path}" fill="url(#r${k})"/><path d="${path}" fill="url(#rollShade)"/>`;
      const ex = x + len;
      const ey = y + D / 2;
      body += `<ellipse cx="${f(ex)}" cy="${f(ey)}" rx="${f(rx)}" ry="${f(D / 2)}" fill="${tone(fab.colour, 0.12)}"/>`;
      for (let ring = 0.92; ring > 0.3; ring -= 0.07)
        body += `<ellipse cx="${f(ex)}" cy="${f(ey)}" rx="${f(rx * ring)}" ry="${f((D / 2) * ring)}" fill="none" stroke="${tint(fab.colour, 0.2)}" stroke-opacity=".45" stroke-width="${f(D * 0.008)}"/>`;
      body += `<ellipse cx="${f(ex)}" cy="${f(ey)}" rx="${f(rx * 0.26)}" ry="${f(D * 0.13)}" fill="${TONES.kraft}"/>`;
      body += `<ellipse cx="${f(ex)}" cy="${f(ey)}" rx="${f(rx * 0.16)}" ry="${f(D * 0.08)}" fill="#4a3a2a"/>`;
      x += len + D * 0.35;
      k++;
    }
  }
  const v = vignette('vg', 0.3);
  return svgDoc(w, h, defs + v.defs, body + v.layer);
}

/** Stacks of folded garments on a table. */
export function stacksScene(w: number, h: number, r: Rng): string {
  const bd = backdrop(w, h, h * 0.72, TONES.bone, TONES.kraft);
  const unit = Math.max(3, Math.round(h / 170));
  let defs =
    bd.defs +
    linear(
      'slab',
      [
        [0, '#ffffff', 0.3],
        [0.18, '#ffffff', 0.05],
        [0.75, '#000000', 0.05],
        [1, '#000000', 0.45],
      ],
      true,
    );
  let body = bd.body;
  const stacks = Math.max(2, Math.round(w / (h * 0.55)));
  const kinds: FabricKind[] = [
    'jersey',
    'pique',
    'denim',
    'oxford',
    'tartan',
    'melange',
    'chambray',
    'twill',
    'gingham',
    'fleece',
  ];
  const start = intBetween(r, 0, kinds.length - 1);
  const sw = (w * 0.9) / stacks;
  for (let s = 0; s < stacks; s++) {
    const cx = w * 0.05 + sw * (s + 0.5);
    const base = h * (0.86 + between(r, -0.015, 0.02));
    const n = intBetween(r, 5, 7);
    const T = h * between(r, 0.075, 0.085);
    const W = sw * between(r, 0.8, 0.86);
    body += `<ellipse cx="${f(cx)}" cy="${f(base)}" rx="${f(W * 0.6)}" ry="${f(T * 0.45)}" fill="#000" fill-opacity=".22"/>`;
    // One cloth per stack; each folded piece takes a different dyed shade laid over it.
    const kind = at(kinds, start + s);
    const pid = `s${s}`;
    const tinted = !(kind === 'denim' || kind === 'tartan' || kind === 'melange');
    const fab = fabricDefs(pid, kind, r, unit, tinted ? '#d9d4c8' : undefined);
    defs += fab.defs;
    const colours = shuffled(r, MAIN);
    for (let i = 0; i < n; i++) {
      const ww = W * between(r, 0.96, 1.03);
      const x = cx - ww / 2 + between(r, -0.025, 0.025) * W;
      const y = base - (i + 1) * T;
      const box = `x="${f(x)}" y="${f(y)}" width="${f(ww)}" height="${f(T)}" rx="${f(T * 0.3)}"`;
      body += `<rect ${box} fill="url(#${pid})"/>`;
      if (tinted) body += `<rect ${box} fill="${at(colours, i)}" fill-opacity=".62"/>`;
      body += `<rect ${box} fill="url(#slab)"/>`;
      body += `<path d="M${f(x + ww * 0.25)} ${f(y + T * 0.55)} L${f(x + ww * 0.75)} ${f(y + T * 0.55)}" stroke="#000" stroke-opacity=".12" stroke-width="${f(T * 0.04)}"/>`;
    }
  }
  const v = vignette('vg', 0.28);
  return svgDoc(w, h, defs + v.defs, body + v.layer);
}

/** One yarn package: yarn wound on a kraft paper cone. */
function cone(cx: number, baseY: number, H: number, colour: string): string {
  const tw = H * 0.3;
  const bw = H * 0.64;
  const top = baseY - H * 0.86;
  const tip = top - H * 0.13;
  const ryB = bw * 0.16;
  const ryT = tw * 0.2;
  const bodyPath = `M${f(cx - tw / 2)} ${f(top)} L${f(cx - bw / 2)} ${f(baseY)} A${f(bw / 2)} ${f(ryB)} 0 0 0 ${f(cx + bw / 2)} ${f(baseY)} L${f(cx + tw / 2)} ${f(top)} Z`;
  const tube = `M${f(cx - tw * 0.28)} ${f(top)} L${f(cx - tw * 0.17)} ${f(tip)} L${f(cx + tw * 0.17)} ${f(tip)} L${f(cx + tw * 0.28)} ${f(top)} Z`;
  return (
    `<ellipse cx="${f(cx + H * 0.06)}" cy="${f(baseY + ryB * 0.2)}" rx="${f(bw * 0.62)}" ry="${f(ryB * 1.15)}" fill="#000" fill-opacity=".22"/>` +
    `<path d="${bodyPath}" fill="${colour}"/><path d="${bodyPath}" fill="url(#wound)"/><path d="${bodyPath}" fill="url(#cyl)"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(tw / 2)}" ry="${f(ryT)}" fill="${tint(colour, 0.12)}" stroke="${tone(colour, 0.25)}" stroke-width="${f(H * 0.004)}"/>` +
    `<path d="${tube}" fill="${TONES.kraft}"/><path d="${tube}" fill="url(#cyl)"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(tip)}" rx="${f(tw * 0.17)}" ry="${f(ryT * 0.45)}" fill="#5a4330"/>`
  );
}

/** Rows of yarn cones on a shelf; `colours` restricts the yarn shades. */
export function conesScene(w: number, h: number, r: Rng, colours?: readonly string[]): string {
  const bd = backdrop(w, h, h * 0.66, tint(TONES.sand, 0.2), tone(TONES.kraft, 0.1));
  const s = h / 800;
  const defs =
    bd.defs +
    linear('cyl', CYL_SHADE) +
    `<pattern id="wound" patternUnits="userSpaceOnUse" width="${f(22 * s)}" height="${f(9 * s)}">` +
    `<path d="M0 ${f(9 * s)} L${f(22 * s)} 0 M0 0 L${f(22 * s)} ${f(9 * s)}" stroke="#fff" stroke-opacity=".18" stroke-width="${f(1.4 * s)}"/>` +
    `<path d="M0 ${f(4.5 * s)} L${f(22 * s)} ${f(4.5 * s)}" stroke="#000" stroke-opacity=".12" stroke-width="${f(1.2 * s)}"/></pattern>`;
  const shades = colours ?? [
    PALETTE.ecru,
    PALETTE.indigo,
    PALETTE.madder,
    PALETTE.saffron,
    PALETTE.teal,
    PALETTE.charcoal,
    TONES.rust,
  ];
  let body = bd.body;
  const back = h * 0.46;
  const front = h * 0.62;
  const nBack = Math.max(3, Math.round(w / (back * 0.72)));
  const nFront = Math.max(2, Math.round(w / (front * 0.85)));
  for (let i = 0; i < nBack; i++) {
    const cx = ((i + 0.5) / nBack) * w + between(r, -0.1, 0.1) * back;
    body += cone(cx, h * 0.66, back * between(r, 0.95, 1.05), jit(r, pick(r, shades), 0.08));
  }
  body += `<rect width="${w}" height="${h}" fill="${TONES.bone}" fill-opacity=".28"/>`;
  for (let i = 0; i < nFront; i++) {
    const cx = ((i + 0.5 + between(r, -0.08, 0.08)) / nFront) * w;
    body += cone(cx, h * 0.95, front * between(r, 0.95, 1.04), jit(r, pick(r, shades), 0.08));
  }
  const v = vignette('vg', 0.3);
  return svgDoc(w, h, defs + v.defs, body + v.layer);
}

/** One open cotton boll: brown bracts with four fluffy locks of lint. */
function boll(cx: number, cy: number, R: number, rot: number): string {
  let bracts = '';
  for (let i = 0; i < 5; i++) {
    const a = ((rot + i * 72) * Math.PI) / 180;
    const a1 = a - 0.32;
    const a2 = a + 0.32;
    bracts += `<path d="M${f(cx)} ${f(cy)} L${f(cx + Math.cos(a1) * R * 0.7)} ${f(cy + Math.sin(a1) * R * 0.7)} L${f(cx + Math.cos(a) * R * 1.28)} ${f(cy + Math.sin(a) * R * 1.28)} L${f(cx + Math.cos(a2) * R * 0.7)} ${f(cy + Math.sin(a2) * R * 0.7)} Z" fill="#5e3f27" stroke="#3d2818" stroke-width="${f(R * 0.03)}"/>`;
  }
  let locks = '';
  for (let i = 0; i < 4; i++) {
    const a = ((rot + 36 + i * 90) * Math.PI) / 180;
    locks += `<circle cx="${f(cx + Math.cos(a) * R * 0.42)}" cy="${f(cy + Math.sin(a) * R * 0.42)}" r="${f(R * 0.6)}" fill="url(#lint)"/>`;
  }
  return bracts + locks + `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.08)}" fill="#b8ab8a" fill-opacity=".7"/>`;
}

/** A cotton field close to harvest: stems, open bolls in three depths, haze between them. */
export function bollsScene(w: number, h: number, r: Rng): string {
  const defs =
    linear(
      'sky',
      [
        [0, '#e8e4d6'],
        [0.45, '#cfc8a9'],
        [1, '#6f5d3e'],
      ],
      true,
    ) +
    radial(
      'lint',
      [
        [0, '#ffffff'],
        [0.6, '#f7f2e6'],
        [1, '#d6cbb0'],
      ],
      'cx=".4" cy=".35" r=".65"',
    );
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  for (let i = 0; i < 18; i++)
    body += `<circle cx="${f(between(r, 0, w))}" cy="${f(between(r, 0, h * 0.6))}" r="${f(between(r, 0.02, 0.07) * h)}" fill="#fff" fill-opacity="${f(between(r, 0.08, 0.25))}"/>`;
  const layers = [
    { n: Math.round(w / 70), R: h * 0.035 },
    { n: Math.round(w / 120), R: h * 0.06 },
    { n: Math.round(w / 220), R: h * 0.1 },
  ];
  for (const [li, layer] of layers.entries()) {
    for (let i = 0; i < layer.n; i++) {
      const x = ((i + between(r, 0.1, 0.9)) / layer.n) * w;
      const yTop = h * (0.25 + li * 0.17) + between(r, -0.08, 0.12) * h;
      const stem = `M${f(x + between(r, -20, 20))} ${h} Q${f(x + between(r, -40, 40))} ${f((yTop + h) / 2)} ${f(x)} ${f(yTop)}`;
      body += `<path d="${stem}" fill="none" stroke="#4b3622" stroke-width="${f(layer.R * 0.12)}"/>`;
      body += boll(x, yTop, layer.R * between(r, 0.85, 1.15), between(r, 0, 360));
      if (r() < 0.6) {
        const bx = x + between(r, -1.6, 1.6) * layer.R * 1.5;
        const by = yTop + between(r, 1.2, 2.5) * layer.R;
        body += `<path d="M${f(x)} ${f(by + layer.R)} Q${f((x + bx) / 2)} ${f(by)} ${f(bx)} ${f(by)}" fill="none" stroke="#4b3622" stroke-width="${f(layer.R * 0.09)}"/>`;
        body += boll(bx, by, layer.R * between(r, 0.7, 0.95), between(r, 0, 360));
      }
    }
    if (li < layers.length - 1) body += `<rect width="${w}" height="${h}" fill="#e8e2d0" fill-opacity=".3"/>`;
  }
  const v = vignette('vg', 0.3);
  return svgDoc(w, h, defs + v.defs, body + v.layer);
}

/** A sliver of loose staple fibre drifting across a dark ground. */
export function fibreScene(w: number, h: number, r: Rng, fibre: string, ground: [string, string]): string {
  let defs =
    linear(
      'bg',
      [
        [0, ground[0]],
        [1, ground[1]],
      ],
      true,
      'gradientTransform="rotate(-20 .5 .5)"',
    ) + vignette('vg', 0.4).defs;
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  const amp = h * between(r, 0.08, 0.16);
  const freq = between(r, 1.2, 2.2) * ((2 * Math.PI) / w);
  const phase = between(r, 0, Math.PI * 2);
  const tilt = between(r, -0.15, 0.15);
  const centre = (x: number) => h * 0.5 + amp * Math.sin(x * freq + phase) + (x - w / 2) * tilt;
  let glow = `M${f(-w * 0.1)} ${f(centre(-w * 0.1))}`;
  for (let x = 0; x <= w * 1.1; x += w / 30) glow += ` L${f(x)} ${f(centre(x))}`;
  defs += `<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${f(h * 0.05)}"/></filter>`;
  body += `<path d="${glow}" fill="none" stroke="${fibre}" stroke-opacity=".16" stroke-width="${f(h * 0.22)}" stroke-linejoin="round" filter="url(#soft)"/>`;
  const n = Math.round(Math.min(420, 160 + w / 6));
  for (let i = 0; i < n; i++) {
    const gauss = (r() + r() + r() - 1.5) / 1.5;
    const off = gauss * h * 0.2;
    const x0 = between(r, -0.2, 1) * w;
    const len = between(r, 0.15, 0.5) * w;
    const wob = () => between(r, -1, 1) * h * 0.04;
    const pts = [0, 1 / 3, 2 / 3, 1].map((t) => {
      const x = x0 + t * len;
      return [x, centre(x) + off * (1 - 0.3 * Math.sin(t * Math.PI)) + wob()] as const;
    });
    const [p0, p1, p2, p3] = pts as unknown as [
      readonly [number, number],
      readonly [number, number],
      readonly [number, number],
      readonly [number, number],
    ];
    const colour = jit(r, fibre, 0.1);
    body += `<path d="M${f(p0[0])} ${f(p0[1])} C${f(p1[0])} ${f(p1[1])} ${f(p2[0])} ${f(p2[1])} ${f(p3[0])} ${f(p3[1])}" fill="none" stroke="${colour}" stroke-opacity="${f(between(r, 0.12, 0.6))}" stroke-width="${f(between(r, 0.5, 2.2) * (h / 800))}"/>`;
  }
  return svgDoc(w, h, defs, body + vignette('vg', 0.4).layer);
}

/** Five shades of one hue, light to deep, as a dye house shows a colour range. */
const shadeRange = (base: string, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const t = i / (n - 1);
    return t < 0.5 ? tint(base, 0.7 - t * 1.4) : tone(base, (t - 0.5) * 0.8);
  });

/** A shade card: rows of dyed swatches mounted on a card lying on a table. */
export function cardScene(w: number, h: number, r: Rng): string {
  const bd = backdrop(w, h, 0, TONES.slate, tone(TONES.sand, 0.15));
  let defs = bd.defs;
  const cw = Math.min(w * 0.84, h * 1.1);
  const ch = cw * 0.8;
  const cx = w / 2;
  const cy = h * 0.53;
  const angle = between(r, -7, 7);
  const unit = Math.max(3, Math.round(h / 220));
  const fab = fabricDefs('sw', 'poplin', r, unit, '#ffffff');
  defs +=
    fab.defs +
    linear(
      'gloss',
      [
        [0, '#ffffff', 0.22],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.12],
      ],
      true,
    );
  let card = `<rect x="${f(-cw / 2 + cw * 0.02)}" y="${f(-ch / 2 + ch * 0.03)}" width="${f(cw)}" height="${f(ch)}" rx="${f(cw * 0.015)}" fill="#000" fill-opacity=".3"/>`;
  card += `<rect x="${f(-cw / 2)}" y="${f(-ch / 2)}" width="${f(cw)}" height="${f(ch)}" rx="${f(cw * 0.015)}" fill="${TONES.paper}"/>`;
  card += `<rect x="${f(-cw / 2)}" y="${f(-ch / 2)}" width="${f(cw)}" height="${f(ch * 0.12)}" fill="${PALETTE.charcoal}"/>`;
  const cols = 6;
  const rows = 4;
  const bases = shuffled(r, DYE_BASES);
  const gx = cw * 0.04;
  const sw = (cw - gx * (cols + 1)) / cols;
  const sh = (ch * 0.82 - gx * (rows + 1)) / rows;
  for (let row = 0; row < rows; row++) {
    const range = shadeRange(at(bases, row), cols);
    for (let col = 0; col < cols; col++) {
      const x = -cw / 2 + gx + col * (sw + gx);
      const y = -ch / 2 + ch * 0.16 + gx * 0.5 + row * (sh + gx);
      const colour = at(range, col);
      card += `<rect x="${f(x)}" y="${f(y)}" width="${f(sw)}" height="${f(sh * 0.78)}" fill="${colour}"/>`;
      card += `<rect x="${f(x)}" y="${f(y)}" width="${f(sw)}" height="${f(sh * 0.78)}" fill="url(#sw)" fill-opacity=".3"/>`;
      card += `<rect x="${f(x)}" y="${f(y)}" width="${f(sw)}" height="${f(sh * 0.78)}" fill="url(#gloss)"/>`;
      card += `<rect x="${f(x)}" y="${f(y + sh * 0.86)}" width="${f(sw * 0.7)}" height="${f(sh * 0.06)}" fill="#b9b3a6"/>`;
    }
  }
  const v = vignette('vg', 0.3);
  return svgDoc(
    w,
    h,
    defs + v.defs,
    bd.body + `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})">${card}</g>` + v.layer,
  );
}

/** A fan deck of dyed colour strips pivoting on one rivet. */
export function fanScene(w: number, h: number, r: Rng): string {
  const defs =
    linear(
      'bg',
      [
        [0, tint(PALETTE.charcoal, 0.15)],
        [1, tone(PALETTE.charcoal, 0.35)],
      ],
      true,
    ) +
    linear('strip', [
      [0, '#000000', 0.18],
      [0.2, '#ffffff', 0.12],
      [1, '#000000', 0.1],
    ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  const px = w * between(r, 0.28, 0.4);
  const py = h * 0.9;
  const L = h * 0.85;
  const sw = L * 0.16;
  const n = intBetween(r, 9, 12);
  const start = between(r, -78, -65);
  const end = between(r, 30, 55);
  const bases = shuffled(r, [...DYE_BASES, tint(PALETTE.teal, 0.2), tone(PALETTE.saffron, 0.1), TONES.khaki]);
  for (let i = 0; i < n; i++) {
    const ang = start + ((end - start) * i) / (n - 1);
    const range = shadeRange(at(bases, i), 5).reverse();
    let strip = `<rect x="${f(-sw / 2 + sw * 0.08)}" y="${f(-L)}" width="${f(sw)}" height="${f(L)}" rx="${f(sw * 0.08)}" fill="#000" fill-opacity=".3"/>`;
    strip += `<rect x="${f(-sw / 2)}" y="${f(-L)}" width="${f(sw)}" height="${f(L)}" rx="${f(sw * 0.08)}" fill="${TONES.paper}"/>`;
    const chip = (L * 0.78) / 5;
    for (let k = 0; k < 5; k++)
      strip += `<rect x="${f(-sw / 2 + sw * 0.06)}" y="${f(-L + sw * 0.06 + k * chip)}" width="${f(sw * 0.88)}" height="${f(chip - sw * 0.05)}" fill="${at(range, k)}"/>`;
    strip += `<rect x="${f(-sw / 2)}" y="${f(-L)}" width="${f(sw)}" height="${f(L)}" rx="${f(sw * 0.08)}" fill="url(#strip)"/>`;
    body += `<g transform="translate(${f(px)} ${f(py)}) rotate(${f(ang)})">${strip}</g>`;
  }
  body += `<circle cx="${f(px)}" cy="${f(py - sw * 0.7)}" r="${f(sw * 0.2)}" fill="#b8b3a8" stroke="#6f6a60" stroke-width="${f(sw * 0.04)}"/>`;
  const v = vignette('vg', 0.35);
  return svgDoc(w, h, defs + v.defs, body + v.layer);
}

/** Glass dishes of dye powder (or liquid auxiliaries) on a lab bench, seen from above. */
export function dishesScene(w: number, h: number, r: Rng, colours?: readonly string[], liquid = false): string {
  const defs =
    linear(
      'bench',
      [
        [0, '#e9e6df'],
        [1, '#cfcbc1'],
      ],
      true,
    ) +
    radial(
      'heap',
      [
        [0, '#ffffff', 0.35],
        [0.5, '#ffffff', 0.05],
        [1, '#000000', 0.35],
      ],
      'cx=".42" cy=".4" r=".6"',
    ) +
    radial('glass', [
      [0.8, '#ffffff', 0.05],
      [0.95, '#ffffff', 0.5],
      [1, '#9aa3a8', 0.6],
    ]);
  let body = `<rect width="${w}" height="${h}" fill="url(#bench)"/>`;
  const cols = w > h ? 4 : 3;
  const rows = w > h ? 2 : 3;
  const cellW = w / cols;
  const cellH = h / rows;
  const R = Math.min(cellW, cellH) * 0.4;
  const list = colours ?? shuffled(r, DYE_BASES);
  let i = 0;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const cx = (col + 0.5) * cellW + between(r, -0.06, 0.06) * cellW;
      const cy = (row + 0.5) * cellH + between(r, -0.06, 0.06) * cellH;
      const colour = jit(r, at(list, i++), 0.1);
      body += `<circle cx="${f(cx + R * 0.08)}" cy="${f(cy + R * 0.1)}" r="${f(R * 1.02)}" fill="#000" fill-opacity=".18"/>`;
      body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="#f4f6f6" fill-opacity=".7"/>`;
      if (liquid) {
        body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.86)}" fill="${colour}" fill-opacity=".85"/>`;
        body += `<ellipse cx="${f(cx - R * 0.3)}" cy="${f(cy - R * 0.35)}" rx="${f(R * 0.3)}" ry="${f(R * 0.12)}" transform="rotate(-35 ${f(cx - R * 0.3)} ${f(cy - R * 0.35)})" fill="#fff" fill-opacity=".35"/>`;
      } else {
        const hr = R * between(r, 0.6, 0.78);
        const hx = cx + between(r, -0.1, 0.1) * R;
        const hy = cy + between(r, -0.1, 0.1) * R;
        body += `<circle cx="${f(hx)}" cy="${f(hy)}" r="${f(hr)}" fill="${colour}"/><circle cx="${f(hx)}" cy="${f(hy)}" r="${f(hr)}" fill="url(#heap)"/>`;
        for (let g = 0; g < 26; g++) {
          const a = between(r, 0, Math.PI * 2);
          const d = hr * Math.sqrt(r()) * 1.15;
          body += `<circle cx="${f(hx + Math.cos(a) * d)}" cy="${f(hy + Math.sin(a) * d)}" r="${f(R * between(r, 0.008, 0.025))}" fill="${jit(r, colour, 0.3)}"/>`;
        }
      }
      body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="url(#glass)"/>`;
    }
  }
  const v = vignette('vg', 0.25);
  return svgDoc(w, h, defs + v.defs, body + v.layer);
}

/** Buttons and trims scattered on linen. */
export function buttonsScene(w: number, h: number, r: Rng): string {
  const unit = Math.max(3, Math.round(Math.min(w, h) / 150));
  const fab = fabricDefs('lin', 'canvas', r, unit, PALETTE.ecru);
  let defs =
    fab.defs +
    radial(
      'btn',
      [
        [0, '#ffffff', 0.3],
        [0.7, '#ffffff', 0],
        [1, '#000000', 0.35],
      ],
      'cx=".4" cy=".35" r=".7"',
    );
  let body = `<rect width="${w}" height="${h}" fill="url(#lin)"/>`;
  const tape = fabricDefs('tape', 'herringbone', r, unit * 0.7, PALETTE.charcoal);
  defs += tape.defs;
  const ty = h * between(r, 0.2, 0.75);
  body += `<g transform="rotate(${f(between(r, -12, 12))} ${f(w / 2)} ${f(ty)})"><rect x="${f(-w * 0.2)}" y="${f(ty + h * 0.015)}" width="${f(w * 1.4)}" height="${f(h * 0.09)}" fill="#000" fill-opacity=".2"/><rect x="${f(-w * 0.2)}" y="${f(ty)}" width="${f(w * 1.4)}" height="${f(h * 0.09)}" fill="url(#tape)"/></g>`;
  const n = intBetween(r, 14, 20);
  const colours = [...MAIN, '#f5f1e8', TONES.kraft, '#2a2522'];
  for (let i = 0; i < n; i++) {
    const R = Math.min(w, h) * between(r, 0.035, 0.075);
    const cx = between(r, 0.06, 0.94) * w;
    const cy = between(r, 0.06, 0.94) * h;
    const colour = pick(r, colours);
    body += `<circle cx="${f(cx + R * 0.12)}" cy="${f(cy + R * 0.16)}" r="${f(R)}" fill="#000" fill-opacity=".25"/>`;
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${colour}"/>`;
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.78)}" fill="none" stroke="${tone(colour, 0.25)}" stroke-width="${f(R * 0.08)}"/>`;
    const holes = r() < 0.6 ? 4 : 2;
    const rot = between(r, 0, Math.PI);
    for (let k = 0; k < holes; k++) {
      const a = rot + (k * 2 * Math.PI) / holes;
      body += `<circle cx="${f(cx + Math.cos(a) * R * 0.25)}" cy="${f(cy + Math.sin(a) * R * 0.25)}" r="${f(R * 0.09)}" fill="${tone(colour, 0.55)}"/>`;
    }
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="url(#btn)"/>`;
  }
  const v = vignette('vg', 0.3);
  return svgDoc(w, h, defs + v.defs, body + v.layer);
}
