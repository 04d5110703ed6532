/**
 * Opens the WhatsApp chat in a new tab. noopener: wa.me must not be able to reach back into our page.
 * Called synchronously from the submit so the browser still counts it as the visitor's click.
 */
export function openWhatsApp(url: string): void {
  window.open(url, "_blank", "noopener");
}
