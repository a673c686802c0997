import { Button } from 'antd';
import type { ReactNode } from 'react';

export type AuthSubmitProps = { loading: boolean; testId: string; children: ReactNode };

/** The full-width submit button of the sign-in, setup and password pages. */
export const AuthSubmit = ({ loading, testId, children }: AuthSubmitProps) => (
  <Button type="primary" htmlType="submit" block size="large" loading={loading} data-testid={testId}>
    {children}
  </Button>
);
