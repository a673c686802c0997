import { MAIL_EVENT_IDS, type MailEvent } from '@zerg/shared';
import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** An event's name in the UI language, with its technical id below. */
export const EventLabel = ({ event }: { event: string }) => {
  const { t } = useTranslation();
  return (
    <Flex vertical>
      <Typography.Text strong>{t(`settings:events.${event}`, { defaultValue: event })}</Typography.Text>
      <Typography.Text type="secondary" code style={{ fontSize: 12, alignSelf: 'flex-start' }}>
        {event}
      </Typography.Text>
    </Flex>
  );
};

export type EventSelectProps = {
  value?: MailEvent;
  onChange?: (value: MailEvent | undefined) => void;
  /** Personal events (a password reset) take no recipients: a form leaves them out. */
  withPersonal?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  testId?: string;
  width?: number;
};

/** Picks an event of the catalogue by its translated name. */
export const EventSelect = ({
  value,
  onChange,
  withPersonal = true,
  allowClear,
  placeholder,
  testId,
  width,
}: EventSelectProps) => {
  const { t } = useTranslation();
  const events = MAIL_EVENT_IDS.filter((e) => withPersonal || e !== 'password.reset');
  return (
    <Select<MailEvent>
      value={value}
      onChange={onChange}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder ?? t('settings:recipients.event')}
      options={events.map((e) => ({ value: e, label: t(`settings:events.${e}`) }))}
      style={width ? { width } : undefined}
      data-testid={testId}
    />
  );
};
