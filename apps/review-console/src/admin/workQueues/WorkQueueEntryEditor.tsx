import {
  TEXTS,
  validateFilter,
  WORK_QUEUE_DESCRIPTION_MAX_LENGTH,
  WORK_QUEUE_QUERY_MAX_LENGTH,
  WORK_QUEUE_TYPES,
  workQueueViewFor,
  type WorkQueueType,
} from '@sightings/domain-model';
import {
  Button,
  FilterBuilder,
  Notice,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Switch,
  TextArea,
  TextField,
} from '@sightings/ui';
import type { Ref } from 'react';
import * as styles from './WorkQueuesDialog.css';
import { needsTest, withMode, type QueryMode, type WorkQueueDraft } from './workQueueDrafts';
import { WORK_QUEUES_TEXTS as T } from './workQueuesTexts';

const TYPE_ITEMS = WORK_QUEUE_TYPES.map((type) => ({ id: type, label: type }));

/** What runs for an entry: its Test or its Execute. */
export type EntryRun = 'test' | 'execute';

export interface WorkQueueEntryEditorProps {
  draft: WorkQueueDraft;
  /** 1-based place in the list. */
  position: number;
  total: number;
  /** Show what is wrong with the query (after a Test, Execute or Save was tried). */
  showQueryProblems: boolean;
  /** Why Save refused this entry (live once a Save was refused). */
  saveProblems: readonly string[];
  /** The server's refusal of the last Test or Execute. */
  serverMessage: string | null;
  running: EntryRun | null;
  isDisabled: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  onChange: (next: WorkQueueDraft) => void;
  onRun: (run: EntryRun) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * One work-queue entry of the modal (002 §3 "User work queue entry"): its type, description and
 * Active switch, the query written with the filter builder or as SQL, the cached count, Test and
 * Execute (002 §4), and its place in the list (Move up, Move down, Remove).
 */
export function WorkQueueEntryEditor({
  draft,
  position,
  total,
  showQueryProblems,
  saveProblems,
  serverMessage,
  running,
  isDisabled,
  headingRef,
  onChange,
  onRun,
  onMove,
  onRemove,
}: WorkQueueEntryEditorProps) {
  const titleId = `${draft.key}-title`;
  const title = T.entryTitle(position);
  const view = workQueueViewFor(draft.type);
  const filterProblems = showQueryProblems ? validateFilter(draft.filter, draft.type) : [];
  const sqlEmpty = draft.sql.trim() === '';
  const busy = isDisabled || running !== null;
  const tested = !needsTest(draft);

  return (
    <li className={styles.entry} aria-labelledby={titleId} data-entry={draft.key}>
      <div className={styles.entryHead}>
        <h4 className={styles.entryTitle} id={titleId} ref={headingRef} tabIndex={-1}>
          {title}
          {draft.description.trim() ? `: ${draft.description.trim()}` : ''}
        </h4>
        <div className={styles.buttons}>
          <Button
            variant="quiet"
            size="small"
            data-action="up"
            aria-label={`${T.moveUp}: ${title}`}
            isDisabled={isDisabled || position === 1}
            onPress={() => onMove(-1)}
          >
            {T.moveUp}
          </Button>
          <Button
            variant="quiet"
            size="small"
            data-action="down"
            aria-label={`${T.moveDown}: ${title}`}
            isDisabled={isDisabled || position === total}
            onPress={() => onMove(1)}
          >
            {T.moveDown}
          </Button>
          <Button
            variant="danger"
            size="small"
            aria-label={`${T.remove}: ${title}`}
            isDisabled={isDisabled}
            onPress={onRemove}
          >
            {T.remove}
          </Button>
        </div>
      </div>

      <div className={styles.fields}>
        <Select
          className={styles.typeSelect}
          label={T.type}
          items={TYPE_ITEMS}
          value={draft.type}
          isDisabled={isDisabled}
          onChange={(key) => {
            const type = WORK_QUEUE_TYPES.find((candidate) => candidate === key);
            if (type) onChange({ ...draft, type: type as WorkQueueType });
          }}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
        <TextField
          className={styles.description}
          label={T.description}
          value={draft.description}
          maxLength={WORK_QUEUE_DESCRIPTION_MAX_LENGTH}
          isDisabled={isDisabled}
          onChange={(description) => onChange({ ...draft, description })}
        />
        <div className={styles.activeSwitch}>
          <Switch
            isSelected={draft.active}
            isDisabled={isDisabled}
            onChange={(active) => onChange({ ...draft, active })}
          >
            {T.active}
          </Switch>
        </div>
      </div>

      <div className={styles.modeRow}>
        <RadioGroup
          label={T.mode}
          orientation="horizontal"
          value={draft.mode}
          isDisabled={isDisabled}
          onChange={(mode) => onChange(withMode(draft, mode as QueryMode))}
        >
          <Radio value="filter">{T.modeFilter}</Radio>
          <Radio value="sql">{T.modeSql}</Radio>
        </RadioGroup>
        <p className={styles.facts}>
          <span className={styles.fact}>
            {T.count}:{' '}
            <output className={styles.factValue} data-testid="queue-count">
              {draft.count === null ? T.notCounted : T.rows(draft.count)}
            </output>
          </span>
          <span className={styles.fact} data-testid="queue-tested" data-tested={tested}>
            {tested ? T.tested : T.untested}
          </span>
        </p>
      </div>

      {draft.mode === 'filter' ? (
        <FilterBuilder
          label={T.filterLabel}
          value={draft.filter}
          queueType={draft.type}
          problems={filterProblems}
          isDisabled={isDisabled}
          onChange={(filter) => onChange({ ...draft, filter })}
        />
      ) : (
        <TextArea
          className={styles.sqlField}
          label={T.sqlLabel}
          description={T.sqlHint(view)}
          value={draft.sql}
          rows={5}
          maxLength={WORK_QUEUE_QUERY_MAX_LENGTH}
          spellCheck="false"
          isRequired
          isInvalid={showQueryProblems && sqlEmpty}
          errorMessage={TEXTS.validation.fieldRequired}
          isDisabled={isDisabled}
          onChange={(sql) => onChange({ ...draft, sql })}
        />
      )}

      {serverMessage ? (
        <Notice tone="danger" data-testid="queue-server-message">
          {serverMessage}
        </Notice>
      ) : null}
      {saveProblems.length ? (
        <Notice tone="warning" data-testid="queue-save-problems">
          {saveProblems.length === 1 ? (
            saveProblems[0]
          ) : (
            <ul className={styles.messages}>
              {saveProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </Notice>
      ) : null}

      <div className={styles.buttons}>
        <Button
          variant="secondary"
          isPending={running === 'test'}
          isDisabled={busy && running !== 'test'}
          onPress={() => onRun('test')}
        >
          {T.test}
        </Button>
        <Button
          variant="secondary"
          isPending={running === 'execute'}
          isDisabled={busy && running !== 'execute'}
          onPress={() => onRun('execute')}
        >
          {T.execute}
        </Button>
      </div>
    </li>
  );
}
