import {
  LANGUAGES,
  type Language,
  type TProfile,
  type TProfileUpdateBody,
  ZProfileUpdateBody,
} from '@zerg/shared';
import { Button, Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { changeLanguage } from '../../../lib/i18n';
import { currentLanguage } from '../../../lib/language';
import { zodRule } from '../../../lib/zod-rule';
import { useUpdateProfile } from '../api/update-profile';

type ProfileValues = { fullName: string; phone: string; language: Language };

export type ProfileFormProps = { profile: TProfile };

/** Edits full name, phone and language; a new language also switches the UI. */
export const ProfileForm = ({ profile }: ProfileFormProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateProfile();
  const reportError = useFormError();

  const submit = (values: ProfileValues) => {
    const body: TProfileUpdateBody = {
      fullName: values.fullName.trim(),
      phone: values.phone?.trim() ? values.phone.trim() : null,
      language: values.language,
    };
    update.mutate(body, {
      onSuccess: (saved) => {
        toast.success(t('profile:saved'));
        if (saved.language !== currentLanguage()) void changeLanguage(saved.language);
      },
      onError: (error) => reportError(form, error),
    });
  };

  return (
    <Card title={t('profile:editTitle')}>
      <Form<ProfileValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ fullName: profile.fullName, phone: profile.phone ?? '', language: profile.language }}
      >
        <Form.Item
          name="fullName"
          label={t('profile:fields.fullName')}
          required
          rules={[zodRule(ZProfileUpdateBody.shape.fullName)]}
        >
          <Input autoComplete="name" data-testid="profile-full-name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('profile:fields.phone')}
          rules={[zodRule(ZProfileUpdateBody.shape.phone)]}
        >
          <Input autoComplete="tel" placeholder="(+51)999999999" data-testid="profile-phone" />
        </Form.Item>
        <Form.Item name="language" label={t('profile:fields.language')} required>
          <Select<Language>
            data-testid="profile-language"
            options={LANGUAGES.map((lang) => ({ value: lang, label: t(`common:languages.${lang}`) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-submit">
          {t('common:actions.save')}
        </Button>
      </Form>
    </Card>
  );
};
