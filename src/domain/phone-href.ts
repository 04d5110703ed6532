/** A `tel:` link dials the digits and a leading +, whatever spacing the company typed. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
