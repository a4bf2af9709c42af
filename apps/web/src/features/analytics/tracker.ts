import { eventCalls } from '../../api/instance.ts';
import { createTracker } from './tracking.ts';

/** The app's tracker; the editor uses it for 'Created a new project' and 'Updated a project'. */
export const tracker = createTracker(eventCalls);
