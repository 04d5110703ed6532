/** Every landing page shows the same opening hours and map point (values chosen, not given). */
export const OPENING_HOURS = {
  label: "Monday to Saturday, 08:00 to 18:00",
  /** schema.org openingHours syntax. */
  schema: "Mo-Sa 08:00-18:00",
} as const;

/** Roseau, the capital: one map point for every company. */
export const LANDING_COORDINATES = { latitude: 15.3017, longitude: -61.3881 } as const;

/** The landing page's title, the same in the server-rendered <head> and in the browser tab. */
export const landingPageTitle = (companyName: string) => `${companyName} | Car Rental in Dominica`;
