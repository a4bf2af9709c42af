type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const fieldsOf = (root: HTMLElement) =>
  [...root.querySelectorAll<Field>('input, textarea, select')].filter(
    (field) => !(field instanceof HTMLInputElement && field.type === 'hidden'),
  );

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What a field shows now, in one form for every kind of field. */
function shownValue(field: Field): string {
  return isToggle(field) ? String(field.checked) : field.value;
}

/**
 * What the HTML drew in a field, before anyone typed or picked. A select's is the option marked
 * selected in the markup: React marks none when the app draws it (it sets the value instead).
 */
function drawnValue(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const drawn = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return drawn?.value ?? '';
  }
  return isToggle(field) ? String(field.defaultChecked) : field.defaultValue;
}

const isChanged = (field: Field) => shownValue(field) !== drawnValue(field);

/** Sets a value as typing would, so React's onChange (and the form it feeds) sees it. */
function typeInto(field: Field, value: string, checked: boolean) {
  const prototype = Object.getPrototypeOf(field) as object;
  if (isToggle(field)) {
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

/** A field the visitor changed, with what it showed before (the app's field must still show it). */
type Carried = { index: number; signature: string; drawn: string; value: string; checked: boolean };

/** Types what was carried into the fields that are the same ones; answers whether it could. */
function carryInto(fields: Field[], carried: Carried[]): boolean {
  if (fields.length === 0) return false;
  for (const { index, signature, drawn, value, checked } of carried) {
    const field = fields[index];
    // Not over what the app put there itself.
    if (field && signatureOf(field) === signature && shownValue(field) === drawn) {
      typeInto(field, value, checked);
    }
  }
  return true;
}

/**
 * Set on the root by the app's loader (app-loader.ts) while the app has not arrived: the index
 * of the form a visitor sent (the loader held it back: the browser would have posted it to the
 * server, which has no such form), and of the button they pressed (it did nothing yet). The app
 * does both once it has taken over.
 */
export const PENDING_SUBMIT = 'data-pending-submit';
export const PENDING_CLICK = 'data-pending-click';

type Pending = { selector: 'form' | 'button'; index: number; label: string | null };

/** What names a button to the visitor (the same in both renders of a screen). */
const labelOf = (element: Element) =>
  `${element.getAttribute('aria-label') ?? ''}|${element.textContent ?? ''}`;

/**
 * What the loader marked (and cleared), read off the prerendered screen's `forms` and `buttons`
 * as they were before the app replaced them.
 */
function pendingActions(
  root: HTMLElement,
  drawn: { form: HTMLFormElement[]; button: HTMLButtonElement[] },
): Pending[] {
  const marks = [
    [PENDING_SUBMIT, 'form'],
    [PENDING_CLICK, 'button'],
  ] as const;
  return marks.flatMap(([attribute, selector]) => {
    const index = Number(root.getAttribute(attribute) ?? Number.NaN);
    root.removeAttribute(attribute);
    const element = drawn[selector][index];
    if (!element) return [];
    // A form is the same one by its place; its text may differ (what the app adds as it runs).
    return [{ selector, index, label: selector === 'button' ? labelOf(element) : null }];
  });
}

function replay(root: HTMLElement, pending: Pending[]): void {
  for (const { selector, index, label } of pending) {
    const element = root.querySelectorAll(selector)[index];
    if (!element || (label !== null && labelOf(element) !== label)) continue;
    if (element instanceof HTMLFormElement) element.requestSubmit();
    else if (element instanceof HTMLButtonElement) element.click();
  }
}

// How long a screen the app redirects to at once may take to draw (its code may still load).
const REDIRECT_WAIT_MS = 10_000;

/**
 * The field the visitor is in, kept while the app draws: React's commit removes the prerendered
 * field, which blurs it (a blur React's removal causes is not the visitor leaving the field).
 */
function watchFocus(root: HTMLElement, fields: Field[]) {
  let focused = fields.indexOf(document.activeElement as Field);
  const into = (event: FocusEvent) => {
    focused = fields.indexOf(event.target as Field);
  };
  const out = (event: FocusEvent) => {
    const left = event.target as Field;
    // Checked once the event's task is over: a field removed by then was blurred by the commit.
    queueMicrotask(() => {
      if (left.isConnected && fields[focused] === left && document.activeElement !== left) {
        focused = -1;
      }
    });
  };
  root.addEventListener('focusin', into);
  root.addEventListener('focusout', out);
  return {
    focused: () => focused,
    stop: () => {
      root.removeEventListener('focusin', into);
      root.removeEventListener('focusout', out);
    },
  };
}

/**
 * Replaces the prerendered screen in `root` with the app's and carries over what the visitor did
 * meanwhile: what they typed or picked, and where the focus was. `render` starts the app's render
 * and calls `committed` once the app's screen is in the document (the render may take a while: the
 * prerendered screen stays, and works, until then). The app draws the same screen, so its fields
 * are the prerendered ones in the same order.
 * A form sent or a button pressed meanwhile (PENDING_SUBMIT, PENDING_CLICK) is sent or pressed
 * again, through the app.
 * When the app sends the visitor on at once instead (a signed-in owner who opened /quickstart is
 * sent to /project-setup, the same form), what they typed goes to the first screen that draws
 * fields, into the fields that are the same ones.
 */
export function takeOver(root: HTMLElement, render: (committed: () => void) => void): void {
  const before = fieldsOf(root);
  const drawn = {
    form: [...root.querySelectorAll('form')],
    button: [...root.querySelectorAll('button')],
  };
  const focus = watchFocus(root, before);
  let done = false;
  render(() => {
    if (done) return;
    done = true;
    focus.stop();
    // Read off the prerendered fields as they were when the app's screen replaced them.
    const carried: Carried[] = before
      .map((field, index) => ({ field, index }))
      .filter(({ field }) => isChanged(field))
      .map(({ field, index }) => ({
        index,
        signature: signatureOf(field),
        drawn: drawnValue(field),
        value: field.value,
        checked: field instanceof HTMLInputElement && field.checked,
      }));
    const pending = pendingActions(root, drawn);
    // From here on the app's own handlers answer (the loader's guards let them).
    root.removeAttribute('data-prerendered');
    carryOver(root, carried, focus.focused(), pending);
  });
}

function carryOver(root: HTMLElement, carried: Carried[], focused: number, pending: Pending[]) {
  const after = fieldsOf(root);
  const carriedNow = carryInto(after, carried);
  if (carriedNow && focused >= 0) after[focused]?.focus();
  // After React has taken in what was carried (its state updates of the typing above).
  if (pending.length > 0) setTimeout(() => replay(root, pending));
  if (carriedNow || carried.length === 0) return;
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
