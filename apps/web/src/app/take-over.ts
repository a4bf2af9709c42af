type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const fieldsOf = (root: HTMLElement) =>
  [...root.querySelectorAll<Field>('input, textarea, select')].filter(
    (field) => !(field instanceof HTMLInputElement && field.type === 'hidden'),
  );

function isChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/** Sets a value as typing would, so React's onChange (and the form it feeds) sees it. */
function typeInto(field: Field, value: string, checked: boolean) {
  const prototype = Object.getPrototypeOf(field) as object;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== checked) field.click();
    return;
  }
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/** What tells one field from another across two renders of a screen (ids are generated). */
function signatureOf(field: Field): string {
  return ['type', 'name', 'placeholder', 'role', 'autocomplete']
    .map((attribute) => field.getAttribute(attribute) ?? '')
    .concat(field.tagName)
    .join('|');
}

type Carried = { index: number; signature: string; value: string; checked: boolean };

/** Types what was carried into the fields that are the same ones; answers whether it could. */
function carryInto(fields: Field[], carried: Carried[]): boolean {
  if (fields.length === 0) return false;
  for (const { index, signature, value, checked } of carried) {
    const field = fields[index];
    if (field && signatureOf(field) === signature && !isChanged(field)) {
      typeInto(field, value, checked);
    }
  }
  return true;
}

/**
 * Set on the root by the app's loader (prerender-entry.tsx, APP_LOADER) to the index of the form
 * a visitor sent before the app arrived: the loader held it back (the browser would have posted it
 * to the server, which has no such form), and the app sends it once it has taken over.
 */
export const PENDING_SUBMIT = 'data-pending-submit';

// How long a screen the app redirects to at once may take to draw (its code may still load).
const REDIRECT_WAIT_MS = 10_000;

/**
 * Replaces the prerendered screen in `root` with the app's (`render` must commit synchronously)
 * and carries over what the visitor did meanwhile: what they typed or picked, and where the focus
 * was. The app draws the same screen, so its fields are the prerendered ones in the same order.
 * A form sent meanwhile (PENDING_SUBMIT) is sent again, through the app.
 * When the app sends the visitor on at once instead (a signed-in owner who opened /quickstart is
 * sent to /project-setup, the same form), what they typed goes to the first screen that draws
 * fields, into the fields that are the same ones.
 */
export function takeOver(root: HTMLElement, render: () => void): void {
  const before = fieldsOf(root);
  const carried: Carried[] = before
    .map((field, index) => ({ field, index }))
    .filter(({ field }) => isChanged(field))
    .map(({ field, index }) => ({
      index,
      signature: signatureOf(field),
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }));
  const focused = document.activeElement
    ? before.indexOf(document.activeElement as (typeof before)[number])
    : -1;
  const pendingSubmit = root.getAttribute(PENDING_SUBMIT);
  root.removeAttribute(PENDING_SUBMIT);
  render();
  // From here on the app's own handlers answer a submit (the loader's guard lets them).
  root.removeAttribute('data-prerendered');
  const after = fieldsOf(root);
  if (carryInto(after, carried)) {
    if (focused >= 0) after[focused]?.focus();
    // After React has taken in what was carried (its state updates of the typing above).
    const form =
      pendingSubmit === null ? null : root.querySelectorAll('form')[Number(pendingSubmit)];
    if (form) setTimeout(() => form.requestSubmit());
    return;
  }
  if (carried.length === 0) return;
  const watcher = new MutationObserver(() => {
    if (carryInto(fieldsOf(root), carried)) stop();
  });
  const timer = setTimeout(() => stop(), REDIRECT_WAIT_MS);
  function stop() {
    watcher.disconnect();
    clearTimeout(timer);
  }
  watcher.observe(root, { childList: true, subtree: true });
}
