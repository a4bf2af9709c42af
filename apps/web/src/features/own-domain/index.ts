// An owner's own domain: the settings card and the dashboard card's line.
export { DomainLine } from './domain-line.tsx';
export { OwnDomainCard } from './own-domain-card.tsx';
