import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { weekdayName } from '../../../lib/weekday-name';

const WEEK = [1, 2, 3, 4, 5, 6, 7];

/** The seven weekdays as a row of short tags, the chosen ones coloured. */
export const WeekdayTags = ({ weekdays }: { weekdays: readonly number[] }) => {
  const { i18n } = useTranslation();
  return (
    <Flex gap={2} wrap={false}>
      {WEEK.map((day) => {
        const on = weekdays.includes(day);
        return (
          <Tag
            key={day}
            color={on ? 'purple' : undefined}
            variant={on ? 'solid' : 'outlined'}
            style={{ marginInlineEnd: 0, minWidth: 34, textAlign: 'center', opacity: on ? 1 : 0.45 }}
            data-on={on}
          >
            {weekdayName(day, i18n.language, 'short')}
          </Tag>
        );
      })}
    </Flex>
  );
};
