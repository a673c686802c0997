import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@zerg/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n';
import { currentLanguage } from '../lib/language';

export type LanguageSwitchProps = {
  /** Show the language name next to the icon (wide screens). */
  showLabel?: boolean;
};

/** Picks the UI language (stored as `zerg-lang`); also drives antd, dayjs and `<html lang>`. */
export const LanguageSwitch = ({ showLabel = true }: LanguageSwitchProps) => {
  const { t, i18n } = useTranslation();
  const active = (i18n.resolvedLanguage as Language | undefined) ?? currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      destroyOnHidden
      menu={{
        selectable: true,
        selectedKeys: [active],
        items: LANGUAGES.map((lang) => ({
          key: lang,
          label: <span data-testid={`language-option-${lang}`}>{t(`common:languages.${lang}`)}</span>,
        })),
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        data-testid="language-switch"
        data-lang={active}
        aria-label={t('common:navbar.language')}
      >
        {showLabel ? active.toUpperCase() : null}
      </Button>
    </Dropdown>
  );
};
