import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { Alert, List, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTravelOrderDespatchCheck } from '../api/check-travel-order-despatch';

/**
 * What the trip's guide still lacks, as the server checks it (company, fleet, crew and GRE part), so
 * it can be completed before the trip starts; a green notice once nothing is missing.
 */
export const DespatchChecklist = ({ travelOrderId }: { travelOrderId: number }) => {
  const { t } = useTranslation();
  const check = useTravelOrderDespatchCheck(travelOrderId);
  if (check.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (check.isError) return <Alert type="error" showIcon message={t('travel-orders:despatch.checkFailed')} />;
  if (check.data.ok) {
    return (
      <Alert
        type="success"
        showIcon
        icon={<CheckCircleTwoTone twoToneColor="#52c41a" />}
        message={t('travel-orders:despatch.ready')}
        data-testid="despatch-check"
        data-ok="true"
      />
    );
  }
  return (
    <div data-testid="despatch-check" data-ok="false">
      <Alert type="warning" showIcon message={t('travel-orders:despatch.incomplete')} />
      <List
        size="small"
        dataSource={check.data.missing}
        renderItem={(key) => (
          <List.Item data-testid={`despatch-missing-${key}`}>
            <CloseCircleTwoTone twoToneColor="#ff4d4f" style={{ marginRight: 8 }} />
            {t(`travel-orders:despatch.missing.${key}`)}
          </List.Item>
        )}
      />
    </div>
  );
};
