import type { ReactNode } from 'react';

export type StatusBannerProps = {
  tone: 'warning' | 'info';
  title: ReactNode;
  description: ReactNode;
  testId: string;
};

/**
 * A notice across the top of every screen (server unavailable, reconnecting). Plain markup and CSS
 * (app.css): it ships with the first load, which antd's Alert would weigh.
 */
export const StatusBanner = ({ tone, title, description, testId }: StatusBannerProps) => (
  <div role="status" className={`status-banner status-banner-${tone}`} data-testid={testId}>
    <strong>{title}</strong>
    <span>{description}</span>
  </div>
);
