import { Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The static footer under every menu layout. */
export const AppFooter = () => {
  const { t } = useTranslation();
  return (
    <Layout.Footer className="app-footer">
      <Typography.Text type="secondary">
        {t('common:footer.copyright', { year: new Date().getFullYear() })}
      </Typography.Text>
      <Typography.Text type="secondary" className="app-footer-tagline">
        {t('common:footer.tagline')}
      </Typography.Text>
    </Layout.Footer>
  );
};
