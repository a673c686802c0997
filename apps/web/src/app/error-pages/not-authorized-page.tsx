import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../../lib/access';
import { useSession } from '../../lib/use-session';

/** /pages/miscellaneous/not-authorized: a section the user was not granted. */
export const NotAuthorizedPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  return (
    <Result
      status="403"
      title={t('common:errorPages.notAuthorizedTitle')}
      subTitle={t('common:errorPages.notAuthorizedText')}
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
