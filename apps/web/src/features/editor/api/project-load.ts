import type { ProjectView } from '../../../api/projects.ts';
import { type EditorApi, editorApi, type SyncResult } from './editor-api.ts';

export type LoadedProject = { view: ProjectView; pies: SyncResult };

// Longer than any first screen takes to ask for it; an answer left over from an earlier visit of
// the same address is never drawn.
const EARLY_ANSWER_MS = 15_000;

let early: { projectId: number; askedAt: number; answer: Promise<LoadedProject> } | null = null;

const loadWith = async (api: EditorApi, projectId: number): Promise<LoadedProject> => {
  const [view, pies] = await Promise.all([api.getProject(projectId), api.getPies(projectId)]);
  return { view, pies };
};

/**
 * Asks for the project and its blocks as the app starts on /projects/:id (main.tsx), beside the
 * stored sign-in's check instead of after it: the editor draws, and its preview fetches the
 * show's artwork, a round trip or more sooner on a phone. If the sign-in is refused, these are
 * refused too and never drawn.
 */
export function loadProjectEarly(projectId: number): void {
  const answer = loadWith(editorApi, projectId);
  // Read by the editor when it opens; a refusal is not unhandled meanwhile.
  answer.catch(() => undefined);
  early = { projectId, askedAt: Date.now(), answer };
}

/** The project as stored: the answer asked for at start once, if it is this one's; else now. */
export function loadProject(api: EditorApi, projectId: number): Promise<LoadedProject> {
  const kept = early;
  early = null;
  const usable =
    kept !== null &&
    api === editorApi &&
    kept.projectId === projectId &&
    Date.now() - kept.askedAt < EARLY_ANSWER_MS;
  return usable ? kept.answer : loadWith(api, projectId);
}
