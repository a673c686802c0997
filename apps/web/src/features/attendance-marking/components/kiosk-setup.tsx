import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveKioskToken } from './kiosk-device-store';

const TOKEN = /^zkd_[A-Za-z0-9_-]{43}$/;

/** First start of a kiosk: the administrator types (or pastes) the device token once. */
export const KioskSetup = ({ onSaved }: { onSaved: (token: string) => void }) => {
  const { t } = useTranslation();
  const save = ({ token }: { token: string }) => {
    saveKioskToken(token);
    onSaved(token.trim());
  };
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: '100vh', padding: 24 }}
      data-testid="kiosk-setup"
    >
      <Card style={{ maxWidth: 520, width: '100%' }}>
        <Flex vertical gap={12}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            <SafetyCertificateOutlined /> {t('attendance-marking:setup.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('attendance-marking:setup.hint')}
          </Typography.Paragraph>
          <Form layout="vertical" onFinish={save} requiredMark={false}>
            <Form.Item
              name="token"
              label={t('attendance-marking:setup.token')}
              rules={[
                {
                  required: true,
                  validator: (_rule, value: string | undefined) =>
                    TOKEN.test((value ?? '').trim())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('attendance-marking:setup.invalid'))),
                },
              ]}
            >
              <Input.Password autoComplete="off" placeholder="zkd_…" data-testid="kiosk-setup-token" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block data-testid="kiosk-setup-save">
              {t('attendance-marking:setup.save')}
            </Button>
          </Form>
        </Flex>
      </Card>
    </Flex>
  );
};
