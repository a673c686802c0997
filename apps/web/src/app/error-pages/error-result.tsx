import { Button, Result, type ResultProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../../lib/access';
import { useSession } from '../../lib/use-session';

export type ErrorResultProps = { status: ResultProps['status']; titleKey: string; textKey: string };

/** A full-page error with the way back: home when signed in, sign-in otherwise. */
export const ErrorResult = ({ status, titleKey, textKey }: ErrorResultProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  return (
    <Result
      status={status}
      title={t(titleKey)}
      subTitle={t(textKey)}
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
