import type { Page } from "playwright-core";

/**
 * Common English words of the product's screens that are not also French words: a text holding
 * one, on a page in French, was left untranslated. ("on", "or", "active", "actions", "image",
 * "photo", "description", "page", "documents", "licence", "maintenance", "email" and "type" are
 * French too, so they are not here.)
 */
const ENGLISH_WORDS = new Set(
  `the and your you with for from this that these add edit delete remove save cancel close search view
back next previous all none yes no sign log login logout in out of to at by not is are was be has have
new upload copy link confirm approve decline reject inbox request requests today tomorrow loading error try
again found home help booked blocked expired insurance registration pending approved suspended archived
company companies vehicle vehicles booking bookings user users calendar profile dashboard settings price
prices daily weekly monthly day days week month available unavailable status name phone password seats year
make deposit features import export imported sync feed feeds address street parish hours open opening
month's select choose filter filters clear reset show hide more less per each only any every when what
which who how why please before after until while featured rating unarchive restore awaiting approval approved
recommended fuel doors landing manage registered showing hidden deleted expiry username`.split(/\s+/),
);

export interface EnglishTextOptions {
  /** Texts that are English on purpose (a brand, a make, what a company or a user typed). */
  allow?: readonly (string | RegExp)[];
}

/**
 * The visible texts of the page, and the labels only assistive technology or a hover shows
 * (aria-label, title, placeholder, alt), that hold an English word. Elements marked
 * `translate="no"` (names, makes, what users typed) are skipped.
 */
export async function englishTextOn(page: Page, options: EnglishTextOptions = {}): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const skipped = (element: Element | null) => !!element?.closest('[translate="no"], script, style, noscript, svg');
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden";
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (text && parent && !skipped(parent) && visible(parent)) found.push(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")) {
      if (skipped(element)) continue;
      for (const attribute of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.push(value);
      }
    }
    found.push(document.title);
    return found;
  });
  const allowed = (text: string) =>
    (options.allow ?? []).some((entry) => (typeof entry === "string" ? text === entry : entry.test(text)));
  const english = (text: string) =>
    text
      .toLowerCase()
      // Words of any alphabet: "téléphone" is one French word, not "t", "l" and "phone"; "company1"
      // (a username) is a name, not the word "company".
      .split(/[^\p{L}\p{N}']+/u)
      .some((word) => ENGLISH_WORDS.has(word));
  return [...new Set(texts)].filter((text) => english(text) && !allowed(text));
}
