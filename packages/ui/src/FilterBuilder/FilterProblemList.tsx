import type { FilterProblem } from '@sightings/domain-model';
import { AlertIcon } from '../icons';
import * as css from './FilterBuilder.css';

/** The problem texts of one node (an id for aria-describedby), or nothing. */
export function FilterProblemList({
  id,
  problems,
}: {
  id: string;
  problems: readonly FilterProblem[];
}) {
  if (problems.length === 0) return null;
  return (
    <ul id={id} className={css.problems}>
      {problems.map((problem, index) => (
        <li key={index} className={css.problem} data-code={problem.code}>
          <AlertIcon className={css.problemIcon} />
          {problem.message}
        </li>
      ))}
    </ul>
  );
}
