import { describe, expect, it } from 'vitest';
import { CLOSED_MODAL, toggleModal } from './modal-state.ts';

describe('a modal toggles open and closed', () => {
  const target = {
    type: 'LINK-INPUT',
    title: 'Button or link',
    name: 'MAIN-BLOCK',
    pieId: -100001,
  };

  it('opening carries type, title, name and block id', () => {
    expect(toggleModal(CLOSED_MODAL, target)).toEqual({ ...target, open: true });
  });

  it('toggling an open modal closes it and forgets the block', () => {
    expect(toggleModal(toggleModal(CLOSED_MODAL, target))).toEqual(CLOSED_MODAL);
    expect(CLOSED_MODAL.open).toBe(false);
  });
});
