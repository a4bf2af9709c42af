// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING_CLICK, PENDING_SUBMIT, takeOver } from './take-over.ts';

const SEARCH = '<input type="text" role="combobox" placeholder="Search for your podcast by name">';
const EMAIL = '<input type="email" name="email" autocomplete="email">';

/** A prerendered screen in a fresh root, as the server sends it. */
function prerendered(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

/** What a visitor does before the app arrives: types into the first field. */
function typeBeforeTheApp(root: HTMLElement, value: string): void {
  const field = root.querySelector('input');
  if (!field) throw new Error('no field');
  field.value = value;
}

/** The app's field receives what was typed as typing would: an input event React hears. */
function listen(root: HTMLElement): string[] {
  const heard: string[] = [];
  root.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).value));
  return heard;
}

afterEach(() => {
  vi.useRealTimers();
  // Files of the unit run share a worker's DOM (isolate: false): a screen left here would be a
  // second search field in the quick start's own tests.
  document.body.replaceChildren();
});

describe('takeOver', () => {
  it('carries what was typed into the same field of the screen the app draws', () => {
    const root = prerendered(SEARCH);
    typeBeforeTheApp(root, 'Sunny Side Up');
    const heard = listen(root);
    takeOver(root, (committed) => {
      root.innerHTML = SEARCH;
      committed();
    });
    expect(root.querySelector('input')?.value).toBe('Sunny Side Up');
    expect(heard).toEqual(['Sunny Side Up']);
  });

  it('sends again, through the app, the form a visitor sent before it arrived', async () => {
    const form = `<form><p>Sign in</p>${EMAIL}<button type="submit">Sign in</button></form>`;
    const root = prerendered(`<form></form>${form}`);
    typeBeforeTheApp(root, 'host@example.com');
    // What the loader marks when it holds the browser's own post back: the second form.
    root.setAttribute(PENDING_SUBMIT, '1');
    const sent: string[] = [];
    takeOver(root, (committed) => {
      root.innerHTML = `<form></form>${form}`;
      root.querySelectorAll('form')[1]?.addEventListener('submit', (event) => {
        event.preventDefault();
        sent.push((root.querySelector('input[type="email"]') as HTMLInputElement).value);
      });
      committed();
    });
    expect(root.hasAttribute(PENDING_SUBMIT)).toBe(false);
    // Once, after the app has taken in what was typed.
    await vi.waitFor(() => expect(sent).toEqual(['host@example.com']));
  });

  it('presses again, through the app, the button a visitor pressed before it arrived', async () => {
    // The 404 page: no field, one button.
    const screen = '<h1>404</h1><button type="button">Back Home</button>';
    const root = prerendered(screen);
    root.setAttribute(PENDING_CLICK, '0');
    const pressed: string[] = [];
    takeOver(root, (committed) => {
      root.innerHTML = screen;
      root.querySelector('button')?.addEventListener('click', () => pressed.push('home'));
      committed();
    });
    await vi.waitFor(() => expect(pressed).toEqual(['home']));
  });

  it('presses nothing when the app draws another button in that place', async () => {
    const root = prerendered('<button type="button">Back Home</button>');
    root.setAttribute(PENDING_CLICK, '0');
    const pressed: string[] = [];
    takeOver(root, (committed) => {
      root.innerHTML = '<button type="button">Delete</button>';
      root.querySelector('button')?.addEventListener('click', () => pressed.push('delete'));
      committed();
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(pressed).toEqual([]);
  });

  it('carries a language picked in the drawn select into the select the app draws', () => {
    const options = ['en', 'cn', 'tw'].map(
      (language) => `<option value="${language}">${language}</option>`,
    );
    // The server's markup marks English selected; the app sets the value and marks none.
    const root = prerendered(
      `<select>${options.join('').replace('value="en"', 'value="en" selected')}</select>`,
    );
    const drawn = root.querySelector('select');
    if (!drawn) throw new Error('no select');
    drawn.value = 'tw';
    const picked: string[] = [];
    root.addEventListener('change', (event) =>
      picked.push((event.target as HTMLSelectElement).value),
    );
    takeOver(root, (committed) => {
      root.innerHTML = `<select>${options.join('')}</select>`;
      const select = root.querySelector('select');
      if (select) select.value = 'en';
      committed();
    });
    expect(root.querySelector('select')?.value).toBe('tw');
    expect(picked).toEqual(['tw']);
  });

  it('carries it through a redirect to a screen that draws the same form later', async () => {
    const root = prerendered(SEARCH);
    typeBeforeTheApp(root, 'Sunny Side Up');
    const heard = listen(root);
    // A signed-in owner on /quickstart: the app draws nothing, then /project-setup's form.
    takeOver(root, (committed) => {
      root.replaceChildren();
      committed();
    });
    root.innerHTML = '<div class="route-loading"></div>';
    await Promise.resolve();
    root.innerHTML = SEARCH;
    await vi.waitFor(() => expect(root.querySelector('input')?.value).toBe('Sunny Side Up'));
    expect(heard).toEqual(['Sunny Side Up']);
  });

  it('types nothing into a different field of the screen it was sent to', async () => {
    const root = prerendered(EMAIL);
    typeBeforeTheApp(root, 'ada@example.com');
    // A signed-in owner on /signin is sent to the dashboard, whose field is another one.
    takeOver(root, (committed) => {
      root.replaceChildren();
      committed();
    });
    root.innerHTML = SEARCH;
    await new Promise((settled) => setTimeout(settled, 10));
    expect(root.querySelector('input')?.value).toBe('');
  });

  it('stops waiting for the redirect after a while', async () => {
    vi.useFakeTimers();
    const root = prerendered(SEARCH);
    typeBeforeTheApp(root, 'Sunny Side Up');
    takeOver(root, (committed) => {
      root.replaceChildren();
      committed();
    });
    vi.advanceTimersByTime(11_000);
    root.innerHTML = SEARCH;
    await vi.runAllTimersAsync();
    expect(root.querySelector('input')?.value).toBe('');
  });

  describe('while the app renders a few milliseconds at a time', () => {
    const TWO_FIELDS = `${SEARCH}${EMAIL}`;

    /** Starts the take-over; answers the commit, as React's would: it removes the drawn screen. */
    function startTakeOver(root: HTMLElement, screen: string): () => void {
      let commit = () => {};
      takeOver(root, (committed) => {
        commit = () => {
          // Chromium blurs a focused field as it is removed, before it leaves the document.
          if (root.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
          root.innerHTML = screen;
          committed();
        };
      });
      return () => commit();
    }

    it('carries what the visitor typed after the render began', () => {
      const root = prerendered(SEARCH);
      const commit = startTakeOver(root, SEARCH);
      typeBeforeTheApp(root, 'Late Night Pie');
      commit();
      expect(root.querySelector('input')?.value).toBe('Late Night Pie');
    });

    it('keeps the visitor in the field they were in when the commit removed it', async () => {
      const root = prerendered(TWO_FIELDS);
      const commit = startTakeOver(root, TWO_FIELDS);
      root.querySelectorAll('input')[1]?.focus();
      await Promise.resolve();
      commit();
      expect(document.activeElement).toBe(root.querySelectorAll('input')[1]);
    });

    it('follows the visitor from field to field before the commit', async () => {
      const root = prerendered(TWO_FIELDS);
      root.querySelectorAll('input')[0]?.focus();
      const commit = startTakeOver(root, TWO_FIELDS);
      root.querySelectorAll('input')[1]?.focus();
      await Promise.resolve();
      commit();
      expect(document.activeElement).toBe(root.querySelectorAll('input')[1]);
    });

    it('focuses nothing when the visitor had left the field before the commit', async () => {
      const root = prerendered(TWO_FIELDS);
      root.querySelector('input')?.focus();
      const commit = startTakeOver(root, TWO_FIELDS);
      root.querySelector('input')?.blur();
      await Promise.resolve();
      commit();
      expect(root.contains(document.activeElement)).toBe(false);
    });

    it('sends the form the visitor sent while the app rendered', async () => {
      const form = `<form>${EMAIL}<button type="submit">Sign in</button></form>`;
      const root = prerendered(form);
      const commit = startTakeOver(root, form);
      typeBeforeTheApp(root, 'host@example.com');
      // The loader holds the browser's own post back and marks the form (app-loader.ts).
      root.setAttribute(PENDING_SUBMIT, '0');
      const sent: string[] = [];
      commit();
      root.querySelector('form')?.addEventListener('submit', (event) => {
        event.preventDefault();
        sent.push((root.querySelector('input') as HTMLInputElement).value);
      });
      await vi.waitFor(() => expect(sent).toEqual(['host@example.com']));
    });
  });
});
