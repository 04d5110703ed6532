import type { VehicleType } from "../../domain/constants";

/**
 * Draws a simple side-view illustration of a vehicle as SVG, so the demo marketplace has real,
 * distinct images without shipping photos. sharp turns it into the WebP the app serves.
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

export function vehicleSvg(type: VehicleType, color: string, label: string): string {
  const wheels = TWO_WHEELS.has(type) ? [250, 540] : [240, 560];
  const y = TWO_WHEELS.has(type) ? 345 : 365;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 800 533">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs>
  <rect width="800" height="533" fill="url(#sky)"/>
  <path d="M0 300 Q150 190 300 280 T620 240 T800 260 L800 533 L0 533 Z" fill="#15803d"/>
  <path d="M0 350 Q200 300 420 340 T800 330 L800 533 L0 533 Z" fill="#166534"/>
  <rect y="395" width="800" height="138" fill="#475569"/>
  <rect y="455" width="800" height="8" fill="#facc15"/>
  <g transform="translate(0 30)">
    <path d="${BODIES[type]}" fill="${color}" stroke="#0f172a" stroke-width="6" stroke-linejoin="round"/>
    ${wheels.map((x) => `<circle cx="${x}" cy="${y}" r="${TWO_WHEELS.has(type) ? 48 : 52}" fill="#0f172a"/><circle cx="${x}" cy="${y}" r="22" fill="#cbd5e1"/>`).join("")}
  </g>
  <text x="40" y="70" font-family="sans-serif" font-size="40" font-weight="700" fill="#0f172a">${label}</text>
</svg>`;
}
