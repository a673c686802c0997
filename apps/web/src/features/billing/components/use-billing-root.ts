import { SECTION_IDS } from '@zerg/shared';
import { generatePath, useLocation } from 'react-router';
import { useSession } from '../../../lib/use-session';
import { type BillingRoot, salesDocumentPaths } from '../screens';

const rootOf = (pathname: string): BillingRoot => {
  const first = pathname.split('/')[1];
  return first === 'operations' || first === 'treasury' ? first : 'billing';
};

/**
 * The module a sales document screen was opened in, so its links stay in that module's menu, and
 * whether the user may write (section 47): treasury's receivables only read what was issued.
 */
export const useBillingRoot = () => {
  const root = rootOf(useLocation().pathname);
  const paths = salesDocumentPaths(root);
  const sections = useSession().sections ?? [];
  const canWrite = root !== 'treasury' && sections.includes(SECTION_IDS.SALES_DOCUMENTS);
  return {
    root,
    paths,
    canWrite,
    viewPath: (id: number) => generatePath(paths.view, { id: String(id) }),
    editPath: (id: number) => generatePath(paths.edit, { id: String(id) }),
  };
};
