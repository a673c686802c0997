import { BankOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useObjectUrl, useProtectedFile } from '../../../lib/use-protected-file';
import { companyLogoPath } from '../api/upload-company-logo';

export type CompanyLogoProps = { companyId: number; hasLogo: boolean; size?: number };

/** A company's logo, or a neutral building icon when it has none. */
export const CompanyLogo = ({ companyId, hasLogo, size = 36 }: CompanyLogoProps) => {
  const logo = useProtectedFile(hasLogo ? companyLogoPath(companyId) : null);
  const url = useObjectUrl(logo.data);
  return (
    <Avatar
      shape="square"
      size={size}
      src={url}
      icon={url ? undefined : <BankOutlined />}
      style={url ? { background: 'transparent' } : undefined}
    />
  );
};
