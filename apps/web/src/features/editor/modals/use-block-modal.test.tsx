// @vitest-environment jsdom
import { makePie, type Pie } from '@podpie/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installAntdTestStubs } from '../../../shared/antd-test-stubs.ts';
import { createI18n } from '../../../shared/language.ts';
import type { BlockModalProps } from './block-modal-props.ts';
import { TextInputModal } from './text-input-modal.tsx';

beforeAll(installAntdTestStubs);
afterEach(cleanup);

function open(
  Modal: (props: BlockModalProps) => React.ReactNode,
  pie: Pie,
  isNew: boolean,
): Omit<BlockModalProps, 'pie' | 'isNew'> {
  const calls = { onSave: vi.fn(), onDelete: vi.fn(), onClose: vi.fn() };
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <Modal pie={pie} isNew={isNew} {...calls} />
    </I18nextProvider>,
  );
  return calls;
}

const text = (fields: Partial<Pie> = {}) =>
  makePie({ id: -1, main_type: 'TEXT-INPUT', title: null, ...fields });

describe('every block modal', () => {
  it('asks a new block the owner filled in for its title instead of dropping it', async () => {
    const user = userEvent.setup();
    const calls = open(TextInputModal, text(), true);
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Only words');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByText('Please enter a title.')).toBeTruthy();
    expect(calls.onSave).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Subtitle' }), 'Now named');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(calls.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Now named', description: 'Only words' }),
    );
  });

  it('offers Delete only for a block the page already has; Cancel saves nothing', async () => {
    const user = userEvent.setup();
    const fresh = open(TextInputModal, text({ title: 'New' }), true);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(fresh.onClose).toHaveBeenCalledOnce();
    expect(fresh.onSave).not.toHaveBeenCalled();
    cleanup();

    const kept = open(TextInputModal, text({ id: 4, title: 'Kept' }), false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(kept.onDelete).toHaveBeenCalledOnce();
  });

  it('stops typing where the block schema would refuse the text', () => {
    open(TextInputModal, text(), true);
    expect(screen.getByRole('textbox', { name: 'Subtitle' }).getAttribute('maxlength')).toBe('300');
    expect(screen.getByRole('textbox', { name: 'Description' }).getAttribute('maxlength')).toBe(
      '5000',
    );
  });
});
