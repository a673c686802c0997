import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../../lib/access';
import { useSession } from '../../lib/use-session';

/** /error-404: where unknown paths end. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  return (
    <Result
      status="404"
      title={t('common:errorPages.notFoundTitle')}
      subTitle={t('common:errorPages.notFoundText')}
      extra={
        <Button
          type="primary"
          onClick={() => void navigate(signedIn ? HOME_PATH : LOGIN_PATH)}
          data-testid="back-home"
        >
          {signedIn ? t('common:errorPages.backHome') : t('common:errorPages.backLogin')}
        </Button>
      }
    />
  );
};
