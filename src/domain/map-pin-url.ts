/**
 * A link that shows the pin on OpenStreetMap. Apart from the pin's schema (company-map-pin.ts), so
 * that a landing page's script carries no zod.
 */
export const mapPinUrl = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
