import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  WORKSHOP_DISCOUNT_TABS,
  type WorkshopDiscountTab,
  WorkshopDiscountTable,
} from '../components/workshop-discount-table';

const isTab = (value: string | null): value is WorkshopDiscountTab =>
  WORKSHOP_DISCOUNT_TABS.includes(value as WorkshopDiscountTab);

/**
 * /workshop/discounts/list (section 21): the workshop registers damage and shortages and follows
 * them through HR's decision, one tab per state (SPEC §2); the tab is in the address.
 */
export const WorkshopDiscountsPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active: WorkshopDiscountTab = isTab(tab) ? tab : 'pending';
  return (
    <Tabs
      activeKey={active}
      onChange={(key) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('tab', key);
            return next;
          },
          { replace: true },
        )
      }
      destroyOnHidden
      items={WORKSHOP_DISCOUNT_TABS.map((key) => ({
        key,
        label: (
          <span data-testid={`tab-workshop-discounts-${key}`}>{t(`workshop-discounts:tabs.${key}`)}</span>
        ),
        children: <WorkshopDiscountTable tab={key} />,
      }))}
    />
  );
};
