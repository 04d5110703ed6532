type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Hands a field's early value to the app's own state. React took the DOM's value as the field's own
 * when it hydrated, so an event alone would change nothing it can see: the value goes through the
 * element's own setter (which React watches) as something else first, then back through the
 * prototype's setter (which it does not), and the event makes it read the difference.
 */
function retype(field: Field) {
  const isBox = field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
  const key = isBox ? "checked" : "value";
  const typed = (field as unknown as Record<string, unknown>)[key];
  (field as unknown as Record<string, unknown>)[key] = isBox ? !typed : `${typed} `;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)?.set?.call(field, typed);
  // React hears a box change on `click`; a plain Event (not a MouseEvent) does not toggle it again.
  field.dispatchEvent(new Event(isBox ? "click" : "input", { bubbles: true }));
}

const changed = (field: Element): boolean => {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    return field.checked !== field.defaultChecked;
  }
  return (
    (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue
  );
};

/**
 * Once the app runs a server-rendered page, what the visitor typed or picked in its plain form
 * before (the page works without scripts: docs/decisions/no-script-pages.md) becomes
 * the app's state, so nothing typed is lost. Nothing is replayed: taps were the page's own.
 */
export function handOverTypedFields(root: ParentNode = document) {
  for (const field of root.querySelectorAll("input, textarea, select")) {
    if (!changed(field)) continue;
    if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event("change", { bubbles: true }));
    else retype(field as Field);
  }
}
