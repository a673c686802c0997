import { UploadOutlined } from '@ant-design/icons';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFile, megabytes } from '../lib/file-check';

export type UploadFieldProps = {
  /** Accepted extensions or MIME types, e.g. `['.pdf', 'image/*']`. */
  accept: readonly string[];
  /** Largest accepted file, in megabytes. */
  maxSizeMb: number;
  /** The chosen file (Form-controlled). */
  value?: File | null;
  onChange?: (file: File | null) => void;
  disabled?: boolean;
  /** Button text; "Select file" by default. */
  buttonLabel?: ReactNode;
};

/**
 * Picks one file and checks its type and size before anything is sent, with a translated error.
 * The file is handed to the form; the caller uploads it with the rest of the data.
 */
export const UploadField = ({
  accept,
  maxSizeMb,
  value,
  onChange,
  disabled,
  buttonLabel,
}: UploadFieldProps) => {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const fileList: UploadFile[] = value
    ? [{ uid: 'selected', name: value.name, size: value.size, type: value.type, status: 'done' }]
    : [];

  return (
    <div>
      <Upload
        accept={accept.join(',')}
        maxCount={1}
        fileList={fileList}
        disabled={disabled}
        beforeUpload={(file) => {
          const check = checkFile(file, accept, megabytes(maxSizeMb));
          if (!check.ok) {
            setError(
              check.reason === 'size'
                ? t('common:upload.tooLarge', { max: maxSizeMb })
                : t('common:upload.badType', { types: accept.join(', ') }),
            );
            return Upload.LIST_IGNORE;
          }
          setError(null);
          onChange?.(file);
          return false;
        }}
        onRemove={() => {
          setError(null);
          onChange?.(null);
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {buttonLabel ?? t('common:upload.select')}
        </Button>
      </Upload>
      <Typography.Text
        type={error ? 'danger' : 'secondary'}
        style={{ fontSize: 12 }}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('common:upload.hint', { types: accept.join(', '), max: maxSizeMb })}
      </Typography.Text>
    </div>
  );
};
