import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  CarOutlined,
  ClusterOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DeploymentUnitOutlined,
  DollarOutlined,
  ExceptionOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  LaptopOutlined,
  MailOutlined,
  NodeIndexOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SwapOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserAddOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType, CSSProperties } from 'react';

// Explicit map instead of `import *`: keeps the icon set tree-shaken.
const ICONS: Record<string, ComponentType<{ style?: CSSProperties; className?: string }>> = {
  AccountBookOutlined,
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  CarOutlined,
  ClusterOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DeploymentUnitOutlined,
  DollarOutlined,
  ExceptionOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  LaptopOutlined,
  MailOutlined,
  NodeIndexOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SwapOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserAddOutlined,
  UserOutlined,
  WalletOutlined,
};

export type AppIconProps = {
  /** An @ant-design/icons name from the module or navigation catalogue. */
  name: string;
  style?: CSSProperties;
  /** Passed through so antd menus can add their icon spacing class. */
  className?: string;
};

/** Renders a catalogue icon by name, with a neutral fallback for names not mapped yet. */
export const AppIcon = ({ name, style, className }: AppIconProps) => {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon style={style} className={className} />;
};
