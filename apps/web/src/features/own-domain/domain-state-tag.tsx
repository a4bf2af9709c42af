import type { DomainState } from '@podpie/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../shared/texts/domains.ts';

const COLOURS: Record<DomainState, string> = { pending: 'gold', active: 'green', failing: 'red' };

/** The domain's state in the reader's language. */
export function DomainStateTag(props: { state: DomainState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[props.state]} className="domain-state">
      {t(`domains:state.${props.state}`)}
    </Tag>
  );
}
