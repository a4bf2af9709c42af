export { ApiTokensCard } from './api-tokens-card.tsx';
export { WebhooksCard } from './webhooks-card.tsx';
