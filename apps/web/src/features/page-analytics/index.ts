// Page analytics for other features: the dashboard card's link to a project's report.
export { AnalyticsLink } from './analytics-link.tsx';
