import { describe, expect, it } from 'vitest';
import { feedbackReducer, initialFeedbackState, type FeedbackState } from './feedback-state';

const show = (
  state: FeedbackState,
  kind: 'info' | 'success' | 'warning' | 'error',
  message: string,
  closable?: boolean,
) => feedbackReducer(state, { type: 'showAlert', alert: { kind, message, closable } });

describe('page alerts', () => {
  it('numbers alerts with increasing ids and makes them closable by default', () => {
    const state = show(show(initialFeedbackState, 'info', 'one'), 'info', 'two');
    expect(state.alerts.map((alert) => [alert.id, alert.closable])).toEqual([
      [1, true],
      [2, true],
    ]);
  });

  it('lets a new error, warning or success alert replace the previous one of those kinds', () => {
    let state = show(initialFeedbackState, 'info', 'info stays');
    state = show(state, 'error', 'first error');
    state = show(state, 'warning', 'warning replaces the error');
    expect(state.alerts.map((alert) => alert.message)).toEqual([
      'info stays',
      'warning replaces the error',
    ]);
    state = show(state, 'success', 'success replaces the warning');
    expect(state.alerts.map((alert) => alert.message)).toEqual([
      'info stays',
      'success replaces the warning',
    ]);
  });

  it('keeps a non-closable alert non-closable', () => {
    const state = show(initialFeedbackState, 'warning', 'insufficient permission', false);
    expect(state.alerts[0]?.closable).toBe(false);
  });

  it('removes an alert by id and clears the page', () => {
    let state = show(show(initialFeedbackState, 'info', 'one'), 'info', 'two');
    state = feedbackReducer(state, { type: 'dismissAlert', id: 1 });
    expect(state.alerts.map((alert) => alert.message)).toEqual(['two']);
    state = feedbackReducer(state, { type: 'clearAlerts' });
    expect(state.alerts).toEqual([]);
    expect(show(state, 'info', 'three').alerts[0]?.id).toBe(3);
  });
});

describe('toasts', () => {
  it('shows a toast once, however often it is announced, and dismisses it by id', () => {
    const toast = { id: 'a', kind: 'success' as const, description: 'Saved' };
    let state = feedbackReducer(initialFeedbackState, { type: 'showToast', toast });
    state = feedbackReducer(state, { type: 'showToast', toast });
    expect(state.toasts).toHaveLength(1);
    state = feedbackReducer(state, { type: 'dismissToast', id: 'a' });
    expect(state.toasts).toEqual([]);
  });
});
