import { HOLIDAY_KINDS, type THoliday } from '@zerg/shared';
import { Card, Col, Flex, Row, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayName } from '../../../lib/weekday-name';
import { HolidayKindTag } from './holiday-kind-tag';

const WEEK = [1, 2, 3, 4, 5, 6, 7];
const MONTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

// Kept here rather than in app.css: only this lazy screen needs them.
const KIND_HUES: Record<THoliday['kind'], string> = {
  national: 'var(--ant-color-error, #ff4d4f)',
  company: 'var(--ant-color-primary, #7367f0)',
  non_working: 'var(--ant-color-warning, #faad14)',
};

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(7, 1fr)',
  gap: 2,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
};

const dayStyle = (holiday: THoliday | undefined, sunday: boolean): CSSProperties => {
  const base: CSSProperties = { borderRadius: 6, padding: '3px 0', fontSize: 12, lineHeight: '18px' };
  if (!holiday) return { ...base, color: sunday ? 'var(--ant-color-text-tertiary)' : undefined };
  const hue = KIND_HUES[holiday.kind];
  return holiday.observed
    ? { ...base, background: hue, color: '#fff', fontWeight: 600, cursor: 'default' }
    : {
        ...base,
        // An outline, not a border: the cell keeps the size of its neighbours.
        outline: `1px dashed ${hue}`,
        outlineOffset: -1,
        color: hue,
        textDecoration: 'line-through',
        cursor: 'default',
      };
};

/** The year at a glance: twelve small months, each holiday coloured by its kind, worked ones struck. */
export const HolidayYearCalendar = ({ year, holidays }: { year: number; holidays: readonly THoliday[] }) => {
  const { t, i18n } = useTranslation();
  const byDate = new Map(holidays.map((h) => [h.date, h]));
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center" data-testid="holiday-legend">
        {HOLIDAY_KINDS.map((kind) => (
          <HolidayKindTag key={kind} kind={kind} />
        ))}
        <span
          style={{ ...dayStyle({ kind: 'national', observed: false } as THoliday, false), padding: '0 8px' }}
        >
          {t('payroll-settings:holidays.legendWorked')}
        </span>
      </Flex>
      <Row gutter={[16, 16]} data-testid="holiday-calendar">
        {MONTHS.map((month) => {
          const first = dayjs(new Date(year, month, 1));
          const lead = (first.day() + 6) % 7;
          const days = Array.from({ length: first.daysInMonth() }, (_, i) => first.date(i + 1));
          return (
            <Col key={month} xs={24} sm={12} lg={8} xxl={6}>
              <Card
                size="small"
                title={<span style={{ textTransform: 'capitalize' }}>{first.format('MMMM')}</span>}
              >
                <div style={grid}>
                  {WEEK.map((d) => (
                    <Typography.Text key={`h${d}`} type="secondary" style={{ fontSize: 11 }}>
                      {weekdayName(d, i18n.language, 'short').slice(0, 2)}
                    </Typography.Text>
                  ))}
                  {lead > 0 && <span style={{ gridColumn: `span ${lead}` }} />}
                  {days.map((day) => {
                    const date = day.format('YYYY-MM-DD');
                    const holiday = byDate.get(date);
                    const cell = (
                      <span
                        key={date}
                        style={dayStyle(holiday, day.day() === 0)}
                        data-date={date}
                        data-kind={holiday?.kind}
                      >
                        {day.date()}
                      </span>
                    );
                    return holiday ? (
                      <Tooltip
                        key={date}
                        title={
                          <Flex vertical gap={4}>
                            <span>{holiday.name}</span>
                            <span>
                              <HolidayKindTag kind={holiday.kind} />
                            </span>
                          </Flex>
                        }
                      >
                        {cell}
                      </Tooltip>
                    ) : (
                      cell
                    );
                  })}
                </div>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Flex>
  );
};
