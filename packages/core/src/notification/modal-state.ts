import { z } from 'zod';

/** The block modal currently open: its type, title, name and the block it edits. */
export const modalStateSchema = z.object({
  open: z.boolean().default(false),
  type: z.string().nullable().default(null),
  title: z.string().nullable().default(null),
  name: z.string().nullable().default(null),
  pieId: z.number().int().nullable().default(null),
});
export type ModalState = z.output<typeof modalStateSchema>;

export const CLOSED_MODAL: ModalState = modalStateSchema.parse({});

/**
 * A modal toggles: opening it carries what it edits, toggling it again closes it and forgets
 * the block so a stale id can never be saved into.
 */
export function toggleModal(
  state: ModalState,
  target: Omit<ModalState, 'open'> = CLOSED_MODAL,
): ModalState {
  return state.open ? CLOSED_MODAL : { ...target, open: true };
}
