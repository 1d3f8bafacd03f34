import {
  addNewFilterCondition,
  addNewFilterGroup,
  filterAddLimits,
  removeFilterNodeAt,
  setFilterJoin,
  type FilterGroup,
  type FilterJoin,
  type FilterPath,
} from '@sightings/domain-model';
import { Button } from '../Button/Button';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import * as css from './FilterBuilder.css';
import { FILTER_BUILDER_LABELS as L } from './filterBuilderLabels';
import { keyOf, numberOf, problemsAt, type Shared } from './filterBuilderShared';
import { FilterConditionEditor } from './FilterConditionEditor';
import { FilterProblemList } from './FilterProblemList';

/**
 * A node's Remove: focus goes to its previous sibling, or (it was the first) to its group's
 * Add condition.
 */
function removeNode(path: FilterPath, shared: Shared) {
  const { tree, path: next, to } = removeFilterNodeAt(shared.root, path);
  shared.change(tree, { path: next, target: to === 'previous' ? 'first' : 'addCondition' });
}

/**
 * A group of the tree (the root too): its join (AND / OR), its conditions and nested groups
 * (indented, in order), Add condition and Add group (disabled at the limits, the reason shown),
 * and, but for the root, Remove.
 */
export function FilterGroupEditor({
  group,
  path,
  shared,
}: {
  group: FilterGroup;
  path: FilterPath;
  shared: Shared;
}) {
  const { isDisabled, change, root, queueType } = shared;
  const key = keyOf(path);
  const isRoot = path.length === 0;
  const name = isRoot ? '' : `Group ${numberOf(path)}`;
  const problems = problemsAt(shared.problems, path);
  const problemId = `${shared.baseId}-problem-${key}`;
  const reasonId = `${shared.baseId}-reason-${key}`;
  const { atConditionLimit, atDepthLimit } = filterAddLimits(root, path);
  const reasons = [
    atConditionLimit ? (L.conditionsLimit as string) : null,
    atDepthLimit ? L.depthLimit : null,
  ].filter((reason): reason is string => reason !== null);

  const addCondition = () => {
    const edit = addNewFilterCondition(root, path, queueType);
    change(edit.tree, { path: edit.path, target: 'first' });
  };
  const addGroup = () => {
    const edit = addNewFilterGroup(root, path, queueType);
    change(edit.tree, { path: edit.path, target: 'first' });
  };

  return (
    <div
      className={css.group}
      data-node={key}
      data-root={isRoot ? 'true' : undefined}
      role={isRoot ? undefined : 'group'}
      aria-label={isRoot ? undefined : name}
    >
      <div className={css.groupHeader}>
        <RadioGroup
          aria-label={isRoot ? L.join : `${name} join`}
          orientation="horizontal"
          value={group.join}
          onChange={(join) => change(setFilterJoin(root, path, join as FilterJoin))}
          isDisabled={isDisabled}
          isInvalid={problems.length > 0}
          aria-describedby={problems.length > 0 ? problemId : undefined}
        >
          <Radio value="AND">{L.and}</Radio>
          <Radio value="OR">{L.or}</Radio>
        </RadioGroup>
        {isRoot ? null : (
          <Button
            variant="quiet"
            size="small"
            isDisabled={isDisabled}
            aria-label={`Remove group ${numberOf(path)}`}
            onPress={() => removeNode(path, shared)}
          >
            Remove
          </Button>
        )}
      </div>
      <FilterProblemList id={problemId} problems={problems} />
      {group.children.length === 0 ? (
        <p className={css.empty}>{isRoot ? L.emptyRoot : L.emptyGroup}</p>
      ) : (
        <ol className={css.children}>
          {group.children.map((child, index) => {
            const childPath = [...path, index];
            return (
              <li key={index} className={css.child}>
                {child.kind === 'group' ? (
                  <FilterGroupEditor group={child} path={childPath} shared={shared} />
                ) : (
                  <FilterConditionEditor
                    condition={child}
                    path={childPath}
                    shared={shared}
                    onRemove={() => removeNode(childPath, shared)}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
      <div className={css.actions}>
        <Button
          variant="secondary"
          size="small"
          data-add-condition={key}
          isDisabled={isDisabled || atConditionLimit}
          aria-label={isRoot ? undefined : `${L.addCondition} to ${name.toLowerCase()}`}
          aria-describedby={atConditionLimit ? reasonId : undefined}
          onPress={addCondition}
        >
          {L.addCondition}
        </Button>
        <Button
          variant="secondary"
          size="small"
          isDisabled={isDisabled || atConditionLimit || atDepthLimit}
          aria-label={isRoot ? undefined : `${L.addGroup} to ${name.toLowerCase()}`}
          aria-describedby={reasons.length > 0 ? reasonId : undefined}
          onPress={addGroup}
        >
          {L.addGroup}
        </Button>
        {reasons.length > 0 ? (
          <span id={reasonId} className={css.reason}>
            {reasons.join('; ')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
