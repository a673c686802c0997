import type { TProfile } from '@zerg/shared';
import { Avatar, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateMedium, formatDateTime } from '../../../lib/format-date';
import { initialsOf } from '../../../lib/initials';

export type ProfileSummaryProps = { profile: TProfile };

/** The read-only side of the profile: identity, role, campus, employee, dates. */
export const ProfileSummary = ({ profile }: ProfileSummaryProps) => {
  const { t } = useTranslation();
  const dash = t('common:states.none');
  return (
    <Card data-testid="profile-summary">
      <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
        <Avatar size={88} style={{ backgroundColor: 'var(--ant-color-primary, #7367f0)', fontSize: 32 }}>
          {initialsOf(profile.fullName)}
        </Avatar>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {profile.fullName}
        </Typography.Title>
        <Tag color="purple">{profile.roleName}</Tag>
      </Flex>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'email', label: t('profile:fields.email'), children: profile.email },
          { key: 'role', label: t('profile:fields.role'), children: profile.roleName },
          { key: 'campus', label: t('profile:fields.campus'), children: profile.campusName },
          { key: 'employee', label: t('profile:fields.employee'), children: profile.employeeName ?? dash },
          { key: 'phone', label: t('profile:fields.phone'), children: profile.phone ?? dash },
          {
            key: 'createdAt',
            label: t('profile:fields.createdAt'),
            children: formatDateMedium(profile.createdAt),
          },
          {
            key: 'lastLoginAt',
            label: t('profile:fields.lastLoginAt'),
            children: profile.lastLoginAt ? formatDateTime(profile.lastLoginAt) : dash,
          },
        ]}
      />
    </Card>
  );
};
