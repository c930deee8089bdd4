import { useTranslation } from '../../i18n/use-translation';
import { Checklist } from '../shared/checklist';

const STEPS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

/** The card's twelve-step combat sequence as a checklist to tick through during each combat. */
export function PgSequenceScreen() {
  const { t } = useTranslation(['common', 'pg']);
  const steps = STEPS.map((id) => ({ id, label: t(`pg:sequence.${id}`) }));
  return <Checklist id="pg-combat-sequence" title={t('pg:screens.sequence')} steps={steps} />;
}
