import { SelectField } from '@/components/ui/select-field';
import { stageLabel } from '@/services/format/labels';
import type { ApplicationStage } from '@/services/schemas/application';
import { APPLICATION_STAGES } from '@/services/schemas/application-constants';
import { PIPELINE_SORTS, PIPELINE_SORT_KEYS, isPipelineSort, type PipelineSortKey } from './pipeline-sort';
import styles from './pipeline.module.css';

const sortLabel = (key: string) => (isPipelineSort(key) ? PIPELINE_SORTS[key].label : key);

/** Sort (applied date, verified skills), and filters by stage and by a verified skill among the loaded applicants. */
export function PipelineToolbar(props: {
  sort: PipelineSortKey;
  onSort: (sort: PipelineSortKey) => void;
  stage: ApplicationStage | '';
  onStage: (stage: ApplicationStage | '') => void;
  skill: string;
  onSkill: (skill: string) => void;
  skills: string[];
}) {
  return (
    <div className={styles.filters} role="group" aria-label="Sort and filter applicants">
      <SelectField
        label="Sort by"
        placeholder="Sort by"
        options={PIPELINE_SORT_KEYS}
        optionLabel={sortLabel}
        value={props.sort}
        onChange={(e) => isPipelineSort(e.target.value) && props.onSort(e.target.value)}
      />
      <SelectField
        label="Stage"
        placeholder="All stages"
        optional
        options={APPLICATION_STAGES}
        optionLabel={stageLabel}
        value={props.stage}
        onChange={(e) => props.onStage(e.target.value as ApplicationStage | '')}
      />
      <SelectField
        label="Verified skill"
        placeholder="Any skill"
        optional
        options={props.skill && !props.skills.includes(props.skill) ? [props.skill, ...props.skills] : props.skills}
        value={props.skill}
        onChange={(e) => props.onSkill(e.target.value)}
      />
    </div>
  );
}
