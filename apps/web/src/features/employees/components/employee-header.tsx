import { CheckCircleOutlined, FilePdfOutlined, QrcodeOutlined, StopOutlined } from '@ant-design/icons';
import type { TEmployeeInformation } from '@zerg/shared';
import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';
import { downloadWorksheetPdf } from '../../../components/employee-record/api/download-worksheet-pdf';
import { codeLabel } from '../../../components/employee-record/code-label';
import { formatDate } from '../../../components/employee-record/record-text';
import { StatusTag } from '../../../components/status-tag';
import { AttendanceCodeModal } from './attendance-code-modal';
import { PhotoUpload } from './photo-upload';
import { StatusChangeModal } from './status-change-modal';

export type EmployeeHeaderProps = { info: TEmployeeInformation };

/** Photo, name, code, document and status of the record, with its sheet, QR and status actions. */
export const EmployeeHeader = ({ info }: EmployeeHeaderProps) => {
  const { t } = useTranslation();
  const [qrOpen, setQrOpen] = useState(false);
  const [statusOpen, setStatusOpen] = useState(false);

  return (
    <Card data-testid="employee-header">
      <Flex gap={24} align="center" wrap justify="space-between">
        <Flex gap={20} align="center" style={{ minWidth: 0 }}>
          <PhotoUpload employeeId={info.id} fullName={info.fullName} hasPhoto={info.hasPhoto} />
          <Flex vertical gap={6} style={{ minWidth: 0 }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="employee-name">
              {info.fullName}
            </Typography.Title>
            <Space size={[8, 4]} wrap>
              <Tag color="purple" data-testid="employee-code">
                {info.personalCode}
              </Tag>
              <Typography.Text type="secondary" data-testid="employee-document">
                {codeLabel(t, 'documentType', info.documentType)} {info.documentNumber}
              </Typography.Text>
              <StatusTag status={info.isActive ? 'active' : 'inactive'} />
              {info.attendanceCode && (
                <Typography.Text type="secondary">
                  {t('employees:attendance.codeValue', { code: info.attendanceCode })}
                </Typography.Text>
              )}
            </Space>
            {!info.isActive && info.inactiveSince && (
              <Typography.Text
                type="secondary"
                style={{ fontSize: 12 }}
                data-testid="employee-inactive-since"
              >
                {t('employees:status.inactiveSince', {
                  date: formatDate(info.inactiveSince),
                  reason: [
                    info.cessationReason ? t(`employees:cessation.reasons.${info.cessationReason}`) : null,
                    info.inactiveReason,
                  ]
                    .filter(Boolean)
                    .join(' — '),
                })}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
        <Space wrap>
          <DownloadButton
            icon={<FilePdfOutlined />}
            download={() => downloadWorksheetPdf(info.id)}
            data-testid="employee-worksheet"
          >
            {t('employees:record.worksheet')}
          </DownloadButton>
          <Button
            icon={<QrcodeOutlined />}
            onClick={() => setQrOpen(true)}
            data-testid="employee-attendance-code"
          >
            {t('employees:record.attendanceCode')}
          </Button>
          <Button
            danger={info.isActive}
            icon={info.isActive ? <StopOutlined /> : <CheckCircleOutlined />}
            onClick={() => setStatusOpen(true)}
            data-testid="employee-status-change"
          >
            {info.isActive ? t('employees:status.inactivate') : t('employees:status.activate')}
          </Button>
        </Space>
      </Flex>
      <AttendanceCodeModal
        open={qrOpen}
        onClose={() => setQrOpen(false)}
        employeeId={info.id}
        fullName={info.fullName}
        currentCode={info.attendanceCode}
      />
      <StatusChangeModal
        target={statusOpen ? { id: info.id, fullName: info.fullName, isActive: info.isActive } : null}
        onClose={() => setStatusOpen(false)}
      />
    </Card>
  );
};
