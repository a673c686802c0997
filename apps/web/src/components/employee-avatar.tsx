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

/**
 * An employee's photo, or their initials while it loads, when there is none or it fails. The
 * initials are a plain circle, not antd's text avatar: that one measures its text after every
 * render to shrink it, a forced layout per row of a list, and two letters always fit.
 */
export const EmployeeAvatar = ({ employeeId, fullName, hasPhoto, size = 40 }: EmployeeAvatarProps) => {
  const photo = useProtectedFile(hasPhoto ? employeePhotoPath(employeeId) : null);
  const url = useObjectUrl(photo.data);
  const common = { 'data-testid': `employee-avatar-${employeeId}`, 'data-has-photo': Boolean(url) };
  if (url) return <Avatar size={size} src={url} alt={fullName} style={{ flexShrink: 0 }} {...common} />;
  return (
    <span
      className="initials-avatar"
      role="img"
      aria-label={fullName}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
      {...common}
    >
      {initialsOf(fullName)}
    </span>
  );
};
