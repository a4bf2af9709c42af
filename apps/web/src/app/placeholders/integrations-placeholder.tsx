import { PlaceholderScreen } from './placeholder-screen.tsx';

/** PLACEHOLDER for the integrations issue: /integrations and the Mailchimp OAuth callback. */
export function IntegrationsPlaceholder() {
  return <PlaceholderScreen name="Integrations" />;
}
