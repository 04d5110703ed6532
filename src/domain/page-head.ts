import type { SharePicture } from "./images";

/**
 * What a page says about itself in its `<head>`: the server writes it as tags
 * (src/server/pages/head-html.ts), the browser keeps title and description in step when the app
 * moves between pages. A page without one keeps the shell's title and description.
 */
export interface PageHead {
  title: string;
  description?: string;
  /** A page search engines should leave out (a company that is missing or closed). */
  noindex?: boolean;
  /** Absolute address of the page, without language; with `?lang=` when the address named one. */
  url?: string;
  /** Open Graph and Twitter card picture, its address absolute. */
  image?: SharePicture;
  /** schema.org description of what the page is about. */
  jsonLd?: Record<string, unknown>;
}
