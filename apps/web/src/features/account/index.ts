// The account feature's surface for other features: the dashboard asks an invited owner for a
// first password.
export { ChoosePasswordCard } from './choose-password-card.tsx';
