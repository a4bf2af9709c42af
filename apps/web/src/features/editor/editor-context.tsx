import type { Episode, Pie } from '@podpie/core';
import { createContext, useContext } from 'react';
import type { EditorApi } from './api/editor-api.ts';
import type { EditorStore } from './state/use-editor-store.ts';

/** The groups of icon entries, each edited in one modal and sorted in another. */
export type NetworkGroup = 'MESSENGERS' | 'SOCIAL-NETWORKS' | 'PODCAST-NETWORK';

/** Which modal is open, and on what. */
/** The parts of the Design panel, in its order. */
export type DesignSection =
  | 'designs'
  | 'style'
  | 'theme'
  | 'solid'
  | 'gradient'
  | 'image'
  | 'button';

export type ModalRequest =
  | { kind: 'block'; pie: Pie; isNew: boolean }
  /** `section`: the part of the Design panel to open on, e.g. where a colour is fixed. */
  | { kind: 'color-settings'; section?: DesignSection }
  | { kind: 'network'; group: NetworkGroup }
  | { kind: 'sort-network'; group: NetworkGroup }
  | { kind: 'authors' }
  /** `fromList`: Done or Delete returns to the authors list it was opened from. */
  | { kind: 'author'; pie: Pie; isNew: boolean; fromList?: boolean }
  | { kind: 'qr' };

export type EditorContextValue = {
  store: EditorStore;
  api: EditorApi;
  signedIn: boolean;
  /** The published address, once the project exists on the server. */
  shortLink: string | null;
  /** The stored project's id; null for a draft not created on the server yet. */
  projectId: number | null;
  openModal: (request: ModalRequest) => void;
  closeModal: () => void;
  /** A fresh temporary id for a block that is not stored yet. */
  newTempId: () => number;
  /** Offers to bring back a block the owner just deleted. */
  announceDeleted: () => void;
  /** Keeps a fetched feed's episodes so the preview draws them at once. */
  rememberEpisodes: (feedUrl: string, episodes: readonly Episode[]) => void;
};

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor must be used inside the editor');
  return value;
}
