import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSkin } from '../lib/skin';

/** Switches between the light and dark skins (stored as `zerg-skin`). */
export const SkinToggle = () => {
  const { t } = useTranslation();
  const [skin, setSkin] = useSkin();
  const label = skin === 'dark' ? t('common:skin.toLight') : t('common:skin.toDark');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={skin === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => setSkin(skin === 'dark' ? 'light' : 'dark')}
        aria-label={label}
        data-testid="skin-toggle"
        data-skin={skin}
      />
    </Tooltip>
  );
};
