import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Every status of the product (SPEC §4) and the colour it shows in. */
export const STATUS_COLORS = {
  active: 'success',
  inactive: 'default',
  pending: 'warning',
  approved: 'processing',
  rejected: 'error',
  approvedByHr: 'success',
  rejectedByHr: 'error',
  registered: 'default',
  initiated: 'processing',
  returning: 'purple',
  returned: 'geekblue',
  finished: 'success',
  paid: 'success',
  canceled: 'error',
  anulled: 'volcano',
  discounted: 'cyan',
  notDiscounted: 'orange',
  processed: 'success',
  queued: 'warning',
  sent: 'success',
  failed: 'error',
  read: 'default',
  unread: 'processing',
  scheduled: 'processing',
  taken: 'success',
} as const;

export type StatusKey = keyof typeof STATUS_COLORS;

const isStatusKey = (value: string): value is StatusKey => Object.hasOwn(STATUS_COLORS, value);

export type StatusTagProps = {
  /** A status key (`active`, `pending`, `queued`…); unknown values show as a neutral tag. */
  status: string;
  /** Overrides the translated label. */
  label?: ReactNode;
};

/** A coloured tag with the translated name of a status. */
export const StatusTag = ({ status, label }: StatusTagProps) => {
  const { t } = useTranslation();
  const known = isStatusKey(status);
  return (
    <Tag color={known ? STATUS_COLORS[status] : 'default'} variant="filled" data-status={status}>
      {label ?? (known ? t(`common:status.${status}`) : status)}
    </Tag>
  );
};
