import { App } from 'antd';
import { type ReactNode, useEffect } from 'react';

/** Toasts stay 3000 ms (SPEC §9); antd counts message durations in seconds. */
export const TOAST_SECONDS = 3;

type MessageApi = ReturnType<typeof App.useApp>['message'];

let messageApi: MessageApi | null = null;

/** Mount once inside antd `<App>`: lets code outside React (query cache, api client) raise toasts. */
export const ToastBridge = () => {
  const { message } = App.useApp();
  useEffect(() => {
    messageApi = message;
    return () => {
      messageApi = null;
    };
  }, [message]);
  return null;
};

type ToastKind = 'success' | 'warning' | 'danger' | 'info';

const show = (kind: ToastKind, content: ReactNode, key?: string): void => {
  if (!messageApi) return;
  const type = kind === 'danger' ? 'error' : kind;
  // Same text → same key, so a burst of identical failures shows one toast, not a stack.
  const dedupeKey = key ?? (typeof content === 'string' ? `${type}:${content}` : undefined);
  void messageApi.open({ type, content, duration: TOAST_SECONDS, key: dedupeKey });
};

/** success / warning / danger / info toasts (SPEC §8), 3000 ms each. */
export const toast = {
  success: (content: ReactNode, key?: string) => show('success', content, key),
  warning: (content: ReactNode, key?: string) => show('warning', content, key),
  danger: (content: ReactNode, key?: string) => show('danger', content, key),
  info: (content: ReactNode, key?: string) => show('info', content, key),
};
