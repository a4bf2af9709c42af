// The dashboard's surface for other features: project settings reuse the link-health switch.
export { HealthSwitch } from './health-switch.tsx';
