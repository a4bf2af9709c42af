/** Whether the router state says the editor was opened by the quick start. */
export function cameFromQuickstart(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromQuickstart' in state
    ? state.fromQuickstart === true
    : false;
}
