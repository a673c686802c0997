/** The twelve fixed module ids of the product (SPEC §6). */
export const MODULE_IDS = {
  USERS: 1,
  SETTINGS: 2,
  DOCUMENTS: 3,
  OPERATIONS: 4,
  TREASURY: 5,
  STORE: 6,
  WORKSHOP: 7,
  BILLING: 8,
  RRHH: 9,
  MONITORING: 10,
  DRIVER: 11,
  BOOKEEPING: 12,
} as const;

export type ModuleId = (typeof MODULE_IDS)[keyof typeof MODULE_IDS];

export type ModuleDef = {
  id: ModuleId;
  key: string;
  /** Ant Design icon name, resolved by the web. */
  icon: string;
  path: string;
};

export const MODULES: readonly ModuleDef[] = [
  { id: 1, key: 'users', icon: 'TeamOutlined', path: '/users' },
  { id: 2, key: 'settings', icon: 'SettingOutlined', path: '/settings' },
  { id: 3, key: 'documents', icon: 'FileTextOutlined', path: '/documents' },
  { id: 4, key: 'operations', icon: 'DeploymentUnitOutlined', path: '/operations' },
  { id: 5, key: 'treasury', icon: 'BankOutlined', path: '/treasury' },
  { id: 6, key: 'store', icon: 'ShopOutlined', path: '/store' },
  { id: 7, key: 'workshop', icon: 'ToolOutlined', path: '/workshop' },
  { id: 8, key: 'billing', icon: 'DollarOutlined', path: '/billing' },
  { id: 9, key: 'rrhh', icon: 'IdcardOutlined', path: '/rrhh' },
  { id: 10, key: 'monitoring', icon: 'DashboardOutlined', path: '/monitoring' },
  { id: 11, key: 'driver', icon: 'CarOutlined', path: '/driver' },
  { id: 12, key: 'bookeeping', icon: 'AccountBookOutlined', path: '/bookeeping' },
];

export const isModuleId = (id: number): id is ModuleId => MODULES.some((m) => m.id === id);
