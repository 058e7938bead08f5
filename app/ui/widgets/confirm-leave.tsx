// The confirm-leave-page guard: unsaved changes ask before a link, reload or close.
import { useBlocker, type BlockerFunction } from '@remix-run/react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

interface PageLocation {
  pathname: string;
}

/**
 * Only another path leaves the page: a submission to the page itself (its search may gain ?index)
 * or a new query on the same screen keeps the form where it is.
 */
export function leavesPage(current: PageLocation, next: PageLocation): boolean {
  return current.pathname !== next.pathname;
}

export interface ConfirmLeave {
  /** A navigation waits for the user's answer. */
  asking: boolean;
  stay: () => void;
  leave: () => void;
}

export function useConfirmLeave(dirty: boolean): ConfirmLeave {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty && leavesPage(currentLocation, nextLocation),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium versions only ask when returnValue is set as well.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}

export function ConfirmLeaveModal({ guard }: { guard: ConfirmLeave }) {
  const { t } = useTranslation();
  const stayButton = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={guard.asking}
      onClose={guard.stay}
      title={t('widgets.confirmLeave.title')}
      description={t('widgets.confirmLeave.text')}
      initialFocus={stayButton}
    >
      <div className="button-row">
        {/* Staying is the safe answer, so it comes first and has focus. */}
        <button ref={stayButton} type="button" className="button" onClick={guard.stay}>
          {t('widgets.confirmLeave.stay')}
        </button>
        <button type="button" className="button button--secondary" onClick={guard.leave}>
          {t('widgets.confirmLeave.leave')}
        </button>
      </div>
    </Modal>
  );
}
