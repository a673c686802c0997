import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAreaLimited } from '../lib/use-area-limited';

/** Says, to an area-limited user only, that the figures and files are those of their area. */
export const AreaLimitedNotice = () => {
  const { t } = useTranslation('common');
  if (!useAreaLimited()) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="area-limited-notice"
      title={t('areaLimited.title')}
      description={t('areaLimited.description')}
    />
  );
};
