import type { TSecondFactorChallenge, TSecondFactorLoginResponse } from '@zerg/shared';
import { Alert, Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeForm, type CodeFormValues } from '../../../components/second-factor/code-form';
import { EnrolmentPanel } from '../../../components/second-factor/enrolment-panel';
import { RecoveryCodes } from '../../../components/second-factor/recovery-codes';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { applyServerErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/language';
import type { SessionAnswer } from '../../../lib/storage';
import { useSecondFactorSetup } from '../api/second-factor-setup';
import { useSecondFactorVerify } from '../api/second-factor-verify';
import { AuthCard } from './auth-card';

export type SecondFactorStepProps = {
  challenge: TSecondFactorChallenge;
  onSignedIn: (session: SessionAnswer) => void;
  /** Back to email and password (the challenge expired, or the person chose to). */
  onRestart: () => void;
};

const Enrolment = ({ challenge }: { challenge: string }) => {
  const setup = useSecondFactorSetup(challenge);
  return <EnrolmentPanel setup={setup.data} error={setup.error ?? undefined} />;
};

/** After a right password: the code of the app, or enrolment first (QR, first code, recovery codes). */
export const SecondFactorStep = ({ challenge, onSignedIn, onRestart }: SecondFactorStepProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<CodeFormValues>();
  const verify = useSecondFactorVerify();
  const [failure, setFailure] = useState<string | null>(null);
  const [enrolled, setEnrolled] = useState<TSecondFactorLoginResponse | null>(null);
  const enrolling = challenge.secondFactor === 'setup';

  const submit = (values: CodeFormValues) => {
    setFailure(null);
    verify.mutate(
      { ...values, challenge: challenge.challenge, enrolling },
      {
        onSuccess: (session) => (session.recoveryCodes ? setEnrolled(session) : onSignedIn(session)),
        onError: (error) => {
          const onField =
            isApiError(error) &&
            error.status === 400 &&
            applyServerErrors(form, error, currentLanguage(), () => errorMessage(t, error));
          if (!onField) setFailure(errorMessage(t, error));
        },
      },
    );
  };

  if (enrolled?.recoveryCodes)
    return (
      <AuthCard title={t('second-factor:recovery.title')} subtitle={t('second-factor:recovery.subtitle')}>
        <RecoveryCodes
          codes={enrolled.recoveryCodes}
          onDone={() => onSignedIn(enrolled)}
          doneLabel={t('second-factor:recovery.continue')}
        />
      </AuthCard>
    );

  return (
    <AuthCard
      title={t(enrolling ? 'second-factor:setup.title' : 'second-factor:code.title')}
      subtitle={t(enrolling ? 'second-factor:setup.subtitle' : 'second-factor:code.subtitle')}
    >
      <Flex vertical gap={16}>
        {failure && <Alert type="error" showIcon title={failure} data-testid="second-factor-error" />}
        {enrolling && <Enrolment challenge={challenge.challenge} />}
        <CodeForm
          form={form}
          onSubmit={submit}
          pending={verify.isPending}
          offerTrust
          recovery={!enrolling}
          submitLabel={t(enrolling ? 'second-factor:setup.confirm' : 'second-factor:code.submit')}
        />
        <Button type="link" onClick={onRestart} data-testid="second-factor-back">
          {t('second-factor:code.back')}
        </Button>
      </Flex>
    </AuthCard>
  );
};
