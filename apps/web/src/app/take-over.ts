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

/**
 * Replaces the prerendered screen in `root` with the app's (`render` must commit synchronously)
 * and carries over what the visitor did meanwhile: what they typed or picked, and where the focus
 * was. The app draws the same screen, so its fields are the prerendered ones in the same order.
 */
export function takeOver(root: HTMLElement, render: () => void): void {
  const before = fieldsOf(root);
  const changed = before
    .map((field, index) => ({ field, index }))
    .filter(({ field }) => isChanged(field))
    .map(({ field, index }) => ({
      index,
      tag: field.tagName,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }));
  const focused = document.activeElement
    ? before.indexOf(document.activeElement as (typeof before)[number])
    : -1;
  render();
  const after = fieldsOf(root);
  for (const { index, tag, value, checked } of changed) {
    const field = after[index];
    if (field?.tagName === tag) typeInto(field, value, checked);
  }
  if (focused >= 0) after[focused]?.focus();
}
