import { ZUpdateScheduleBody } from '@zerg/shared';
import { Col, Form, type FormInstance, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { TimeInput } from '../../../components/time-input';
import { weekdayName } from '../../../lib/weekday-name';
import { zodPathRule, zodRule } from '../../../lib/zod-rule';
import { type ScheduleFormValues, toScheduleBody } from './schedule-form-values';

export type ScheduleFormProps = {
  form: FormInstance<ScheduleFormValues>;
  employeeId: number;
  initialValues: ScheduleFormValues;
};

const TIME_FIELDS = ['entryTime', 'breakStart', 'breakEnd', 'exitTime'] as const;

/** The date a schedule applies from and, per weekday, a day-off switch or entry, break and exit. */
export const ScheduleForm = ({ form, employeeId, initialValues }: ScheduleFormProps) => {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'es';
  const days = Form.useWatch('days', form) ?? initialValues.days;
  const build = (values: unknown) => toScheduleBody(employeeId, values as ScheduleFormValues);

  return (
    <Form<ScheduleFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      data-testid="schedule-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={8} xl={6}>
          <Form.Item
            name="effectiveFrom"
            label={t('employees:fields.effectiveFrom')}
            required
            rules={[zodRule(ZUpdateScheduleBody.shape.effectiveFrom)]}
            extra={t('employees:schedule.effectiveHint')}
          >
            <DateInput data-testid="schedule-effective-from" />
          </Form.Item>
        </Col>
      </Row>
      <div className="schedule-form-scroll">
        <table className="schedule-form-table" aria-label={t('employees:schedule.week')}>
          <thead>
            <tr>
              <th scope="col">{t('employees:schedule.day')}</th>
              <th scope="col">{t('employees:schedule.dayOff')}</th>
              {TIME_FIELDS.map((field) => (
                <th key={field} scope="col">
                  {t(`employees:fields.${field}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {initialValues.days.map((day, index) => {
              const off = Boolean(days[index]?.dayOff);
              return (
                <tr key={day.weekday} data-testid={`schedule-day-${day.weekday}`}>
                  <th scope="row">
                    <Typography.Text strong style={{ textTransform: 'capitalize' }}>
                      {weekdayName(day.weekday, lang)}
                    </Typography.Text>
                    <Form.Item name={['days', index, 'weekday']} hidden noStyle>
                      <input type="hidden" />
                    </Form.Item>
                  </th>
                  <td>
                    <Form.Item name={['days', index, 'dayOff']} valuePropName="checked" noStyle>
                      <Switch
                        size="small"
                        aria-label={`${weekdayName(day.weekday, lang)} · ${t('employees:schedule.dayOff')}`}
                        data-testid={`schedule-day-off-${day.weekday}`}
                        onChange={(checked) => {
                          if (checked) {
                            form.setFieldValue(['days', index], {
                              ...form.getFieldValue(['days', index]),
                              dayOff: true,
                              entryTime: null,
                              breakStart: null,
                              breakEnd: null,
                              exitTime: null,
                            });
                          }
                        }}
                      />
                    </Form.Item>
                  </td>
                  {TIME_FIELDS.map((field) => (
                    <td key={field}>
                      <Form.Item
                        name={['days', index, field]}
                        style={{ marginBottom: 0 }}
                        dependencies={TIME_FIELDS.filter((other) => other !== field)
                          .map((other) => ['days', index, other])
                          .concat([['days', index, 'dayOff']])}
                        rules={[zodPathRule(ZUpdateScheduleBody, ['days', index, field], build)]}
                      >
                        <TimeInput
                          disabled={off}
                          placeholder="--:--"
                          aria-label={`${weekdayName(day.weekday, lang)} · ${t(`employees:fields.${field}`)}`}
                          data-testid={`schedule-${field}-${day.weekday}`}
                        />
                      </Form.Item>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Form>
  );
};
