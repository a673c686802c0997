import { FileDoneOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SELF_SERVICE_PATHS, usesSelfService } from '../lib/self-service';
import { useSession } from '../lib/use-session';

/**
 * Two large buttons to the worker's own pages (mark attendance by QR, my justifications), on the
 * home page and the driver's phone; nothing for a user without an employee record.
 */
export const SelfServiceLinks = () => {
  const { t } = useTranslation();
  const { userData } = useSession();
  if (!usesSelfService(userData)) return null;
  return (
    <Card size="small" title={t('common:selfService.title')} data-testid="self-service">
      <Flex gap={8} wrap>
        <Link to={SELF_SERVICE_PATHS.attendance} style={{ flex: '1 1 160px' }}>
          <Button block size="large" icon={<QrcodeOutlined />} data-testid="self-service-attendance">
            {t('common:selfService.attendance')}
          </Button>
        </Link>
        <Link to={SELF_SERVICE_PATHS.justifications} style={{ flex: '1 1 160px' }}>
          <Button block size="large" icon={<FileDoneOutlined />} data-testid="self-service-justifications">
            {t('common:selfService.justifications')}
          </Button>
        </Link>
      </Flex>
    </Card>
  );
};
