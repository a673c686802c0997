import type { TModuleItem } from '@zerg/shared';
import { Card, Checkbox, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppIcon } from './app-icon';

export type SectionPickerProps = {
  /** Every module with its sections (GET /api/module/list). */
  modules: readonly TModuleItem[];
  /** Only these modules' sections are offered. */
  selectedModules: readonly number[];
  /** Checked section ids (Form-controlled). */
  value?: number[];
  onChange?: (value: number[]) => void;
  disabled?: boolean;
  /** Only these sections are offered (the user's area allows no others); all when missing. */
  allowedSections?: readonly number[] | null;
};

/**
 * The sections of each selected module, grouped under it, with a select-all per module. Users, roles
 * and areas-module pick access with it.
 */
export const SectionPicker = ({
  modules: allModules,
  selectedModules,
  value = [],
  onChange,
  disabled,
  allowedSections,
}: SectionPickerProps) => {
  const { t } = useTranslation();
  const modules = allowedSections
    ? allModules.map((m) => ({ ...m, sections: m.sections.filter((s) => allowedSections.includes(s.id)) }))
    : allModules;
  const shown = modules.filter((module) => selectedModules.includes(module.id));

  if (shown.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:access.pickModulesFirst')} />;
  }

  const replaceModuleSections = (module: TModuleItem, checked: number[]) => {
    const own = new Set(module.sections.map((s) => s.id));
    // A section shared by two modules stays checked while either group keeps it.
    onChange?.([...value.filter((id) => !own.has(id)), ...checked]);
  };

  return (
    <Row gutter={[16, 16]} data-testid="section-picker">
      {shown.map((module) => {
        const ids = module.sections.map((s) => s.id);
        const checked = ids.filter((id) => value.includes(id));
        return (
          <Col key={module.id} xs={24} md={12} xl={8}>
            <Card
              size="small"
              className="section-group"
              data-testid={`section-group-${module.key}`}
              title={
                <span>
                  <AppIcon name={module.icon} />{' '}
                  {t(`common:modules.${module.key}`, { defaultValue: module.key })}
                </span>
              }
              extra={
                ids.length > 0 && (
                  <Checkbox
                    disabled={disabled}
                    checked={checked.length === ids.length}
                    indeterminate={checked.length > 0 && checked.length < ids.length}
                    onChange={(event) => replaceModuleSections(module, event.target.checked ? ids : [])}
                  >
                    {t('common:access.all')}
                  </Checkbox>
                )
              }
            >
              {ids.length === 0 ? (
                <Typography.Text type="secondary">{t('common:access.noSections')}</Typography.Text>
              ) : (
                <Checkbox.Group
                  disabled={disabled}
                  value={checked}
                  onChange={(next) => replaceModuleSections(module, next)}
                  style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
                  options={module.sections.map((section) => ({
                    value: section.id,
                    label: (
                      <span data-testid={`section-${module.key}-${section.id}`}>
                        {t(`common:sections.${section.key}`, { defaultValue: section.key })}
                      </span>
                    ),
                  }))}
                />
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
};
