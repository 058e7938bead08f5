// Shapes of the global alerts and toasts, and how long a toast stays.
export const feedbackKinds = ['info', 'success', 'warning', 'error'] as const;
export type FeedbackKind = (typeof feedbackKinds)[number];

export interface Toast {
  id: string;
  kind: FeedbackKind;
  /** Already translated text: toasts are set by actions, which know the locale. */
  title?: string;
  description: string;
}

/** A banner that stays on the page it leads to, above the content, until the user leaves it. */
export interface Banner {
  kind: FeedbackKind;
  /** Already translated, as a toast's texts. */
  title: string;
  description: string;
}

/** Toasts disappear on their own after this many milliseconds. */
export const toastLifetimeMs = 5000;

/** Page alerts a redirect can carry; each is a key under `flash.` in the common namespace. */
export const flashAlertKeys = [
  'insufficientPermission',
  'roleSelectionFailed',
  'downloadTooLarge',
  'downloadFailed',
] as const;

export interface FlashAlert {
  kind: FeedbackKind;
  messageKey: (typeof flashAlertKeys)[number];
  closable: boolean;
}
