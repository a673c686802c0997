import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Brand } from '../../../components/brand';

export type AuthCardProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
};

/** The centred card of the sign-in screens. */
export const AuthCard = ({ title, subtitle, children }: AuthCardProps) => (
  <Card className="auth-card" styles={{ body: { padding: 32 } }}>
    <Flex vertical gap={4} style={{ marginBottom: 24 }}>
      <div style={{ marginBottom: 16 }}>
        <Brand size={36} />
      </div>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
    </Flex>
    {children}
  </Card>
);
