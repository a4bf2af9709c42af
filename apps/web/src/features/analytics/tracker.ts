import { eventCalls } from '../../api/instance.ts';
import { createTracker } from './tracking.ts';

/**
 * The app's tracker; the editor uses it for 'Created a new project' and 'Updated a project'. Each
 * event leaves in a task of its own: sent from a screen's effects, its request was started inside
 * the task that draws the screen (the dashboard's people property, in the commit that takes the
 * frame over).
 */
export const tracker = createTracker(eventCalls, (run) => setTimeout(run, 0));
