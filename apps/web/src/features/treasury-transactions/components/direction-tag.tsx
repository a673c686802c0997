import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { TreasuryDirection } from '@zerg/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Income in green, expense in red: the first thing treasury reads of a movement. */
export const DirectionTag = ({ direction }: { direction: TreasuryDirection }) => {
  const { t } = useTranslation();
  return (
    <Tag
      color={direction === 'income' ? 'success' : 'error'}
      icon={direction === 'income' ? <ArrowDownOutlined /> : <ArrowUpOutlined />}
      data-testid={`direction-${direction}`}
    >
      {t(`treasury-transactions:direction.${direction}`)}
    </Tag>
  );
};
