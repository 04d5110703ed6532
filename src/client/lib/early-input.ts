import { EARLY_INPUT_GLOBAL } from "../../domain/page-render";

/** What the visitor did on a server-rendered page before the app ran, as the loader kept it (app-loader.ts). */
interface EarlyInput {
  tapped: HTMLElement | null;
  edited: EventTarget[];
}

type Field = HTMLInputElement | HTMLTextAreaElement;
const isField = (target: EventTarget): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * Hands a field's early text to the app's own state. React took the typed value as the field's own
 * when it hydrated, so an `input` event alone would change nothing it can see: the value goes
 * through the element's own setter (which React watches) as something else first, then back
 * through the prototype's setter (which it does not), and the event makes it read the difference.
 */
function retype(field: Field) {
  const typed = field.value;
  field.value = `${typed} `;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Once the app runs the server's page, does again what the visitor did before: the fields they
 * typed in or picked from become the app's state, then the control they tapped is tapped. Nothing
 * happens on a page the browser rendered itself (no loader), or one rendered anew over the server's
 * (its old elements are gone).
 */
export function replayEarlyInput() {
  const take = (window as unknown as Record<string, (() => EarlyInput) | undefined>)[EARLY_INPUT_GLOBAL];
  if (!take) return;
  const { tapped, edited } = take();
  for (const target of edited) {
    if (!(target instanceof Node) || !target.isConnected) continue;
    if (isField(target)) retype(target);
    else if (target instanceof HTMLSelectElement) target.dispatchEvent(new Event("change", { bubbles: true }));
  }
  if (tapped?.isConnected) tapped.click();
}
