import { CameraOutlined } from '@ant-design/icons';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@zerg/shared';
import { Button, Spin, Tooltip, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmployeeAvatar } from '../../../components/employee-avatar';
import { toast } from '../../../components/toast';
import { checkFile } from '../../../lib/file-check';
import { useUpdateEmployeePhoto } from '../api/update-employee-photo';

export type PhotoUploadProps = {
  employeeId: number;
  fullName: string;
  hasPhoto: boolean;
  size?: number;
};

const PHOTO_MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);

/** The employee's photo with a button to replace it (JPEG or PNG, 5 MB at most, checked first here). */
export const PhotoUpload = ({ employeeId, fullName, hasPhoto, size = 96 }: PhotoUploadProps) => {
  const { t } = useTranslation();
  const update = useUpdateEmployeePhoto();

  const pick = (file: File) => {
    const check = checkFile(file, PHOTO_TYPES, PHOTO_MAX_BYTES);
    if (!check.ok) {
      toast.danger(
        check.reason === 'size'
          ? t('common:upload.tooLarge', { max: PHOTO_MAX_MB })
          : t('employees:photo.badType'),
      );
      return Upload.LIST_IGNORE;
    }
    update.mutate({ employeeId, file }, { onSuccess: () => toast.success(t('employees:photo.saved')) });
    // The request above uploads it; antd must not send it on its own.
    return false;
  };

  return (
    <div className="photo-upload" style={{ width: size, height: size }} data-testid="photo-upload">
      <Spin spinning={update.isPending}>
        <EmployeeAvatar employeeId={employeeId} fullName={fullName} hasPhoto={hasPhoto} size={size} />
      </Spin>
      <Upload accept={PHOTO_TYPES.join(',')} showUploadList={false} beforeUpload={pick} maxCount={1}>
        <Tooltip title={t('employees:photo.change')}>
          <Button
            shape="circle"
            size="small"
            icon={<CameraOutlined />}
            className="photo-upload-button"
            aria-label={t('employees:photo.change')}
            data-testid="photo-upload-button"
          />
        </Tooltip>
      </Upload>
    </div>
  );
};
