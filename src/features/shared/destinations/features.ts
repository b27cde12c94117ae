import type { CardExtras } from './views/card.js';

/**
 * Card buttons whose modal comes from another part of the app (the delivery log, the edit
 * modal). All are wired now; flip one to true to hide its button if that part is taken out.
 */
export const CARD_FEATURES: NonNullable<CardExtras['hide']> = {
  deliveries: false,
  edit: false,
};

/** App Home buttons that open another part's modal; the command is shown instead when false. */
export const HOME_FEATURES = {
  subscribe: true,
  deliveries: true,
} as const;
