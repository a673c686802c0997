import { MODULES } from '@zerg/shared';
import { Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

const MAX_TAGS = 3;

/** Module names as tags; past three, the rest collapse into "+N" with a tooltip. */
export const ModuleTags = ({ modules }: { modules: readonly number[] }) => {
  const { t } = useTranslation();
  const names = modules.map((id) => {
    const module = MODULES.find((m) => m.id === id);
    return module ? t(`common:modules.${module.key}`) : String(id);
  });
  const rest = names.slice(MAX_TAGS);
  return (
    <Flex gap={4} wrap>
      {names.slice(0, MAX_TAGS).map((name) => (
        <Tag key={name} color="purple" variant="outlined" style={{ marginInlineEnd: 0 }}>
          {name}
        </Tag>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.join(', ')}>
          <Tag style={{ marginInlineEnd: 0, cursor: 'default' }}>+{rest.length}</Tag>
        </Tooltip>
      )}
    </Flex>
  );
};
