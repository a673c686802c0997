import { MODULE_IDS, type ModuleId, SECTION_IDS } from '@zerg/shared';
import { lazyPage } from '../../lib/chunk-load';
import type { Screen } from '../../lib/screen';

/** The module roots a sales document screen is declared under (its side menu and breadcrumb). */
export type BillingRoot = 'billing' | 'operations' | 'treasury';

/** The sales document screens of one module root: `/billing/sales-documents/list` and the rest. */
export const salesDocumentPaths = (root: BillingRoot) =>
  ({
    list: `/${root}/sales-documents/list`,
    fromWork: `/${root}/sales-documents/from-work`,
    create: `/${root}/sales-documents/new`,
    edit: `/${root}/sales-documents/edit/:id`,
    view: `/${root}/sales-documents/view/:id`,
  }) as const;

export const BILLING_SETTINGS_PATH = '/billing/settings/series';

const listPage = lazyPage(() => import('./routes/sales-documents-list-page'), 'SalesDocumentsListPage');
const fromWorkPage = lazyPage(() => import('./routes/work-to-invoice-page'), 'WorkToInvoicePage');
const createPage = lazyPage(() => import('./routes/draft-create-page'), 'DraftCreatePage');
const editPage = lazyPage(() => import('./routes/draft-edit-page'), 'DraftEditPage');
const viewPage = lazyPage(() => import('./routes/sales-document-page'), 'SalesDocumentPage');

/** Every screen that writes sales documents (section 47), under one module's path and menu. */
const writingScreens = (root: BillingRoot, module: ModuleId): Screen[] => {
  const paths = salesDocumentPaths(root);
  const common = { section: SECTION_IDS.SALES_DOCUMENTS, module } as const;
  return [
    {
      ...common,
      path: paths.list,
      title: 'billing:list.title',
      menu: { titleKey: 'billing:nav.list', icon: 'DollarOutlined' },
      page: listPage,
    },
    {
      ...common,
      path: paths.fromWork,
      title: 'billing:work.title',
      menu: { titleKey: 'billing:nav.fromWork', icon: 'NodeIndexOutlined' },
      page: fromWorkPage,
    },
    { ...common, path: paths.create, parent: paths.list, title: 'billing:form.newTitle', page: createPage },
    { ...common, path: paths.edit, parent: paths.list, title: 'billing:form.editTitle', page: editPage },
    { ...common, path: paths.view, parent: paths.list, title: 'billing:detail.title', page: viewPage },
  ];
};

const treasury = salesDocumentPaths('treasury');

/**
 * Billing (module 8). Sales documents (section 47) belong to billing and operations, which
 * invoices the trips it runs: a Screen has one module, so the same pages are declared under each
 * module's path. Treasury holds receivables (section 48), which may read what was issued but not
 * write it: its list and detail hide every action that writes.
 */
export const BILLING_SCREENS: readonly Screen[] = [
  ...writingScreens('billing', MODULE_IDS.BILLING),
  {
    section: SECTION_IDS.SALES_DOCUMENTS,
    module: MODULE_IDS.BILLING,
    path: BILLING_SETTINGS_PATH,
    title: 'billing:settings.title',
    menu: { titleKey: 'billing:nav.settings', icon: 'TagsOutlined' },
    page: lazyPage(() => import('./routes/billing-settings-page'), 'BillingSettingsPage'),
  },
  ...writingScreens('operations', MODULE_IDS.OPERATIONS),
  {
    section: SECTION_IDS.RECEIVABLES,
    module: MODULE_IDS.TREASURY,
    path: treasury.list,
    title: 'billing:list.title',
    menu: { titleKey: 'billing:nav.list', icon: 'DollarOutlined' },
    page: listPage,
  },
  {
    section: SECTION_IDS.RECEIVABLES,
    module: MODULE_IDS.TREASURY,
    path: treasury.view,
    parent: treasury.list,
    title: 'billing:detail.title',
    page: viewPage,
  },
];
