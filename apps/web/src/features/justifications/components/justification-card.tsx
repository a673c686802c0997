import { CheckOutlined, CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { TJustification } from '@zerg/shared';
import { Button, Card, Flex, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { openJustificationFile } from '../api/get-justification-file';
import type { DecideTarget } from './decide-modal';
import { JustificationStatusTag } from './justification-status';

export type JustificationCardProps = {
  row: TJustification;
  /** Shows the employee's name (a chief's list). */
  showEmployee?: boolean;
  onDecide?: (target: DecideTarget) => void;
};

/** One justification as a phone-sized card: day, type, status, motive, comments, file, actions. */
export const JustificationCard = ({ row, showEmployee = false, onDecide }: JustificationCardProps) => {
  const { t } = useTranslation();
  const step = row.canDecideChief ? 'chief' : row.canDecideHr ? 'hr' : null;
  return (
    <Card size="small" data-testid={`justification-card-${row.id}`}>
      <Flex justify="space-between" align="start" gap={8}>
        <Flex vertical>
          {showEmployee && <Typography.Text strong>{row.employeeName}</Typography.Text>}
          <Typography.Text strong={!showEmployee}>
            {t(`justifications:type.${row.type}`)} · {dayjs(row.workDate).format('ddd L')}
          </Typography.Text>
        </Flex>
        <JustificationStatusTag status={row.status} />
      </Flex>
      <Typography.Paragraph style={{ margin: '8px 0 4px' }} ellipsis={{ rows: 3, expandable: true }}>
        {row.motive}
      </Typography.Paragraph>
      {row.chiefComment && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t('justifications:columns.chiefComment')}: {row.chiefComment}
        </Typography.Text>
      )}
      {row.hrComment && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t('justifications:columns.hrComment')}: {row.hrComment}
        </Typography.Text>
      )}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
        {row.fileName ? (
          <Button
            type="link"
            size="small"
            icon={<PaperClipOutlined />}
            style={{ padding: 0, maxWidth: 200 }}
            onClick={() =>
              void openJustificationFile(row.id, row.fileName ?? 'file').catch((error: unknown) =>
                toast.danger(errorMessage(t, error)),
              )
            }
          >
            <Typography.Text ellipsis style={{ maxWidth: 170, color: 'inherit' }}>
              {row.fileName}
            </Typography.Text>
          </Button>
        ) : (
          <span />
        )}
        {step && onDecide && (
          <Space>
            <Button
              danger
              icon={<CloseOutlined />}
              onClick={() => onDecide({ row, step, decision: 'reject' })}
              data-testid={`justification-reject-${row.id}`}
            >
              {t('justifications:decide.reject')}
            </Button>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              onClick={() => onDecide({ row, step, decision: 'approve' })}
              data-testid={`justification-approve-${row.id}`}
            >
              {t('justifications:decide.approve')}
            </Button>
          </Space>
        )}
      </Flex>
    </Card>
  );
};
