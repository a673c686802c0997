import type { DayCodeName } from '@zerg/shared';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { DAY_CODE_COLORS } from './day-codes';

/** One day of the grid: a coloured square with the status letter of the user's language. */
export const DayCodeCell = ({ name, date }: { name: DayCodeName; date?: string }) => {
  const { t } = useTranslation();
  if (name === 'none') return <span className="day-code day-code-none">·</span>;
  const cell = (
    <span
      className="day-code"
      data-code={name}
      data-date={date}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 22,
        height: 22,
        padding: '0 2px',
        borderRadius: 4,
        fontSize: 11,
        fontWeight: 600,
        color: '#fff',
        background: DAY_CODE_COLORS[name],
      }}
    >
      {t(`attendance-reports:codes.${name}`)}
    </span>
  );
  return date ? (
    <Tooltip title={`${formatDate(date)} · ${t(`attendance-reports:status.${name}`)}`}>{cell}</Tooltip>
  ) : (
    cell
  );
};
