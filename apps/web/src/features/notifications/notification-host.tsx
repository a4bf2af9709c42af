import { notification as antdNotification, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdTheme } from '../../shared/antd-theme.tsx';
import { englishFor } from '../../shared/english.ts';
import { translateIssue } from '../../shared/zod-rule.ts';
import type { Notice, NoticeText } from './notifier.ts';
import { notifier } from './notify.ts';

type ModalHandle = { destroy(): void };

/**
 * Toasts start below the sticky toolbars (the editor's header is at most 64 px tall at any
 * width), so a notice never hides Undo, Design or Home at the moment they are wanted.
 */
const NOTICE_TOP_PX = 72;

/**
 * Draws the notifier's notices with antd (toast or modal) in the chosen language. It is loaded
 * after the first screen (notices appear 0.5 s after being set anyway), which keeps antd's
 * notification and modal code off the sign-in page's critical path.
 */
export function NotificationHost() {
  const [notification, notificationHolder] = antdNotification.useNotification({
    top: NOTICE_TOP_PX,
  });
  const [modal, modalHolder] = Modal.useModal();
  const { t } = useTranslation();

  useEffect(() => {
    const modals = new Map<string, ModalHandle>();
    const text = (value: NoticeText | undefined) => {
      if (value === undefined) return undefined;
      // Server texts are English; the ones the app knows are shown in the interface language.
      return 'text' in value ? translateIssue(t, value.text) : t(value.key, value.values);
    };
    const draw = (notice: Notice, key: string) => {
      const title = text(notice.message);
      const description = text(notice.description);
      const type = notice.type ?? 'info';
      if (notice.category === 'Modal') {
        const open = type === 'open' ? modal.info : modal[type];
        modals.set(key, open({ title, content: description, onOk: () => notifier.reset() }));
        return;
      }
      const open = type === 'open' ? notification.open : notification[type];
      // The notifier owns the timing (SPEC.md §9), so antd never closes the toast on its own.
      open({
        key,
        title,
        description,
        duration: false,
        onClose: () => {
          if (notifier.current() === notice) notifier.reset();
        },
      });
    };
    notifier.attach({
      show(notice, key) {
        // A server's keyed text may need an English namespace no screen has brought yet.
        const loading = [notice.message, notice.description].flatMap((value) => {
          const pending = value && 'text' in value ? englishFor(value.text) : null;
          return pending ? [pending] : [];
        });
        if (loading.length === 0) draw(notice, key);
        else {
          // A namespace that failed to load still lets the notice show.
          void Promise.allSettled(loading).then(() => {
            if (notifier.current() === notice) draw(notice, key);
          });
        }
      },
      hide(key) {
        const dialog = modals.get(key);
        if (dialog) {
          dialog.destroy();
          modals.delete(key);
        } else notification.destroy(key);
      },
    });
    return () => notifier.attach(null);
  }, [notification, modal, t]);

  // Its own theme: a notice can be raised on /signin, whose screen loads no antd.
  return (
    <AntdTheme>
      {notificationHolder}
      {modalHolder}
    </AntdTheme>
  );
}
