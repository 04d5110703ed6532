import type { VehicleType } from "../../domain/constants";

/**
 * Draws simple illustrations of a vehicle as SVG — side, front, back with the boot open, the seats
 * from inside, against a few island scenes — so the demo marketplace has real, distinct photos
 * without shipping any. sharp turns them into the WebP the app serves.
 */
const BODIES: Record<VehicleType, string> = {
  sedan: "M120 300 L200 230 L420 220 L520 290 L640 300 Q680 305 680 340 L680 360 L120 360 Z",
  suv: "M110 300 L150 200 L480 195 L560 280 L660 295 Q690 300 690 340 L690 365 L110 365 Z",
  van: "M110 365 L110 190 Q110 170 140 170 L520 170 L620 270 L680 290 L680 365 Z",
  luxury: "M110 310 L230 235 L440 228 L560 295 L670 305 Q700 310 700 340 L700 355 L110 355 Z",
  hatchback: "M150 300 L210 225 L420 215 L500 290 L600 300 Q640 305 640 340 L640 360 L150 360 Z",
  pickup: "M100 300 L100 270 L380 270 L400 200 L520 200 L580 280 L680 295 L690 365 L100 365 Z",
  bike: "M250 330 L350 250 L450 250 L520 330 L470 330 L430 280 L370 280 L320 330 Z",
  scooter: "M250 340 L300 300 L460 300 L500 240 L520 240 L540 340 Z",
};

const TWO_WHEELS = new Set<VehicleType>(["bike", "scooter"]);
/** How tall the body stands in the front and back views, by type. */
const HEIGHTS: Record<VehicleType, number> = {
  sedan: 130,
  suv: 170,
  van: 200,
  luxury: 120,
  hatchback: 140,
  pickup: 160,
  bike: 0,
  scooter: 0,
};

export type Scene = "hills" | "coast" | "town" | "dusk";
export type View = "side" | "front" | "back" | "inside";

const SKIES: Record<Scene, [string, string]> = {
  hills: ["#7dd3fc", "#e0f2fe"],
  coast: ["#38bdf8", "#f0f9ff"],
  town: ["#93c5fd", "#eff6ff"],
  dusk: ["#fb923c", "#fde68a"],
};

function scenery(scene: Scene): string {
  const [top, bottom] = SKIES[scene];
  const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="800" height="533" fill="url(#sky)"/>`;
  const land = {
    hills: `<path d="M0 300 Q150 190 300 280 T620 240 T800 260 L800 533 L0 533 Z" fill="#15803d"/>
  <path d="M0 350 Q200 300 420 340 T800 330 L800 533 L0 533 Z" fill="#166534"/>`,
    coast: `<rect y="270" width="800" height="80" fill="#0284c7"/><path d="M0 290 Q60 282 120 290 T240 290 T360 290 T480 290 T600 290 T720 290 T840 290" stroke="#e0f2fe" stroke-width="4" fill="none"/>
  <rect y="340" width="800" height="60" fill="#fde68a"/><path d="M60 340 L75 250 L80 250 L70 340 Z" fill="#78350f"/><path d="M77 250 q-40 -10 -60 10 M77 250 q40 -15 60 5 M77 250 q-10 -30 -40 -35 M77 250 q20 -30 45 -30" stroke="#15803d" stroke-width="10" fill="none"/>`,
    town: `<rect x="20" y="180" width="120" height="220" fill="#fca5a5"/><rect x="150" y="220" width="100" height="180" fill="#fde047"/><rect x="260" y="160" width="140" height="240" fill="#a7f3d0"/><rect x="410" y="210" width="110" height="190" fill="#c4b5fd"/><rect x="530" y="190" width="130" height="210" fill="#fdba74"/><rect x="670" y="230" width="120" height="170" fill="#93c5fd"/>
  ${[40, 90, 280, 340, 550, 600].map((x) => `<rect x="${x}" y="240" width="30" height="40" fill="#1e3a8a" opacity="0.6"/>`).join("")}`,
    dusk: `<circle cx="620" cy="250" r="60" fill="#fef3c7"/><path d="M0 300 Q200 210 380 290 T800 250 L800 533 L0 533 Z" fill="#3f6212"/>`,
  }[scene];
  return `${sky}
  ${land}
  <rect y="395" width="800" height="138" fill="#475569"/>
  <rect y="455" width="800" height="8" fill="#facc15"/>`;
}

function sideView(type: VehicleType, color: string): string {
  const wheels = TWO_WHEELS.has(type) ? [250, 540] : [240, 560];
  const y = TWO_WHEELS.has(type) ? 345 : 365;
  return `<g transform="translate(0 30)">
    <path d="${BODIES[type]}" fill="${color}" stroke="#0f172a" stroke-width="6" stroke-linejoin="round"/>
    ${wheels.map((x) => `<circle cx="${x}" cy="${y}" r="${TWO_WHEELS.has(type) ? 48 : 52}" fill="#0f172a"/><circle cx="${x}" cy="${y}" r="22" fill="#cbd5e1"/>`).join("")}
  </g>`;
}

/** Seen from the front or the back: the body's width, its windows, lights, and the boot open behind. */
function endView(type: VehicleType, color: string, end: "front" | "back"): string {
  const lights = end === "front" ? "#fef9c3" : "#dc2626";
  if (TWO_WHEELS.has(type)) {
    return `<rect x="385" y="330" width="30" height="120" rx="12" fill="#0f172a"/>
    <path d="M330 250 L470 250" stroke="#0f172a" stroke-width="12" stroke-linecap="round"/>
    <path d="M360 260 L440 260 L430 340 L370 340 Z" fill="${color}" stroke="#0f172a" stroke-width="5"/>
    <circle cx="400" cy="290" r="18" fill="${lights}" stroke="#0f172a" stroke-width="4"/>
    ${end === "back" ? `<rect x="360" y="200" width="80" height="50" rx="8" fill="#334155"/>` : ""}`;
  }
  const h = HEIGHTS[type];
  const top = 430 - h;
  const boot =
    end === "back" && type !== "pickup"
      ? `<path d="M300 ${top + 40} L500 ${top + 40} L520 ${top - 60} L280 ${top - 60} Z" fill="${color}" stroke="#0f172a" stroke-width="5"/>
    <rect x="290" y="${top + 40}" width="220" height="${h * 0.45}" fill="#1e293b"/>
    <rect x="305" y="${top + 50}" width="90" height="${h * 0.35}" rx="6" fill="#b45309"/><rect x="400" y="${top + 60}" width="95" height="${h * 0.3}" rx="6" fill="#0369a1"/>`
      : `<path d="M300 ${top + 10} L500 ${top + 10} L480 ${top + h * 0.4} L320 ${top + h * 0.4} Z" fill="#bae6fd" stroke="#0f172a" stroke-width="4"/>`;
  return `<rect x="240" y="${400}" width="50" height="60" rx="8" fill="#0f172a"/><rect x="510" y="400" width="50" height="60" rx="8" fill="#0f172a"/>
    <path d="M250 ${top + h * 0.45} L290 ${top} L510 ${top} L550 ${top + h * 0.45} L560 430 L240 430 Z" fill="${color}" stroke="#0f172a" stroke-width="6" stroke-linejoin="round"/>
    ${boot}
    <rect x="265" y="${top + h * 0.55}" width="60" height="22" rx="8" fill="${lights}" stroke="#0f172a" stroke-width="3"/>
    <rect x="475" y="${top + h * 0.55}" width="60" height="22" rx="8" fill="${lights}" stroke="#0f172a" stroke-width="3"/>
    ${end === "front" ? `<rect x="345" y="${top + h * 0.6}" width="110" height="28" rx="6" fill="#334155"/>` : `<rect x="360" y="${top + h * 0.7}" width="80" height="20" fill="#f8fafc" stroke="#0f172a" stroke-width="2"/>`}
    <rect x="240" y="418" width="320" height="16" rx="6" fill="#334155"/>`;
}

/** From the driver's seat: dashboard, wheel and the seats' trim in the body's colour, the scene ahead. */
function insideView(type: VehicleType, color: string): string {
  if (TWO_WHEELS.has(type)) {
    return `<rect y="330" width="800" height="203" fill="#1f2937"/>
    <path d="M120 300 L680 300" stroke="#0f172a" stroke-width="22" stroke-linecap="round"/>
    <circle cx="400" cy="330" r="70" fill="#0f172a"/><circle cx="400" cy="330" r="56" fill="#e2e8f0"/>
    <path d="M400 330 L440 295" stroke="#dc2626" stroke-width="6"/>
    <rect x="300" y="420" width="200" height="113" rx="30" fill="${color}"/>`;
  }
  return `<path d="M0 310 Q400 250 800 310 L800 533 L0 533 Z" fill="#1f2937"/>
    <rect x="60" y="420" width="220" height="113" rx="24" fill="${color}" stroke="#0f172a" stroke-width="5"/>
    <rect x="520" y="420" width="220" height="113" rx="24" fill="${color}" stroke="#0f172a" stroke-width="5"/>
    <circle cx="230" cy="360" r="80" fill="none" stroke="#0f172a" stroke-width="18"/>
    <path d="M150 360 L310 360 M230 360 L230 440" stroke="#0f172a" stroke-width="14"/>
    <rect x="360" y="320" width="120" height="60" rx="8" fill="#0ea5e9" opacity="0.8"/>
    <rect x="0" y="0" width="800" height="40" fill="#111827"/><rect x="0" y="0" width="30" height="533" fill="#111827"/><rect x="770" y="0" width="30" height="533" fill="#111827"/>`;
}

/** One view of a vehicle as SVG; `width` sets the pixels it renders at (the drawing is 3:2). */
export function vehicleSvg(
  type: VehicleType,
  color: string,
  label: string,
  options: { view?: View; scene?: Scene; width?: number } = {},
): string {
  const { view = "side", scene = "hills", width = 1200 } = options;
  const body =
    view === "side" ? sideView(type, color) : view === "inside" ? insideView(type, color) : endView(type, color, view);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * 2) / 3)}" viewBox="0 0 800 533">
  ${scenery(scene)}
  ${body}
  <text x="40" y="${view === "inside" ? 100 : 70}" font-family="sans-serif" font-size="40" font-weight="700" fill="${view === "inside" ? "#f8fafc" : "#0f172a"}">${label}</text>
</svg>`;
}

const SCENES: Scene[] = ["hills", "coast", "town", "dusk"];
const VIEWS: View[] = ["front", "inside", "back", "side", "front"];
/** How many photos each demo vehicle has, in turn: three to six, mostly three, so seeding stays quick. */
const COUNTS = [4, 3, 3, 5, 3, 6, 3, 3];
/** The other views' width: under the 800 px variant, so one WebP encoding serves it and the full size. */
const OTHER_VIEWS_WIDTH = 720;

/**
 * A demo vehicle's gallery, `index` its place in the demo: the side view first (the cover, drawn at
 * 1200 px as the single picture was), then two to five other views at 720 px, each vehicle against
 * its own turn of scenes, so no two photos are the same.
 */
export function vehicleGallerySvgs(type: VehicleType, color: string, label: string, index: number): string[] {
  const count = COUNTS[index % COUNTS.length] ?? 3;
  const sceneAt = (n: number) => SCENES[(index + n) % SCENES.length] ?? "hills";
  return [
    vehicleSvg(type, color, label, { view: "side", scene: sceneAt(0) }),
    ...VIEWS.slice(0, count - 1).map((view, n) =>
      vehicleSvg(type, color, label, { view, scene: sceneAt(n + 1), width: OTHER_VIEWS_WIDTH }),
    ),
  ];
}
