import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Long texts are cut at 75 characters (SPEC §9). */
export const EXPANDABLE_TEXT_LIMIT = 75;

export type ExpandableTextProps = {
  text: string;
  /** Characters shown before "Show more"; 75 by default. */
  limit?: number;
};

/** Shows the start of a long text with a Show more / Show less toggle. */
export const ExpandableText = ({ text, limit = EXPANDABLE_TEXT_LIMIT }: ExpandableTextProps) => {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (text.length <= limit) return <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>;
  return (
    <span style={{ whiteSpace: 'pre-wrap' }}>
      {expanded ? text : `${text.slice(0, limit).trimEnd()}…`}{' '}
      <Typography.Link
        onClick={(event) => {
          event.stopPropagation();
          setExpanded((value) => !value);
        }}
      >
        {expanded ? t('common:actions.showLess') : t('common:actions.showMore')}
      </Typography.Link>
    </span>
  );
};
