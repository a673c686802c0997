import { App, Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmButtonProps = Omit<ButtonProps, 'onClick'> & {
  /** Runs after the user confirms; a returned promise keeps the dialog's OK button loading. */
  onConfirm: () => unknown;
  /** Defaults to "Are you sure?". */
  confirmTitle?: ReactNode;
  /** Defaults to "You won't be able to revert this!". */
  confirmDescription?: ReactNode;
  /** Defaults to "Yes, continue". */
  confirmOkText?: ReactNode;
};

/** A button that asks "Are you sure?" before doing something irreversible. */
export const ConfirmButton = ({
  onConfirm,
  confirmTitle,
  confirmDescription,
  confirmOkText,
  danger,
  ...buttonProps
}: ConfirmButtonProps) => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const open = () => {
    modal.confirm({
      title: confirmTitle ?? t('common:confirm.title'),
      content: confirmDescription ?? t('common:confirm.description'),
      okText: confirmOkText ?? t('common:confirm.ok'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { danger, 'data-testid': 'confirm-ok' } as ButtonProps,
      cancelButtonProps: { 'data-testid': 'confirm-cancel' } as ButtonProps,
      onOk: async () => {
        await onConfirm();
      },
    });
  };
  return <Button danger={danger} {...buttonProps} onClick={open} />;
};
