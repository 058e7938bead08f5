// Page alerts and toasts: a pure reducer, so the rules are unit-tested. Alerts get increasing ids
// and are closable unless said otherwise; a new error, warning or success alert replaces the
// previous one of those kinds; alerts are dismissed by id or all at once.
import type { FeedbackKind } from './feedback';

export interface AlertMessage {
  id: number;
  kind: FeedbackKind;
  title?: string;
  message: string;
  closable: boolean;
}

export interface ToastMessage {
  id: string;
  kind: FeedbackKind;
  title?: string;
  description: string;
}

export interface FeedbackState {
  nextAlertId: number;
  alerts: AlertMessage[];
  toasts: ToastMessage[];
}

export type FeedbackAction =
  | { type: 'showAlert'; alert: Omit<AlertMessage, 'id' | 'closable'> & { closable?: boolean } }
  | { type: 'dismissAlert'; id: number }
  | { type: 'clearAlerts' }
  | { type: 'showToast'; toast: ToastMessage }
  | { type: 'dismissToast'; id: string };

export const initialFeedbackState: FeedbackState = { nextAlertId: 1, alerts: [], toasts: [] };

/** Kinds of which a page shows at most one alert: a new one replaces the previous. */
const replacingKinds: readonly FeedbackKind[] = ['error', 'warning', 'success'];

export function feedbackReducer(state: FeedbackState, action: FeedbackAction): FeedbackState {
  switch (action.type) {
    case 'showAlert': {
      const alert: AlertMessage = {
        ...action.alert,
        closable: action.alert.closable ?? true,
        id: state.nextAlertId,
      };
      const kept = replacingKinds.includes(alert.kind)
        ? state.alerts.filter((existing) => !replacingKinds.includes(existing.kind))
        : state.alerts;
      return { ...state, nextAlertId: state.nextAlertId + 1, alerts: [...kept, alert] };
    }
    case 'dismissAlert':
      return { ...state, alerts: state.alerts.filter((alert) => alert.id !== action.id) };
    case 'clearAlerts':
      return state.alerts.length === 0 ? state : { ...state, alerts: [] };
    case 'showToast':
      return state.toasts.some((toast) => toast.id === action.toast.id)
        ? state
        : { ...state, toasts: [...state.toasts, action.toast] };
    case 'dismissToast':
      return { ...state, toasts: state.toasts.filter((toast) => toast.id !== action.id) };
  }
}
