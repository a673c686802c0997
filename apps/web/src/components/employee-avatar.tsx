import { Avatar } from 'antd';
import { initialsOf } from '../lib/initials';
import { useObjectUrl, useProtectedFile } from '../lib/use-protected-file';

/** Where the API serves an employee's photo (bearer token required, owner or HR). */
export const employeePhotoPath = (employeeId: number) => `/rrhh/employee/photo/${employeeId}`;

export type EmployeeAvatarProps = {
  employeeId: number;
  fullName: string;
  /** Without a photo the avatar shows the initials and asks the API for nothing. */
  hasPhoto: boolean;
  size?: number;
};

/** An employee's photo, or their initials while it loads, when there is none or it fails. */
export const EmployeeAvatar = ({ employeeId, fullName, hasPhoto, size = 40 }: EmployeeAvatarProps) => {
  const photo = useProtectedFile(hasPhoto ? employeePhotoPath(employeeId) : null);
  const url = useObjectUrl(photo.data);
  return (
    <Avatar
      size={size}
      src={url}
      alt={fullName}
      style={{
        flexShrink: 0,
        backgroundColor: url
          ? undefined
          : 'color-mix(in srgb, var(--ant-color-primary, #7367f0) 16%, transparent)',
        color: 'var(--ant-color-primary, #7367f0)',
        fontSize: Math.round(size * 0.38),
        fontWeight: 600,
      }}
      data-testid={`employee-avatar-${employeeId}`}
      data-has-photo={Boolean(url)}
    >
      {initialsOf(fullName)}
    </Avatar>
  );
};
