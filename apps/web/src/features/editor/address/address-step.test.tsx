// @vitest-environment jsdom
import type { SlugAvailabilityAnswer } from '@podpie/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../shared/language.ts';
import type { AddressChoice, AddressRefusal } from './address-choice.ts';
import { type AddressCalls, AddressStep } from './address-step.tsx';

const TAKEN = new Set(['pietalk']);

/** A server where 'pietalk' is another owner's page and every other alias is free. */
function fakeCalls() {
  const checked: string[] = [];
  const calls: AddressCalls = {
    propose: async () => ({
      unique_slug: 'thedailygrindshow',
      from_name: true,
      short_link: 'https://podpie.example/thedailygrindshow',
    }),
    check: async (slug): Promise<SlugAvailabilityAnswer> => {
      checked.push(slug);
      return TAKEN.has(slug)
        ? {
            slug,
            status: 'taken',
            message: 'Slug has already been taken',
            key: 'app:errors.slug_taken',
          }
        : { slug, status: 'available', message: null, key: null };
    },
  };
  return { calls, checked };
}

function renderStep(
  calls: AddressCalls,
  onChoose: (choice: AddressChoice) => void,
  refusal: AddressRefusal | null = null,
) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <AddressStep
        name="The Daily Grind Show!"
        projectId={null}
        calls={calls}
        busy={false}
        refusal={refusal}
        onChoose={onChoose}
      />
    </I18nextProvider>,
  );
}

const field = () => screen.findByLabelText("Your page's address");
const publishButton = () => screen.getByRole('button', { name: 'Publish at this address' });
const status = () => screen.getByRole('status');

afterEach(cleanup);

describe("choosing the page's address at the first publish", () => {
  it("offers the show's name at the product's domain, checks it, and publishes there", async () => {
    const onChoose = vi.fn();
    const { calls } = fakeCalls();
    renderStep(calls, onChoose);

    const input = (await field()) as HTMLInputElement;
    expect(input.value).toBe('thedailygrindshow');
    expect(screen.getByText('podpie.example/')).toBeTruthy();
    expect(screen.getByText("Proposed from your show's name.")).toBeTruthy();
    await waitFor(() => expect(status().textContent).toContain('Available'), { timeout: 5000 });

    await userEvent.type(input, '{Enter}');
    expect(onChoose).toHaveBeenCalledWith({ slug: 'thedailygrindshow' });
  });

  it('says a taken address is taken and will not publish at it', async () => {
    const onChoose = vi.fn();
    const { calls } = fakeCalls();
    renderStep(calls, onChoose);

    const input = await field();
    await userEvent.clear(input);
    await userEvent.type(input, 'pietalk');
    expect(status().textContent).toContain('Checking...');
    await waitFor(
      () =>
        expect(status().textContent).toContain(
          'This link alias is already taken, please choose another one.',
        ),
      { timeout: 5000 },
    );
    expect(publishButton().hasAttribute('disabled')).toBe(true);
    await userEvent.type(input, '{Enter}');
    expect(onChoose).not.toHaveBeenCalled();

    await userEvent.type(input, '2');
    await waitFor(() => expect(status().textContent).toContain('Available'), { timeout: 5000 });
    await userEvent.click(publishButton());
    expect(onChoose).toHaveBeenCalledWith({ slug: 'pietalk2' });
  });

  it("refuses special characters with SPEC.md's message without asking the server", async () => {
    const { calls, checked } = fakeCalls();
    renderStep(calls, vi.fn());

    const input = await field();
    await userEvent.clear(input);
    await userEvent.type(input, 'my show');
    expect(status().textContent).toContain('Slug does not allow special characters');
    expect(publishButton().hasAttribute('disabled')).toBe(true);
    expect(checked).not.toContain('my show');
  });

  it('Skip keeps a random address', async () => {
    const onChoose = vi.fn();
    renderStep(fakeCalls().calls, onChoose);
    await field();
    await userEvent.click(screen.getByRole('button', { name: 'Skip, keep a random address' }));
    expect(onChoose).toHaveBeenCalledWith({ keepRandom: true });
  });

  it('shows why the server refused the address at publish until another is typed', async () => {
    const { calls } = fakeCalls();
    renderStep(calls, vi.fn(), { slug: 'thedailygrindshow', reason: 'app:errors.slug_reserved' });

    await field();
    expect(status().textContent).toContain('it stays reserved for that page');
    expect(publishButton().hasAttribute('disabled')).toBe(true);
  });
});
