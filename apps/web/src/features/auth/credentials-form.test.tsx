// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../shared/language.ts';
import { type Credentials, CredentialsForm } from './credentials-form.tsx';

function renderForm(onSubmit: (values: Credentials) => void) {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <CredentialsForm mode="sign-in" submitting={false} onSubmit={onSubmit} footer={null} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

// The core schemas load on the first check rather than with the screen; the form must still
// refuse and accept exactly as they say.
describe('the sign-in form checks with the core schemas', () => {
  it('refuses an empty e-mail with its message and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please input your Email!')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names a malformed address when the field is left', async () => {
    renderForm(vi.fn());
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
  });

  it('sends valid credentials', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('Email'), 'owner@podpie.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pie');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'owner@podpie.test', password: 'secret-pie' }),
    );
  });
});
