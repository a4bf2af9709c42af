export { IntegrationsScreen } from './integrations-screen.tsx';
export { OAuthCallbackScreen } from './oauth-callback-screen.tsx';
