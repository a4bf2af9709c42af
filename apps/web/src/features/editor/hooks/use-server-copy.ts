import {
  type Dispatch,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { EditorDoc } from '../state/editor-reducer.ts';
import { writeStoredBase } from '../state/stored-base.ts';

/** What the editor knows about the server copy. */
export type ServerState = {
  projectId: number | null;
  /** Later of the project's updated_at and pies_updated_at; null before the first publish. */
  updatedAt: string | null;
  /** Sent with a sync so a newer copy elsewhere answers 409 instead of being overwritten. */
  piesUpdatedAt: string | null;
  /**
   * The page as the server held it at piesUpdatedAt: what a newer copy and this editor's work
   * are both compared with to merge them. Null before the first publish.
   */
  base: EditorDoc | null;
  shortLink: string | null;
  /** The owner chose the page's address (or kept the random one); until then publishing asks. */
  addressChosen: boolean;
};

export type ServerCopy = {
  server: ServerState;
  setServer: Dispatch<SetStateAction<ServerState>>;
  /** The time a change is stamped with. */
  now: () => number;
};

/** The server copy as last read or published, and the clock the owner's changes are stamped by. */
export function useServerCopy(start: ServerState): ServerCopy {
  const [server, setServer] = useState(start);
  const serverRef = useRef(server);
  serverRef.current = server;

  // Kept beside the browser draft, so the draft reopened later still merges against its base.
  const { projectId, base, piesUpdatedAt } = server;
  useEffect(() => {
    if (projectId !== null && base !== null)
      writeStoredBase(projectId, { doc: base, piesUpdatedAt });
  }, [projectId, base, piesUpdatedAt]);

  // A change is never stamped before the server copy it was made on, whatever this clock says.
  const now = useCallback(() => {
    const floor = serverRef.current.updatedAt ? Date.parse(serverRef.current.updatedAt) : 0;
    return Math.max(Date.now(), Number.isNaN(floor) ? 0 : floor + 1);
  }, []);

  return { server, setServer, now };
}
