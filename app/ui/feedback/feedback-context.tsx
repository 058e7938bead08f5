// Global alerts and toasts for the whole page; alerts belong to a page and go when it changes.
import { useLocation } from '@remix-run/react';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  type Dispatch,
  type ReactNode,
} from 'react';
import {
  feedbackReducer,
  initialFeedbackState,
  type FeedbackAction,
  type FeedbackState,
} from './feedback-state';

interface FeedbackContextValue {
  state: FeedbackState;
  dispatch: Dispatch<FeedbackAction>;
}

const FeedbackContext = createContext<FeedbackContextValue | null>(null);

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(feedbackReducer, initialFeedbackState);
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch({ type: 'clearAlerts' });
  }, [pathname]);
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <FeedbackContext.Provider value={value}>{children}</FeedbackContext.Provider>;
}

export function useFeedback(): FeedbackContextValue {
  const context = useContext(FeedbackContext);
  if (!context) throw new Error('useFeedback must be used inside <FeedbackProvider>');
  return context;
}
