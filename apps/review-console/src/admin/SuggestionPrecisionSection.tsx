import type { SuggestionPrecision } from '@sightings/domain-model';
import { columnKinds, DataTable, type DataTableColumn } from '@sightings/ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { api } from '../api';
import { ACCEPT_SUGGESTIONS } from '../images/imagesTexts';
import * as styles from './AdminPage.css';
import { ADMIN_TEXTS } from './adminTexts';
import {
  hasDecidedSuggestions,
  precisionPercent,
  thresholdPercent,
  type PrecisionRow,
} from './suggestionPrecisionView';
import { failureMessage } from './userForm';

/**
 * The columns: Agency, the suggestions decided and how many the decisions agreed with, the
 * precision with one decimal, then the split by 'likely identical' and 'likely not identical'.
 */
function precisionColumns(): DataTableColumn<PrecisionRow>[] {
  const k = columnKinds<PrecisionRow>();
  const split = (id: 'identical' | 'notIdentical', header: string) =>
    k.column.accessor((row) => row[id].suggested, {
      id,
      header,
      sortFn: 'basic',
      meta: {
        width: 20,
        wrap: 'words',
        fitText: (row) =>
          ADMIN_TEXTS.suggestedAgreed(
            (row as PrecisionRow)[id].suggested,
            (row as PrecisionRow)[id].agreed,
          ),
      },
      cell: (info) =>
        ADMIN_TEXTS.suggestedAgreed(info.row.original[id].suggested, info.row.original[id].agreed),
    });
  return [
    k.text('agency', ADMIN_TEXTS.columnAgency, 22, (row) => row.agency),
    k.number('suggested', ADMIN_TEXTS.columnSuggested, 11, (row) => row.suggested),
    k.number('agreed', ADMIN_TEXTS.columnAgreed, 11, (row) => row.agreed),
    k.column.accessor((row) => row.precision ?? -1, {
      id: 'precision',
      header: ADMIN_TEXTS.columnPrecision,
      sortFn: 'basic',
      meta: {
        width: 16,
        align: 'end',
        wrap: 'none',
        fitText: (row) => precisionText(row as PrecisionRow),
      },
      cell: (info) => precisionText(info.row.original),
    }),
    split('identical', ADMIN_TEXTS.columnLikelyIdentical),
    split('notIdentical', ADMIN_TEXTS.columnLikelyNotIdentical),
  ];
}

const precisionText = (row: PrecisionRow) =>
  row.precision === null ? ADMIN_TEXTS.noPrecision : precisionPercent(row.precision);

type Answer =
  | { state: 'loading'; answer: SuggestionPrecision | null }
  | { state: 'failed'; answer: SuggestionPrecision | null; message: string }
  | { state: 'loaded'; answer: SuggestionPrecision };

/**
 * Suggestion precision (issue 32, extension `pair-similarity`; docs/admin-panel.md): per agency,
 * how often the marks suggested from the pictures agreed with the operators' decisions, with the
 * thresholds in force and what counts as agreement. The admin panel shows it only when the
 * server offers the extension.
 */
export function SuggestionPrecisionSection() {
  const headingId = useId();
  const [state, setState] = useState<Answer>({ state: 'loading', answer: null });
  const latest = useRef(0);

  const load = useCallback(async () => {
    const mine = ++latest.current;
    setState((before) => ({ state: 'loading', answer: before.answer }));
    try {
      const answer = await api.images.suggestionPrecision();
      if (mine === latest.current) setState({ state: 'loaded', answer });
    } catch (error) {
      if (mine === latest.current)
        setState((before) => ({
          state: 'failed',
          answer: before.answer,
          message: failureMessage(error),
        }));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const columns = useMemo(precisionColumns, []);
  const answer = state.answer;
  const rows = answer && hasDecidedSuggestions(answer) ? answer.agencies : [];

  return (
    <section aria-labelledby={headingId} className={styles.precision}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {ADMIN_TEXTS.precisionTitle}
      </h2>
      <p className={styles.sectionText}>
        {ADMIN_TEXTS.precisionExplained(ACCEPT_SUGGESTIONS.keys)}
      </p>
      {answer ? (
        <p className={styles.sectionText}>
          {ADMIN_TEXTS.precisionThresholds(
            thresholdPercent(answer.thresholds.identical),
            thresholdPercent(answer.thresholds.notIdentical),
          )}
        </p>
      ) : null}
      <DataTable
        aria-label={ADMIN_TEXTS.precisionGrid}
        columns={columns}
        data={rows}
        getRowId={(row) => row.agency}
        getRowLabel={(row) => row.agency}
        sortMode="client"
        isLoading={state.state === 'loading'}
        loadingLabel={ADMIN_TEXTS.precisionLoading}
        emptyText={state.state === 'loaded' ? ADMIN_TEXTS.precisionEmpty : ''}
        error={
          state.state === 'failed' ? `${ADMIN_TEXTS.precisionFailed} ${state.message}` : undefined
        }
        onRetry={() => void load()}
        retryLabel={ADMIN_TEXTS.tryAgain}
        maxHeight="24rem"
      />
    </section>
  );
}
