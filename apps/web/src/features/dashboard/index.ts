// The dashboard's surface for other features: project settings reuse the link-health switch and
// name projects in notices as the dashboard does.
export { HealthSwitch } from './health-switch.tsx';
export { projectName } from './project-name.ts';
