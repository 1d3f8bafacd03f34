import { statisticRangeError, type AdminUser, type UserStatistic } from '@sightings/domain-model';
import { BarChart, Button, Dialog, LoadingOverlay, Notice, TextField } from '@sightings/ui';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { api } from '../api';
import * as styles from './AdminPage.css';
import { ADMIN_TEXTS } from './adminTexts';
import {
  decisionSeries,
  defaultStatisticRange,
  formatStatisticDay,
  totalRows,
} from './statisticsView';
import { failureMessage } from './userForm';

type RangeField = 'start' | 'end';

/** `statisticRangeError`'s message ('start: …' or 'end: …') as the field it names and its text. */
function rangeProblem(message: string): { field: RangeField; text: string } {
  const match = /^(start|end):\s*(.*)$/s.exec(message);
  const field: RangeField = match?.[1] === 'end' ? 'end' : 'start';
  const text = match?.[2] ?? message;
  return { field, text: text.charAt(0).toUpperCase() + text.slice(1) };
}

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; statistic: UserStatistic };

/**
 * A user's statistics (000 §7 `GET /report/user_statistic/{id}?start=&end=`), opened by the row
 * action Statistics: a date range (the last 14 days up to today when it opens, `YYYY-MM-DD`,
 * checked by domain-model's `statisticRangeError`), the decisions per day stacked by status, and
 * the totals of the range as a table.
 */
export function StatisticsDialog({
  user,
  onClose,
  now = () => new Date(),
}: {
  user: AdminUser;
  onClose: () => void;
  /** The clock, for the default range (tests pass a fixed day). */
  now?: () => Date;
}) {
  const [initial] = useState(() => defaultStatisticRange(now()));
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [problem, setProblem] = useState<{ field: RangeField; text: string } | null>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const latest = useRef(0);
  const asked = useRef(initial);
  const formRef = useRef<HTMLFormElement>(null);

  /** Asks for a range: the answer, or null when a later question was asked meanwhile. */
  const ask = useCallback(
    (from: string, to: string): Promise<Load | null> => {
      const mine = ++latest.current;
      asked.current = { start: from, end: to };
      return api.statistics.forUser(user.id, from, to).then(
        (statistic): Load | null =>
          mine === latest.current ? { state: 'loaded', statistic } : null,
        (error: unknown): Load | null =>
          mine === latest.current ? { state: 'failed', message: failureMessage(error) } : null,
      );
    },
    [user.id],
  );

  // The view opens loading the default range.
  useEffect(() => {
    void ask(initial.start, initial.end).then((next) => {
      if (next) setLoad(next);
    });
  }, [ask, initial]);

  const fetchRange = (from: string, to: string) => {
    setLoad({ state: 'loading' });
    void ask(from, to).then((next) => {
      if (next) setLoad(next);
    });
  };

  function show(event: FormEvent) {
    event.preventDefault();
    const from = start.trim();
    const to = end.trim();
    const message = statisticRangeError(from, to);
    if (message) {
      const found = rangeProblem(message);
      setProblem(found);
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>(`input[name="${found.field}"]`)?.focus(),
      );
      return;
    }
    setProblem(null);
    fetchRange(from, to);
  }

  const loaded = load.state === 'loaded' ? load.statistic : null;
  const chart = loaded ? decisionSeries(loaded) : null;

  return (
    <Dialog
      title={ADMIN_TEXTS.statisticsTitle(user.name)}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="wide"
    >
      <div className={styles.statistics}>
        <form ref={formRef} className={styles.range} onSubmit={show} noValidate>
          <TextField
            name="start"
            label={ADMIN_TEXTS.start}
            description={ADMIN_TEXTS.dateHint}
            value={start}
            onChange={setStart}
            isInvalid={problem?.field === 'start'}
            errorMessage={problem?.field === 'start' ? problem.text : undefined}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField
            name="end"
            label={ADMIN_TEXTS.end}
            description={ADMIN_TEXTS.dateHint}
            value={end}
            onChange={setEnd}
            isInvalid={problem?.field === 'end'}
            errorMessage={problem?.field === 'end' ? problem.text : undefined}
            inputMode="numeric"
            autoComplete="off"
          />
          <div className={styles.rangeButton}>
            <Button type="submit" variant="primary">
              {ADMIN_TEXTS.show}
            </Button>
          </div>
        </form>
        {load.state === 'failed' ? (
          <Notice
            tone="danger"
            action={
              <Button
                variant="secondary"
                size="small"
                onPress={() => fetchRange(asked.current.start, asked.current.end)}
              >
                {ADMIN_TEXTS.tryAgain}
              </Button>
            }
          >
            {ADMIN_TEXTS.statisticsFailed} {load.message}
          </Notice>
        ) : (
          <LoadingOverlay
            isLoading={load.state === 'loading'}
            label={ADMIN_TEXTS.statisticsLoading}
          >
            {loaded && chart ? (
              <div className={styles.statistics}>
                <p className={styles.muted}>{ADMIN_TEXTS.rangeNote(loaded.start, loaded.end)}</p>
                <div className={styles.results}>
                  <BarChart
                    title={ADMIN_TEXTS.chartTitle}
                    categories={chart.categories}
                    series={chart.series}
                    formatCategory={formatStatisticDay}
                    emptyText={ADMIN_TEXTS.noDecisions}
                    categoryLabel={ADMIN_TEXTS.day}
                  />
                  <table className={styles.totals}>
                    <caption>{ADMIN_TEXTS.totalsTitle}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{ADMIN_TEXTS.totalsWhat}</th>
                        <th scope="col">{ADMIN_TEXTS.totalsCount}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {totalRows(loaded.totals).map((row) => (
                        <tr key={row.label}>
                          <th scope="row">{row.label}</th>
                          <td>{row.count}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </div>
            ) : (
              <div className={styles.statistics} />
            )}
          </LoadingOverlay>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" slot="close">
            {ADMIN_TEXTS.close}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
